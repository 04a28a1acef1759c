/**
 * Where the buyer lands after paying: the pay_success route with its order. Built here only, for the
 * app's pay call and the gateway's default, so the two cannot differ.
 */
export function paySuccessPath(orderId: string): string {
  return `/pay-success?orderId=${encodeURIComponent(orderId)}&orderType=ticket`
}
