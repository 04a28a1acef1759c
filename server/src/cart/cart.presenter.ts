/** Cart lines as the app reads them (types/api/cart.ts): the checkable ones, and the invalid ones apart with their reason. */
import { textIn, type Locale } from '../http/texts'
import type { CartInvalidReason, CartLine, CartView } from '../../../types/api/cart'
import type { CartLineRow } from './cart.repository'

/** Why the line cannot be checked out now, if it cannot: gone first, then off sale, then sold out. */
export function invalidReason(row: CartLineRow): CartInvalidReason | undefined {
  if (row.spu_id === null || row.price_fen === null) return 'GONE'
  if (!row.spu_on_sale || !row.sku_on_sale) return 'OFF_SALE'
  if ((row.available ?? 0) <= 0) return 'SOLD_OUT'
  return undefined
}

/** The SKU's option values as the buyer reads them ("M / Black"). */
export function attributeText(names: ReadonlyArray<Record<string, string>> | null, locale: Locale): string {
  return (names ?? []).map((n) => textIn(n, locale)).join(' / ')
}

function presentLine(row: CartLineRow, locale: Locale): CartLine {
  const reason = invalidReason(row)
  return {
    skuId: row.sku_id,
    spuId: row.spu_id ?? '',
    name: textIn(row.name, locale),
    pictureUrl: row.picture_url ?? '',
    attributeText: attributeText(row.attribute_names, locale),
    priceFen: row.price_fen ?? 0,
    qty: row.qty,
    // An invalid line is never checked out, whatever it was ticked as.
    selected: reason ? false : row.selected,
    stock: Math.max(0, row.available ?? 0),
    ...(reason ? { invalidReason: reason } : {})
  }
}

export function presentCart(rows: readonly CartLineRow[], locale: Locale): CartView {
  const all = rows.map((r) => presentLine(r, locale))
  return { lines: all.filter((l) => !l.invalidReason), invalidLines: all.filter((l) => l.invalidReason) }
}
