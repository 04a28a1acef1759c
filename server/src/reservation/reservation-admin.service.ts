/**
 * The console's reservations: items (made, changed, taken off sale), a calendar that adds slots (a range of
 * days × times × capacity, in the merchant's zone), a slot's capacity changed (never below the places
 * booked: one conditional write), the bookings with their reminders; and the door's check of an entry code.
 * Every change writes its audit row in its own transaction; a refused change writes nothing.
 */
import type { Db, Queryable } from '../db/db'
import { boundedWrite } from '../db/bounded-write'
import { AppError } from '../http/app-error'
import { keptTranslations } from '../http/texts'
import { randomId } from '../account/token-codec'
import type { AuditRepository } from '../staff/audit.repository'
import type {
  AdminBooking,
  AdminReservationItem,
  AdminSlot,
  ReservationCheckInReply,
  ReservationItemInput,
  SlotPlan,
  SlotPlanReply
} from '../../../types/api/reservation'
import { capacityProblem, planSlots, reservationItemProblem } from '../../../types/rules/reservation-rules'
import { addDays, instantOfLocal, localDate, startOfLocalDay } from '../../../types/rules/merchant-time'
import { ReservationRepository, type ItemWrite } from './reservation.repository'
import { presentAdminBooking, presentAdminItem, presentAdminSlot } from './reservation.presenter'
import { reservationEntryCode } from './entry-code'

function toWrite(v: ReservationItemInput): ItemWrite {
  return {
    title: v.title.trim(),
    titleTexts: keptTranslations(v.titleTexts),
    description: v.description.trim(),
    descriptionTexts: keptTranslations(v.descriptionTexts),
    venueName: v.venueName.trim(),
    venueTexts: keptTranslations(v.venueTexts),
    pictureUrl: v.pictureUrl.trim(),
    priceFen: v.priceFen,
    rules: v.rules,
    onSale: v.onSale
  }
}

export interface ReservationAdminDeps {
  timeZoneOf: (merchantId: string) => Promise<string>
  codeSecret: () => Promise<string>
  auditOn: (q: Queryable) => AuditRepository
}

export class ReservationAdminService {
  private readonly read: ReservationRepository

  constructor(
    private readonly db: Db,
    private readonly deps: ReservationAdminDeps
  ) {
    this.read = new ReservationRepository(db)
  }

  async items(merchantId: string, now: Date): Promise<AdminReservationItem[]> {
    const rows = await this.read.itemsOf(merchantId, false)
    const counts = await this.read.comingCounts(
      rows.map((i) => i.id),
      now
    )
    return rows.map((i) => presentAdminItem(i, counts.get(i.id)))
  }

  async createItem(merchantId: string, staffId: string, input: ReservationItemInput, now: Date): Promise<AdminReservationItem> {
    const problem = reservationItemProblem(input)
    if (problem) throw new AppError('RESERVATION_INVALID', { reason: problem })
    const id = randomId('rsi_')
    const write = toWrite(input)
    await this.db.transaction(async (tx) => {
      await new ReservationRepository(tx).insertItem(id, merchantId, write, now)
      await this.deps
        .auditOn(tx)
        .write({ merchantId, staffId, action: 'reservation.item.create', target: id, before: null, after: write }, now)
    })
    return this.one(merchantId, id, now)
  }

  async updateItem(
    merchantId: string,
    staffId: string,
    itemId: string,
    input: ReservationItemInput,
    now: Date
  ): Promise<AdminReservationItem> {
    const problem = reservationItemProblem(input)
    if (problem) throw new AppError('RESERVATION_INVALID', { reason: problem })
    const before = await this.one(merchantId, itemId, now)
    const write = toWrite(input)
    await this.db.transaction(async (tx) => {
      if (!(await new ReservationRepository(tx).updateItem(itemId, merchantId, write, now))) throw new AppError('RESERVATION_NOT_FOUND')
      await this.deps
        .auditOn(tx)
        .write({ merchantId, staffId, action: 'reservation.item.update', target: itemId, before, after: write }, now)
    })
    return this.one(merchantId, itemId, now)
  }

  /** The item's slots from `from` to `to` (merchant days, inclusive; today and four weeks when absent). */
  async slots(merchantId: string, itemId: string, range: { from?: string; to?: string }, now: Date): Promise<AdminSlot[]> {
    await this.one(merchantId, itemId, now)
    const zone = await this.deps.timeZoneOf(merchantId)
    const from = range.from ?? localDate(now, zone)
    const to = range.to ?? addDays(from, 27)
    const rows = await this.read.slots([itemId], startOfLocalDay(from, zone), startOfLocalDay(addDays(to, 1), zone))
    return rows.map((s) => presentAdminSlot(s, zone))
  }

  /** The calendar's slots added (a start the item already has is kept), one audit row for the whole calendar. */
  async addSlots(merchantId: string, staffId: string, itemId: string, plan: SlotPlan, now: Date): Promise<SlotPlanReply> {
    await this.one(merchantId, itemId, now)
    const planned = planSlots(plan)
    if ('problem' in planned) throw new AppError('RESERVATION_INVALID', { reason: planned.problem })
    const zone = await this.deps.timeZoneOf(merchantId)
    const slots = planned.slots.map((s) => ({
      id: randomId('rss_'),
      start: instantOfLocal(`${s.date} ${s.start}`, zone) as Date,
      end: instantOfLocal(`${s.date} ${s.end}`, zone) as Date
    }))
    // Slots already begun are not sold: a calendar starting today adds only what is still to come.
    const coming = slots.filter((s) => s.start.getTime() > now.getTime())
    const created = await this.db.transaction(async (tx) => {
      const made = await new ReservationRepository(tx).insertSlots(itemId, coming, plan.capacity)
      await this.deps
        .auditOn(tx)
        .write({ merchantId, staffId, action: 'reservation.slots.add', target: itemId, before: null, after: { plan, created: made } }, now)
      return made
    })
    return { created, skipped: slots.length - created }
  }

  /** A slot's capacity, never below its places booked (checked again by the conditional write and the CHECK). */
  async setCapacity(merchantId: string, staffId: string, slotId: string, capacity: number, now: Date): Promise<AdminSlot> {
    const slot = await this.read.slotOfMerchant(merchantId, slotId)
    if (!slot) throw new AppError('RESERVATION_NOT_FOUND')
    const booked = slot.capacity - slot.places_left
    const problem = capacityProblem(capacity, booked)
    if (problem === 'capacity') throw new AppError('RESERVATION_INVALID', { reason: problem })
    if (problem) throw new AppError('RESERVATION_BELOW_BOOKED', { booked })
    const changed = await boundedWrite(this.db, async (tx) => {
      const after = await new ReservationRepository(tx).setCapacity(slotId, capacity)
      // Booked since it was read: still never below what is booked now.
      if (!after) throw new AppError('RESERVATION_BELOW_BOOKED', { booked })
      await this.deps.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'reservation.slot.capacity',
          target: slotId,
          before: { capacity: slot.capacity, left: slot.places_left },
          after: { capacity: after.capacity, left: after.places_left }
        },
        now
      )
      return after
    })
    return presentAdminSlot(changed, await this.deps.timeZoneOf(merchantId))
  }

  /** The bookings of the merchant (of one item, on one merchant day, when given), in slot order. */
  async bookings(merchantId: string, filter: { itemId?: string; date?: string }, now: Date): Promise<AdminBooking[]> {
    const zone = await this.deps.timeZoneOf(merchantId)
    const range = filter.date ? { from: startOfLocalDay(filter.date, zone), to: startOfLocalDay(addDays(filter.date, 1), zone) } : {}
    const rows = await this.read.ofMerchant(merchantId, { itemId: filter.itemId, ...range })
    return rows.map((b) => presentAdminBooking(b, now))
  }

  /**
   * The door: a genuine code of this merchant's booking admits once, on its slot's day, while BOOKED; the
   * admission writes its audit row in the check-in's transaction.
   */
  async checkIn(merchantId: string, staffId: string, code: string, now: Date): Promise<ReservationCheckInReply> {
    const bookingId = reservationEntryCode.read(code, await this.deps.codeSecret())
    const b = bookingId ? await this.read.booking(bookingId) : undefined
    if (!b || b.merchant_id !== merchantId) return { result: 'UNKNOWN' }
    const about = { bookingId: b.id, itemTitle: b.title, slotStart: new Date(b.starts_at).getTime(), visitorName: b.visitor_name }
    if (b.state === 'USED')
      return { result: 'ALREADY_USED', ...about, checkedInAt: b.used_at ? new Date(b.used_at).toISOString() : undefined }
    if (b.state !== 'BOOKED') return { result: 'VOID', ...about }
    const zone = await this.deps.timeZoneOf(merchantId)
    if (localDate(b.starts_at, zone) !== localDate(now, zone)) return { result: 'NOT_TODAY', ...about }
    const admitted = await this.db.transaction(async (tx) => {
      if (!(await new ReservationRepository(tx).transition(b.id, 'BOOKED', 'USED', now))) return false
      await this.deps.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'door.reservation-check-in',
          target: `reservation:${b.id}`,
          before: { state: 'BOOKED' },
          after: { state: 'USED' }
        },
        now
      )
      return true
    })
    if (admitted) return { result: 'ADMITTED', ...about, checkedInAt: now.toISOString() }
    // Cancelled or checked in by another door since the code was read.
    const again = await this.read.booking(b.id)
    return again?.state === 'USED'
      ? { result: 'ALREADY_USED', ...about, checkedInAt: again.used_at ? new Date(again.used_at).toISOString() : undefined }
      : { result: 'VOID', ...about }
  }

  private async one(merchantId: string, itemId: string, now: Date): Promise<AdminReservationItem> {
    const item = await this.read.item(merchantId, itemId)
    if (!item) throw new AppError('RESERVATION_NOT_FOUND')
    const counts = await this.read.comingCounts([item.id], now)
    return presentAdminItem(item, counts.get(item.id))
  }
}
