/**
 * On-site (venue box-office) purchase (product.md "site_purchase", "site-list", "site-ticket";
 * calls-errors-limits.md section 7 "order creation paths ... same family"; issue #32): today's sessions
 * only, inside the session's on-site window, through the one sales core (never oversold under a crowd),
 * the order marked ONSITE and listed in site-list; the family's other paths answer pre_order's and
 * create_order's shapes; bad input gets the envelope, never a 500. On every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { onSaleTier, tier } from '../helpers/tier-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { paying } from '../helpers/payment-helpers'
import { OrderService } from '../../src/order/order.service'
import { closeOrder } from '../../src/lifecycle/order-closed'
import { orderStores } from '../../src/stores'
import { VenuePurchaseService } from '../../src/venue-purchase/venue-purchase.service'
import { VenuePurchaseRepository } from '../../src/venue-purchase/venue-purchase.repository'
import { DEFAULT_TIME_ZONE } from '../../../types/rules/merchant-time'
import { DEMO_ONSITE_SHOW_ID, seedDemoOnSite } from '../../src/seed/demo-onsite'
import type { AdminOnSiteShow, OnSiteOffer, OnSiteTicket } from '../../../types/api/venue-purchase'
import { DOOR, OPERATOR, OWNER, loggedIn, withDemoStaff } from '../helpers/admin-helpers'

const MIN = 60_000
// NOON is 20:00 in Shanghai: today's session starts at 20:40 and ends at 21:10 (its on-site window opens at
// 20:10, 30 minutes before); tomorrow's is a day later. OPEN is a moment inside the window, before the start.
const TODAY_START = new Date(NOON.getTime() + 40 * MIN)
const TODAY_END = new Date(NOON.getTime() + 70 * MIN)
const OPEN = new Date(NOON.getTime() + 15 * MIN)

interface Setup {
  showId: string
  today: string
  tomorrow: string
  tierId: string
  priceFen: number
}

/** A general-admission show of the demo, opened for on-site sale 30 minutes before, with a session today (capacity 30) and one tomorrow. */
async function onSiteShow(t: TestApp, tag: string): Promise<Setup> {
  const base = await onSaleTier(t, false)
  const showId = base.show_id
  await t.db.query('UPDATE shows SET onsite_sale = true, onsite_opens_minutes = 30, limit_per_account = 0 WHERE id = $1', [showId])
  const today = `${showId}-onsite-${tag}-today`
  const tomorrow = `${showId}-onsite-${tag}-tomorrow`
  for (const [id, starts, ends] of [
    [today, TODAY_START, TODAY_END],
    [tomorrow, new Date(TODAY_START.getTime() + 86_400_000), null]
  ] as const) {
    await t.db.query(
      `INSERT INTO sessions (id, show_id, starts_at, ends_at, name) VALUES ($1, $2, $3, $4, '{"zh-CN":"今晚","zh-MO":"今晚","en-US":"Tonight"}')`,
      [id, showId, starts, ends]
    )
    await t.db.query(
      `INSERT INTO price_tiers (id, session_id, name, price_fen, capacity, available, sort) VALUES ($1, $2, '{"zh-CN":"现场票","zh-MO":"現場票","en-US":"Door"}', 12000, 30, 30, 0)`,
      [`${id}-P1`, id]
    )
  }
  return { showId, today, tomorrow, tierId: `${today}-P1`, priceFen: 12000 }
}

const orderBody = (s: Setup, sessionId: string, qty: number, key: string) => ({
  showId: s.showId,
  items: [{ showId: s.showId, bizShowSessionId: sessionId, seatPlanId: `${sessionId}-P1`, qty }],
  paymentParam: { payAmount: s.priceFen * qty },
  idempotencyKey: key
})

for (const engine of ENGINES) {
  describe(`on-site purchase on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let s: Setup
    // With the buyer's proofs for the show at the test's clock, as the app's request layer sends them with every order-creation call.
    const venueCall = async <T>(path: string, body: object, query = '') =>
      t.call<T>('POST', `/buyer/buyer/v1/venue_purchase/${path}${query}`, body, {
        ...auth(buyer),
        ...(await proofsFor(t, buyer, s.showId))
      })

    before(async () => {
      t = await seededApp(engine)
      buyer = await phoneLogin(t, '13300009601')
      s = await onSiteShow(t, engine)
    })
    after(async () => t.close())

    test("the offer lists only today's sessions (merchant zone) with their window and stock", async () => {
      const res = await t.get<OnSiteOffer>(`/show/pub/v1/venue_purchase/shows/${s.showId}`)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const offer = res.body.data
      assert.equal(offer.onSiteSale, true)
      assert.equal(offer.today, '2026-11-22')
      assert.deepEqual(
        offer.sessions.map((x) => x.bizShowSessionId),
        [s.today]
      )
      const session = offer.sessions[0]
      assert.equal(session.window, 'NOT_YET')
      assert.equal(session.opensAt, TODAY_START.getTime() - 30 * MIN)
      assert.equal(session.closesAt, TODAY_END.getTime())
      assert.deepEqual(
        session.tiers.map((x) => [x.seatPlanId, x.available, x.price]),
        [[s.tierId, 30, 12000]]
      )
    })

    test('the demo\'s box-office show ("sold on site all day") has an open session at every hour of the merchant\'s day', async () => {
      // Half-hourly over a Shanghai day, and the minutes either side of midnight and of 23:50 (its old end).
      const dayStart = new Date('2026-11-23T16:00:00Z').getTime()
      const dayEnd = dayStart + 24 * 60 * MIN
      const moments = Array.from({ length: 48 }, (_, i) => dayStart + i * 30 * MIN)
      moments.push(dayStart - MIN, dayEnd - 11 * MIN, dayEnd - 5 * MIN)
      const shut: string[] = []
      for (const at of moments) {
        // As at a gateway start at that moment (seed-on-start.ts), then the buyer's look at the venue.
        await seedDemoOnSite(t.db, new Date(at))
        t.setNow(new Date(at))
        const offer = (await t.get<OnSiteOffer>(`/show/pub/v1/venue_purchase/shows/${DEMO_ONSITE_SHOW_ID}`)).body.data
        if (!offer.sessions.some((x) => x.window === 'OPEN'))
          shut.push(`${new Date(at).toISOString()}: ${offer.sessions.map((x) => x.window)}`)
      }
      t.setNow(NOON)
      assert.deepEqual(shut, [])
    })

    test('"opens N minutes before start, closes at the session\'s end": before the window, after it and on another day the order is refused in words', async () => {
      t.setNow(NOON)
      const early = await venueCall('pre_orders', orderBody(s, s.today, 1, `early-${engine}`))
      assert.equal(early.body.errorCode, 'ONSITE_NOT_YET')
      assert.equal(early.body.statusCode, 41022)
      assert.match(early.body.comments, /20:10/)
      t.setNow(new Date(TODAY_END.getTime() + MIN))
      const late = await venueCall('pre_orders', orderBody(s, s.today, 1, `late-${engine}`))
      assert.equal(late.body.errorCode, 'ONSITE_ENDED')
      t.setNow(OPEN)
      const other = await venueCall('pre_orders', orderBody(s, s.tomorrow, 1, `other-${engine}`))
      assert.equal(other.body.errorCode, 'ONSITE_OTHER_DAY')
      assert.equal(other.body.statusCode, 41021)
      // English for an English buyer.
      const en = await venueCall('pre_orders', orderBody(s, s.tomorrow, 1, `other-en-${engine}`), '?lang=en')
      assert.match(en.body.comments, /today's sessions only/)
      const held = await tier(t, s.tierId)
      assert.equal(held.available, 30, 'nothing was held by a refusal')
      t.setNow(NOON)
    })

    test('a show the merchant did not open for on-site sale is refused; a session started but not ended still sells on site', async () => {
      await t.db.query('UPDATE shows SET onsite_sale = false WHERE id = $1', [s.showId])
      t.setNow(OPEN)
      const off = await venueCall('pre_orders', orderBody(s, s.today, 1, `off-${engine}`))
      assert.equal(off.body.errorCode, 'ONSITE_NOT_SOLD')
      await t.db.query('UPDATE shows SET onsite_sale = true WHERE id = $1', [s.showId])
      // 20:50 in Shanghai: the session began at 20:40, its window runs to 21:10.
      t.setNow(new Date(TODAY_START.getTime() + 10 * MIN))
      const quote = await venueCall<{ payAmount: number }>('quote', { showId: s.showId, items: orderBody(s, s.today, 2, 'q').items })
      assert.equal(quote.body.statusCode, 200, quote.body.comments)
      assert.equal(quote.body.data.payAmount, 24000)
      // Online, the same session is no longer sold once it began.
      const online = await t.call('POST', '/buyer/buyer/v5/create_order', orderBody(s, s.today, 1, `online-late-${engine}`), auth(buyer))
      assert.equal(online.body.errorCode, 'NOT_ON_SALE')
      t.setNow(NOON)
    })

    test('an on-site order goes through the sales core marked ONSITE, is paid in the sandbox cashier and its tickets are in site-list newest first, with a code secret in site-ticket', async () => {
      t.setNow(OPEN)
      const pay = paying(t, buyer, `onsite-${engine}`)
      const made: string[] = []
      for (const [i, qty] of [1, 2].entries()) {
        const res = await venueCall<{ orderId: string; unPaidTransactionIds: string[] }>(
          'pre_orders',
          orderBody(s, s.today, qty, `onsite-pay-${engine}-${i}`)
        )
        assert.equal(res.body.statusCode, 200, res.body.comments)
        assert.equal(res.body.data.unPaidTransactionIds.length, 1)
        // A retry with the same key answers the same order.
        const again = await venueCall<{ orderId: string }>('pre_orders', orderBody(s, s.today, qty, `onsite-pay-${engine}-${i}`))
        assert.equal(again.body.data.orderId, res.body.data.orderId)
        const info = await pay.startPay(res.body.data.unPaidTransactionIds[0])
        assert.equal((await pay.decide(info.cashierUrl, 'pay')).statusCode, 303)
        made.push(res.body.data.orderId)
        t.setNow(new Date(OPEN.getTime() + MIN))
      }
      const [row] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::text[]) AND sales_channel = 'ONSITE' AND state = 'PAID'",
        [made]
      )
      assert.equal(row.n, 2)
      const list = await t.get<OnSiteTicket[]>('/buyer/buyer/v1/venue_purchase/tickets', auth(buyer))
      assert.equal(list.body.statusCode, 200, list.body.comments)
      assert.deepEqual(
        list.body.data.map((k) => k.orderId),
        [made[1], made[1], made[0]],
        'newest purchase first'
      )
      assert.ok(list.body.data.every((k) => k.state === 'VALID' && k.bizShowSessionId === s.today && !('codeSecret' in k)))
      const one = await t.get<{ codeSecret: string }>(`/buyer/buyer/v1/tickets/${list.body.data[0].ticketId}`, auth(buyer))
      assert.ok(one.body.data.codeSecret.length > 0, 'the ticket page derives the rotating entry code from its secret')
      // An online order is not in site-list.
      const other = await phoneLogin(t, '13300009602')
      assert.deepEqual((await t.get<OnSiteTicket[]>('/buyer/buyer/v1/venue_purchase/tickets', auth(other))).body.data, [])
      t.setNow(NOON)
    })

    test('stock respected under 50 parallel on-site buyers: never oversold, sold + held + available = capacity', async () => {
      const crowd = await onSiteShow(t, `crowd-${engine}`)
      await t.db.query('UPDATE price_tiers SET capacity = 20, available = 20 WHERE id = $1', [crowd.tierId])
      const users = Array.from({ length: 50 }, (_, i) => `u_onsite_${engine}_${i}`)
      await t.db.query(`INSERT INTO users (id, merchant_id, nick_name, created_at) SELECT x, 'demo', x, $2 FROM unnest($1::text[]) AS x`, [
        users,
        NOON
      ])
      const venue = new VenuePurchaseService(new VenuePurchaseRepository(t.db), new OrderService(t.db, orderStores, closeOrder))
      const at = OPEN
      const results = await Promise.allSettled(
        users.map((userId, i) =>
          venue.create(orderBody(crowd, crowd.today, 1, `onsite-crowd-${i}`), {
            merchantId: 'demo',
            userId,
            now: at,
            timeZone: DEFAULT_TIME_ZONE
          })
        )
      )
      const won = results.filter((r) => r.status === 'fulfilled')
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      assert.equal(won.length, 20)
      assert.ok(
        lost.every((r) => (r.reason as { code?: string }).code === 'SOLD_OUT'),
        'every other buyer hears "sold out"'
      )
      const full = await tier(t, crowd.tierId)
      assert.deepEqual([full.available, full.held, full.sold, full.capacity], [0, 20, 0, 20])
      const [{ n }] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.tier_id = $1 AND o.sales_channel = 'ONSITE'",
        [crowd.tierId]
      )
      assert.equal(n, 20)
    })

    test('a seated session is sold on the best seats free: side by side, front rows first; a second buyer gets the next ones', async () => {
      const [seated] = await t.db.query<{ id: string; session_id: string; show_id: string; price_fen: number }>(
        `SELECT t.id, t.session_id, s.show_id, t.price_fen FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
          WHERE t.seated AND sh.state = 'SCHEDULED' AND NOT sh.real_name AND sh.min_age IS NULL AND t.available >= 4 AND sh.id <> $1
            AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.tier_id = t.id) ORDER BY t.id LIMIT 1`,
        [s.showId]
      )
      await t.db.query('UPDATE sessions SET starts_at = $2, ends_at = $3 WHERE id = $1', [seated.session_id, TODAY_START, TODAY_END])
      await t.db.query('UPDATE shows SET onsite_sale = true, onsite_opens_minutes = 30, limit_per_account = 0 WHERE id = $1', [
        seated.show_id
      ])
      t.setNow(OPEN)
      const buy = async (who: Login, key: string) => {
        const body = {
          showId: seated.show_id,
          items: [{ showId: seated.show_id, bizShowSessionId: seated.session_id, seatPlanId: seated.id, qty: 2 }],
          paymentParam: { payAmount: seated.price_fen * 2 },
          idempotencyKey: key
        }
        const res = await t.call<{ orderId: string }>('POST', '/buyer/buyer/v1/venue_purchase/pre_orders', body, {
          ...auth(who),
          ...(await proofsFor(t, who, seated.show_id))
        })
        assert.equal(res.body.statusCode, 200, res.body.comments)
        return t.db.query<{ row_no: number; col_no: number }>(
          'SELECT row_no, col_no FROM order_seats WHERE order_id = $1 ORDER BY col_no',
          [res.body.data.orderId]
        )
      }
      const first = await buy(buyer, `seated-${engine}-1`)
      assert.equal(first.length, 2)
      assert.equal(first[0].row_no, first[1].row_no, 'one row')
      assert.equal(first[1].col_no - first[0].col_no, 1, 'side by side')
      const [front] = await t.db.query<{ row_no: number }>(
        "SELECT min(row_no)::int AS row_no FROM seats WHERE tier_id = $1 AND (status = 'FREE' OR (row_no, col_no) IN (SELECT row_no, col_no FROM order_seats WHERE tier_id = $1))",
        [seated.id]
      )
      assert.ok(first[0].row_no <= front.row_no + 1, 'front rows first')
      const other = await phoneLogin(t, '13300009603')
      const second = await buy(other, `seated-${engine}-2`)
      assert.equal(second.length, 2)
      assert.ok(
        second.every((x) => !first.some((y) => y.row_no === x.row_no && y.col_no === x.col_no)),
        'never the same seats'
      )
      const [{ bad }] = await t.db.query<{ bad: number }>(
        `SELECT count(*)::int AS bad FROM price_tiers x WHERE x.id = $1 AND (x.available + x.held + x.sold <> x.capacity
           OR x.available <> (SELECT count(*) FROM seats z WHERE z.tier_id = x.id AND z.status = 'FREE'))`,
        [seated.id]
      )
      assert.equal(bad, 0)
      t.setNow(NOON)
    })

    test('"same family": /buyer/v2/orders/pre_order and buyer/order/v2/pre_order answer as pre_order v3, /buyer/v1/orders/order as create_order v5', async () => {
      const tr = await onSaleTier(t, false)
      const items = [{ showId: tr.show_id, bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 2 }]
      const v3 = await t.call<Record<string, unknown>>('POST', '/buyer/buyer/v3/pre_order', { showId: tr.show_id, items }, auth(buyer))
      assert.equal(v3.body.statusCode, 200, v3.body.comments)
      for (const path of ['/buyer/buyer/v2/orders/pre_order', '/buyer/buyer/order/v2/pre_order']) {
        const twin = await t.call<Record<string, unknown>>('POST', path, { showId: tr.show_id, items }, auth(buyer))
        assert.equal(twin.body.statusCode, 200, `${path}: ${twin.body.comments}`)
        assert.deepEqual(twin.body.data, v3.body.data, path)
      }
      const create = await t.call<{ orderId: string; unPaidTransactionIds: string[] }>(
        'POST',
        '/buyer/buyer/v1/orders/order',
        { showId: tr.show_id, items, paymentParam: { payAmount: tr.price_fen * 2 }, idempotencyKey: `family-${engine}-1` },
        { ...auth(buyer), ...(await proofsFor(t, buyer, tr.show_id)) }
      )
      assert.equal(create.body.statusCode, 200, create.body.comments)
      assert.deepEqual(Object.keys(create.body.data).sort(), ['orderId', 'unPaidTransactionIds'])
      const [row] = await t.db.query<{ sales_channel: string }>('SELECT sales_channel FROM orders WHERE id = $1', [
        create.body.data.orderId
      ])
      assert.equal(row.sales_channel, 'ONLINE')
      // Without the buyer's proofs the twin refuses, as create_order does.
      const bare = await t.call(
        'POST',
        '/buyer/buyer/v1/orders/order',
        { showId: tr.show_id, items, paymentParam: { payAmount: 1 }, idempotencyKey: 'family-bare-1' },
        { ...auth(buyer), 'risk-token': '' }
      )
      assert.equal(bare.body.errorCode, 'RISK_CHECK_FAILED')
    })

    test('the console switches on-site sale per show with its window (owner and operator, audited); a real-name show or a window past 1440 minutes is refused', async () => {
      await withDemoStaff(t)
      const operator = await loggedIn(t, OPERATOR)
      const door = await loggedIn(t, DOOR)
      // Another show than the one the other tests sell on site.
      const [target] = await t.db.query<{ show_id: string }>(
        "SELECT id AS show_id FROM shows WHERE NOT real_name AND state = 'SCHEDULED' AND id <> $1 ORDER BY id LIMIT 1",
        [s.showId]
      )
      const put = (who: typeof operator, showId: string, body: object) => who.call<AdminOnSiteShow>('PUT', `/onsite/shows/${showId}`, body)
      assert.notEqual((await put(door, target.show_id, { onSiteSale: true, opensMinutes: 60 })).body.statusCode, 200, 'door staff may not')
      const on = await put(operator, target.show_id, { onSiteSale: true, opensMinutes: 60 })
      assert.equal(on.body.statusCode, 200, on.body.comments)
      assert.deepEqual([on.body.data.onSiteSale, on.body.data.opensMinutes], [true, 60])
      const listed = await operator.call<AdminOnSiteShow[]>('GET', '/onsite/shows')
      assert.ok(listed.body.data.some((x) => x.showId === target.show_id && x.onSiteSale))
      const [audit] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE action = 'onsite.update' AND target = $1",
        [target.show_id]
      )
      assert.equal(audit.n, 1)
      assert.equal((await put(operator, target.show_id, { onSiteSale: true, opensMinutes: 2000 })).body.errorCode, 'INVALID_PARAMETER')
      const [realName] = await t.db.query<{ id: string }>("SELECT id FROM shows WHERE real_name AND state = 'SCHEDULED' LIMIT 1")
      const refused = await put(operator, realName.id, { onSiteSale: true, opensMinutes: 60 })
      assert.equal(refused.body.errorCode, 'ONSITE_REAL_NAME')
      assert.equal(refused.body.statusCode, 41024)
      assert.equal((await put(operator, 'no-such-show', { onSiteSale: true, opensMinutes: 60 })).body.errorCode, 'SHOW_NOT_FOUND')
      const off = await put(operator, target.show_id, { onSiteSale: false, opensMinutes: 60 })
      assert.equal(off.body.data.onSiteSale, false)
      // The console's orders mark the orders sold at the venue (the on-site test before paid two).
      const owner = await loggedIn(t, OWNER)
      const orders = await owner.call<{ rows: Array<{ orderId: string; showId: string; salesChannel?: string }> }>(
        'GET',
        `/sales/orders?pageSize=100`
      )
      assert.equal(orders.body.statusCode, 200, orders.body.comments)
      assert.ok(orders.body.data.rows.some((o) => o.showId === s.showId && o.salesChannel === 'ONSITE'))
      const channels = await t.db.query<{ id: string; sales_channel: string }>(
        'SELECT id, sales_channel FROM orders WHERE id = ANY($1::text[])',
        [orders.body.data.rows.map((o) => o.orderId)]
      )
      for (const row of orders.body.data.rows)
        assert.equal(
          row.salesChannel ?? 'ONLINE',
          channels.find((c) => c.id === row.orderId)?.sales_channel,
          'marked exactly when sold on site'
        )
    })

    test('bad input gets the envelope with a translated message, never a 500', async () => {
      t.setNow(OPEN)
      const cases: Array<[string, object]> = [
        ['pre_orders', {}],
        ['pre_orders', { ...orderBody(s, s.today, 0, 'bad-qty-1') }],
        ['pre_orders', { ...orderBody(s, s.today, 1, 'bad-key-1'), paymentParam: { payAmount: -5 } }],
        ['pre_orders', { ...orderBody(s, 'no-such-session', 1, 'bad-session-1') }],
        ['quote', { showId: s.showId, items: 'x' }]
      ]
      for (const [path, body] of cases) {
        const res = await venueCall(path, body)
        assert.notEqual(res.status, 500, JSON.stringify(body))
        assert.equal(res.body.errorCode, 'INVALID_PARAMETER', JSON.stringify(body))
        assert.ok(res.body.comments.length > 0)
      }
      // A wrong amount is the core's PRICE_CHANGED, nothing written.
      const wrong = await venueCall('pre_orders', { ...orderBody(s, s.today, 1, `wrong-amount-${engine}`), paymentParam: { payAmount: 1 } })
      assert.equal(wrong.body.errorCode, 'PRICE_CHANGED')
      const unknown = await t.get(`/show/pub/v1/venue_purchase/shows/no-such-show`)
      assert.equal(unknown.body.errorCode, 'SHOW_NOT_FOUND')
      const anonymous = await t.get('/buyer/buyer/v1/venue_purchase/tickets')
      assert.equal(anonymous.body.errorCode, 'NOT_LOGGED_IN')
      t.setNow(NOON)
    })
  })
}

async function proofsFor(t: TestApp, who: Login, showId: string): Promise<Record<string, string>> {
  const risk = await t.get<{ token: string }>(`/buyer/buyer/v1/risk_shows/${showId}/check_right`, auth(who))
  const show = await t.get<{ passId: string }>(`/show/pub/v5/show/${showId}/dynamic`)
  return { 'risk-token': risk.body.data.token, 'pass-id': show.body.data.passId }
}
