/**
 * SQL of a console document edited as a draft and published as numbered versions (the storefront,
 * migration 024/025; page layouts, migration 029): one draft row per document, one row per published
 * version, each naming the staff member who wrote it. The table and column names come from the constants
 * below, never from a request.
 */
import type { Queryable } from '../db/db'

export interface VersionedTables {
  drafts: string
  versions: string
  /** The document's key column in both tables (merchant_id, layout_id). */
  key: string
  /** The column holding the document (config, content). */
  body: string
}

export const STOREFRONT_TABLES: VersionedTables = {
  drafts: 'storefront_drafts',
  versions: 'storefront_versions',
  key: 'merchant_id',
  body: 'config'
}
export const LAYOUT_TABLES: VersionedTables = { drafts: 'layout_drafts', versions: 'layout_versions', key: 'layout_id', body: 'content' }

export interface DraftRow<T> {
  content: T
  base_version: number
  updated_at: Date
  updated_by: string | null
  updated_by_email: string | null
}

export interface VersionRow<T> {
  version: number
  content: T
  published_at: Date
  published_by: string | null
  published_by_email: string | null
  rolled_back_from: number | null
}

/** A version as the console lists it (types/api/storefront-admin.ts StorefrontVersion), newest first: the first is current. */
export function presentVersions<T>(rows: VersionRow<T>[]) {
  return rows.map((row, i) => ({
    version: row.version,
    publishedAt: row.published_at.toISOString(),
    publishedBy: row.published_by ? { id: row.published_by, email: row.published_by_email ?? '' } : null,
    ...(row.rolled_back_from !== null ? { rolledBackFrom: row.rolled_back_from } : {}),
    current: i === 0
  }))
}

export class VersionedDocumentRepository<T> {
  constructor(
    protected readonly db: Queryable,
    private readonly t: VersionedTables
  ) {}

  async draft(key: string): Promise<DraftRow<T> | undefined> {
    return (
      await this.db.query<DraftRow<T>>(
        `SELECT d.${this.t.body} AS content, d.base_version, d.updated_at, d.updated_by, s.email AS updated_by_email
           FROM ${this.t.drafts} d LEFT JOIN staff s ON s.id = d.updated_by WHERE d.${this.t.key} = $1`,
        [key]
      )
    )[0]
  }

  async saveDraft(key: string, content: T, baseVersion: number, staffId: string | null, now: Date): Promise<void> {
    const { drafts, key: k, body } = this.t
    await this.db.query(
      `INSERT INTO ${drafts} (${k}, ${body}, base_version, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (${k}) DO UPDATE SET ${body} = EXCLUDED.${body}, base_version = EXCLUDED.base_version, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [key, JSON.stringify(content), baseVersion, now, staffId]
    )
  }

  async latestVersion(key: string): Promise<number> {
    return (
      await this.db.query<{ v: number }>(`SELECT coalesce(max(version), 0)::int AS v FROM ${this.t.versions} WHERE ${this.t.key} = $1`, [
        key
      ])
    )[0].v
  }

  async version(key: string, version: number): Promise<VersionRow<T> | undefined> {
    return (await this.versions(key, version))[0]
  }

  /** Newest first; one version when `only` is given. */
  async versions(key: string, only?: number): Promise<VersionRow<T>[]> {
    return this.db.query<VersionRow<T>>(
      `SELECT v.version, v.${this.t.body} AS content, v.published_at, v.published_by, s.email AS published_by_email, v.rolled_back_from
         FROM ${this.t.versions} v LEFT JOIN staff s ON s.id = v.published_by
        WHERE v.${this.t.key} = $1 AND ($2::int IS NULL OR v.version = $2) ORDER BY v.version DESC LIMIT 200`,
      [key, only ?? null]
    )
  }

  async insertVersion(
    key: string,
    version: number,
    content: T,
    staffId: string | null,
    rolledBackFrom: number | null,
    now: Date
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO ${this.t.versions} (${this.t.key}, version, ${this.t.body}, published_at, published_by, rolled_back_from) VALUES ($1, $2, $3, $4, $5, $6)`,
      [key, version, JSON.stringify(content), now, staffId, rolledBackFrom]
    )
  }
}

/** A saved draft's bookkeeping as the console shows it; none saved yet: the published version's number, never updated. */
export function presentDraftMeta<T>(row: DraftRow<T> | undefined, latestVersion: number) {
  if (!row) return { baseVersion: latestVersion, updatedAt: new Date(0).toISOString(), updatedBy: null }
  return {
    baseVersion: row.base_version,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by ? { id: row.updated_by, email: row.updated_by_email ?? '' } : null
  }
}
