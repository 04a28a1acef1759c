/**
 * The fleet's waiting room in Redis (issue #30 item 1: "the waiting room's draw and places (one fair queue
 * for the whole fleet, a buyer keeps the place whichever process answers)"), as two gateway processes see
 * it: two rooms, each on its own Redis connection, asked alternately. The rules are the one-process room's
 * (server/test/buying/waiting-room.test.ts): places are a permutation, nobody admitted twice, nobody
 * skipped, the early ones drawn at random. Needs REDIS_URL (skipped without it, saying so).
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import Redis from 'ioredis'
import { RedisWaitingRoom } from '../../src/order/redis-waiting-room'
import type { RoomShow } from '../../src/order/waiting-room'

const redisUrl = process.env.REDIS_URL
const OPENS = Date.parse('2026-12-01T10:00:00Z')
const hot: RoomShow = { hot: true, saleTime: new Date(OPENS) }
const options = { joinBeforeMs: 60_000, drawWindowMs: 10_000, firstBatch: 50, admitPerSecond: 200 }

describe('the waiting room of a fleet, in Redis', { skip: !redisUrl && 'REDIS_URL is not set' }, () => {
  const prefix = `stagedoor-test:fleet-room:${process.pid}:${Date.now()}`
  let a: Redis
  let b: Redis
  before(() => {
    a = new Redis(redisUrl as string)
    b = new Redis(redisUrl as string)
  })
  after(async () => {
    const keys = await a.keys(`${prefix}:*`)
    if (keys.length) await a.del(...keys)
    await a.quit()
    await b.quit()
  })

  test('2,000 buyers asking two processes in turn: one permutation of places, drawn once; nobody admitted twice or skipped; the place is the same whichever process answers', async () => {
    const rooms = [new RedisWaitingRoom(a, async () => hot, prefix, options), new RedisWaitingRoom(b, async () => hot, prefix, options)]
    let asked = 0
    /** Each call goes to the other process than the one before. */
    const enter = (buyer: string, now: number) => rooms[asked++ % 2].enter('show', buyer, now)
    const buyers = Array.from({ length: 2000 }, (_, i) => `u${i}`)
    // 1,500 arrive from 2 s before the sale to 8 s after it; 500 after the draw window.
    const arrival = (i: number) => (i < 1500 ? OPENS - 2000 + i * 6 : OPENS + 12_000 + (i - 1500) * 10)
    for (let i = 0; i < 1500; i++) {
      const turn = await enter(buyers[i], arrival(i))
      assert.deepEqual(turn, { admitted: false, waitSeconds: Math.ceil((OPENS + 10_000 - arrival(i)) / 1000) }, 'no place before the draw')
    }
    const place = new Map<string, number>()
    const admittedAt = new Map<string, number>()
    let admissions = 0
    for (let now = OPENS + 10_000; admittedAt.size < buyers.length && now < OPENS + 600_000; now += 500) {
      // Both processes answer at once, as a crowd's calls reach them.
      const asking = buyers.filter((b, i) => arrival(i) <= now && !admittedAt.has(b))
      const turns = await Promise.all(asking.map((buyer) => enter(buyer, now)))
      asking.forEach((buyer, k) => {
        const turn = turns[k]
        assert.ok(turn.place !== undefined, 'after the draw everyone has a place')
        if (place.has(buyer)) assert.equal(turn.place, place.get(buyer), 'a retry to the other process keeps the place')
        place.set(buyer, turn.place!)
        if (turn.admitted) {
          admissions++
          admittedAt.set(buyer, now)
        }
      })
    }
    const places = [...place.values()].sort((x, y) => x - y)
    assert.deepEqual(
      places,
      Array.from({ length: 2000 }, (_, i) => i + 1),
      'places are one permutation of 1..2000 for the fleet'
    )
    assert.equal(admissions, 2000, 'everyone let in exactly once')
    const byPlace = buyers.slice(0, 1500).sort((x, y) => place.get(x)! - place.get(y)!)
    for (let k = 1; k < byPlace.length; k++)
      assert.ok(admittedAt.get(byPlace[k - 1])! <= admittedAt.get(byPlace[k])!, `place ${k} let in before place ${k + 1}`)
    // Later arrivals come after the drawn ones, first come first served: those first heard in an earlier
    // round have lower places (the calls of one round reach the two processes at once, in no set order).
    const firstHeard = (i: number) => Math.ceil((arrival(i) - OPENS - 10_000) / 500)
    for (let i = 1500; i < 2000; i++) {
      assert.ok(place.get(buyers[i])! > 1500, 'after the drawn ones')
      for (const j of [i + 1, i + 60]) {
        if (j < 2000 && firstHeard(j) > firstHeard(i)) assert.ok(place.get(buyers[i])! < place.get(buyers[j])!, `u${i} before u${j}`)
      }
    }
    const mean = (from: number, to: number) => buyers.slice(from, to).reduce((n, x) => n + place.get(x)!, 0) / (to - from)
    assert.ok(Math.abs(mean(0, 500) - mean(1000, 1500)) < 120, `drawn at random: mean places ${mean(0, 500)} and ${mean(1000, 1500)}`)
  })

  test('while Redis does not answer, a process falls back to its own room (sales go on)', async () => {
    const gone = new Redis(redisUrl as string, { lazyConnect: true, enableOfflineQueue: false })
    gone.disconnect()
    const room = new RedisWaitingRoom(gone, async () => hot, `${prefix}:gone`, { ...options, firstBatch: 1 })
    assert.deepEqual(await room.enter('show', 'x', OPENS + 10_000), { admitted: true, place: 1 })
    assert.deepEqual(await room.enter('show', 'y', OPENS + 10_000), { admitted: false, place: 2, waitSeconds: 1 })
  })
})
