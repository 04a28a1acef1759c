/**
 * An unpaid order closes: EXPIRED by the expiry sweeper past its reserve deadline, or CANCELLED by its buyer
 * or the merchant's staff (OrderService.cancel, closeForMerchant, closeExpiredOrders). One transaction, a
 * bounded write, whose first write is the guard (UNPAID → closed), so every step after it runs once whatever
 * runs at the same time. Each step gives back what creating the order took (order/order-writer.ts), after the
 * order row and before the tier rows, the lock order every path takes. After the commit the order area's
 * stock admission reads the released tiers again (OrderService.close), so a ticket given back sells at once.
 * The order service is handed closeOrder (composition/buying.wiring.ts): lifecycles sit above the areas.
 */
import { inventoryOn } from '../inventory/inventory'
import type { CloseOrder } from '../order/order.service'
import { returnSpentPoints } from '../order/pricing/points-step'
import { returnPrivilegeUses } from '../order/pricing/privilege-step'
import { CardBookingRepository } from '../order/pricing/card-booking.repository'
import { closeTiedGoods } from './tied-goods-steps'

/**
 * Closes an unpaid order in the caller's transaction and gives back what it held; answers the tiers whose
 * stock went back, or undefined (nothing written) when it was not unpaid (already closed, or paid).
 * `alsoInTransaction` is the caller's own write (the staff close's audit row), right after the guard.
 */
export const closeOrder: CloseOrder = async (tx, s, orderId, reason, now, alsoInTransaction) => {
  // 1. UNPAID → EXPIRED or CANCELLED: the guard.
  if (!(await s.orders.close(orderId, reason, now))) return undefined
  await alsoInTransaction?.(tx)
  // 2. The coupons locked to the unpaid order are the buyer's again (after the order row, before the tiers).
  await s.coupons.releaseForOrder(orderId)
  // 3. So are the points it spent: once, as the close itself is (the state transition above).
  await returnSpentPoints(s.members, orderId, now)
  // 4. So are the benefit card times it took (order-card.ts).
  await new CardBookingRepository(tx).returnClosed(orderId, now)
  // 5. Its channel discount's quota, or its package's sets, go back (once: this close is the guard).
  await s.promotions.releaseForOrder(orderId, now)
  // 6. And the privilege code's uses (a refund later does not give them back: privilege-rules.ts).
  await returnPrivilegeUses(s.privileges, orderId, now)
  // 7. The goods bought with it close too, their units back on sale (SKU rows before the tier rows).
  await closeTiedGoods(tx, orderId, reason, now)
  // 8. The held stock and seats (inventory/): tier rows first, then the seats and the counters; the attendees' IDs freed.
  const stock = inventoryOn(tx)
  const tiers = await stock.stock.lockTiersOfOrder(orderId)
  await stock.seats.releaseHeldOfOrder(orderId)
  await stock.stock.releaseHeldOfOrder(orderId)
  await s.orders.freeAttendees(orderId)
  return tiers
}
