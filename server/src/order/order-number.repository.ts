/**
 * Order numbers drawn from the database sequence (order_number_serial, migration 020) that ticket orders and
 * goods orders share: one number space, so a number a buyer quotes names one order of either kind.
 */
import type { Queryable } from '../db/db'
import { orderNumber } from './order-number'

/** One number per date given, in that order, in one round trip. */
export async function drawOrderNumbers(db: Queryable, placedAt: readonly Date[]): Promise<string[]> {
  if (placedAt.length === 0) return []
  // A sequence never hands a serial out twice, even when this transaction rolls back: numbers are never reused.
  const serials = await db.query<{ serial: string }>("SELECT nextval('order_number_serial')::text AS serial FROM generate_series(1, $1)", [
    placedAt.length
  ])
  return placedAt.map((at, i) => orderNumber(at, BigInt(serials[i].serial)))
}
