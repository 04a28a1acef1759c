/**
 * The seat-map designer (issue #16 item 4): a hall's draft map (validated as a whole, audited) and its
 * publication to a session's seats. Publishing happens in one transaction with the session's tiers
 * locked: its free seats are replaced by the map's, each zone's seats going to the tier the call maps it
 * to; a seat held or sold in the session must still be on the map, available, in the same tier (else
 * SEAT_MAP_LOCKED_SEATS names them), and is left as it is; the tiers then count their seats again.
 */
import type { Db } from '../db/db'
import { AppError } from '../http/app-error'
import { textIn, type Locale } from '../http/texts'
import { allSeats, gridPlaces, validateHallMap, type HallMap } from '../../../types/rules/hall-map'
import { seatKey } from '../../../types/rules/seat-key'
import type { HallMapDraft, SeatMapPublishReply, SeatMapPublishRequest, SeatMapSession, SeatMapVenue } from '../../../types/api/admin'
import { AuditRepository } from './audit.repository'
import { SeatMapRepository, type SessionSeatRow } from './seat-map.repository'

/** The name a seat is shown by in an error: "A区 3排 5号" style, from the draft. */
function seatNames(map: HallMap): Map<string, string> {
  const out = new Map<string, string>()
  for (const s of map.sections) for (const r of s.rows) for (const x of r.seats) out.set(x.id, `${s.name} ${r.label}-${x.number}`)
  return out
}

/** The draft's seats that are held or sold in the session (by grid place). */
function lockedIds(map: HallMap, taken: SessionSeatRow[]): string[] {
  const keys = new Set(taken.map((s) => seatKey({ row: s.row_no, col: s.col_no })))
  return [...gridPlaces(map)].filter(([, p]) => keys.has(seatKey(p))).map(([id]) => id)
}

export class SeatMapService {
  constructor(private readonly db: Db) {}

  async venues(merchantId: string, locale: Locale): Promise<SeatMapVenue[]> {
    const repo = new SeatMapRepository(this.db)
    const halls = await repo.halls(merchantId)
    return (await repo.venues(merchantId)).map((v) => ({
      id: v.id,
      name: textIn(v.name, locale),
      halls: halls
        .filter((h) => h.venue_id === v.id)
        .map((h) => ({ hallName: h.hall_name, seatCount: allSeats(h.map).length, updatedAt: h.updated_at.toISOString(), publishedSessions: h.published }))
    }))
  }

  async draft(merchantId: string, venueId: string, hallName: string): Promise<HallMapDraft> {
    const repo = new SeatMapRepository(this.db)
    if (!(await repo.venueOf(merchantId, venueId))) throw new AppError('SEAT_MAP_NOT_FOUND')
    const row = await repo.hall(merchantId, venueId, hallName)
    return { venueId, hallName, map: row?.map ?? { zones: [], sections: [] }, updatedAt: row ? row.updated_at.toISOString() : null }
  }

  async saveDraft(merchantId: string, staffId: string, venueId: string, hallName: string, map: HallMap, now: Date): Promise<HallMapDraft> {
    const problem = validateHallMap(map)[0]
    if (problem) throw new AppError('SEAT_MAP_INVALID', { detail: `${problem.path} ${problem.kind} ${problem.detail}` })
    await this.db.transaction(async (tx) => {
      const repo = new SeatMapRepository(tx)
      if (!(await repo.venueOf(merchantId, venueId))) throw new AppError('SEAT_MAP_NOT_FOUND')
      const before = (await repo.hall(merchantId, venueId, hallName))?.map ?? null
      await repo.saveHall(merchantId, venueId, hallName, map, staffId, now)
      await new AuditRepository(tx).write({ merchantId, staffId, action: 'seatmap.draft', target: `hall:${venueId}/${hallName}`, before, after: map }, now)
    })
    return this.draft(merchantId, venueId, hallName)
  }

  async sessions(merchantId: string, venueId: string, hallName: string, locale: Locale): Promise<SeatMapSession[]> {
    const repo = new SeatMapRepository(this.db)
    const { map } = await this.draft(merchantId, venueId, hallName)
    const out: SeatMapSession[] = []
    for (const s of await repo.sessionsAt(merchantId, venueId)) {
      const published = await repo.published(s.id)
      const fromHere = published?.hall_name === hallName && published.venue_id === venueId
      out.push({
        id: s.id,
        showId: s.show_id,
        showName: textIn(s.show_name, locale),
        sessionName: textIn(s.session_name, locale),
        startsAt: s.starts_at.toISOString(),
        tiers: (await repo.tiers(s.id)).map((t) => ({ id: t.id, name: textIn(t.name, locale), priceFen: t.price_fen, seated: t.seated })),
        publishedHall: published?.hall_name ?? null,
        zoneTiers: fromHere ? published.zone_tiers : {},
        lockedSeatIds: lockedIds(map, await repo.seats(s.id, 'TAKEN'))
      })
    }
    return out
  }

  async publish(merchantId: string, staffId: string, venueId: string, hallName: string, input: SeatMapPublishRequest, now: Date): Promise<SeatMapPublishReply> {
    return this.db.transaction(async (tx) => {
      const repo = new SeatMapRepository(tx)
      const hall = await repo.hall(merchantId, venueId, hallName)
      const session = await repo.session(merchantId, input.sessionId)
      if (!hall || !session || session.venue_id !== venueId) throw new AppError('SEAT_MAP_NOT_FOUND')
      if (!session.seat_picking) throw new AppError('SEAT_MAP_TIER_INVALID', { detail: 'the show does not pick seats' })
      const problem = validateHallMap(hall.map)[0]
      if (problem) throw new AppError('SEAT_MAP_INVALID', { detail: `${problem.path} ${problem.kind} ${problem.detail}` })
      const tiers = new Map((await repo.tiers(session.id, true)).map((t) => [t.id, t]))

      const seats = allSeats(hall.map).filter((s) => !s.unavailable)
      const unzoned = seats.filter((s) => s.zoneId === null).length
      if (unzoned) throw new AppError('SEAT_MAP_TIER_INVALID', { detail: `${unzoned} seats without a zone` })
      const usedZones = new Set(seats.map((s) => s.zoneId as string))
      for (const zoneId of usedZones) {
        const tier = tiers.get(input.zoneTiers[zoneId] ?? '')
        if (!tier) throw new AppError('SEAT_MAP_TIER_INVALID', { detail: `zone ${hall.map.zones.find((z) => z.id === zoneId)?.name ?? zoneId} has no tier of this session` })
        // A general-admission tier's tickets already out have no seats: seating it would break its counts.
        if (!tier.seated && tier.held + tier.sold > 0) throw new AppError('SEAT_MAP_TIER_INVALID', { detail: `${textIn(tier.name, 'zh-CN')} has general-admission tickets out` })
      }

      const places = gridPlaces(hall.map)
      const wanted = new Map<string, string>() // "row-col" -> tier id
      for (const s of seats) wanted.set(seatKey(places.get(s.id) ?? { row: 0, col: 0 }), input.zoneTiers[s.zoneId as string])
      const taken = await repo.seats(session.id, 'TAKEN')
      // A seat the draft removed is named as the last published map had it.
      const before = await repo.published(session.id)
      const nameAt = new Map<string, string>()
      for (const m of before ? [before.map, hall.map] : [hall.map]) {
        const names = seatNames(m)
        for (const [id, p] of gridPlaces(m)) nameAt.set(seatKey(p), names.get(id) ?? id)
      }
      const locked = taken.filter((t) => wanted.get(seatKey({ row: t.row_no, col: t.col_no })) !== t.tier_id)
      if (locked.length) {
        const list = locked.map((t) => nameAt.get(seatKey({ row: t.row_no, col: t.col_no })) ?? seatKey({ row: t.row_no, col: t.col_no }))
        throw new AppError('SEAT_MAP_LOCKED_SEATS', { seats: list.slice(0, 20).join(', ') + (list.length > 20 ? ` (+${list.length - 20})` : '') })
      }
      const takenKeys = new Set(taken.map((t) => seatKey({ row: t.row_no, col: t.col_no })))
      const free = [...wanted].filter(([k]) => !takenKeys.has(k)).map(([k, tierId]) => {
        const [row, col] = k.split('-').map(Number)
        return { row, col, tierId }
      })
      await repo.replaceFreeSeats(session.id, free)
      const counted = await repo.recountTiers(session.id, [...new Set(wanted.values())])
      const zoneTiers = Object.fromEntries([...usedZones].map((z) => [z, input.zoneTiers[z]]))
      await repo.savePublished({ session_id: session.id, venue_id: venueId, hall_name: hallName, map: hall.map, zone_tiers: zoneTiers }, staffId, now)
      await new AuditRepository(tx).write(
        {
          merchantId,
          staffId,
          action: 'seatmap.publish',
          target: `session:${session.id}`,
          before: before ? { venueId: before.venue_id, hallName: before.hall_name, zoneTiers: before.zone_tiers } : null,
          after: { venueId, hallName, zoneTiers, seats: wanted.size, kept: taken.length }
        },
        now
      )
      return { sessionId: session.id, seats: wanted.size, tiers: counted.sort((a, b) => (a.id < b.id ? -1 : 1)) }
    })
  }
}
