/**
 * The goods editor's inputs (types/api/goods.ts GoodsInput, GoodsCategoryInput), checked whole by the
 * service so that a bad field is a GOODS_INVALID envelope naming it as a JSON path.
 */
import { Type } from '@sinclair/typebox'
import { Int, OneOf, Str } from '../http/schema'
import { CatalogueTextsSchema } from '../catalogue/catalogue.schema'
import { GOODS_LIMITS } from '../../../types/api/goods'

/** Texts that may be empty in every language (a description). */
const OptionalTexts = (max: number) =>
  Type.Object({ 'zh-CN': Str(max), 'zh-MO': Str(max), 'en-US': Str(max) }, { additionalProperties: false })
const Key = Str(60, { minLength: 1 })
const PictureUrl = Str(300, { minLength: 1 })
/** Up to ¥1,000,000: the price columns are 32-bit. */
const Price = Int(0, 100_000_000)

export const GoodsCategorySchema = Type.Object({ name: CatalogueTextsSchema(20), sort: Int(0, 10_000) }, { additionalProperties: false })

export const GoodsSchema = Type.Object(
  {
    name: CatalogueTextsSchema(60),
    description: OptionalTexts(5000),
    kind: OneOf(['PHYSICAL', 'VOUCHER', 'STUB'] as const),
    categoryId: Type.Union([Key, Type.Null()]),
    onSale: Type.Boolean(),
    perBuyerLimit: Type.Union([Int(1, 999), Type.Null()]),
    sort: Int(0, 10_000),
    pictures: Type.Array(PictureUrl, { maxItems: GOODS_LIMITS.pictures }),
    showIds: Type.Array(Key, { maxItems: GOODS_LIMITS.shows }),
    optionGroups: Type.Array(
      Type.Object(
        {
          key: Key,
          name: CatalogueTextsSchema(10),
          values: Type.Array(Type.Object({ key: Key, name: CatalogueTextsSchema(20) }, { additionalProperties: false }), {
            minItems: 1,
            maxItems: GOODS_LIMITS.valuesPerGroup
          })
        },
        { additionalProperties: false }
      ),
      { maxItems: GOODS_LIMITS.optionGroups }
    ),
    skus: Type.Array(
      Type.Object(
        {
          values: Type.Array(Key, { maxItems: GOODS_LIMITS.optionGroups }),
          priceFen: Price,
          marketPriceFen: Type.Union([Price, Type.Null()]),
          capacity: Int(0, 1_000_000),
          pictureUrl: Type.Union([PictureUrl, Type.Null()]),
          onSale: Type.Boolean()
        },
        { additionalProperties: false }
      ),
      { minItems: 1, maxItems: GOODS_LIMITS.skus }
    )
  },
  { additionalProperties: false }
)
