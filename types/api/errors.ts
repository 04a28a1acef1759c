/**
 * The gateway's error codes that the app's pages act on by name (the rest only show the message the
 * envelope carries). Each equals the code of the same name in the gateway's one catalogue, ERRORS in
 * server/src/http/app-error.ts, which reads these constants; server/test/platform/error-codes.test.ts keeps the two
 * equal. The request layer's own codes (login, limiting) are in types/rules/business-codes.ts.
 */
export const ERROR_CODES = {
  /** The points balance (or a price) moved since the preview: confirm order prices again. */
  PRICE_CHANGED: 40073,
  /** Not found, and also another buyer's ticket ("not yours" is never told apart): ticket-error. */
  TICKET_NOT_FOUND: 40080,
  /** create_order's coupon refusals: confirm order prices again without the coupon. */
  COUPON_ORDER_TAKEN: 40310,
  COUPON_ORDER_UNUSABLE: 40311,
  /** A face check the platform's server did not confirm: the toast 'face authentication failed'. */
  FACE_AUTH_FAILED: 40397,
  /** A goods order's amount moved since its pre_order: goods confirm prices again. */
  GOODS_PRICE_CHANGED: 40704,
  /** The ticket already has a live stub order (its id in the envelope's data.orderId): the stub pages open it. */
  STUB_ALREADY_ORDERED: 40713
} as const

export type ErrorCodeName = keyof typeof ERROR_CODES

/**
 * The business refusals (40000-49999): the gateway's message is written for the buyer, so a page may show
 * it as it is. INTERNAL (50000) and transport failures fall outside, and the page says its own words.
 */
export const REFUSAL_CODES = { first: 40000, last: 49999 } as const

export function isRefusalCode(statusCode: number): boolean {
  return statusCode >= REFUSAL_CODES.first && statusCode <= REFUSAL_CODES.last
}
