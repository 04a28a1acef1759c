/**
 * The shop's catalogue calls (issue "Shop"; calls-errors-limits.md: spus/{id}, tied sale search, layouts v5
 * spuIds). Paths, all public, merchant from the request as for every pub call:
 * - GET  /pub/v5/spus/{id}                 → SpuDetail
 * - GET  /pub/v5/spus?categoryId=&keyword=&showId=&offset=&length= → GoodsList
 * - GET  /pub/v5/spu_categories            → GoodsCategory[]
 * - POST /pub/v5/tied_sale/search          { showId, sessionId? } → GoodsCard[]
 * - GET  /home/pub/v5/layouts?page=SHOP  the shop tab's layout: components NORMAL/GOODS_LIST carry goods: GoodsCard[]
 *   (types/api/layout.ts); the seed makes the demo's, the console's layout editor does not make them yet
 * - GET  /pub/images/goods/{motif}/{key}.svg generated product pictures of goods without uploads
 * Money is integer fen; texts are in the request's language.
 */
import type { Fen } from './common'
import { ADMIN_API } from './staff'

/**
 * PHYSICAL goods are delivered to an address; a VOUCHER is collected at the venue with a code; a STUB is a
 * commemorative ticket stub, delivered like PHYSICAL goods, each unit printing one of the buyer's tickets
 * (types/api/ticket-stub.ts). Stubs are offered from the ticket, never listed with the goods.
 */
export type GoodsKind = 'PHYSICAL' | 'VOUCHER' | 'STUB'

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

// ==== the console's goods editor (owner, operator) ====================================================
// Every write answers the saved object. A bad field is GOODS_INVALID whose comments name it (JSON path), an
// unknown id (or another merchant's) GOODS_NOT_FOUND / GOODS_CATEGORY_NOT_FOUND. Goods are saved whole: the
// option groups, their values and the SKUs given replace the ones before. A SKU is never deleted (orders
// name it): one left out goes off sale, and comes back when its combination is given again.

/** Texts per language, as the console edits them. */
export type GoodsTexts = Record<'zh-CN' | 'zh-MO' | 'en-US', string>

export const GOODS_ADMIN_PATHS = {
  categories: `${ADMIN_API}/goods/categories`, // GET list, POST create (GoodsCategoryInput)
  category: `${ADMIN_API}/goods/categories/:id`, // PUT
  goods: `${ADMIN_API}/goods`, // GET ?q&categoryId&showId → AdminGoodsSummary[], POST create (GoodsInput)
  one: `${ADMIN_API}/goods/:id`, // GET → AdminGoods, PUT (GoodsInput)
  pictures: `${ADMIN_API}/goods/pictures` // POST multipart/form-data (one file in the field "file", the poster rules) → { url }
} as const

/** How many of each a goods may have. */
export const GOODS_LIMITS = { pictures: 9, optionGroups: 3, valuesPerGroup: 20, skus: 200, shows: 50 } as const

export interface AdminGoodsCategory {
  id: string
  name: GoodsTexts
  sort: number
}

export interface GoodsCategoryInput {
  name: GoodsTexts
  sort: number
}

export interface AdminGoodsSummary {
  id: string
  name: GoodsTexts
  kind: GoodsKind
  categoryId: string | null
  onSale: boolean
  posterUrl: string
  skuCount: number
  minPriceFen: Fen | null
  /** Over every SKU on sale. */
  available: number
  sold: number
}

export interface AdminGoodsSku {
  id: string
  attributeValueIds: string[]
  priceFen: Fen
  marketPriceFen: Fen | null
  /** The stock: available + held + sold. */
  capacity: number
  available: number
  held: number
  sold: number
  pictureUrl: string | null
  onSale: boolean
}

export interface AdminGoods {
  id: string
  name: GoodsTexts
  description: GoodsTexts
  kind: GoodsKind
  categoryId: string | null
  onSale: boolean
  perBuyerLimit: number | null
  sort: number
  pictures: string[]
  showIds: string[]
  optionGroups: Array<{ id: string; name: GoodsTexts; values: Array<{ id: string; name: GoodsTexts }> }>
  /** Every SKU, on sale or not. */
  skus: AdminGoodsSku[]
}

export interface GoodsInput {
  name: GoodsTexts
  /** May be empty. */
  description: GoodsTexts
  kind: GoodsKind
  categoryId: string | null
  onSale: boolean
  perBuyerLimit: number | null
  sort: number
  /** Uploads (GOODS_ADMIN_PATHS.pictures) or generated art; the first is the poster. */
  pictures: string[]
  showIds: string[]
  /**
   * `key`: the id of an existing group or value to keep it, any other text for a new one (the SKUs name
   * values by these keys).
   */
  optionGroups: Array<{ key: string; name: GoodsTexts; values: Array<{ key: string; name: GoodsTexts }> }>
  skus: Array<{
    /** One value key of each option group, in the groups' order (empty without options). */
    values: string[]
    priceFen: Fen
    marketPriceFen: Fen | null
    /** The stock; not below what is held and sold. */
    capacity: number
    pictureUrl: string | null
    onSale: boolean
  }>
}
