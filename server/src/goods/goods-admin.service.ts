/**
 * The console's goods editor (issue "Shop" item 5): categories, goods saved whole with their option groups,
 * values and SKUs (price, market price, stock, picture, on sale), per-buyer limits and ties to shows. Each
 * change writes its audit row in the same bounded transaction. Stock rules as a price tier's: a SKU's stock
 * never goes below what is held and sold (checked and written in one statement, inventory/sku.repository.ts),
 * and a SKU is never deleted, only taken off sale.
 */
import { randomBytes } from 'node:crypto'
import type { Db, Queryable } from '../db/db'
import { boundedWrite } from '../db/bounded-write'
import { inventoryOn } from '../inventory/inventory'
import { AppError } from '../http/app-error'
import { checked } from '../catalogue/catalogue.schema'
import type { AuditRepository } from '../staff/audit.repository'
import { UPLOAD_PATH, type UploadService } from '../upload/upload.service'
import type { AdminGoods, AdminGoodsCategory, AdminGoodsSummary, GoodsInput } from '../../../types/api/goods'
import { GoodsAdminRepository } from './goods-admin.repository'
import { GoodsCategorySchema, GoodsSchema } from './goods-admin.schema'
import { presentAdminGoods, presentAdminSummary } from './goods-admin.presenter'
import { goodsSearchText } from './goods-search-text'
import { GOODS_ART_PATH } from './goods-art'

const newId = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`
const invalid = (detail: string) => new AppError('GOODS_INVALID', { detail })

/** A goods picture is one of the merchant's own uploads or generated art, a plain path on this gateway. */
export function isGoodsPicture(url: string, merchantId: string): boolean {
  if (url.includes('..') || !/^[A-Za-z0-9/_.%-]+$/.test(url)) return false
  return url.startsWith(GOODS_ART_PATH) || url.startsWith(`${UPLOAD_PATH}/poster/${merchantId}/`)
}

/** The combination's identity whatever the groups' order. */
const comboKey = (valueIds: string[]) => [...valueIds].sort().join('\n')

/**
 * The input's own consistency, before any database work: keys unique, every SKU one value of each group in
 * the groups' order, no combination twice, pictures the merchant's. Answers the first problem as a JSON path.
 */
export function inputProblem(input: GoodsInput, merchantId: string): string | undefined {
  const badPicture = input.pictures.findIndex((p) => !isGoodsPicture(p, merchantId))
  if (badPicture >= 0) return `/pictures/${badPicture} is not an uploaded picture`
  const groupKeys = new Set<string>()
  const valueKeys = new Set<string>()
  for (const [gi, g] of input.optionGroups.entries()) {
    if (groupKeys.has(g.key)) return `/optionGroups/${gi}/key is given twice`
    groupKeys.add(g.key)
    for (const [vi, v] of g.values.entries()) {
      if (valueKeys.has(v.key)) return `/optionGroups/${gi}/values/${vi}/key is given twice`
      valueKeys.add(v.key)
    }
  }
  const combos = new Set<string>()
  for (const [si, sku] of input.skus.entries()) {
    if (sku.values.length !== input.optionGroups.length) return `/skus/${si}/values needs one value of each option group`
    const wrong = sku.values.findIndex((key, gi) => !input.optionGroups[gi].values.some((v) => v.key === key))
    if (wrong >= 0) return `/skus/${si}/values/${wrong} is not a value of option group ${wrong}`
    const key = comboKey(sku.values)
    if (combos.has(key)) return `/skus/${si}/values is the combination of an earlier SKU`
    combos.add(key)
    if (sku.pictureUrl !== null && !isGoodsPicture(sku.pictureUrl, merchantId)) return `/skus/${si}/pictureUrl is not an uploaded picture`
  }
  if (new Set(input.showIds).size !== input.showIds.length) return '/showIds has a show twice'
  return undefined
}

export class GoodsAdminService {
  constructor(
    private readonly db: Db,
    /** Keeps picture files (upload module: type, size and pixel checks, content-hashed names). */
    private readonly uploads: UploadService,
    /** The staff floor's audit log on the change's transaction: the change and its audit row commit together. */
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {}

  categories(merchantId: string): Promise<AdminGoodsCategory[]> {
    return new GoodsAdminRepository(this.db).categories(merchantId)
  }

  async saveCategory(merchantId: string, staffId: string, id: string | null, body: unknown, now: Date): Promise<AdminGoodsCategory> {
    const input = checked(GoodsCategorySchema, body, 'GOODS_INVALID')
    const categoryId = id ?? newId('gcat_')
    await boundedWrite(this.db, async (tx) => {
      const repo = new GoodsAdminRepository(tx)
      const before = id ? (await repo.categories(merchantId)).find((c) => c.id === id) : null
      if (id && !before) throw new AppError('GOODS_CATEGORY_NOT_FOUND')
      await repo.saveCategory(merchantId, categoryId, input)
      const action = id ? 'goods.category.update' : 'goods.category.create'
      await this.auditOn(tx).write({ merchantId, staffId, action, target: `goods_category:${categoryId}`, before, after: input }, now)
    })
    return { id: categoryId, ...input }
  }

  async list(merchantId: string, f: { q?: string; categoryId?: string; showId?: string }): Promise<AdminGoodsSummary[]> {
    const q = f.q?.trim() || undefined
    const filter = { q, categoryId: f.categoryId || undefined, showId: f.showId || undefined }
    return (await new GoodsAdminRepository(this.db).summaries(merchantId, filter)).map(presentAdminSummary)
  }

  async goods(merchantId: string, id: string, q: Queryable = this.db): Promise<AdminGoods> {
    const repo = new GoodsAdminRepository(q)
    const spu = await repo.spu(merchantId, id)
    if (!spu) throw new AppError('GOODS_NOT_FOUND')
    const [options, skus, showIds] = await Promise.all([repo.options(id), repo.skus(id), repo.showIds(id)])
    return presentAdminGoods(spu, options, skus, showIds)
  }

  /** Creates (id null) or replaces goods whole: the SPU, its options, its SKUs, its ties to shows. */
  async save(merchantId: string, staffId: string, id: string | null, body: unknown, now: Date): Promise<AdminGoods> {
    const input = checked(GoodsSchema, body, 'GOODS_INVALID')
    const problem = inputProblem(input, merchantId)
    if (problem) throw invalid(problem)
    const spuId = id ?? newId('spu_')
    await boundedWrite(this.db, async (tx) => {
      const repo = new GoodsAdminRepository(tx)
      const skuRows = inventoryOn(tx).skus
      const spu = id ? await repo.spu(merchantId, id, true) : undefined
      if (id && !spu) throw new AppError('GOODS_NOT_FOUND')
      const before = spu ? await this.goods(merchantId, spuId, tx) : null
      if (input.categoryId && !(await repo.categoryExists(merchantId, input.categoryId))) throw new AppError('GOODS_CATEGORY_NOT_FOUND')
      const own = new Set(await repo.ownShowIds(merchantId, input.showIds))
      const unknownShow = input.showIds.findIndex((s) => !own.has(s))
      if (unknownShow >= 0) throw invalid(`/showIds/${unknownShow} is not a show of yours`)

      // Keys naming this goods' groups and values keep their ids; any other key is a new one.
      const keptGroups = new Set(before?.optionGroups.map((g) => g.id))
      const keptValues = new Set(before?.optionGroups.flatMap((g) => g.values.map((v) => v.id)))
      const valueId = new Map<string, string>()
      const groups = input.optionGroups.map((g) => ({
        id: keptGroups.has(g.key) ? g.key : newId('og_'),
        name: g.name,
        values: g.values.map((v) => {
          const vid = keptValues.has(v.key) ? v.key : newId('ov_')
          valueId.set(v.key, vid)
          return { id: vid, name: v.name }
        })
      }))

      await repo.saveSpu(
        merchantId,
        spuId,
        {
          name: input.name,
          description: input.description,
          kind: input.kind,
          categoryId: input.categoryId,
          onSale: input.onSale,
          perBuyerLimit: input.perBuyerLimit,
          sort: input.sort,
          pictures: input.pictures,
          searchText: goodsSearchText(input.name)
        },
        now
      )
      await repo.replaceOptions(spuId, groups)

      const existing = new Map((before?.skus ?? []).map((k) => [comboKey(k.attributeValueIds), k]))
      const kept: string[] = []
      for (const [si, sku] of input.skus.entries()) {
        const attributeValueIds = sku.values.map((key) => valueId.get(key) as string)
        const fields = {
          attributeValueIds,
          priceFen: sku.priceFen,
          marketPriceFen: sku.marketPriceFen,
          pictureUrl: sku.pictureUrl,
          onSale: sku.onSale,
          sort: si + 1
        }
        const old = existing.get(comboKey(attributeValueIds))
        if (!old) {
          const skuId = newId('sku_')
          await skuRows.insert(skuId, spuId, { ...fields, capacity: sku.capacity })
          kept.push(skuId)
          continue
        }
        await skuRows.updateFields(old.id, fields)
        if (!(await skuRows.setCapacity(old.id, sku.capacity)))
          throw invalid(`/skus/${si}/capacity is below what is held and sold (${old.held + old.sold})`)
        kept.push(old.id)
      }
      await skuRows.offSaleExcept(spuId, kept)
      await repo.replaceShows(spuId, input.showIds, input.sort)
      const action = id ? 'goods.update' : 'goods.create'
      await this.auditOn(tx).write({ merchantId, staffId, action, target: `goods:${spuId}`, before, after: input }, now)
    })
    return this.goods(merchantId, spuId)
  }

  /** A picture for goods or a SKU, by the poster's rules (type from the bytes, size, pixels). */
  async storePicture(merchantId: string, staffId: string, body: Buffer, now: Date): Promise<{ url: string }> {
    const { url } = await this.uploads.storePoster({ merchantId, staffId, body }, now)
    return { url }
  }
}
