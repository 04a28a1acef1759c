/** Confirm order's tied goods in Traditional Chinese (Macao). */
import type { TiedMessages } from './zh-CN'

const zhMO: TiedMessages = {
  heading: '演出周邊',
  hint: '與門票一起下單，一次支付',
  add: '加購',
  change: '修改',
  remove: '移除',
  done: '確定',
  choose: '請選擇{names}',
  sold_out: '已售罄',
  voucher: '到場憑碼領取',
  goods_amount: '周邊金額',
  no_express: '周邊需快遞配送，本場演出僅支援電子票，暫不能同時購買',
  choose_express: '周邊需隨紙本票快遞配送，請選擇快遞配送',
  choose_address: '請選擇收貨地址',
  tied_goods: '同單周邊',
  ticket_order: '查看門票訂單'
}

export default zhMO
