/**
 * The console's on-site sale settings (migration 096): per show, whether it is sold at the venue and how
 * long before each of today's sessions the box office opens (closing at the session's end). A real-name
 * show cannot be switched on (its buyers name attendees online). Every change is audited in its own
 * transaction; a refused one writes nothing.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { AuditRepository } from '../staff/audit.repository'
import type { AdminOnSiteShow, OnSiteSettings } from '../../../types/api/venue-purchase'
import { ONSITE_OPENS_MAX_MINUTES } from '../../../types/rules/onsite-sale'
import { VenuePurchaseRepository, type AdminShowRow } from './venue-purchase.repository'

const zh = (texts: Record<string, string>) => texts['zh-CN'] ?? Object.values(texts)[0] ?? ''

export class VenuePurchaseAdminService {
  constructor(
    private readonly db: Db,
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {}

  /** The merchant's scheduled shows with a session still to end (soonest first), then the others switched on. */
  async list(merchantId: string, now: Date): Promise<AdminOnSiteShow[]> {
    return (await this.rows(merchantId, now)).map(present)
  }

  async update(merchantId: string, staffId: string, showId: string, input: OnSiteSettings, now: Date): Promise<AdminOnSiteShow> {
    if (!Number.isInteger(input.opensMinutes) || input.opensMinutes < 0 || input.opensMinutes > ONSITE_OPENS_MAX_MINUTES)
      throw new AppError('ONSITE_SETTINGS_INVALID')
    const before = (await this.rows(merchantId, now, showId))[0]
    if (!before) throw new AppError('SHOW_NOT_FOUND')
    if (input.onSiteSale && before.real_name) throw new AppError('ONSITE_REAL_NAME')
    await this.db.transaction(async (tx) => {
      await new VenuePurchaseRepository(tx).setOnSite(showId, merchantId, input.onSiteSale, input.opensMinutes)
      await this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'onsite.update',
          target: showId,
          before: { onSiteSale: before.onsite_sale, opensMinutes: before.onsite_opens_minutes },
          after: input
        },
        now
      )
    })
    return present((await this.rows(merchantId, now, showId))[0])
  }

  private rows(merchantId: string, now: Date, showId?: string): Promise<AdminShowRow[]> {
    return new VenuePurchaseRepository(this.db).adminShows(merchantId, now, showId)
  }
}

function present(r: AdminShowRow): AdminOnSiteShow {
  return {
    showId: r.id,
    showName: zh(r.name),
    venueName: zh(r.venue_name),
    realName: r.real_name,
    onSiteSale: r.onsite_sale,
    opensMinutes: r.onsite_opens_minutes,
    nextSessionAt: r.next_at ? new Date(r.next_at).getTime() : null,
    onSiteSold: r.sold
  }
}
