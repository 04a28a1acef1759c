/**
 * A fair waiting room in front of order creation for the shows a merchant marks hot (issue #8 goal 3).
 * Buyers who ask before the sale opens and in its first DRAW_WINDOW are put in a random order when the
 * window closes, so arriving 50 ms earlier (a faster network, a script) is no advantage; those who come
 * later queue behind them, first come first served. Places are let in at a steady rate from the draw
 * (a first batch at once): a buyer not yet in hears `limiting` with their place and an estimated wait,
 * which the crowded dialog shows, and the app's retries (3 s × 10, same key) keep the place, since it
 * belongs to the buyer for that show. Each place is let in once and none is passed over.
 *
 * This class holds the room in this process's memory: a gateway alone (npm start). A fleet of gateway
 * processes shares one room per show in Redis (redis-waiting-room.ts, the same rules as one Lua script),
 * so a buyer keeps the place whichever process answers.
 */
import { randomInt } from 'node:crypto'
import { TtlMemo } from '../cache/ttl-memo'

export interface RoomShow {
  hot: boolean
  saleTime: Date | null
}

export interface WaitingRoomOptions {
  /** How long before the sale opens a buyer may join (earlier, the order path answers not on sale). */
  joinBeforeMs: number
  /** After the sale opens, how long arrivals still join the draw. */
  drawWindowMs: number
  /** Places let in at the draw. */
  firstBatch: number
  /** Places let in each second after it. */
  admitPerSecond: number
}

export const DEFAULT_WAITING_ROOM: WaitingRoomOptions = { joinBeforeMs: 60_000, drawWindowMs: 10_000, firstBatch: 64, admitPerSecond: 100 }

/** A show's waiting room as order creation asks it: this process's (WaitingRoom) or the fleet's (RedisWaitingRoom). */
export interface FairRoom {
  /** The buyer's turn for the show at `nowMs` (the gateway's clock): let in, or their place and wait. */
  enter(showId: string, userId: string, nowMs: number): Promise<RoomVerdict>
  /** The merchant changed the show (marked it, moved its sale): read it again. */
  forget(showId: string): void
}

export type RoomVerdict =
  | { admitted: true; place?: number }
  /** place is absent until the draw; waitSeconds is until the draw, or until the place is let in. */
  | { admitted: false; place?: number; waitSeconds: number }

interface Entrant {
  lot: number
  place?: number
}

interface Room {
  opensAt: number
  drawn: boolean
  /** Joined before the draw, in arrival order. */
  early: Array<{ userId: string; entrant: Entrant }>
  entrants: Map<string, Entrant>
  lastPlace: number
  /** Places let in so far (a fraction accrues between calls) and when that was worked out. */
  through: number
  throughAt: number
}

/** A room is dropped once its sale opened this long ago and no one has asked since. */
export const ROOM_LIFETIME_MS = 6 * 3600_000

export class WaitingRoom implements FairRoom {
  private readonly rooms = new Map<string, Room & { touchedAt: number }>()
  /** Whether a show is hot and when its sale opens: read once a second per show, not per call. */
  private readonly shows = new TtlMemo<RoomShow | undefined>(1000, 10_000)

  constructor(
    private readonly source: (showId: string) => Promise<RoomShow | undefined>,
    private readonly options: WaitingRoomOptions = DEFAULT_WAITING_ROOM,
    private readonly lot: () => number = () => randomInt(2 ** 47)
  ) {}

  /** The buyer's turn for the show at `nowMs` (the gateway's clock): let in, or their place and wait. */
  async enter(showId: string, userId: string, nowMs: number): Promise<RoomVerdict> {
    const show = await this.shows.get(showId, () => this.source(showId))
    if (!show?.hot || !show.saleTime || nowMs < show.saleTime.getTime() - this.options.joinBeforeMs) return { admitted: true }
    const room = this.room(showId, show.saleTime.getTime(), nowMs)
    const drawAt = room.opensAt + this.options.drawWindowMs
    if (!room.drawn && nowMs >= drawAt) this.draw(room)
    let entrant = room.entrants.get(userId)
    if (!entrant) {
      entrant = { lot: this.lot() }
      room.entrants.set(userId, entrant)
      if (room.drawn) entrant.place = ++room.lastPlace
      else room.early.push({ userId, entrant })
    }
    if (entrant.place === undefined) return { admitted: false, waitSeconds: Math.max(1, Math.ceil((drawAt - nowMs) / 1000)) }
    const through = this.letIn(room, nowMs)
    if (entrant.place <= through) return { admitted: true, place: entrant.place }
    return {
      admitted: false,
      place: entrant.place,
      waitSeconds: Math.max(1, Math.ceil((entrant.place - through) / this.options.admitPerSecond))
    }
  }

  /** The merchant changed the show (marked it, moved its sale): read it again. */
  forget(showId: string): void {
    this.shows.forget(showId)
  }

  /**
   * The last place let in at nowMs: the first batch at the draw, then a steady rate. The rate does not
   * bank while the room is empty: it runs at most a first batch ahead of the places given out, so a
   * crowd arriving after a quiet spell still queues.
   */
  private letIn(room: Room, nowMs: number): number {
    if (nowMs > room.throughAt) {
      const accrued = room.through + ((nowMs - room.throughAt) * this.options.admitPerSecond) / 1000
      room.through = Math.max(room.through, Math.min(accrued, room.lastPlace + this.options.firstBatch))
      room.throughAt = nowMs
    }
    return Math.floor(room.through)
  }

  private draw(room: Room): void {
    // Ties in the lot (one in 2^47) fall back to arrival order, which the stable sort keeps.
    const drawn = [...room.early].sort((a, b) => a.entrant.lot - b.entrant.lot)
    for (const { entrant } of drawn) entrant.place = ++room.lastPlace
    room.early = []
    room.drawn = true
    room.through = this.options.firstBatch
    room.throughAt = room.opensAt + this.options.drawWindowMs
  }

  private room(showId: string, opensAt: number, nowMs: number): Room {
    let room = this.rooms.get(showId)
    // A sale moved to another time starts a new room.
    if (!room || room.opensAt !== opensAt) {
      room = { opensAt, drawn: false, early: [], entrants: new Map(), lastPlace: 0, through: 0, throughAt: opensAt, touchedAt: nowMs }
      this.rooms.set(showId, room)
      this.dropOldRooms(nowMs)
    }
    room.touchedAt = nowMs
    return room
  }

  private dropOldRooms(nowMs: number): void {
    for (const [id, room] of this.rooms) {
      if (nowMs - room.opensAt > ROOM_LIFETIME_MS && nowMs - room.touchedAt > ROOM_LIFETIME_MS) this.rooms.delete(id)
    }
  }
}
