/**
 * Booking with a benefit card (product.md "booking: /booking/:showId. It can also be opened with ...
 * userCardInstanceId with cardId"): the two travel together from card-range or my cards through booking and
 * pick-seat to confirm order, which sends them to pre_order and create_order. One without the other is
 * dropped (the gateway takes both or neither: types/api/order.ts CreateOrderRequest).
 */
export interface CardBookingParams {
  userCardInstanceId: string
  cardId: string
}

export function cardBookingParams(params: Readonly<Record<string, string | undefined>>): CardBookingParams | undefined {
  const { userCardInstanceId, cardId } = params
  return userCardInstanceId && cardId ? { userCardInstanceId, cardId } : undefined
}

/** The same as route query (spread into the next page's params); empty without a card. */
export function cardQuery(card: CardBookingParams | undefined): Record<string, string> {
  return card ? { userCardInstanceId: card.userCardInstanceId, cardId: card.cardId } : {}
}
