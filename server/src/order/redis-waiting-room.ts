/**
 * The waiting room of a fleet (issue #30, item 1: "the waiting room's draw and places: one fair queue
 * for the whole fleet, a buyer keeps the place whichever process answers"). The rules are waiting-room.ts's
 * (join before the draw window closes, one random draw, then first come first served, places let in at a
 * steady rate from a first batch); here the room lives in Redis and each call is one Lua script, so the
 * draw happens once for the whole fleet (the first call past the window, whichever process makes it, does
 * it inside the script: no other call runs meanwhile), each buyer gets one place, and the places let in
 * are worked out from the one shared count.
 *
 * Time is the gateway's clock of the process asking (its sale time is on that clock too). The count let in
 * only moves forward, so processes a few milliseconds apart (NTP) never take back a place let in.
 * While Redis does not answer, each process falls back to its own room (as the rush gate falls back to its
 * own places): sales go on, but a buyer's place is then that process's until Redis is back.
 *
 * Keys, per merchant, show and sale time (a sale moved starts a new room), expiring ROOM_LIFETIME_MS after
 * the last call: `<prefix>:{<show>:<opensAt>}:meta` (drawn, last place given, places let in and when),
 * `:places` (buyer → place), `:early` (buyers waiting for the draw, scored by their random lot).
 * The draw numbers every early buyer in the one script call: about a second of Redis for a million.
 */
import { randomInt } from 'node:crypto'
import type Redis from 'ioredis'
import { TtlMemo } from '../cache/ttl-memo'
import { REDIS_LOST } from './order-gate'
import {
  DEFAULT_WAITING_ROOM,
  ROOM_LIFETIME_MS,
  WaitingRoom,
  type FairRoom,
  type RoomShow,
  type RoomVerdict,
  type WaitingRoomOptions
} from './waiting-room'

/**
 * KEYS: meta, places, early. ARGV: buyer, now, drawAt, firstBatch, admitPerSecond, lot, lifetimeMs.
 * Answers {place, places let in}; place 0 while the buyer waits for the draw.
 * The draw sorts the early buyers by lot (ties, one in 2^47, by buyer id) and numbers them from 1.
 */
const ENTER = `
local meta, places, early = KEYS[1], KEYS[2], KEYS[3]
local buyer, now, drawAt = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3])
local firstBatch, perSecond = tonumber(ARGV[4]), tonumber(ARGV[5])
local drawn = redis.call('HGET', meta, 'drawn') == '1'
if not drawn and now >= drawAt then
  local last = 0
  for _, who in ipairs(redis.call('ZRANGE', early, 0, -1)) do
    last = last + 1
    redis.call('HSET', places, who, last)
  end
  redis.call('DEL', early)
  redis.call('HSET', meta, 'drawn', '1', 'last', last, 'through', firstBatch, 'throughAt', drawAt)
  drawn = true
end
local place = tonumber(redis.call('HGET', places, buyer) or '0')
if place == 0 then
  if drawn then
    place = redis.call('HINCRBY', meta, 'last', 1)
    redis.call('HSET', places, buyer, place)
  else
    redis.call('ZADD', early, 'NX', ARGV[6], buyer)
  end
end
for _, key in ipairs(KEYS) do redis.call('PEXPIRE', key, ARGV[7]) end
if place == 0 then return {0, 0} end
local through = tonumber(redis.call('HGET', meta, 'through'))
local throughAt = tonumber(redis.call('HGET', meta, 'throughAt'))
if now > throughAt then
  -- The rate does not bank while the room is empty: at most a first batch ahead of the places given.
  local last = tonumber(redis.call('HGET', meta, 'last'))
  local accrued = through + (now - throughAt) * perSecond / 1000
  through = math.max(through, math.min(accrued, last + firstBatch))
  redis.call('HSET', meta, 'through', through, 'throughAt', now)
end
return {place, math.floor(through)}`

export class RedisWaitingRoom implements FairRoom {
  /** Whether a show is hot and when its sale opens: read once a second per show, not per call. */
  private readonly shows = new TtlMemo<RoomShow | undefined>(1000, 10_000)
  /** Redis not answering: this process's own room. */
  private readonly fallback: WaitingRoom

  constructor(
    private readonly redis: Redis,
    private readonly source: (showId: string) => Promise<RoomShow | undefined>,
    /** Names this merchant's rooms: `<fleet prefix>:room:<merchant>` (config.ts: REDIS_PREFIX, else named for the database). */
    private readonly prefix: string,
    private readonly options: WaitingRoomOptions = DEFAULT_WAITING_ROOM,
    private readonly lot: () => number = () => randomInt(2 ** 47)
  ) {
    this.fallback = new WaitingRoom(source, options, lot)
  }

  async enter(showId: string, userId: string, nowMs: number): Promise<RoomVerdict> {
    const show = await this.shows.get(showId, () => this.source(showId))
    if (!show?.hot || !show.saleTime || nowMs < show.saleTime.getTime() - this.options.joinBeforeMs) return { admitted: true }
    if (REDIS_LOST.includes(this.redis.status)) return this.fallback.enter(showId, userId, nowMs)
    const opensAt = show.saleTime.getTime()
    const drawAt = opensAt + this.options.drawWindowMs
    // The braces keep a room's three keys in one slot of a Redis Cluster, as one script needs them.
    const room = `${this.prefix}:{${showId}:${opensAt}}`
    let answer: [number, number]
    try {
      answer = (await this.redis.eval(
        ENTER,
        3,
        `${room}:meta`,
        `${room}:places`,
        `${room}:early`,
        userId,
        String(nowMs),
        String(drawAt),
        String(this.options.firstBatch),
        String(this.options.admitPerSecond),
        String(this.lot()),
        String(ROOM_LIFETIME_MS)
      )) as [number, number]
    } catch {
      return this.fallback.enter(showId, userId, nowMs)
    }
    const [place, through] = answer
    if (place === 0) return { admitted: false, waitSeconds: Math.max(1, Math.ceil((drawAt - nowMs) / 1000)) }
    if (place <= through) return { admitted: true, place }
    return { admitted: false, place, waitSeconds: Math.max(1, Math.ceil((place - through) / this.options.admitPerSecond)) }
  }

  forget(showId: string): void {
    this.shows.forget(showId)
    this.fallback.forget(showId)
  }
}
