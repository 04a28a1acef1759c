/**
 * The seat-map designer (issue #16 item 4): a hall's draft map (validated as a whole, audited) and its
 * publication to a session's seats. A map belongs to a hall of the catalogue (migration 030), so renaming
 * the hall keeps it. Publishing happens in one transaction with the session's tiers locked: its free
 * seats are replaced by the map's, each zone's seats going to the tier the call maps it to and named as
 * the designer named them (what buyers see); a seat held or sold in the session must still be on the map,
 * available, in the same tier and by the same name (else SEAT_MAP_LOCKED_SEATS names them), and is left
 * as it is; the tiers then count their seats again, and the session is held in this hall.
 */
import { boundedWrite } from '../db/bounded-write'
import { inventoryOn } from '../inventory/inventory'
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import { textIn, type Locale } from '../http/texts'
import { allSeats, buyerSeatNames, sellableSeats, gridPlaces, validateHallMap, type HallMap } from '../../../types/rules/hall-map'
import { seatKey, type SeatName } from '../../../types/rules/seat-key'
import type {
  HallMapDraft,
  SeatMapPublishReply,
  SeatMapPublishRequest,
  SeatMapSession,
  SeatMapVenue
} from '../../../types/api/seat-map-admin'
import type { AuditRepository } from '../staff/audit.repository'
import { SeatMapRepository, type HallRow, type PublishedSeat, type SessionSeatRow } from './seat-map.repository'

/**
 * The name a held or sold seat is shown by in a refusal, "A区 3-5" style: the name the session itself sold it
 * by (what its ticket says), never a map's name for the same grid place — the draft may be another hall's,
 * whose "池座 1-30" is not the seat in the merchant's 6-seat row. A seat sold before any map is named by its place.
 */
export function lockedSeatName(t: SessionSeatRow): string {
  if (t.seat_no === null) return seatKey({ row: t.row_no, col: t.col_no })
  return `${t.section_name ? `${t.section_name} ` : ''}${t.row_label ?? t.row_no}-${t.seat_no}`
}

const sameName = (a: SeatName | undefined, t: SessionSeatRow) =>
  t.seat_no === null || (!!a && a.section === (t.section_name ?? '') && a.row === t.row_label && a.seat === t.seat_no)

/** The draft's seats that are held or sold in the session (by grid place). */
function lockedIds(map: HallMap, taken: SessionSeatRow[]): string[] {
  const keys = new Set(taken.map((s) => seatKey({ row: s.row_no, col: s.col_no })))
  return [...gridPlaces(map)].filter(([, p]) => keys.has(seatKey(p))).map(([id]) => id)
}

const mapOf = (hall: HallRow): HallMap => hall.map ?? { zones: [], sections: [] }

export class SeatMapService {
  constructor(
    private readonly db: Db,
    /** The staff floor's audit log on the change's transaction: the change and its audit row commit together. */
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {}

  async venues(merchantId: string, locale: Locale): Promise<SeatMapVenue[]> {
    const repo = new SeatMapRepository(this.db)
    const halls = await repo.halls(merchantId)
    return (await repo.venues(merchantId)).map((v) => ({
      id: v.id,
      name: textIn(v.name, locale),
      halls: halls
        .filter((h) => h.venue_id === v.id)
        .map((h) => ({
          hallId: h.id,
          hallName: textIn(h.name, locale),
          seatCount: allSeats(mapOf(h)).length,
          updatedAt: h.updated_at?.toISOString() ?? null,
          publishedSessions: h.published
        }))
    }))
  }

  async draft(merchantId: string, venueId: string, hallId: string, locale: Locale): Promise<HallMapDraft> {
    const hall = await new SeatMapRepository(this.db).hall(merchantId, venueId, hallId)
    if (!hall) throw new AppError('SEAT_MAP_NOT_FOUND')
    return { venueId, hallId, hallName: textIn(hall.name, locale), map: mapOf(hall), updatedAt: hall.updated_at?.toISOString() ?? null }
  }

  async saveDraft(
    merchantId: string,
    staffId: string,
    venueId: string,
    hallId: string,
    map: HallMap,
    now: Date,
    locale: Locale
  ): Promise<HallMapDraft> {
    const problem = validateHallMap(map)[0]
    if (problem) throw new AppError('SEAT_MAP_INVALID', { detail: `${problem.path} ${problem.kind} ${problem.detail}` })
    await boundedWrite(this.db, async (tx) => {
      const repo = new SeatMapRepository(tx)
      const hall = await repo.hall(merchantId, venueId, hallId, true)
      if (!hall) throw new AppError('SEAT_MAP_NOT_FOUND')
      await repo.saveHall(merchantId, hallId, map, staffId, now)
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'seatmap.draft', target: `hall:${hallId}`, before: hall.map, after: map },
        now
      )
    })
    return this.draft(merchantId, venueId, hallId, locale)
  }

  async sessions(merchantId: string, venueId: string, hallId: string, locale: Locale): Promise<SeatMapSession[]> {
    const repo = new SeatMapRepository(this.db)
    const { map } = await this.draft(merchantId, venueId, hallId, locale)
    const out: SeatMapSession[] = []
    for (const s of await repo.sessionsAt(merchantId, venueId, hallId)) {
      const published = await repo.published(s.id)
      const fromHere = published?.hall_id === hallId
      out.push({
        id: s.id,
        showId: s.show_id,
        showName: textIn(s.show_name, locale),
        sessionName: textIn(s.session_name, locale),
        startsAt: s.starts_at.toISOString(),
        tiers: (await repo.tiers(s.id)).map((t) => ({ id: t.id, name: textIn(t.name, locale), priceFen: t.price_fen, seated: t.seated })),
        publishedHallId: published?.hall_id ?? null,
        zoneTiers: fromHere ? published.zone_tiers : {},
        lockedSeatIds: lockedIds(map, await repo.seats(s.id, 'TAKEN'))
      })
    }
    return out
  }

  async publish(
    merchantId: string,
    staffId: string,
    venueId: string,
    hallId: string,
    input: SeatMapPublishRequest,
    now: Date
  ): Promise<SeatMapPublishReply> {
    return boundedWrite(this.db, async (tx) => {
      const repo = new SeatMapRepository(tx)
      const inv = inventoryOn(tx)
      const hall = await repo.hall(merchantId, venueId, hallId)
      const session = await repo.session(merchantId, input.sessionId, true)
      if (!hall?.map || !session || session.venue_id !== venueId) throw new AppError('SEAT_MAP_NOT_FOUND')
      if (session.hall_id !== null && session.hall_id !== hallId) throw new AppError('SEAT_MAP_SESSION_HALL')
      if (!session.seat_picking) throw new AppError('SEAT_MAP_TIER_INVALID', { detail: 'the show does not pick seats' })
      const map = hall.map
      const problem = validateHallMap(map)[0]
      if (problem) throw new AppError('SEAT_MAP_INVALID', { detail: `${problem.path} ${problem.kind} ${problem.detail}` })
      // The session's seats, then its tiers (a buyer's order takes them in this order), before they are read.
      await inv.seats.lockSession(session.id)
      await inv.stock.lockTiersOfSession(session.id)
      const tiers = new Map((await repo.tiers(session.id)).map((t) => [t.id, t]))

      const seats = sellableSeats(map)
      const unzoned = seats.filter((s) => s.zoneId === null).length
      if (unzoned) throw new AppError('SEAT_MAP_TIER_INVALID', { detail: `${unzoned} seats without a zone` })
      const usedZones = new Set(seats.map((s) => s.zoneId as string))
      for (const zoneId of usedZones) {
        const tier = tiers.get(input.zoneTiers[zoneId] ?? '')
        if (!tier)
          throw new AppError('SEAT_MAP_TIER_INVALID', {
            detail: `zone ${map.zones.find((z) => z.id === zoneId)?.name ?? zoneId} has no tier of this session`
          })
        // A general-admission tier's tickets already out have no seats: seating it would break its counts.
        if (!tier.seated && tier.held + tier.sold > 0)
          throw new AppError('SEAT_MAP_TIER_INVALID', { detail: `${textIn(tier.name, 'zh-CN')} has general-admission tickets out` })
      }

      const places = gridPlaces(map)
      const names = buyerSeatNames(map)
      const wanted = new Map<string, PublishedSeat>() // "row-col" -> the seat as published
      for (const s of seats) {
        const place = places.get(s.id) ?? { row: 0, col: 0 }
        const name = names.get(s.id) as SeatName
        wanted.set(seatKey(place), {
          ...place,
          tierId: input.zoneTiers[s.zoneId as string],
          section: name.section,
          rowLabel: name.row,
          seatNo: name.seat
        })
      }
      const taken = await repo.seats(session.id, 'TAKEN')
      const before = await repo.published(session.id)
      // Held and sold seats stay where they are, in their tier, by their name (a ticket already says it).
      const locked = taken.filter((t) => {
        const w = wanted.get(seatKey({ row: t.row_no, col: t.col_no }))
        return w?.tierId !== t.tier_id || !sameName(w && { section: w.section, row: w.rowLabel, seat: w.seatNo }, t)
      })
      if (locked.length) {
        const list = locked.map(lockedSeatName)
        throw new AppError('SEAT_MAP_LOCKED_SEATS', {
          seats: list.slice(0, 20).join(', ') + (list.length > 20 ? ` (+${list.length - 20})` : '')
        })
      }
      const takenKeys = new Set(taken.map((t) => seatKey({ row: t.row_no, col: t.col_no })))
      await inv.seats.replaceFree(
        session.id,
        [...wanted].filter(([k]) => !takenKeys.has(k)).map(([, seat]) => seat)
      )
      await inv.seats.nameUnnamedTaken(
        session.id,
        [...wanted].filter(([k]) => takenKeys.has(k)).map(([, seat]) => seat)
      )
      const counted = await inv.stock.recountSeated(session.id, [...new Set([...wanted.values()].map((w) => w.tierId))])
      const zoneTiers = Object.fromEntries([...usedZones].map((z) => [z, input.zoneTiers[z]]))
      await repo.savePublished({ session_id: session.id, hall_id: hallId, map, zone_tiers: zoneTiers }, staffId, now)
      await this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'seatmap.publish',
          target: `session:${session.id}`,
          before: before ? { hallId: before.hall_id, zoneTiers: before.zone_tiers } : null,
          after: { hallId, zoneTiers, seats: wanted.size, kept: taken.length }
        },
        now
      )
      return { sessionId: session.id, seats: wanted.size, tiers: counted.sort((a, b) => (a.id < b.id ? -1 : 1)) }
    })
  }
}
