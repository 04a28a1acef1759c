/**
 * The console's catalogue (issue #16 item 3): venues and halls, shows, sessions and price tiers. Each
 * change writes its audit row (before/after) in the same transaction. Stock rules: a tier's stock never
 * goes below what is held and sold (checked and written in one statement, inventory/tier.repository.ts), and
 * a tier with sales is closed, never deleted. Each change is a bounded write: a tier's row lock is one a rush waits on.
 */
import { randomBytes } from 'node:crypto'
import type { Db, Queryable } from '../db/db'
import { boundedWrite } from '../db/bounded-write'
import { inventoryOn } from '../inventory/inventory'
import type { TierRepository } from '../inventory/tier.repository'
import { normaliseSiteCode } from '../../../types/rules/site-code'
import { AppError } from '../http/app-error'
import type {
  AdminHall,
  AdminSession,
  AdminShow,
  AdminShowSummary,
  AdminShowsQuery,
  AdminTier,
  AdminVenue,
  CatalogueOptionsReply,
  CatalogueTexts,
  HallInput,
  SessionInput,
  ShowInput,
  TierInput,
  TierUpdate
} from '../../../types/api/catalogue-admin'
import { CatalogueRepository, type SessionRecord, type TierRecord } from './catalogue.repository'
import type { AuditRepository } from '../staff/audit.repository'
import { effectiveRefundRule, normaliseRefundRule, refundRuleProblem, NO_REFUNDS } from '../../../types/rules/refund-rule'
import type { UploadService } from '../upload/upload.service'
import {
  checked,
  timeOf,
  HallSchema,
  SessionSchema,
  ShowSchema,
  TierSchema,
  TierUpdateSchema,
  VenueSchema,
  TransferSettingsSchema,
  RebookSettingsSchema
} from './catalogue.schema'
import type { ShowTransferSettings } from '../../../types/api/transfer'
import { sessionLabel } from '../../../types/rules/merchant-time'

const POSTER_COLORS = ['#7C3AED', '#DB2777', '#0EA5E9', '#059669', '#EA580C', '#4F46E5']
const newId = (prefix: string) => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`

function tierOut(t: TierRecord): AdminTier {
  return {
    id: t.id,
    name: t.name,
    priceFen: t.priceFen,
    capacity: t.capacity,
    available: t.available,
    held: t.held,
    sold: t.sold,
    minAge: t.minAge,
    closed: t.closed
  }
}

export class CatalogueService {
  constructor(
    private readonly db: Db,
    /** Keeps poster files (upload module: type, size and pixel checks, content-hashed names). */
    private readonly uploads: UploadService,
    /** The merchant's zone, in which a session is named. */
    private readonly timeZoneOf: (merchantId: string) => Promise<string>,
    /** The staff floor's audit log on the change's transaction: the change and its audit row commit together. */
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {}

  private async change<T>(
    merchantId: string,
    staffId: string,
    now: Date,
    action: string,
    target: string,
    fn: (repo: CatalogueRepository, tiers: TierRepository) => Promise<{ before: unknown; after: unknown; result: T }>
  ): Promise<T> {
    return boundedWrite(this.db, async (tx) => {
      const { before, after, result } = await fn(new CatalogueRepository(tx), inventoryOn(tx).tiers)
      await this.auditOn(tx).write({ merchantId, staffId, action, target, before, after }, now)
      return result
    })
  }

  async options(): Promise<CatalogueOptionsReply> {
    const repo = new CatalogueRepository(this.db)
    return { cities: (await repo.cities()).map(({ id, name }) => ({ id, name })), categories: await repo.categories() }
  }

  venues(merchantId: string): Promise<AdminVenue[]> {
    return new CatalogueRepository(this.db).venues(merchantId)
  }

  async saveVenue(merchantId: string, staffId: string, id: string | null, body: unknown, now: Date): Promise<AdminVenue> {
    const input = checked(VenueSchema, body)
    const venueId = id ?? newId('V')
    await this.change(
      merchantId,
      staffId,
      now,
      id ? 'catalogue.venue.update' : 'catalogue.venue.create',
      `venue:${venueId}`,
      async (repo) => {
        const before = id ? await repo.venue(merchantId, id, true) : null
        if (id && !before) throw new AppError('CATALOGUE_NOT_FOUND')
        const city = (await repo.cities()).find((c) => c.id === input.cityId)
        if (!city) throw new AppError('CATALOGUE_INVALID', { detail: '/cityId unknown' })
        // Absent keeps the venue's code (a caller that predates it); blank or null removes it.
        const siteCode =
          input.siteCode === undefined ? (before?.siteCode ?? null) : input.siteCode?.trim() ? normaliseSiteCode(input.siteCode) : null
        if (input.siteCode?.trim() && !siteCode) throw new AppError('CATALOGUE_INVALID', { detail: '/siteCode: A-Z, 0-9 and -, 2 to 20' })
        const holder = siteCode ? await repo.venueWithSiteCode(merchantId, siteCode) : undefined
        if (holder && holder !== venueId) throw new AppError('CATALOGUE_INVALID', { detail: `/siteCode is already ${holder}'s` })
        const after = {
          id: venueId,
          cityId: input.cityId,
          name: input.name,
          address: input.address,
          lat: input.lat ?? city.lat,
          lng: input.lng ?? city.lng,
          siteCode
        }
        await repo.saveVenue(merchantId, after)
        return { before, after, result: null }
      }
    )
    return (await new CatalogueRepository(this.db).venue(merchantId, venueId)) as AdminVenue
  }

  async saveHall(
    merchantId: string,
    staffId: string,
    ids: { venueId?: string; hallId?: string },
    body: unknown,
    now: Date
  ): Promise<AdminHall> {
    const input: HallInput = checked(HallSchema, body)
    const hallId = ids.hallId ?? newId('H')
    return this.change(
      merchantId,
      staffId,
      now,
      ids.hallId ? 'catalogue.hall.update' : 'catalogue.hall.create',
      `hall:${hallId}`,
      async (repo) => {
        const before = ids.hallId ? await repo.hall(merchantId, ids.hallId) : null
        const venueId = before?.venueId ?? ((ids.venueId && (await repo.venue(merchantId, ids.venueId))?.id) || undefined)
        if (!venueId) throw new AppError('CATALOGUE_NOT_FOUND')
        await repo.saveHall(hallId, venueId, input)
        const after: AdminHall = { id: hallId, venueId, ...input }
        return { before, after, result: after }
      }
    )
  }

  shows(merchantId: string, query: AdminShowsQuery): Promise<AdminShowSummary[]> {
    return new CatalogueRepository(this.db).shows(merchantId, query)
  }

  async show(merchantId: string, id: string, db: Queryable = this.db): Promise<AdminShow> {
    const repo = new CatalogueRepository(db)
    const show = await repo.show(merchantId, id)
    if (!show) throw new AppError('CATALOGUE_NOT_FOUND')
    const sessions = await repo.sessionsOf(id)
    const tiers = await repo.tiersOf(sessions.map((s) => s.id))
    const refund = await repo.refundRuleOf(merchantId, id)
    const transferSettings = (await repo.transferSettingsOf(merchantId, id)) as ShowTransferSettings // ticket transfer
    return {
      ...show,
      refundRule: refund ? effectiveRefundRule(refund.stored, refund.hoursBefore, refund.feePercent) : NO_REFUNDS,
      transferSettings,
      // Rebooking.
      rebook: (await repo.rebookOf(merchantId, id)) ?? { supported: false, hoursBefore: 24 },
      saleTime: show.saleTime === null ? null : new Date(show.saleTime).toISOString(),
      sessions: sessions.map((s): AdminSession => ({
        id: s.id,
        name: s.name,
        start: s.start.toISOString(),
        end: s.end?.toISOString() ?? null,
        hallId: s.hallId,
        tiers: tiers.filter((t) => t.sessionId === s.id).map(tierOut)
      }))
    }
  }

  async saveShow(merchantId: string, staffId: string, id: string | null, body: unknown, now: Date): Promise<AdminShow> {
    const input: ShowInput = checked(ShowSchema, body)
    const saleTime = input.saleTime === null ? null : timeOf('saleTime', input.saleTime)
    const showId = id ?? newId('SH')
    await this.change(merchantId, staffId, now, id ? 'catalogue.show.update' : 'catalogue.show.create', `show:${showId}`, async (repo) => {
      const before = id ? await repo.show(merchantId, id, true) : null
      if (id && !before) throw new AppError('CATALOGUE_NOT_FOUND')
      // Switching 选座 off under seats already laid out would sell seated tiers without seats.
      if (id && before?.seatPicking && input.seatPicking === false && (await repo.sellsSeats(id)))
        throw new AppError('CATALOGUE_INVALID', { detail: '/seatPicking: its sessions sell seats on a seat map' })
      const venue = await repo.venue(merchantId, input.venueId)
      if (!venue) throw new AppError('CATALOGUE_INVALID', { detail: '/venueId unknown' })
      if (!(await repo.categories()).some((c) => c.id === input.categoryCode))
        throw new AppError('CATALOGUE_INVALID', { detail: '/categoryCode unknown' })
      const city = (await repo.cities()).find((c) => c.id === venue.cityId)
      const searchText = [input.name, venue.name, city?.name ?? {}]
        .flatMap((t) => Object.values(t))
        .join(' ')
        .toLowerCase()
      await repo.saveShow(merchantId, showId, input, {
        saleTime,
        searchText,
        posterColor: POSTER_COLORS[parseInt(showId.slice(-2), 16) % POSTER_COLORS.length]
      })
      return { before, after: await repo.show(merchantId, showId), result: null }
    })
    return this.show(merchantId, showId)
  }

  /**
   * Sets the show's refund rule (issue #17: "The merchant sets refund rules per show"), checked by the
   * same module that quotes refunds; the audit row has the rule in force before and the one after.
   */
  async setRefundRule(merchantId: string, staffId: string, id: string, body: unknown, now: Date): Promise<AdminShow> {
    const rule = normaliseRefundRule(body)
    if (!rule) throw new AppError('REFUND_RULE_INVALID', { detail: refundRuleProblem(body) ?? 'kind' })
    await this.change(merchantId, staffId, now, 'catalogue.show.refund-rule', `show:${id}`, async (repo) => {
      const before = await repo.show(merchantId, id, true)
      const stored = await repo.refundRuleOf(merchantId, id)
      if (!before || !stored) throw new AppError('CATALOGUE_NOT_FOUND')
      await repo.setRefundRule(merchantId, id, rule)
      return {
        before: { refundRule: effectiveRefundRule(stored.stored, stored.hoursBefore, stored.feePercent) },
        after: { refundRule: rule },
        result: null
      }
    })
    return this.show(merchantId, id)
  }

  /** Rebooking: whether buyers may move tickets to another session, until how many hours before theirs. Audited. */
  async setRebook(merchantId: string, staffId: string, id: string, body: unknown, now: Date): Promise<AdminShow> {
    const input = checked(RebookSettingsSchema, body)
    const setting = { supported: input.supported, hoursBefore: input.hoursBefore }
    await this.change(merchantId, staffId, now, 'catalogue.show.rebook', `show:${id}`, async (repo) => {
      const before = (await repo.show(merchantId, id, true)) && (await repo.rebookOf(merchantId, id))
      if (!before) throw new AppError('CATALOGUE_NOT_FOUND')
      await repo.setRebook(merchantId, id, setting)
      return { before: { rebook: before }, after: { rebook: setting }, result: null }
    })
    return this.show(merchantId, id)
  }

  /**
   * Ticket transfer: whether the show's tickets may be transferred, the transfer deadline and
   * identityLimitTime in hours before a session. The audit row has the settings before and after.
   */
  async setTransferSettings(merchantId: string, staffId: string, id: string, body: unknown, now: Date): Promise<AdminShow> {
    const input: ShowTransferSettings = checked(TransferSettingsSchema, body)
    await this.change(merchantId, staffId, now, 'catalogue.show.transfer-settings', `show:${id}`, async (repo) => {
      if (!(await repo.show(merchantId, id, true))) throw new AppError('CATALOGUE_NOT_FOUND')
      const before = await repo.transferSettingsOf(merchantId, id)
      await repo.setTransferSettings(merchantId, id, input)
      return { before, after: input, result: null }
    })
    return this.show(merchantId, id)
  }

  /**
   * Replaces the show's poster with an uploaded image (checked and stored by the upload module), or with
   * null goes back to the generated art. The audit row has the poster URL before and after.
   */
  async setPoster(merchantId: string, staffId: string, id: string, body: Buffer | null, now: Date): Promise<AdminShow> {
    // An unknown show stores no file.
    if (!(await new CatalogueRepository(this.db).show(merchantId, id))) throw new AppError('CATALOGUE_NOT_FOUND')
    const posterUrl = body === null ? null : (await this.uploads.storePoster({ merchantId, staffId, body }, now)).url
    await this.change(
      merchantId,
      staffId,
      now,
      posterUrl ? 'catalogue.show.poster' : 'catalogue.show.poster.remove',
      `show:${id}`,
      async (repo) => {
        const before = await repo.show(merchantId, id, true)
        if (!before) throw new AppError('CATALOGUE_NOT_FOUND')
        await repo.setPoster(merchantId, id, posterUrl)
        return { before: { posterUrl: before.posterUrl }, after: { posterUrl }, result: null }
      }
    )
    return this.show(merchantId, id)
  }

  async saveSession(
    merchantId: string,
    staffId: string,
    ids: { showId?: string; sessionId?: string },
    body: unknown,
    now: Date
  ): Promise<AdminShow> {
    const input: SessionInput = checked(SessionSchema, body)
    const start = timeOf('start', input.start)
    const end = input.end === null ? null : timeOf('end', input.end)
    if (end && end <= start) throw new AppError('CATALOGUE_INVALID', { detail: '/end is not after /start' })
    const sessionId = ids.sessionId ?? newId('SE')
    const label = sessionLabel(start, await this.timeZoneOf(merchantId))
    const showId = await this.change(
      merchantId,
      staffId,
      now,
      ids.sessionId ? 'catalogue.session.update' : 'catalogue.session.create',
      `session:${sessionId}`,
      async (repo) => {
        const before = ids.sessionId ? await repo.session(merchantId, ids.sessionId) : null
        if (ids.sessionId && !before) throw new AppError('CATALOGUE_NOT_FOUND')
        const show = await repo.show(merchantId, before?.showId ?? ids.showId ?? '')
        if (!show) throw new AppError('CATALOGUE_NOT_FOUND')
        if (input.hallId !== null) {
          const hall = await repo.hall(merchantId, input.hallId)
          if (!hall || hall.venueId !== show.venueId)
            throw new AppError('CATALOGUE_INVALID', { detail: "/hallId is not a hall of the show's venue" })
        }
        // Its seats were laid out by that hall's map: another hall takes a publish from the designer.
        const seatedIn = before ? await repo.publishedHall(before.id) : null
        if (seatedIn && seatedIn !== input.hallId)
          throw new AppError('CATALOGUE_INVALID', { detail: `/hallId: its seats were published from hall ${seatedIn}` })
        const name: CatalogueTexts = { 'zh-CN': label, 'zh-MO': label, 'en-US': label }
        const after: SessionRecord = { id: sessionId, showId: show.id, start, end, hallId: input.hallId, name }
        await repo.saveSession(after)
        return { before, after, result: show.id }
      }
    )
    return this.show(merchantId, showId)
  }

  async addTier(merchantId: string, staffId: string, sessionId: string, body: unknown, now: Date): Promise<AdminTier> {
    const input: TierInput = checked(TierSchema, body)
    const id = newId('PT')
    return this.change(merchantId, staffId, now, 'catalogue.tier.create', `tier:${id}`, async (repo, tiers) => {
      if (!(await repo.session(merchantId, sessionId))) throw new AppError('CATALOGUE_NOT_FOUND')
      await tiers.insert(id, sessionId, input)
      const after = tierOut((await repo.tier(merchantId, id)) as TierRecord)
      return { before: null, after, result: after }
    })
  }

  async updateTier(merchantId: string, staffId: string, id: string, body: unknown, now: Date): Promise<AdminTier> {
    const input: TierUpdate = checked(TierUpdateSchema, body)
    return this.change(merchantId, staffId, now, 'catalogue.tier.update', `tier:${id}`, async (repo, tiers) => {
      const before = await repo.tier(merchantId, id)
      if (!before) throw new AppError('CATALOGUE_NOT_FOUND')
      await tiers.updateFields(id, {
        name: input.name ?? before.name,
        priceFen: input.priceFen ?? before.priceFen,
        minAge: input.minAge === undefined ? before.minAge : input.minAge
      })
      if (input.capacity !== undefined && input.capacity !== before.capacity && !(await tiers.setCapacity(id, input.capacity))) {
        const current = (await repo.tier(merchantId, id)) as TierRecord
        if (current.closed) throw new AppError('CATALOGUE_INVALID', { detail: '/capacity of a closed tier' })
        throw new AppError('CATALOGUE_STOCK_BELOW_TAKEN', { taken: current.held + current.sold })
      }
      const after = tierOut((await repo.tier(merchantId, id)) as TierRecord)
      return { before: tierOut(before), after, result: after }
    })
  }

  async closeTier(merchantId: string, staffId: string, id: string, now: Date): Promise<AdminTier> {
    return this.change(merchantId, staffId, now, 'catalogue.tier.close', `tier:${id}`, async (repo, tiers) => {
      const before = await repo.tier(merchantId, id)
      if (!before) throw new AppError('CATALOGUE_NOT_FOUND')
      await tiers.close(id)
      const after = tierOut((await repo.tier(merchantId, id)) as TierRecord)
      return { before: tierOut(before), after, result: after }
    })
  }

  async deleteTier(merchantId: string, staffId: string, id: string, now: Date): Promise<void> {
    await this.change(merchantId, staffId, now, 'catalogue.tier.delete', `tier:${id}`, async (repo, tiers) => {
      const before = await repo.tier(merchantId, id)
      if (!before) throw new AppError('CATALOGUE_NOT_FOUND')
      if (!(await tiers.deleteUnsold(id))) throw new AppError('CATALOGUE_TIER_HAS_SALES')
      return { before: tierOut(before), after: null, result: null }
    })
  }
}
