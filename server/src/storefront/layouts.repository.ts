/** SQL for page layouts' drafts and published versions (migration 029); the layouts row is what buyers get. */
import type { Queryable } from '../db/db'
import type { LayoutContent } from '../../../types/api/storefront-admin'
import type { LayoutPage, StoredComponent } from '../layout/layout-types'
import type { Texts } from '../http/texts'
import { LAYOUT_TABLES, VersionedDocumentRepository } from './versioned-document.repository'

export interface EditableLayoutRow {
  id: string
  page: LayoutPage
  name: Texts
  components: StoredComponent[]
  enabled: boolean
}

/** Drafts and versions are keyed by layout id. */
export class LayoutsRepository extends VersionedDocumentRepository<LayoutContent> {
  constructor(db: Queryable) {
    super(db, LAYOUT_TABLES)
  }

  /** The home page first, the shop tab next, then topic pages by sort. */
  async pages(merchantId: string): Promise<Array<EditableLayoutRow & { version: number; draft: LayoutContent | null }>> {
    return this.db.query(
      `SELECT l.id, l.page, l.name, l.components, l.enabled, d.content AS draft,
              coalesce((SELECT max(v.version) FROM layout_versions v WHERE v.layout_id = l.id), 0)::int AS version
         FROM layouts l LEFT JOIN layout_drafts d ON d.layout_id = l.id
        WHERE l.merchant_id = $1 AND l.page IN ('HOME', 'SHOP', 'TOPIC') ORDER BY l.page <> 'HOME', l.page <> 'SHOP', l.sort, l.id`,
      [merchantId]
    )
  }

  async layout(merchantId: string, layoutId: string, lock = false): Promise<EditableLayoutRow | undefined> {
    return (
      await this.db.query<EditableLayoutRow>(
        `SELECT id, page, name, components, enabled FROM layouts WHERE merchant_id = $1 AND id = $2 AND page IN ('HOME', 'SHOP', 'TOPIC')${lock ? ' FOR UPDATE' : ''}`,
        [merchantId, layoutId]
      )
    )[0]
  }

  async setPublished(layoutId: string, content: LayoutContent): Promise<void> {
    await this.db.query('UPDATE layouts SET name = $2, title = $2, components = $3, enabled = true WHERE id = $1', [
      layoutId,
      JSON.stringify(content.name),
      JSON.stringify(content.components)
    ])
  }

  async createTopic(merchantId: string, layoutId: string, name: Texts): Promise<void> {
    // Not live until its first publish: buyers never see an empty topic.
    await this.db.query(
      `INSERT INTO layouts (id, merchant_id, page, name, title, components, enabled, sort)
       VALUES ($1, $2, 'TOPIC', $3, $3, '[]', false, (SELECT coalesce(max(sort), 0) + 1 FROM layouts WHERE merchant_id = $2 AND page = 'TOPIC'))`,
      [layoutId, merchantId, JSON.stringify(name)]
    )
  }

  /**
   * The merchant's shop tab page, made (not live until its first publish) when it has none. The merchant's
   * row lock makes two at once make one.
   */
  async ensureShopPage(merchantId: string, newId: string, name: Texts): Promise<string> {
    await this.db.query('SELECT 1 FROM merchants WHERE id = $1 FOR UPDATE', [merchantId])
    const [found] = await this.db.query<{ id: string }>(
      `SELECT id FROM layouts WHERE merchant_id = $1 AND page = 'SHOP' ORDER BY sort, id LIMIT 1`,
      [merchantId]
    )
    if (found) return found.id
    await this.db.query(
      `INSERT INTO layouts (id, merchant_id, page, name, title, components, enabled, sort) VALUES ($1, $2, 'SHOP', $3, $3, '[]', false, 0)`,
      [newId, merchantId, JSON.stringify(name)]
    )
    return newId
  }

  /** Of these goods and goods categories, those that are the merchant's. */
  async ownGoods(merchantId: string, spuIds: string[], categoryIds: string[]): Promise<{ spuIds: Set<string>; categoryIds: Set<string> }> {
    const [spus, categories] = await Promise.all([
      spuIds.length
        ? this.db.query<{ id: string }>('SELECT id FROM spus WHERE merchant_id = $1 AND id = ANY($2::text[])', [merchantId, spuIds])
        : [],
      categoryIds.length
        ? this.db.query<{ id: string }>('SELECT id FROM goods_categories WHERE merchant_id = $1 AND id = ANY($2::text[])', [
            merchantId,
            categoryIds
          ])
        : []
    ])
    return { spuIds: new Set(spus.map((r) => r.id)), categoryIds: new Set(categories.map((r) => r.id)) }
  }

  /** Of `showIds`, those of the merchant's shows it has listed (on sale; a draft, off-sale or cancelled show is not). */
  async listedShowIds(merchantId: string, showIds: string[]): Promise<Set<string>> {
    if (!showIds.length) return new Set()
    const rows = await this.db.query<{ id: string }>(
      `SELECT id FROM shows WHERE merchant_id = $1 AND id = ANY($2::text[]) AND listing = 'ON_SALE'`,
      [merchantId, showIds]
    )
    return new Set(rows.map((r) => r.id))
  }
}
