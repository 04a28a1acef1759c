/**
 * App versions: version/match answers an app whether it must or may update (types/rules/version-rules.ts);
 * the console publishes the latest and the oldest supported version per client, audited in the same
 * transaction.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { AuditRepository } from '../staff/audit.repository'
import { publishedVersionsProblem, updateTypeFor, type AppClient } from '../../../types/rules/version-rules'
import type { AdminAppVersion, AppVersionInput, VersionMatch } from '../../../types/api/app-version'
import { AppVersionRepository, type AppVersionRow } from './app-version.repository'

function present(row: AppVersionRow): AdminAppVersion {
  return {
    client: row.client,
    latestVersion: row.latest_version,
    minVersion: row.min_version,
    notes: row.notes,
    updatedAt: row.updated_at.getTime()
  }
}

export class AppVersionService {
  constructor(
    private readonly db: Db,
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {}

  /** Nothing published for the client: no update to ask for. */
  async match(merchantId: string, client: AppClient, versionNo: string): Promise<VersionMatch> {
    const row = await new AppVersionRepository(this.db).one(merchantId, client)
    if (!row) return { updateType: null, latestVersion: null, notes: '' }
    return {
      updateType: updateTypeFor(versionNo, { latestVersion: row.latest_version, minVersion: row.min_version }),
      latestVersion: row.latest_version,
      notes: row.notes
    }
  }

  async list(merchantId: string): Promise<AdminAppVersion[]> {
    return (await new AppVersionRepository(this.db).ofMerchant(merchantId)).map(present)
  }

  async publish(merchantId: string, staffId: string, client: AppClient, input: AppVersionInput, now: Date): Promise<AdminAppVersion> {
    const v = { latestVersion: input.latestVersion.trim(), minVersion: input.minVersion.trim(), notes: input.notes.trim() }
    if (publishedVersionsProblem(v)) throw new AppError('APP_VERSION_INVALID')
    const row = await this.db.transaction(async (tx) => {
      const repo = new AppVersionRepository(tx)
      const before = await repo.one(merchantId, client)
      await repo.put(merchantId, client, v, now)
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'version.publish', target: client, before: before ? present(before) : null, after: v },
        now
      )
      return repo.one(merchantId, client)
    })
    return present(row as AppVersionRow)
  }
}
