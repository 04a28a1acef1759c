/**
 * A page layout the console saves (types/api/storefront-admin.ts LayoutContent), as one TypeBox schema checked as a
 * whole on PUT draft: what the app renders (src/pages/list/HomeLayout.tsx) — banners with their jumps,
 * notices, the member entry (user card), show lists and one waterfall feed; the shop tab's goods floors
 * (src/pages/shop/shop.tsx); texts in zh-CN and, optionally, zh-MO and en-US.
 */
import { Type } from '@sinclair/typebox'
import { OneOf, Str } from '../http/schema'
import { BANNER_JUMP_TYPES } from '../layout/layout-types'

export const LAYOUT_LIMITS = { components: 20, banners: 10, shows: 20, goods: 20 }

// zh-CN is required; a blank zh-MO or en-US text reads as the zh-CN one (textIn).
const Texts = (max: number, minLength = 1) =>
  Type.Object({ 'zh-CN': Str(max, { minLength }), 'zh-MO': Str(max), 'en-US': Str(max) }, { additionalProperties: false })
const ItemId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' })
const AppId = Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' })
const CatalogueId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$' })

const Banner = Type.Object(
  {
    itemId: ItemId,
    // Show names make banner titles: as long as a show's name may be.
    title: Texts(100),
    color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', maxLength: 7 }),
    jumpType: OneOf(BANNER_JUMP_TYPES),
    jumpValue: Type.Optional(Str(500)),
    appId: Type.Optional(AppId)
  },
  { additionalProperties: false }
)

export const LayoutComponentSchema = Type.Union([
  Type.Object(
    {
      componentId: ItemId,
      componentType: Type.Literal('NORMAL'),
      style: Type.Literal('BANNER'),
      items: Type.Array(Banner, { minItems: 1, maxItems: LAYOUT_LIMITS.banners })
    },
    { additionalProperties: false }
  ),
  Type.Object(
    {
      componentId: ItemId,
      componentType: Type.Literal('NORMAL'),
      style: Type.Literal('NOTICE'),
      title: Texts(40),
      content: Texts(500),
      // Optional: a notice without a jump is not tappable.
      jumpType: Type.Optional(OneOf(BANNER_JUMP_TYPES)),
      jumpValue: Type.Optional(Str(500)),
      appId: Type.Optional(AppId)
    },
    { additionalProperties: false }
  ),
  Type.Object(
    {
      componentId: ItemId,
      componentType: Type.Literal('NORMAL'),
      style: Type.Literal('SHOW_LIST'),
      title: Texts(40),
      direction: OneOf(['HORIZONTAL', 'VERTICAL'] as const),
      source: Type.Union([
        // "1-20 shows": picked in the merchant's order, or the first count by category and/or tag.
        Type.Object(
          {
            kind: Type.Literal('PICKED'),
            showIds: Type.Array(Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$' }), { minItems: 1, maxItems: LAYOUT_LIMITS.shows })
          },
          { additionalProperties: false }
        ),
        Type.Object(
          {
            kind: Type.Literal('RULE'),
            categoryCode: Type.Optional(Type.String({ pattern: '^[A-Z_]{1,30}$' })),
            tag: Type.Optional(Str(20, { minLength: 1 })),
            count: Type.Integer({ minimum: 1, maximum: LAYOUT_LIMITS.shows })
          },
          { additionalProperties: false }
        )
      ])
    },
    { additionalProperties: false }
  ),
  // Goods picked in order (1-20), or none and a category: layout-rules.ts checks that exactly one is given.
  Type.Object(
    {
      componentId: ItemId,
      componentType: Type.Literal('NORMAL'),
      style: Type.Literal('GOODS_LIST'),
      title: Texts(40),
      direction: OneOf(['HORIZONTAL', 'VERTICAL'] as const),
      spuIds: Type.Array(CatalogueId, { maxItems: LAYOUT_LIMITS.goods }),
      categoryId: Type.Optional(CatalogueId)
    },
    { additionalProperties: false }
  ),
  Type.Object(
    { componentId: ItemId, componentType: Type.Literal('USER'), style: Type.Literal('MEMBER_ENTRY'), title: Texts(40) },
    { additionalProperties: false }
  ),
  Type.Object(
    {
      componentId: ItemId,
      componentType: Type.Literal('WATERFALL'),
      title: Texts(40),
      rule: Type.Object(
        {
          sortType: OneOf(['RECOMMEND', 'TIME', 'PRICE_ASC', 'PRICE_DESC'] as const),
          categoryCode: Type.Optional(Type.String({ pattern: '^[A-Z_]{1,30}$' }))
        },
        { additionalProperties: false }
      )
    },
    { additionalProperties: false }
  )
])

export const LayoutContentSchema = Type.Object(
  { name: Texts(30), components: Type.Array(LayoutComponentSchema, { maxItems: LAYOUT_LIMITS.components }) },
  { additionalProperties: false }
)
