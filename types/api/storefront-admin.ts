/**
 * The console's storefront calls (owner, operator): the shop configuration and the
 * page layouts, each drafted, previewed, published as a version and rolled back. Staff, roles and the
 * envelope: staff.ts.
 */
import type { ShopConfig } from '../shop-config'
import { ADMIN_API } from './staff'

/** The buyers' H5 preview of a storefront draft: either the header or the query parameter carries the token. */
export const PREVIEW_HEADER = 'x-preview-token'
export const PREVIEW_QUERY = 'preview'

/** Paths relative to the gateway origin. `:version` is a path parameter (fill it with adminPath, staff.ts). */
export const STOREFRONT_PATHS = {
  draft: `${ADMIN_API}/storefront/draft`, // GET, PUT (owner, operator)
  publish: `${ADMIN_API}/storefront/publish`, // POST
  versions: `${ADMIN_API}/storefront/versions`, // GET
  rollback: `${ADMIN_API}/storefront/versions/:version/rollback`, // POST
  preview: `${ADMIN_API}/storefront/preview` // POST
} as const

/** errorCode values the storefront calls add. */
export type StorefrontErrorCode =
  | 'STOREFRONT_INVALID' // draft validation: subComments names the field (JSON path)
  | 'STOREFRONT_VERSION_NOT_FOUND'

/**
 * What the console edits: the shop configuration buyers get (types/shop-config.ts) without the fields the
 * gateway owns. Validated as a whole on PUT draft (STOREFRONT_INVALID names the field):
 * - layoutBottomNavigation.navigations: 3 to 5 tabs; icons are SVG markup (script, on* attributes,
 *   foreignObject and external href/url() refs are refused) or https image URLs; a tab has a pagePath or jumpDetails;
 * - colours are #rrggbb; themeSetting FOLLOW_SYSTEM | DARK_MODE | LIGHT_MODE;
 * - supportLanguages: langTag among zh-CN, zh-MO, en-US, at least one, loginMethod at least one;
 * - orderReserveMinutes 5 to 60; defaultExpressFeeFen 0 to 100000.
 */
export type StorefrontConfig = Omit<ShopConfig, 'merchantId' | 'utcOffsetMinutes'>

export interface StorefrontDraft {
  config: StorefrontConfig
  /** The published version the draft started from (0 when none was published through the console). */
  baseVersion: number
  /** ISO 8601; with who saved the draft last. */
  updatedAt: string
  updatedBy: { id: string; email: string } | null
  /** The draft differs from the published version. */
  changed: boolean
}
export type StorefrontDraftReply = StorefrontDraft

export interface SaveStorefrontDraftRequest {
  config: StorefrontConfig
}

export interface StorefrontVersion {
  version: number
  /** ISO 8601. */
  publishedAt: string
  publishedBy: { id: string; email: string } | null
  /** Set when this version republished an older one (rollback). */
  rolledBackFrom?: number
  /** The version buyers get now. */
  current: boolean
}
/** POST publish and POST rollback answer the new version. */
export type PublishReply = StorefrontVersion
/** Newest first. */
export type StorefrontVersionsReply = StorefrontVersion[]

export interface PreviewReply {
  /** Signed, valid for 30 minutes: send it as PREVIEW_HEADER, or open the H5 shop with ?preview=<token>. */
  token: string
  /** ISO 8601. */
  expiresAt: string
  /** The H5 home page with the token, on the gateway's origin (relative path). */
  previewPath: string
}

// ---- page layouts (owner, operator; issue #16 item 2) -----------------------------------------------
// The home page and topic pages as ordered components, stored with texts per language (the buyers'
// layout call, types/api/layout.ts, answers them in the buyer's language). Draft → publish → versions.

export type LayoutTexts = Record<'zh-CN' | 'zh-MO' | 'en-US', string>
export type LayoutBannerJump = import('./layout').BannerJumpType

export interface LayoutBanner {
  itemId: string
  title: LayoutTexts
  /** Hex background of the generated banner picture. */
  color: string
  jumpType: LayoutBannerJump
  /** Show id, keyword, category code, same-site https URL, mini-program path... */
  jumpValue?: string
  /** The mini-program's appId for WX_MINI / ALIPAY_MINI. */
  appId?: string
}

export type LayoutComponentDraft =
  | { componentId: string; componentType: 'NORMAL'; style: 'BANNER'; items: LayoutBanner[] }
  /** A notice may jump like a banner picture (to a topic page, a show...) when tapped. */
  | {
      componentId: string
      componentType: 'NORMAL'
      style: 'NOTICE'
      title: LayoutTexts
      content: LayoutTexts
      jumpType?: LayoutBannerJump
      jumpValue?: string
      appId?: string
    }
  | { componentId: string; componentType: 'USER'; style: 'MEMBER_ENTRY'; title: LayoutTexts }
  | {
      componentId: string
      componentType: 'WATERFALL'
      title: LayoutTexts
      rule: { sortType: 'RECOMMEND' | 'TIME' | 'PRICE_ASC' | 'PRICE_DESC'; categoryCode?: string }
    }
  | LayoutShowListDraft
  | LayoutGoodsListDraft

/** Where a show list's shows come from: picked by the merchant (1-20, in order), or the first `count` by a rule. */
export type LayoutShowListSource =
  { kind: 'PICKED'; showIds: string[] } | { kind: 'RULE'; categoryCode?: string; tag?: string; count: number }
/** A titled list of shows (issue #16 item 2); shows no longer listed or ended are left out of the buyers' reply. */
export interface LayoutShowListDraft {
  componentId: string
  componentType: 'NORMAL'
  style: 'SHOW_LIST'
  title: LayoutTexts
  direction: 'HORIZONTAL' | 'VERTICAL'
  source: LayoutShowListSource
}

/**
 * A titled floor of goods (the shop tab only): 1-20 of the merchant's goods picked in order, or no picks and
 * one of its categories (its first 20 goods in the catalogue's order); goods off sale are left out of the
 * buyers' reply, and so are the goods the asking page shows (layouts v5 `spuIds`).
 */
export interface LayoutGoodsListDraft {
  componentId: string
  componentType: 'NORMAL'
  style: 'GOODS_LIST'
  title: LayoutTexts
  direction: 'HORIZONTAL' | 'VERTICAL'
  spuIds: string[]
  categoryId?: string
}

export interface LayoutContent {
  name: LayoutTexts
  components: LayoutComponentDraft[]
}

/** SHOP: the shop tab, banners and goods floors only. */
export type EditablePage = 'HOME' | 'TOPIC' | 'SHOP'

export interface LayoutPageSummary {
  layoutId: string
  page: EditablePage
  name: LayoutTexts
  /** Buyers get it (a new topic page is not live until its first publish). */
  enabled: boolean
  /** 0 before the first publish from the console. */
  version: number
  /** The draft differs from what buyers get. */
  changed: boolean
}
export type LayoutPagesReply = LayoutPageSummary[]

export interface LayoutDraft {
  layoutId: string
  page: EditablePage
  content: LayoutContent
  baseVersion: number
  /** ISO 8601. */
  updatedAt: string
  updatedBy: { id: string; email: string } | null
  changed: boolean
}
export interface SaveLayoutDraftRequest {
  content: LayoutContent
}
export interface CreateTopicRequest {
  name: LayoutTexts
}
/** Publish and rollback answer the new version (StorefrontVersion's shape). */
export type LayoutVersion = StorefrontVersion

export const LAYOUT_PATHS = {
  pages: `${ADMIN_API}/layouts`, // GET list (HOME and topic pages)
  topics: `${ADMIN_API}/layouts/topics`, // POST create a topic page
  shop: `${ADMIN_API}/layouts/shop`, // POST the shop tab's page (made when the merchant has none) → LayoutPageSummary
  draft: `${ADMIN_API}/layouts/:id/draft`, // GET, PUT
  publish: `${ADMIN_API}/layouts/:id/publish`, // POST
  versions: `${ADMIN_API}/layouts/:id/versions`, // GET
  rollback: `${ADMIN_API}/layouts/:id/versions/:version/rollback` // POST
} as const
/** Errors of the layout calls: LAYOUT_INVALID (comments names the field), LAYOUT_NOT_FOUND, LAYOUT_VERSION_NOT_FOUND. */
export type LayoutErrorCode = 'LAYOUT_INVALID' | 'LAYOUT_NOT_FOUND' | 'LAYOUT_VERSION_NOT_FOUND'
