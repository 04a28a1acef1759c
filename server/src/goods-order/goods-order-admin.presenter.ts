/** The console's goods orders (types/api/goods-order.ts GoodsOrderAdminRow) and their CSV lines. */
import { textIn, type Locale } from '../http/texts'
import { csvLine } from '../staff/csv'
import type { GoodsOrderAdminRow } from '../../../types/api/goods-order'
import { goodsOrderStateAt } from './goods-order-state'
import type { GoodsOrderLineRow, GoodsOrderRow } from './goods-order.repository'
import type { StubTicketRow } from '../ticket-stub/ticket-stub.repository'
import { lineStubOf } from '../ticket-stub/ticket-stub.presenter'
import { GOODS_STATE_TITLES } from './goods-order.presenter'
import { formatLocal } from '../../../types/rules/merchant-time'
import type { GoodsLineStub } from '../../../types/api/goods-order'

export function presentAdminGoodsOrder(
  o: GoodsOrderRow & { buyer: string },
  lines: readonly GoodsOrderLineRow[],
  locale: Locale,
  now: Date,
  stubTickets: readonly StubTicketRow[] = []
): GoodsOrderAdminRow {
  return {
    orderId: o.id,
    orderNumber: o.order_number,
    state: goodsOrderStateAt(o, now),
    buyer: o.buyer,
    lines: lines
      .filter((l) => l.order_id === o.id)
      .map((l) => ({
        skuId: l.sku_id,
        name: textIn(l.name, locale),
        attributeText: textIn(l.attribute_text, locale),
        qty: l.qty,
        refundedQty: l.refunded_qty,
        ...lineStubOf(l.ticket_id, stubTickets, locale)
      })),
    payAmount: o.total_fen,
    refundedAmount: o.refunded_fen,
    ...(o.delivery_address
      ? {
          address: {
            recipient: o.delivery_address.recipient,
            cellphone: o.delivery_address.cellphone,
            regionText: o.delivery_address.regionText,
            detail: o.delivery_address.detail
          }
        }
      : {}),
    ...(o.express_carrier && o.express_tracking_no ? { express: { carrier: o.express_carrier, trackingNo: o.express_tracking_no } } : {}),
    createdTime: o.created_at.getTime(),
    ...(o.paid_at ? { paidTime: o.paid_at.getTime() } : {})
  }
}

const HEADER: Record<Locale, string[]> = {
  'zh-CN': ['订单号', '状态', '下单时间', '买家', '商品', '实付(分)', '已退(分)', '收货人', '电话', '地址', '快递公司', '快递单号'],
  'zh-MO': ['訂單號', '狀態', '下單時間', '買家', '商品', '實付(分)', '已退(分)', '收貨人', '電話', '地址', '快遞公司', '快遞單號'],
  'en-US': [
    'Order',
    'State',
    'Placed',
    'Buyer',
    'Goods',
    'Paid (fen)',
    'Refunded (fen)',
    'Recipient',
    'Phone',
    'Address',
    'Carrier',
    'Tracking no.'
  ]
}

export function goodsCsvHeader(locale: Locale): string {
  return csvLine(HEADER[locale])
}

/** What a stub prints, in one cell of the pick list: "[ticket number: show, session, venue, seat, holder]". */
function stubCell(s: GoodsLineStub): string {
  return ` [${s.ticketNumber}: ${[s.show, s.session, s.venue, s.seat, s.holder].filter(Boolean).join(', ')}]`
}

/**
 * One CSV line per order: its number, state in words and time in the merchant's zone as the orders CSV
 * writes them; its goods as "name attributes ×qty" joined (a stub with the ticket it prints), the address in
 * one cell (the pick list).
 */
export function goodsCsvLine(row: GoodsOrderAdminRow, locale: Locale, zone: string): string {
  return csvLine([
    row.orderNumber,
    GOODS_STATE_TITLES[row.state][locale],
    formatLocal(new Date(row.createdTime), zone, 'YYYY-MM-DD HH:mm:ss'),
    row.buyer,
    row.lines
      .map((l) => `${l.name}${l.attributeText ? ` ${l.attributeText}` : ''} ×${l.qty - l.refundedQty}${l.stub ? stubCell(l.stub) : ''}`)
      .join('; '),
    row.payAmount,
    row.refundedAmount,
    row.address?.recipient ?? '',
    row.address?.cellphone ?? '',
    row.address ? `${row.address.regionText} ${row.address.detail}` : '',
    row.express?.carrier ?? '',
    row.express?.trackingNo ?? ''
  ])
}
