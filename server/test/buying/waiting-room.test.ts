/**
 * The fair waiting room (issue #8 goal 3): "buyers who arrive before the sale opens and in its first
 * seconds are put in a random order (arriving 50 ms earlier is no advantage), then first come first
 * served; the limiting reply carries the buyer's place and an estimated wait ... the app's 3 s × 10
 * retry keeps the place. Test: 2,000 buyers, places are a permutation, nobody admitted twice, nobody
 * skipped." Then through HTTP: a hot show's create_order answers limiting with the place.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { WaitingRoom, type RoomShow } from '../../src/order/waiting-room'
import { ENGINES, seededApp, NOON, type TestApp } from '../helpers/helpers'
import { onSaleTier } from '../helpers/tier-helpers'
import { auth, phoneLogin } from '../helpers/account-helpers'
import type { WaitingTurn } from '../../../types/api/order'

const OPENS = Date.parse('2026-12-01T10:00:00Z')
const hot: RoomShow = { hot: true, saleTime: new Date(OPENS) }
const options = { joinBeforeMs: 60_000, drawWindowMs: 10_000, firstBatch: 50, admitPerSecond: 100 }

describe('the waiting room', () => {
  test('2,000 buyers: places are a permutation, drawn at random for the first seconds; nobody admitted twice, nobody skipped', async () => {
    const room = new WaitingRoom(async () => hot, options)
    const buyers = Array.from({ length: 2000 }, (_, i) => `u${i}`)
    // 1,500 arrive from 2 s before the sale to 8 s after it, 50 ms or less apart; 500 after the window.
    const arrival = (i: number) => (i < 1500 ? OPENS - 2000 + i * 6 : OPENS + 12_000 + (i - 1500) * 10)
    for (let i = 0; i < 1500; i++) {
      const turn = await room.enter('show', buyers[i], arrival(i))
      assert.deepEqual(
        turn,
        { admitted: false, waitSeconds: Math.ceil((OPENS + 10_000 - arrival(i)) / 1000) },
        'no place before the draw: the wait is until it'
      )
    }
    // Every buyer retries every 3 s from their arrival, as the app does; the room answers their place.
    const place = new Map<string, number>()
    const admittedAt = new Map<string, number>()
    let admissions = 0
    for (let now = OPENS + 10_000; admittedAt.size < buyers.length && now < OPENS + 600_000; now += 250) {
      for (let i = 0; i < buyers.length; i++) {
        if (arrival(i) > now || admittedAt.has(buyers[i])) continue
        const turn = await room.enter('show', buyers[i], now)
        assert.ok(turn.place !== undefined, 'after the draw everyone has a place')
        if (place.has(buyers[i])) assert.equal(turn.place, place.get(buyers[i]), 'retries keep the place')
        place.set(buyers[i], turn.place!)
        if (turn.admitted) {
          admissions++
          admittedAt.set(buyers[i], now)
        } else assert.ok(turn.waitSeconds >= 1)
      }
    }
    const places = [...place.values()].sort((a, b) => a - b)
    assert.deepEqual(
      places,
      Array.from({ length: 2000 }, (_, i) => i + 1),
      'places are a permutation of 1..2000'
    )
    assert.equal(admissions, 2000, 'everyone let in exactly once (nobody admitted twice, nobody left out)')
    // Nobody skipped: a lower place is never let in after a higher one (both asking all along).
    const byPlace = buyers.slice(0, 1500).sort((a, b) => place.get(a)! - place.get(b)!)
    for (let k = 1; k < byPlace.length; k++)
      assert.ok(admittedAt.get(byPlace[k - 1])! <= admittedAt.get(byPlace[k])!, `place ${k} let in before place ${k + 1}`)
    // Later arrivals come after the drawn ones, in arrival order.
    for (let i = 1500; i < 2000; i++) assert.equal(place.get(buyers[i]), i + 1)
    // Arriving earlier in the window is no advantage: the first and the last 500 of the window draw alike.
    const mean = (from: number, to: number) => buyers.slice(from, to).reduce((n, b) => n + place.get(b)!, 0) / (to - from)
    assert.ok(Math.abs(mean(0, 500) - mean(1000, 1500)) < 120, `mean places ${mean(0, 500)} and ${mean(1000, 1500)}`)
  })

  test('the estimated wait counts the places ahead at the room rate; a show not marked hot has no room', async () => {
    const room = new WaitingRoom(async (id) => (id === 'hot' ? hot : { hot: false, saleTime: new Date(OPENS) }), {
      ...options,
      firstBatch: 0
    })
    for (let i = 0; i < 300; i++) await room.enter('hot', `u${i}`, OPENS + 20_000)
    const last = await room.enter('hot', 'u299', OPENS + 20_000)
    assert.deepEqual(last, { admitted: false, place: 300, waitSeconds: 3 }, 'after the window: first come, first served, at 100 a second')
    assert.deepEqual(await room.enter('cold', 'u1', OPENS), { admitted: true })
    assert.deepEqual(
      await room.enter('hot', 'early-bird', OPENS - 61_000),
      { admitted: true },
      'more than a minute before the sale: the order path answers not on sale'
    )
  })
})

for (const engine of ENGINES) {
  describe(`the waiting room through create_order (${engine})`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine)
    })
    after(async () => t.close())

    test('a hot show in its first seconds answers limiting with the wait until the draw, then the place; the turn comes and the order is made', async () => {
      const tr = await onSaleTier(t, false)
      // The merchant marks the show hot with its sale opening now.
      await t.db.query('UPDATE shows SET waiting_room = true, sale_time = $2 WHERE id = $1', [tr.show_id, NOON])
      const buyer = await phoneLogin(t, '13700000001')
      const body = {
        showId: tr.show_id,
        items: [{ showId: tr.show_id, bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }],
        paymentParam: { payAmount: tr.price_fen },
        idempotencyKey: 'room-key-001'
      }
      const early = await t.call<WaitingTurn>('POST', '/buyer/buyer/v5/create_order', body, auth(buyer))
      assert.equal(early.body.mode, 'limiting')
      assert.deepEqual(early.body.data, { place: null, waitSeconds: 10 })
      t.setNow(new Date(NOON.getTime() + 10_000))
      const turn = await t.call<{ orderId: string }>('POST', '/buyer/buyer/v5/create_order', body, auth(buyer))
      assert.equal(turn.body.statusCode, 200, turn.body.comments)
      assert.ok(turn.body.data.orderId)
    })
  })
}
