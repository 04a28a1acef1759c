/** SQL for page layouts' drafts and published versions (migration 029); the layouts row is what buyers get. */
import type { Queryable } from '../db/db'
import type { LayoutContent } from '../../../types/api/admin'
import type { LayoutPage, StoredComponent } from '../layout/layout-types'
import type { Texts } from '../http/texts'

export interface EditableLayoutRow {
  id: string
  page: LayoutPage
  name: Texts
  components: StoredComponent[]
  enabled: boolean
}

export interface LayoutDraftRow {
  content: LayoutContent
  base_version: number
  updated_at: Date
  updated_by: string | null
  updated_by_email: string | null
}

export interface LayoutVersionRow {
  version: number
  content: LayoutContent
  published_at: Date
  published_by: string | null
  published_by_email: string | null
  rolled_back_from: number | null
}

export class LayoutsRepository {
  constructor(private readonly db: Queryable) {}

  /** The home page first, then topic pages by sort. */
  async pages(merchantId: string): Promise<Array<EditableLayoutRow & { version: number; draft: LayoutContent | null }>> {
    return this.db.query(
      `SELECT l.id, l.page, l.name, l.components, l.enabled, d.content AS draft,
              coalesce((SELECT max(v.version) FROM layout_versions v WHERE v.layout_id = l.id), 0)::int AS version
         FROM layouts l LEFT JOIN layout_drafts d ON d.layout_id = l.id
        WHERE l.merchant_id = $1 AND l.page IN ('HOME', 'TOPIC') ORDER BY l.page <> 'HOME', l.sort, l.id`,
      [merchantId]
    )
  }

  async layout(merchantId: string, layoutId: string, lock = false): Promise<EditableLayoutRow | undefined> {
    return (
      await this.db.query<EditableLayoutRow>(
        `SELECT id, page, name, components, enabled FROM layouts WHERE merchant_id = $1 AND id = $2 AND page IN ('HOME', 'TOPIC')${lock ? ' FOR UPDATE' : ''}`,
        [merchantId, layoutId]
      )
    )[0]
  }

  async setPublished(layoutId: string, content: LayoutContent): Promise<void> {
    await this.db.query('UPDATE layouts SET name = $2, title = $2, components = $3, enabled = true WHERE id = $1', [layoutId, JSON.stringify(content.name), JSON.stringify(content.components)])
  }

  async createTopic(merchantId: string, layoutId: string, name: Texts): Promise<void> {
    // Not live until its first publish: buyers never see an empty topic.
    await this.db.query(
      `INSERT INTO layouts (id, merchant_id, page, name, title, components, enabled, sort)
       VALUES ($1, $2, 'TOPIC', $3, $3, '[]', false, (SELECT coalesce(max(sort), 0) + 1 FROM layouts WHERE merchant_id = $2 AND page = 'TOPIC'))`,
      [layoutId, merchantId, JSON.stringify(name)]
    )
  }

  async draft(layoutId: string): Promise<LayoutDraftRow | undefined> {
    return (
      await this.db.query<LayoutDraftRow>(
        `SELECT d.content, d.base_version, d.updated_at, d.updated_by, s.email AS updated_by_email
           FROM layout_drafts d LEFT JOIN staff s ON s.id = d.updated_by WHERE d.layout_id = $1`,
        [layoutId]
      )
    )[0]
  }

  async saveDraft(layoutId: string, content: LayoutContent, baseVersion: number, staffId: string | null, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO layout_drafts (layout_id, content, base_version, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (layout_id) DO UPDATE SET content = EXCLUDED.content, base_version = EXCLUDED.base_version, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [layoutId, JSON.stringify(content), baseVersion, now, staffId]
    )
  }

  async latestVersion(layoutId: string): Promise<number> {
    return (await this.db.query<{ v: number }>('SELECT coalesce(max(version), 0)::int AS v FROM layout_versions WHERE layout_id = $1', [layoutId]))[0].v
  }

  /** Newest first; one version when `only` is given. */
  async versions(layoutId: string, only?: number): Promise<LayoutVersionRow[]> {
    return this.db.query<LayoutVersionRow>(
      `SELECT v.version, v.content, v.published_at, v.published_by, s.email AS published_by_email, v.rolled_back_from
         FROM layout_versions v LEFT JOIN staff s ON s.id = v.published_by
        WHERE v.layout_id = $1 AND ($2::int IS NULL OR v.version = $2) ORDER BY v.version DESC LIMIT 200`,
      [layoutId, only ?? null]
    )
  }

  async insertVersion(layoutId: string, version: number, content: LayoutContent, staffId: string | null, rolledBackFrom: number | null, now: Date): Promise<void> {
    await this.db.query('INSERT INTO layout_versions (layout_id, version, content, published_at, published_by, rolled_back_from) VALUES ($1, $2, $3, $4, $5, $6)', [
      layoutId,
      version,
      JSON.stringify(content),
      now,
      staffId,
      rolledBackFrom
    ])
  }
}
