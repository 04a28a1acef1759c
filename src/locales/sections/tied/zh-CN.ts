/** Confirm order's tied goods (issue "Shop": goods of the show bought with the tickets); the reference dictionary of the section (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  heading: '演出周边',
  hint: '与门票一起下单，一次支付',
  add: '加购',
  change: '修改',
  remove: '移除',
  done: '确定',
  choose: '请选择{names}',
  sold_out: '已售罄',
  voucher: '到场凭码领取',
  goods_amount: '周边金额',
  no_express: '周边需快递配送，本场演出仅支持电子票，暂不能同时购买',
  choose_express: '周边需随纸质票快递配送，请选择快递配送',
  choose_address: '请选择收货地址',
  tied_goods: '同单周边',
  ticket_order: '查看门票订单'
}

export type TiedMessages = SectionShape<typeof zhCN>
export default zhCN as TiedMessages
