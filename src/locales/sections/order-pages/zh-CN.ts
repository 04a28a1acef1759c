/**
 * Texts of the order subpackage's remaining pages: express, pay-loading, pay-success-new,
 * share-pay-success, about-order, wait-list-instruction. The reference dictionary: zh-MO and en-US match
 * its shape (section-i18n.ts).
 */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  express: {
    carrier: '快递公司',
    number: '运单号',
    shipped_at: '发货时间',
    steps: '物流信息',
    no_steps: '商家已发货，物流信息更新后会显示在这里',
    address: '收货地址',
    waiting: '商家正在备货',
    waiting_detail: '纸质票发货后，可在这里查看快递公司、运单号和物流信息',
    back_to_order: '返回订单',
    view: '查看物流',
    shipped_line: '{carrier} {number}'
  },
  pay_loading: {
    checking: '正在确认支付结果…',
    checking_detail: '请勿关闭页面，确认后将自动跳转',
    timeout: '暂未收到支付结果',
    timeout_detail: '如已完成支付，请点击“我已支付”再次确认；也可返回订单查看',
    paid: '我已支付',
    back_to_order: '返回订单'
  },
  pay_success_new: {
    title: '支付成功',
    eticket_note: '电子票已放入票夹，入场时出示即可',
    paper_note: '纸质票将快递寄出，发货后可查看物流',
    show: '演出',
    session: '场次',
    venue: '场馆',
    qty: '数量',
    qty_value: '共{count}张',
    paid: '实付金额',
    number: '订单号',
    view_tickets: '查看电子票',
    view_express: '查看物流',
    view_order: '查看订单',
    share: '分享给好友',
    home: '返回首页',
    not_paid: '这笔订单还没有支付成功'
  },
  share: {
    heading: '我抢到票啦',
    invite: '一起去看吧！',
    tickets: '{count}张',
    share: '分享给好友',
    copy_link: '复制链接',
    copied: '链接已复制，快发给好友吧',
    copy_failed: '复制失败，请长按链接复制',
    unpaid: '订单支付成功后才能分享',
    view_order: '查看订单',
    share_title: '我抢到了《{show}》的票，一起去看吧！'
  },
  about: {
    arrive_title: '票怎么送到',
    arrive_eticket: '电子票：支付成功后立即放入“票夹”，入场时出示动态入场码（每30秒更新，截图无效）。',
    arrive_paper: '纸质票：商家按下单时填写的地址快递寄出，发货后可在订单中查看快递公司、运单号和物流信息。',
    refund_title: '退票',
    refund_text: '每场演出的退票规则不同，可在订单详情中查看；规则允许时可申请退票，退款原路退回。已检票的票不能退。',
    invoice_title: '发票',
    invoice_text: '支付成功后可在订单详情中申请电子或纸质发票，纸质发票金额不含快递费。',
    contact_title: '联系客服',
    phone: '客服电话',
    call: '拨打',
    hours: '服务时间',
    hours_line: '{day} {from}–{to}',
    online: '支持在线客服',
    no_contact: '商家暂未设置客服电话，可在演出详情页查看主办方信息',
    weekday: {
      d1: '周一',
      d2: '周二',
      d3: '周三',
      d4: '周四',
      d5: '周五',
      d6: '周六',
      d7: '周日'
    }
  },
  wait_list: {
    intro: '候补购票：演出售罄时，你可以提交候补，有人退票或主办方释放票时，按提交先后为你购票。',
    how_title: '候补怎么进行',
    how_1: '在售罄的场次和票档提交候补，并选择观演人和数量。',
    how_2: '候补期间有可售的票时，按提交顺序依次为候补用户锁票，成功后通知你支付。',
    how_3: '候补截止时仍未成功，候补自动失效，不产生任何费用。',
    rules_title: '候补须知',
    rule_1: '候补不保证一定成功，请留意通知。',
    rule_2: '同一场次每人限提交一个候补，数量不超过该场次的限购数量。',
    rule_3: '候补成功后需在规定时间内支付，超时视为放弃。',
    not_open: '本店暂未开通候补购票，开通后将在演出页显示“候补”入口。',
    browse: '去看看演出'
  },
  order_detail: {
    ticket_transferred: '已转赠',
    money_title: '款项明细',
    money_note: '订单金额为下单时的金额；以下为退款、改签后的款项',
    money_paid: '已支付',
    money_refunded: '已退回',
    money_refund_pending: '退款处理中',
    money_tickets_now: '当前门票',
    money_goods_now: '随票商品',
    money_delivery: '配送费',
    money_service_fee: '服务费',
    money_refund_fees: '退票手续费'
  }
}

export type OrderPagesMessages = SectionShape<typeof zhCN>
export default zhCN as OrderPagesMessages
