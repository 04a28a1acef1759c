/** Catalogue rows → the reply shapes the app reads (types/api/goods.ts), texts in the request's locale. */
import { textIn, type Locale } from '../http/texts'
import type { GoodsCard, GoodsCategory, GoodsOptionGroup, SpuDetail } from '../../../types/api/goods'
import type { GoodsCardRow, GoodsCategoryRow, OptionValueRow, SkuRow, SpuRow } from './goods.repository'
import { goodsArtUrl } from './goods-art'

/** The goods' first picture; goods without one show generated art, so a card is never blank. */
function posterOf(id: string, pictures: string[]): string {
  return pictures[0] ?? goodsArtUrl('box', id)
}

/** A market price is shown (struck through) only above the price it stands beside. */
function marketAbove(market: number | null, price: number): number | undefined {
  return market !== null && market > price ? market : undefined
}

export function presentCard(row: GoodsCardRow, locale: Locale): GoodsCard {
  return {
    id: row.id,
    name: textIn(row.name, locale),
    posterUrl: posterOf(row.id, row.pictures),
    minPriceFen: row.min_price_fen,
    minMarketPriceFen: marketAbove(row.min_market_price_fen, row.min_price_fen),
    soldOut: !row.in_stock,
    kind: row.kind
  }
}

export function presentCategory(row: GoodsCategoryRow, locale: Locale): GoodsCategory {
  return { id: row.id, name: textIn(row.name, locale) }
}

function optionGroups(values: OptionValueRow[], locale: Locale): GoodsOptionGroup[] {
  const groups = new Map<string, GoodsOptionGroup>()
  for (const v of values) {
    let group = groups.get(v.group_id)
    if (!group) groups.set(v.group_id, (group = { id: v.group_id, name: textIn(v.group_name, locale), values: [] }))
    group.values.push({ id: v.id, name: textIn(v.name, locale) })
  }
  return [...groups.values()]
}

/**
 * The detail a buyer sees. SKUs the merchant took off sale are left out; a SKU on sale with nothing left is
 * shown with stock 0 (the app disables that combination), and the goods are sold out when every SKU is.
 */
export function presentSpu(spu: SpuRow, skus: SkuRow[], values: OptionValueRow[], locale: Locale): SpuDetail {
  const onSale = skus.filter((k) => k.on_sale)
  const cheapest = onSale.reduce<SkuRow | undefined>((best, k) => (!best || k.price_fen < best.price_fen ? k : best), undefined)
  const minPriceFen = cheapest?.price_fen ?? 0
  return {
    id: spu.id,
    name: textIn(spu.name, locale),
    pictures: spu.pictures.length ? spu.pictures : [posterOf(spu.id, [])],
    description: textIn(spu.description, locale),
    category: spu.category_id && spu.category_name ? { id: spu.category_id, name: textIn(spu.category_name, locale) } : undefined,
    showId: spu.show_id ?? undefined,
    kind: spu.kind,
    optionGroups: optionGroups(values, locale),
    skus: onSale.map((k) => ({
      id: k.id,
      attributeValueIds: k.attribute_value_ids,
      priceFen: k.price_fen,
      marketPriceFen: marketAbove(k.market_price_fen, k.price_fen),
      stock: Math.max(0, k.available),
      pictureUrl: k.picture_url ?? undefined,
      onSale: k.on_sale
    })),
    perBuyerLimit: spu.per_buyer_limit ?? undefined,
    minPriceFen,
    minMarketPriceFen: cheapest ? marketAbove(cheapest.market_price_fen, cheapest.price_fen) : undefined,
    soldOut: !onSale.some((k) => k.available > 0),
    onSale: spu.on_sale && onSale.length > 0
  }
}
