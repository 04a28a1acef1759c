/** Route schema parts shared by the payment and DOOOLY calls. */
import { Id, Str, Type } from '../http/schema'

/** One order's transaction ids, as the order calls hand them out. */
export const TransactionIds = Type.Array(Id, { minItems: 1, maxItems: 10 })

/** A return address as sent; whether it is one of the storefront's paths is checked by return-path.ts. */
export const ReturnUrl = Str(500)
