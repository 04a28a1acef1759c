/** The orders CSV's column titles and state words in the request's language (the columns SalesService.csv writes). */
import type { Locale } from '../http/texts'
import type { SalesOrderStatus } from '../../../types/api/sales-admin'

const HEADERS: Record<Locale, string[]> = {
  'zh-CN': [
    '订单号',
    '状态',
    '关闭原因',
    '演出',
    '场次',
    '开演时间',
    '手机号',
    '票数',
    '订单金额(元)',
    '实付(元)',
    '下单时间',
    '支付时间',
    '关闭时间'
  ],
  'zh-MO': [
    '訂單號',
    '狀態',
    '關閉原因',
    '演出',
    '場次',
    '開演時間',
    '手機號碼',
    '票數',
    '訂單金額(元)',
    '實付(元)',
    '下單時間',
    '付款時間',
    '關閉時間'
  ],
  'en-US': [
    'Order',
    'State',
    'Close reason',
    'Show',
    'Session',
    'Starts',
    'Phone',
    'Tickets',
    'Total (yuan)',
    'Paid (yuan)',
    'Placed',
    'Paid at',
    'Closed at'
  ]
}

export function csvHeader(locale: Locale): string[] {
  return HEADERS[locale]
}

/** The status in words, as the console's order list names it (admin/src/i18n sales.status.*). */
const STATUS_WORDS: Record<Locale, Record<SalesOrderStatus, string>> = {
  'zh-CN': {
    UNPAID: '待支付',
    CANCELED: '已取消',
    DELIVERING: '已发货',
    DELIVERING_EXPRESS: '待发货',
    SUCCEEDED: '已支付',
    REFUNDED_TICKET: '已退票',
    CLOSED: '已关闭'
  },
  'zh-MO': {
    UNPAID: '待付款',
    CANCELED: '已取消',
    DELIVERING: '已發貨',
    DELIVERING_EXPRESS: '待發貨',
    SUCCEEDED: '已付款',
    REFUNDED_TICKET: '已退票',
    CLOSED: '已關閉'
  },
  'en-US': {
    UNPAID: 'Unpaid',
    CANCELED: 'Canceled',
    DELIVERING: 'Shipped',
    DELIVERING_EXPRESS: 'Awaiting shipment',
    SUCCEEDED: 'Paid',
    REFUNDED_TICKET: 'Refunded',
    CLOSED: 'Closed'
  }
}

export function statusWords(status: SalesOrderStatus, locale: Locale): string {
  return STATUS_WORDS[locale][status]
}
