/**
 * The goods order page's invoice row (issue "Shop": "invoices for goods orders"): offered for a goods
 * order paid on its own once paid, as order detail offers it for a paid ticket order; never for an unpaid
 * or closed one, nor for goods bought with tickets (that ticket order's invoice covers them).
 */
import { offersInvoice } from '../src/subpackages/order/order-product/goods-order-facts'
import type { GoodsOrderState } from '../types/api/goods-order'

describe("the goods order page's invoice row", () => {
  test.each<[GoodsOrderState, boolean]>([
    ['UNPAID', false],
    ['CLOSED', false],
    ['PAID', true],
    ['SHIPPED', true],
    ['REFUNDED', true]
  ])('a goods order paid on its own, %s: offered %s', (orderStatus, offered) => {
    expect(offersInvoice({ orderStatus })).toBe(offered)
  })

  test('goods bought with a ticket order are not invoiced apart', () => {
    expect(offersInvoice({ orderStatus: 'PAID', ticketOrderId: 'O1' })).toBe(false)
  })
})
