/**
 * Versioned page layouts (issue #16 item 2): the home page and topic pages, each an ordered list of
 * components. The console edits a draft per layout; publishing copies it into a new numbered version and
 * into the layouts row the buyers' layout call serves; a rollback publishes an old version's content as a
 * new version. Each change writes its audit row in the same transaction. A valid preview token (the
 * storefront's, preview-token.ts) lets the buyers' layout call answer the draft.
 */
import { randomBytes } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import Ajv from 'ajv'
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import { textIn, type Locale } from '../http/texts'
import {
  type EditablePage,
  LayoutContent,
  LayoutDraft,
  LayoutPageSummary,
  LayoutTexts,
  LayoutVersion
} from '../../../types/api/storefront-admin'
import type { LayoutRow } from '../layout/layout.repository'
import type { LayoutPage } from '../layout/layout-types'
import type { AuditRepository } from '../staff/audit.repository'
import { LayoutsRepository, type EditableLayoutRow } from './layouts.repository'
import { StorefrontRepository } from './storefront.repository'
import { checkPickedShows, pickedShowIds, validateLayout } from './layout-rules'
import { checkFloorReferences, checkGoodsFloors, floorReferences } from './layout-goods-rules'
import { presentDraftMeta, presentVersions } from './versioned-document.repository'
import { previewTokenValid } from './preview-token'
import { LayoutContentSchema } from './layouts.schema'

const contentOf = (row: EditableLayoutRow): LayoutContent => ({ name: row.name, components: row.components })
const checkName = new Ajv({ strict: false }).compile(LayoutContentSchema.properties.name)
const SHOP_PAGE_NAME: LayoutTexts = { 'zh-CN': '商城', 'zh-MO': '商城', 'en-US': 'Shop' }

export class LayoutsService {
  constructor(
    private readonly db: Db,
    private readonly previewSecret: () => Promise<string>,
    /** The staff floor's audit log on the change's transaction: the change and its audit row commit together. */
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {}

  async pages(merchantId: string): Promise<LayoutPageSummary[]> {
    const rows = await new LayoutsRepository(this.db).pages(merchantId)
    return rows.map((row) => ({
      layoutId: row.id,
      page: row.page as EditablePage,
      name: (row.draft?.name ?? row.name) as LayoutTexts,
      enabled: row.enabled,
      version: row.version,
      changed: row.draft !== null && !(row.enabled && isDeepStrictEqual(row.draft, contentOf(row)))
    }))
  }

  /** The sites the merchant's published storefront lets the app's web view open (banner web links may go there). */
  private async webViewDomains(merchantId: string, q: Queryable): Promise<string[]> {
    return (await new StorefrontRepository(q).published(merchantId))?.webViewDomains ?? []
  }

  private async row(merchantId: string, layoutId: string, repo = new LayoutsRepository(this.db), lock = false): Promise<EditableLayoutRow> {
    const row = await repo.layout(merchantId, layoutId, lock)
    if (!row) throw new AppError('LAYOUT_NOT_FOUND')
    return row
  }

  async draft(merchantId: string, layoutId: string): Promise<LayoutDraft> {
    const repo = new LayoutsRepository(this.db)
    const row = await this.row(merchantId, layoutId, repo)
    const draft = await repo.draft(layoutId)
    const live = contentOf(row)
    const base = { layoutId, page: row.page as EditablePage }
    const meta = presentDraftMeta(draft, draft ? 0 : await repo.latestVersion(layoutId))
    if (!draft) return { ...base, content: live, ...meta, changed: !row.enabled }
    return { ...base, content: draft.content, ...meta, changed: !row.enabled || !isDeepStrictEqual(draft.content, live) }
  }

  /**
   * The picked shows, goods and categories are checked where the draft is written or published, against
   * the catalogue as it is now.
   */
  private async checkShows(merchantId: string, content: LayoutContent, repo: LayoutsRepository): Promise<void> {
    const picked = pickedShowIds(content)
    if (picked.length) checkPickedShows(content, await repo.listedShowIds(merchantId, picked))
    checkGoodsFloors(content)
    const goods = floorReferences(content)
    if (goods.spuIds.length || goods.categoryIds.length)
      checkFloorReferences(content, await repo.ownGoods(merchantId, goods.spuIds, goods.categoryIds))
  }

  async saveDraft(
    merchantId: string,
    staffId: string,
    layoutId: string,
    content: unknown,
    siteHost: string,
    now: Date
  ): Promise<LayoutDraft> {
    await this.db.transaction(async (tx) => {
      const repo = new LayoutsRepository(tx)
      const page = (await this.row(merchantId, layoutId, repo)).page as EditablePage
      const valid = validateLayout(content, siteHost, page, await this.webViewDomains(merchantId, tx))
      await this.checkShows(merchantId, valid, repo)
      const before = (await repo.draft(layoutId))?.content ?? null
      await repo.saveDraft(layoutId, valid, await repo.latestVersion(layoutId), staffId, now)
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'layout.draft', target: `layout:${layoutId}:draft`, before, after: valid },
        now
      )
    })
    return this.draft(merchantId, layoutId)
  }

  async createTopic(merchantId: string, staffId: string, name: unknown, now: Date): Promise<LayoutPageSummary> {
    if (!checkName(name))
      throw new AppError('LAYOUT_INVALID', {
        detail: `/name${checkName.errors?.[0]?.instancePath ?? ''} ${checkName.errors?.[0]?.message ?? ''}`.trim()
      })
    const layoutId = `L-TOPIC-${randomBytes(6).toString('hex')}`
    const content: LayoutContent = { name: name as LayoutTexts, components: [] }
    await this.db.transaction(async (tx) => {
      const repo = new LayoutsRepository(tx)
      await repo.createTopic(merchantId, layoutId, content.name)
      await repo.saveDraft(layoutId, content, 0, staffId, now)
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'layout.create', target: `layout:${layoutId}`, before: null, after: content },
        now
      )
    })
    return (await this.pages(merchantId)).find((p) => p.layoutId === layoutId) as LayoutPageSummary
  }

  /** The shop tab's page, made when the merchant has none yet (its draft starts empty, like a new topic's). */
  async shopPage(merchantId: string, staffId: string, now: Date): Promise<LayoutPageSummary> {
    const layoutId = await this.db.transaction(async (tx) => {
      const repo = new LayoutsRepository(tx)
      const newId = `L-SHOP-${randomBytes(6).toString('hex')}`
      const id = await repo.ensureShopPage(merchantId, newId, SHOP_PAGE_NAME)
      if (id !== newId) return id
      const content: LayoutContent = { name: SHOP_PAGE_NAME, components: [] }
      await repo.saveDraft(id, content, 0, staffId, now)
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'layout.create', target: `layout:${id}`, before: null, after: content },
        now
      )
      return id
    })
    return (await this.pages(merchantId)).find((p) => p.layoutId === layoutId) as LayoutPageSummary
  }

  async publish(merchantId: string, staffId: string, layoutId: string, siteHost: string, now: Date): Promise<LayoutVersion> {
    const { content, page } = await this.draft(merchantId, layoutId)
    // A draft saved before a rule tightened is checked again before buyers get it.
    const valid = validateLayout(content, siteHost, page, await this.webViewDomains(merchantId, this.db))
    await this.checkShows(merchantId, valid, new LayoutsRepository(this.db))
    return this.publishContent(merchantId, staffId, layoutId, valid, null, 'layout.publish', now)
  }

  async rollback(merchantId: string, staffId: string, layoutId: string, version: number, now: Date): Promise<LayoutVersion> {
    await this.row(merchantId, layoutId)
    const [old] = await new LayoutsRepository(this.db).versions(layoutId, version)
    if (!old) throw new AppError('LAYOUT_VERSION_NOT_FOUND')
    return this.publishContent(merchantId, staffId, layoutId, old.content, version, 'layout.rollback', now)
  }

  private async publishContent(
    merchantId: string,
    staffId: string,
    layoutId: string,
    content: LayoutContent,
    rolledBackFrom: number | null,
    action: string,
    now: Date
  ): Promise<LayoutVersion> {
    const version = await this.db.transaction(async (tx) => {
      const repo = new LayoutsRepository(tx)
      // The layout row's lock orders concurrent publishes: each gets its own version number.
      const row = await this.row(merchantId, layoutId, repo, true)
      const next = (await repo.latestVersion(layoutId)) + 1
      await repo.setPublished(layoutId, content)
      await repo.insertVersion(layoutId, next, content, staffId, rolledBackFrom, now)
      await repo.saveDraft(layoutId, content, next, staffId, now)
      await this.auditOn(tx).write(
        { merchantId, staffId, action, target: `layout:${layoutId}:v${next}`, before: row.enabled ? contentOf(row) : null, after: content },
        now
      )
      return next
    })
    return (await this.versions(merchantId, layoutId)).find((v) => v.version === version) as LayoutVersion
  }

  async versions(merchantId: string, layoutId: string): Promise<LayoutVersion[]> {
    await this.row(merchantId, layoutId)
    return presentVersions(await new LayoutsRepository(this.db).versions(layoutId))
  }

  /**
   * The draft as the buyers' layout row when the token is valid for this merchant, else undefined (the
   * caller then answers the published layout); the buyers' layout service presents it. A topic is found
   * by its id (topicId); without one, the page's first live layout is the one previewed, like the
   * published call, and a topic never published is previewed when none is live.
   */
  async preview(
    token: string | undefined,
    merchantId: string,
    page: LayoutPage,
    topicId: string | undefined,
    now: Date
  ): Promise<LayoutRow | null | undefined> {
    if (
      !token ||
      (page !== 'HOME' && page !== 'TOPIC' && page !== 'SHOP') ||
      !previewTokenValid(token, merchantId, now, await this.previewSecret())
    )
      return undefined
    const rows = (await new LayoutsRepository(this.db).pages(merchantId)).filter((r) => r.page === page && (!topicId || r.id === topicId))
    const row = rows.find((r) => r.enabled) ?? rows[0]
    if (!row) return null
    const content = row.draft ?? contentOf(row)
    return {
      id: row.id,
      page: row.page,
      name: content.name,
      title: content.name,
      components: content.components,
      enabled: true,
      end_time: null
    }
  }

  /** A draft banner's title and colour for its preview picture, when the token is valid; else undefined. */
  async previewBanner(
    token: string | undefined,
    merchantId: string,
    layoutId: string,
    itemId: string,
    locale: Locale,
    now: Date
  ): Promise<{ title: string; color: string } | undefined> {
    if (!token || !previewTokenValid(token, merchantId, now, await this.previewSecret())) return undefined
    const repo = new LayoutsRepository(this.db)
    if (!(await repo.layout(merchantId, layoutId))) return undefined
    const draft = await repo.draft(layoutId)
    for (const c of draft?.content.components ?? []) {
      if (c.componentType !== 'NORMAL' || c.style !== 'BANNER') continue
      const item = c.items.find((b) => b.itemId === itemId)
      if (item) return { title: textIn(item.title, locale), color: item.color }
    }
    return undefined
  }
}
