/** The orders CSV's column titles in the request's language (the columns SalesService.csv writes). */
import type { Locale } from '../http/texts'

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
