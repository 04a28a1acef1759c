/**
 * A VOUCHER unit's collect code (075 spus.kind VOUCHER: "collected at the venue with a code, checked in at
 * the door like a ticket"): one code per unit, issued when the order is paid (or at once when it costs
 * nothing), 12 digits read aloud or typed at the door, unique over every merchant (076's index).
 */
import { randomInt } from 'node:crypto'
import { randomId } from '../account/token-codec'
import type { GoodsOrderLineRow, GoodsOrderRepository } from './goods-order.repository'

/** 12 random digits, the first not 0. */
export function newVoucherCode(): string {
  let code = String(randomInt(1, 10))
  for (let i = 1; i < 12; i++) code += String(randomInt(0, 10))
  return code
}

/** One code per unit of each VOUCHER line of the order. */
export async function issueVouchers(
  goods: Pick<GoodsOrderRepository, 'insertVouchers'>,
  orderId: string,
  lines: ReadonlyArray<Pick<GoodsOrderLineRow, 'sku_id' | 'kind' | 'qty'>>,
  now: Date
): Promise<void> {
  const rows = lines
    .filter((l) => l.kind === 'VOUCHER')
    .flatMap((l) => Array.from({ length: l.qty }, () => ({ id: randomId('gv_'), orderId, skuId: l.sku_id, code: newVoucherCode() })))
  await goods.insertVouchers(rows, now)
}
