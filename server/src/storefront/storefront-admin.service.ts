/**
 * The versioned storefront (issue #16 item 1): the console edits a draft; publishing copies it into a
 * new numbered version and into merchants.config, which the buyers' shop config call serves; a rollback
 * publishes an old version's content as a new version. Each change writes its audit row in the same
 * transaction. Fields the console does not edit (merchantId, fields other issues add) are kept.
 */
import { isDeepStrictEqual } from 'node:util'
import Ajv from 'ajv'
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { ShopConfig } from '../../../types/shop-config'
import type { StorefrontConfig, StorefrontDraft, StorefrontVersion } from '../../../types/api/storefront-admin'
import { StorefrontConfigSchema } from './storefront.schema'
import { iconProblem } from './svg-markup'
import { StorefrontRepository } from './storefront.repository'
import { presentDraftMeta, presentVersions } from './versioned-document.repository'
import type { AuditRepository } from '../staff/audit.repository'
import { previewTokenValid, signPreviewToken } from './preview-token'
import { customerServiceProblem } from './customer-service-rules'

const EDITABLE = Object.keys(StorefrontConfigSchema.properties) as Array<keyof StorefrontConfig>

/** The editable part of a stored config. */
export function editablePart(config: ShopConfig): StorefrontConfig {
  const out: Record<string, unknown> = {}
  for (const key of EDITABLE) if (config[key] !== undefined) out[key] = config[key]
  return out as StorefrontConfig
}

// No coercion and no defaults: what is saved is exactly what was checked.
const checkConfig = new Ajv({ strict: false, allErrors: false }).compile(StorefrontConfigSchema)

/** Whole-config validation; STOREFRONT_INVALID names the first bad field as a JSON path. */
export function validateStorefront(config: unknown): StorefrontConfig {
  if (!checkConfig(config)) {
    const first = checkConfig.errors?.[0]
    const extra = (first?.params as { additionalProperty?: string } | undefined)?.additionalProperty
    throw new AppError('STOREFRONT_INVALID', {
      detail: `${first?.instancePath || '/'}${extra ? `/${extra}` : ''} ${first?.message ?? ''}`.trim()
    })
  }
  const valid = config as StorefrontConfig
  valid.layoutBottomNavigation.navigations.forEach((tab, i) => {
    if (!tab.pagePath && !tab.jumpDetails)
      throw new AppError('STOREFRONT_INVALID', { detail: `/layoutBottomNavigation/navigations/${i} needs pagePath or jumpDetails` })
    for (const state of ['selected', 'unselected'] as const) {
      const icon = tab.icons?.[state]
      const problem = icon === undefined ? undefined : iconProblem(icon)
      if (problem)
        throw new AppError('STOREFRONT_INVALID', { detail: `/layoutBottomNavigation/navigations/${i}/icons/${state} ${problem}` })
    }
  })
  const service = customerServiceProblem(valid)
  if (service) throw new AppError('STOREFRONT_INVALID', { detail: service })
  return valid
}

export class StorefrontService {
  constructor(
    private readonly db: Db,
    private readonly previewSecret: () => Promise<string>,
    /** The staff floor's audit log on the change's transaction: the change and its audit row commit together. */
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {}

  async draft(merchantId: string): Promise<StorefrontDraft> {
    const repo = new StorefrontRepository(this.db)
    const published = await repo.published(merchantId)
    if (!published) throw new AppError('MERCHANT_NOT_FOUND')
    const row = await repo.draft(merchantId)
    const live = editablePart(published)
    const meta = presentDraftMeta(row, row ? 0 : await repo.latestVersion(merchantId))
    return row
      ? { config: row.content, ...meta, changed: !isDeepStrictEqual(row.content, live) }
      : { config: live, ...meta, changed: false }
  }

  async saveDraft(merchantId: string, staffId: string, config: unknown, now: Date): Promise<StorefrontDraft> {
    const valid = validateStorefront(config)
    await this.db.transaction(async (tx) => {
      const repo = new StorefrontRepository(tx)
      const before = (await repo.draft(merchantId))?.content ?? null
      await repo.saveDraft(merchantId, valid, await repo.latestVersion(merchantId), staffId, now)
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'storefront.draft', target: 'storefront:draft', before, after: valid },
        now
      )
    })
    return this.draft(merchantId)
  }

  async publish(merchantId: string, staffId: string, now: Date): Promise<StorefrontVersion> {
    const { config } = await this.draft(merchantId)
    // A draft saved before a rule tightened is checked again before buyers get it.
    return this.publishContent(merchantId, staffId, validateStorefront(config), null, 'storefront.publish', now)
  }

  async rollback(merchantId: string, staffId: string, version: number, now: Date): Promise<StorefrontVersion> {
    const old = await new StorefrontRepository(this.db).version(merchantId, version)
    if (!old) throw new AppError('STOREFRONT_VERSION_NOT_FOUND')
    return this.publishContent(merchantId, staffId, old.content, version, 'storefront.rollback', now)
  }

  private async publishContent(
    merchantId: string,
    staffId: string,
    content: StorefrontConfig,
    rolledBackFrom: number | null,
    action: string,
    now: Date
  ): Promise<StorefrontVersion> {
    const version = await this.db.transaction(async (tx) => {
      const repo = new StorefrontRepository(tx)
      // The merchant row's lock orders concurrent publishes: each gets its own version number.
      const published = await repo.published(merchantId, true)
      if (!published) throw new AppError('MERCHANT_NOT_FOUND')
      const next = (await repo.latestVersion(merchantId)) + 1
      const kept = Object.fromEntries(Object.entries(published).filter(([key]) => !EDITABLE.includes(key as keyof StorefrontConfig)))
      await repo.setPublished(merchantId, { ...kept, ...content, merchantId } as ShopConfig)
      await repo.insertVersion(merchantId, next, content, staffId, rolledBackFrom, now)
      await repo.saveDraft(merchantId, content, next, staffId, now)
      await this.auditOn(tx).write(
        { merchantId, staffId, action, target: `storefront:v${next}`, before: editablePart(published), after: content },
        now
      )
      return next
    })
    return (await this.versions(merchantId)).find((v) => v.version === version) as StorefrontVersion
  }

  async versions(merchantId: string): Promise<StorefrontVersion[]> {
    return presentVersions(await new StorefrontRepository(this.db).versions(merchantId))
  }

  async previewToken(merchantId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
    return signPreviewToken(merchantId, now, await this.previewSecret())
  }

  /** The draft as buyers' shop config when the token is valid for this merchant, else undefined. */
  async previewConfig(token: string | undefined, merchantId: string, now: Date): Promise<ShopConfig | undefined> {
    if (!token || !previewTokenValid(token, merchantId, now, await this.previewSecret())) return undefined
    const repo = new StorefrontRepository(this.db)
    const published = await repo.published(merchantId)
    const draft = await repo.draft(merchantId)
    if (!published) return undefined
    if (!draft) return published
    const kept = Object.fromEntries(Object.entries(published).filter(([key]) => !EDITABLE.includes(key as keyof StorefrontConfig)))
    return { ...kept, ...draft.content, merchantId } as ShopConfig
  }
}
