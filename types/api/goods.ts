/**
 * The shop's catalogue calls (issue "Shop"; calls-errors-limits.md: spus/{id}, tied sale search, layouts v5
 * spuIds). Paths, all public, merchant from the request as for every pub call:
 * - GET  /pub/v5/spus/{id}                 → SpuDetail
 * - GET  /pub/v5/spus?categoryId=&keyword=&showId=&offset=&length= → GoodsList
 * - GET  /pub/v5/spu_categories            → GoodsCategory[]
 * - POST /pub/v5/tied_sale/search          { showId, sessionId? } → GoodsCard[]
 * - layouts v5 with spuIds: goods floors carry GoodsCard[] (types/api/layout.ts)
 * Money is integer fen; texts are in the request's language.
 */
import type { Fen } from './common'

/** PHYSICAL goods are delivered to an address; a VOUCHER is collected at the venue with a code. */
export type GoodsKind = 'PHYSICAL' | 'VOUCHER'

export interface GoodsCategory {
  id: string
  name: string
}

/** The goods card (product.md "goods card"): a list, a layout floor, tied sale. */
export interface GoodsCard {
  id: string
  name: string
  posterUrl: string
  /** The lowest price of the SKUs on sale. */
  minPriceFen: Fen
  /** The market price of that cheapest SKU, when the merchant set one above it (shown struck through). */
  minMarketPriceFen?: Fen
  /** No SKU on sale has stock left. */
  soldOut: boolean
  kind: GoodsKind
}

export interface GoodsList {
  items: GoodsCard[]
  total: number
}

export interface GoodsOptionValue {
  id: string
  name: string
}

export interface GoodsOptionGroup {
  id: string
  name: string
  values: GoodsOptionValue[]
}

export interface GoodsSku {
  id: string
  /** One value id of each option group, in the groups' order (empty for goods without options). */
  attributeValueIds: string[]
  priceFen: Fen
  marketPriceFen?: Fen
  /** Units available now (0: sold out, the app disables that combination). */
  stock: number
  pictureUrl?: string
  onSale: boolean
}

export interface SpuDetail {
  id: string
  name: string
  pictures: string[]
  description: string
  category?: GoodsCategory
  /** The first show the goods are tied to, if any. */
  showId?: string
  kind: GoodsKind
  optionGroups: GoodsOptionGroup[]
  skus: GoodsSku[]
  /** Units one buyer may buy over their live orders; absent: no limit. */
  perBuyerLimit?: number
  minPriceFen: Fen
  minMarketPriceFen?: Fen
  soldOut: boolean
  onSale: boolean
}

export interface TiedSaleSearch {
  showId: string
  sessionId?: string
}
