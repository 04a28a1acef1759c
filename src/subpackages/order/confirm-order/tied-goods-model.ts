/**
 * The tied goods a buyer adds on confirm order (issue "Shop": "a buyer adds a tied item on confirm order of a
 * ticket and pays once"): one pick per goods (its SKU and quantity), sent as `goods` beside the tickets in
 * pre_order and create_order, which price them in the same quote. Delivered goods travel with the tickets'
 * express parcel, so the gateway refuses them on an e-ticket order (ADDRESS_REQUIRED); the page says so first.
 */
import type { GoodsKind } from '../../../../types/api/goods'
import type { DeliverMethod } from '../../../../types/api/show'
import { isDeliveredKind } from '../../../../types/rules/goods-delivery'

export interface TiedPick {
  spuId: string
  skuId: string
  qty: number
  kind: GoodsKind
  /** The goods' name and its options ("Tour T-shirt · Black / M"), as the buyer chose them. */
  label: string
}

export type TiedPicks = Readonly<Record<string, TiedPick>>

/** The body's `goods`, in the order they were picked; absent when none is, so a ticket-only order is sent as before. */
export function goodsParam(picks: TiedPicks): { goods?: Array<{ skuId: string; qty: number }> } {
  const goods = Object.values(picks)
    .filter((p) => p.qty > 0)
    .map((p) => ({ skuId: p.skuId, qty: p.qty }))
  return goods.length ? { goods } : {}
}

/** Picks a goods' SKU (a new SKU or quantity replaces the goods' pick); a quantity of 0 takes it out. */
export function withPick(picks: TiedPicks, pick: TiedPick): TiedPicks {
  const rest = withoutPick(picks, pick.spuId)
  return pick.qty > 0 ? { ...rest, [pick.spuId]: pick } : rest
}

export function withoutPick(picks: TiedPicks, spuId: string): TiedPicks {
  const { [spuId]: _gone, ...rest } = picks
  return rest
}

/**
 * Why the order cannot be placed with these goods yet: delivered (PHYSICAL) goods need the tickets sent by
 * express to an address ("delivered goods need the order's express address (an e-ticket order is refused
 * ADDRESS_REQUIRED)"); where the show has no express delivery they cannot be bought with its tickets at all.
 */
export type TiedGoodsProblem = 'no_express' | 'choose_express' | 'choose_address'

export function tiedGoodsProblem(
  picks: TiedPicks,
  delivery: { deliverMethod: DeliverMethod; addressId?: string },
  expressOffered: boolean
): TiedGoodsProblem | undefined {
  if (!Object.values(picks).some((p) => isDeliveredKind(p.kind) && p.qty > 0)) return undefined
  if (!expressOffered) return 'no_express'
  if (delivery.deliverMethod !== 'EXPRESS') return 'choose_express'
  return delivery.addressId ? undefined : 'choose_address'
}
