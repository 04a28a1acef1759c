/**
 * The order-creation family's bodies (calls-errors-limits.md section 7: "the order-creation body has showId or
 * items, paymentParam.payAmount, promotionId"), validated by every route onto the order core: pre_order v3,
 * create_order v5, their family twins and on-site purchase.
 */
import { Fen, Id, Int, OneOf, Str, Type, type Static } from '../http/schema'
import { REMARKS_MAX } from '../../../types/rules/order-rules'

const OrderItem = Type.Object({
  showId: Type.Optional(Id),
  bizShowSessionId: Id,
  seatPlanId: Id,
  qty: Int(1, 100),
  seatIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  audienceIds: Type.Optional(Type.Array(Id, { maxItems: 100 }))
})

const orderFields = {
  showId: Type.Optional(Id),
  promotionId: Type.Optional(Str(60)),
  deliverMethod: Type.Optional(OneOf(['E_TICKET', 'EXPRESS'] as const)),
  addressId: Type.Optional(Str(60)),
  // The buyer's note: the shared rule's limit (order-rules.ts); the service trims and applies "required".
  remarks: Type.Optional(Str(REMARKS_MAX)),
  items: Type.Array(OrderItem, { minItems: 1, maxItems: 10 }),
  // Coupons chosen on confirm order; the gateway re-checks them and computes the discount.
  couponIds: Type.Optional(Type.Array(Id, { maxItems: 10 })),
  // Pay part with points; the gateway works out how many (points-rules.ts pointPrice).
  usePoints: Type.Optional(Type.Boolean()),
  // Booking with a benefit card (card-step.ts): both or neither.
  userCardInstanceId: Type.Optional(Id),
  cardId: Type.Optional(Id),
  // Bought under a privilege: the privilege-token header carries the grant; the id makes the app send it.
  privilegeId: Type.Optional(Id),
  // Tied sale: goods bought with the tickets, in the same quote and payment.
  goods: Type.Optional(Type.Array(Type.Object({ skuId: Id, qty: Int(1, 99) }), { maxItems: 20 }))
}

/** create_order v5: the order, the amount the buyer saw and the idempotency key. */
export const CreateOrderBody = Type.Object({
  ...orderFields,
  idempotencyKey: Str(100, { minLength: 8 }),
  paymentParam: Type.Object({ payAmount: Fen })
})
export type CreateOrderBody = Static<typeof CreateOrderBody>

/** pre_order v3: the same order, priced before the buyer commits (no key, no amount needed). */
export const PreOrderBody = Type.Object({
  ...orderFields,
  idempotencyKey: Type.Optional(Str(100)),
  paymentParam: Type.Optional(Type.Object({ payAmount: Type.Optional(Fen) }))
})
export type PreOrderBody = Static<typeof PreOrderBody>
