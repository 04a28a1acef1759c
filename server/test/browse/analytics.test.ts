/**
 * Buyer analytics (calls-errors-limits.md section 7: "Analytics events sent by the product: click_component,
 * click_customer_service, session_from, obtain_coupon_success and obtain_coupon_fail"): the app posts them in
 * batches without a login, the gateway counts them per merchant, local day, event and label, and the console
 * (owner, finance) reads totals, a count per day and the top labels; on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, loggedIn, OPERATOR, OWNER, withDemoStaff } from '../helpers/admin-helpers'
import { ANALYTICS_BATCH_MAX, ANALYTICS_EVENTS, ANALYTICS_EVENTS_PATH, type AnalyticsCountsReply } from '../../../types/api/analytics'
import { batchCounts, countsReply } from '../../src/analytics/analytics-counts'

const HOUR = 3600000

describe('analytics counts shaped for the console', () => {
  test('a batch is counted per event and label; labels trimmed and cut at 60 characters', () => {
    assert.deepEqual(
      batchCounts([
        { event: 'click_component', label: 'banner ' },
        { event: 'click_component', label: 'banner' },
        { event: 'session_from' },
        { event: 'click_component', label: 'x'.repeat(80) }
      ]),
      [
        { event: 'click_component', label: 'banner', count: 2 },
        { event: 'session_from', label: '', count: 1 },
        { event: 'click_component', label: 'x'.repeat(60), count: 1 }
      ]
    )
  })

  test('every event of the spec is answered, a zero too, with its days and top labels', () => {
    const reply = countsReply(
      ['2026-11-21', '2026-11-22'],
      [
        { day: '2026-11-21', event: 'click_component', label: 'b', count: 2 },
        { day: '2026-11-22', event: 'click_component', label: 'a', count: 3 },
        { day: '2026-11-22', event: 'click_component', label: 'b', count: 2 }
      ]
    )
    assert.deepEqual(
      reply.events.map((e) => e.event),
      [...ANALYTICS_EVENTS]
    )
    assert.deepEqual(reply.events[0], {
      event: 'click_component',
      total: 7,
      perDay: [2, 5],
      topLabels: [
        { label: 'b', count: 4 },
        { label: 'a', count: 3 }
      ]
    })
    assert.deepEqual(reply.events[1], { event: 'click_customer_service', total: 0, perDay: [0, 0], topLabels: [] })
  })
})

for (const engine of ENGINES) {
  describe(`analytics events on ${engine}`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
    })
    after(async () => t.close())

    const send = (events: object[]) => t.call('POST', ANALYTICS_EVENTS_PATH, { events })

    test("events are counted on the merchant's day without a login; the console reads them (owner and finance only)", async () => {
      // 2026-11-22 17:00 UTC is already the 23rd in Shanghai, the demo merchant's zone.
      t.setNow(new Date(NOON.getTime() + 5 * HOUR))
      const sent = await send([
        { event: 'session_from', label: 'wechat_scan' },
        { event: 'click_component', label: 'banner' },
        { event: 'click_component', label: 'banner' },
        { event: 'obtain_coupon_success', label: 'CT1' }
      ])
      assert.equal(sent.body.statusCode, 200, sent.body.comments)
      t.setNow(new Date(NOON.getTime() + 5 * HOUR + 24 * HOUR))
      // As the app sends it: its request client adds the common fields to every POST body (request-client.ts).
      const fromApp = await t.call('POST', ANALYTICS_EVENTS_PATH, {
        src: 'h5',
        ver: '1.0.0',
        merchantId: 'demo',
        channelId: 'poster',
        appId: 'wx-app',
        events: [{ event: 'click_component', label: 'notice' }]
      })
      assert.equal(fromApp.body.statusCode, 200, fromApp.body.comments)

      const owner = await loggedIn(t, OWNER)
      const reply = (await owner.call<AnalyticsCountsReply>('GET', '/analytics?days=3')).body
      assert.equal(reply.statusCode, 200, reply.comments)
      assert.deepEqual(reply.data.days, ['2026-11-22', '2026-11-23', '2026-11-24'])
      const clicks = reply.data.events.find((e) => e.event === 'click_component')
      assert.deepEqual(clicks, {
        event: 'click_component',
        total: 3,
        perDay: [0, 2, 1],
        topLabels: [
          { label: 'banner', count: 2 },
          { label: 'notice', count: 1 }
        ]
      })
      assert.equal(reply.data.events.find((e) => e.event === 'obtain_coupon_success')?.total, 1)
      assert.equal((await (await loggedIn(t, FINANCE)).call('GET', '/analytics')).body.statusCode, 200)
      for (const email of [OPERATOR, DOOR]) assert.equal((await (await loggedIn(t, email)).call('GET', '/analytics')).status, 403, email)
    })

    test('bad batches are refused in the envelope, nothing counted: an unknown event, too many, none, a stray field', async () => {
      const before = await t.db.query<{ n: number }>('SELECT coalesce(sum(count), 0)::int AS n FROM analytics_counts')
      const many = Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => ({ event: 'click_component' }))
      for (const [name, events] of [
        ['unknown event', [{ event: 'page_view' }]],
        ['too many', many],
        ['none', []],
        ['stray field', [{ event: 'click_component', userId: 'u1' }]]
      ] as const) {
        const res = await send(events as object[])
        assert.equal(res.status, 200, name)
        assert.notEqual(res.body.statusCode, 200, name)
        assert.ok(res.body.comments, `${name}: a message`)
      }
      const after = await t.db.query<{ n: number }>('SELECT coalesce(sum(count), 0)::int AS n FROM analytics_counts')
      assert.equal(after[0].n, before[0].n)
    })
  })
}
