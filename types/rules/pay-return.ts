/**
 * Where the buyer lands after paying: the pay_success route with its order. Built here only, for the
 * app's pay call and the gateway's default, so the two cannot differ.
 */
export function paySuccessPath(orderId: string): string {
  return `/pay-success?orderId=${encodeURIComponent(orderId)}&orderType=ticket`
}

/**
 * Where the buyer lands after paying a goods order (product.md: pay-success "with orderId, orderType
 * (lower-cased, default ticket)"): the same page, which reads the goods order then.
 */
export function goodsPaySuccessPath(orderId: string): string {
  return `/pay-success?orderId=${encodeURIComponent(orderId)}&orderType=goods`
}

/**
 * Where the buyer lands after paying a dearer rebook's difference: pay-loading
 * reads the rebook (its order is paid already, so the order's state says nothing of this payment).
 */
export function rebookPayLoadingPath(orderId: string, rebookId: string): string {
  return `/pay-loading?orderId=${encodeURIComponent(orderId)}&rebookId=${encodeURIComponent(rebookId)}`
}

/**
 * Where the buyer lands after paying a member order (issue #18 paid membership; calls-errors-limits.md
 * "/member-pay-success, with query orderId and channelId"): the channel is the payment's purpose, MEMBER.
 */
export function memberPayReturnPath(memberOrderId: string): string {
  return `/member-pay-success?orderId=${encodeURIComponent(memberOrderId)}&channelId=MEMBER`
}

/**
 * Where the buyer lands after paying a benefit card order: pay-loading reads the card order
 * (it is not a ticket order, so order detail and pay-success have nothing to show).
 */
export function cardPayLoadingPath(itemOrderId: string): string {
  return `/pay-loading?cardOrderId=${encodeURIComponent(itemOrderId)}`
}

/**
 * Where the buyer lands after paying a reservation (issue #33): the reserve-record page, which shows the
 * booking booked (or still waiting for the payment's notice) at the top of the buyer's bookings.
 */
export function reservationPayReturnPath(bookingId: string): string {
  return `/reserve-record?bookingId=${encodeURIComponent(bookingId)}`
}

/**
 * Where the buyer lands after paying a parking fee: the receipt (parking-detail), which reads the
 * parking order; the gateway's default return address for a parking payment too.
 */
export function parkingDetailPath(parkingOrderId: string): string {
  return `/parking-detail?orderId=${encodeURIComponent(parkingOrderId)}`
}
