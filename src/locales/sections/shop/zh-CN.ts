/**
 * Texts of the shop's pages outside the shop tab: goods detail, cart, goods search, goods confirm and the
 * goods order. The reference dictionary: zh-MO and en-US match its shape (section-i18n.ts).
 */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  detail: {
    not_found: '商品不存在或已下架',
    sold_out: '已售罄',
    off_sale: '已下架',
    voucher: '到场凭码领取',
    physical: '快递配送',
    choose: '请选择{names}',
    chosen: '已选：{text}',
    quantity: '数量',
    stock_left: '库存 {count} 件',
    limit: '每人限购 {count} 件',
    add_to_cart: '加入购物车',
    buy_now: '立即购买',
    added: '已加入购物车',
    description: '商品详情',
    cart: '购物车',
    back_to_shop: '返回商城'
  },
  cart: {
    empty: '购物车还是空的',
    go_shopping: '去逛逛',
    select_all: '全选',
    total: '合计',
    checkout: '结算({count})',
    remove: '删除',
    remove_confirm: '确定删除选中的 {count} 件商品吗？',
    invalid_heading: '失效商品',
    clear_invalid: '清空失效商品',
    reason_OFF_SALE: '已下架',
    reason_SOLD_OUT: '已售罄',
    reason_GONE: '商品已不存在',
    choose_some: '请选择要结算的商品',
    stock_short: '仅剩 {count} 件'
  },
  search: {
    placeholder: '搜索商品',
    empty: '没有找到相关商品',
    hint: '输入商品名称搜索',
    browse_all: '看看全部商品'
  },
  confirm: {
    address: '收货地址',
    choose_address: '请选择收货地址',
    voucher_note: '到场凭码领取，无需收货地址',
    goods_amount: '商品金额',
    delivery_fee: '运费',
    coupon: '优惠券',
    coupon_none: '暂无可用',
    coupon_usable: '{count} 张可用',
    amount_due: '应付金额',
    submit: '提交订单',
    nothing: '没有要购买的商品',
    back_to_cart: '返回购物车',
    qty: '×{count}'
  },
  stub: {
    intro: '把去过的演出印成一张实体票根，快递到家',
    empty: '还没有可制作票根的门票',
    empty_detail: '买票观演后，可以在这里为每张门票定制一份纪念票根',
    browse_shows: '去看看演出',
    print: '制作票根',
    ordered: '已下单，查看订单',
    state_VALID: '待观演',
    state_USED: '已观演',
    none_on_sale: '商家暂未提供纪念票根',
    preview: '票根预览',
    design: '选择款式',
    sold_out: '已售罄',
    note: '按所选款式印制，快递寄出；每张门票限定制一份',
    order: '立即下单',
    see_order: '查看票根订单',
    already: '这张门票已下单纪念票根',
    holder: '持票人',
    seat: '座位',
    venue: '场馆',
    souvenir: '纪念票根',
    number: '票号 {number}',
    prints: '印制：{text}',
    load_more: '加载更多'
  },
  order: {
    lines: '商品',
    address: '收货信息',
    express: '物流信息',
    express_line: '{carrier} {number}',
    view_express: '查看物流',
    vouchers: '领取码',
    voucher_VALID: '待领取',
    voucher_USED: '已领取',
    voucher_REFUNDED: '已退款',
    paid: '实付金额',
    pay_amount: '应付金额',
    refunded: '已退款',
    pay: '去支付',
    pay_before: '请在 {time} 内完成支付',
    cancel: '取消订单',
    cancel_confirm: '确定取消这个订单吗？已支付的金额将原路退回。',
    cancelled: '订单已取消',
    refund: '申请退款',
    refund_title: '选择退款商品',
    refund_submit: '确认退款',
    refund_none: '请选择要退款的商品数量',
    refund_done: '退款申请已提交',
    refundable: '可退 {count} 件',
    refunded_qty: '已退 {count} 件',
    refund_REFUNDING: '退款中，将原路退回',
    refund_REFUNDED: '已退回',
    refund_FAILED: '退款失败，商家将重新处理',
    order_no: '订单编号',
    created: '下单时间',
    tied: '随票购买的商品',
    back_to_orders: '返回订单列表'
  }
}

export type ShopPagesMessages = SectionShape<typeof zhCN>

export default zhCN as ShopPagesMessages
