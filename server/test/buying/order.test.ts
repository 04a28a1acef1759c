/**
 * Buying (issue #6; DESIGN.md "The heart"): holds by conditional writes, the reserve deadline, exactly-once
 * release, idempotent creation, purchase limits, real-name attendees, and a crowd on one tier — on every
 * engine (the crowd is truly parallel on PostgreSQL).
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { expressTier, onSaleTier, tier, type Tier } from '../helpers/tier-helpers'
import { auth, idCard, phoneLogin, type Login } from '../helpers/account-helpers'
import { OrderService } from '../../src/order/order.service'
import { closeOrder } from '../../src/lifecycle/order-closed'
import { orderStores } from '../../src/stores'
import { DEFAULT_TIME_ZONE } from '../../../types/rules/merchant-time'
import { shanghaiAddress } from '../helpers/address-helpers'

const body = (tr: Tier, qty: number, key: string, extra: Record<string, unknown> = {}) => ({
  showId: tr.show_id,
  items: [{ showId: tr.show_id, bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty, ...extra }],
  paymentParam: { payAmount: tr.price_fen * qty },
  idempotencyKey: key
})

for (const engine of ENGINES) {
  describe(`buying on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let other: Login
    before(async () => {
      t = await seededApp(engine)
      buyer = await phoneLogin(t, '13300000001')
      other = await phoneLogin(t, '13300000002')
    })
    after(async () => t.close())

    test('create_order holds the tickets until the reserve deadline (15 minutes by default), then closing releases them once', async () => {
      const tr = await onSaleTier(t, false)
      const res = await t.call<{ orderId: string; unPaidTransactionIds: string[] }>(
        'POST',
        '/buyer/buyer/v5/create_order',
        body(tr, 2, 'key-hold-0001'),
        auth(buyer)
      )
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal(res.body.data.unPaidTransactionIds.length, 1)
      const held = await tier(t, tr.id)
      assert.deepEqual([held.available, held.held, held.sold], [tr.available - 2, tr.held + 2, tr.sold])

      const detail = await t.get<{
        orderBrief: { orderState: { name: string; code: number } }
        reserveTime: number
        payAmount: number
        orderOperations: Array<{ name: string }>
      }>(`/buyer/buyer/v5/orders/${res.body.data.orderId}`, auth(buyer))
      assert.deepEqual(detail.body.data.orderBrief.orderState, { name: 'UNPAID', code: 1 })
      assert.equal(detail.body.data.reserveTime, 15 * 60)
      assert.equal(detail.body.data.payAmount, tr.price_fen * 2)
      assert.deepEqual(detail.body.data.orderOperations, [{ name: 'TO_BE_PAID' }])
      const reserve = await t.get<{ time: number }>(
        `/buyer/buyer/order/v3/${res.body.data.unPaidTransactionIds[0]}/reserve_time`,
        auth(buyer)
      )
      assert.equal(reserve.body.data.time, 900)
      // Someone else's order does not exist for them.
      assert.equal((await t.get(`/buyer/buyer/v5/orders/${res.body.data.orderId}`, auth(other))).body.errorCode, 'ORDER_NOT_FOUND')

      t.setNow(new Date(NOON.getTime() + 15 * 60000 + 1000))
      try {
        const orders = new OrderService(t.db, orderStores, closeOrder)
        assert.equal(await orders.closeExpiredOrders(new Date(NOON.getTime() + 15 * 60000 + 1000)), 1)
        assert.equal(await orders.closeExpiredOrders(new Date(NOON.getTime() + 16 * 60000)), 0, 'closing happens once')
        const after = await tier(t, tr.id)
        assert.deepEqual([after.available, after.held, after.sold], [tr.available, tr.held, tr.sold])
        const closed = await t.get<{ orderBrief: { orderState: { name: string; code: number } }; reserveTime: number }>(
          `/buyer/buyer/v5/orders/${res.body.data.orderId}`,
          auth(buyer)
        )
        assert.deepEqual(closed.body.data.orderBrief.orderState, { name: 'CLOSED', code: 13 })
        assert.equal(closed.body.data.reserveTime, 0)
      } finally {
        t.setNow(NOON)
      }
    })

    test('the idempotency key: a retry gets the first reply and holds nothing more; the same key with another body is refused', async () => {
      const tr = await onSaleTier(t, false)
      const first = await t.call<{ orderId: string }>('POST', '/buyer/buyer/v5/create_order', body(tr, 1, 'key-retry-0001'), auth(buyer))
      const again = await Promise.all(
        [1, 2, 3].map(() => t.call<{ orderId: string }>('POST', '/buyer/buyer/v5/create_order', body(tr, 1, 'key-retry-0001'), auth(buyer)))
      )
      assert.ok(again.every((r) => r.body.data.orderId === first.body.data.orderId))
      assert.equal((await tier(t, tr.id)).available, tr.available - 1)
      const changedBody = await t.call('POST', '/buyer/buyer/v5/create_order', body(tr, 2, 'key-retry-0001'), auth(buyer))
      assert.equal(changedBody.body.errorCode, 'IDEMPOTENCY_CONFLICT')
      // Keys are per buyer: another buyer may use the same one.
      const theirs = await t.call<{ orderId: string }>('POST', '/buyer/buyer/v5/create_order', body(tr, 1, 'key-retry-0001'), auth(other))
      assert.notEqual(theirs.body.data.orderId, first.body.data.orderId)
    })

    test('refusals: a changed price, a session not on sale, more than the per-order limit, more than is left — nothing held', async () => {
      const tr = await onSaleTier(t, false)
      const changed = await t.call(
        'POST',
        '/buyer/buyer/v5/create_order',
        { ...body(tr, 1, 'key-price-0001'), paymentParam: { payAmount: tr.price_fen - 1 } },
        auth(buyer)
      )
      assert.equal(changed.body.errorCode, 'PRICE_CHANGED')
      const tooMany = await t.call('POST', '/buyer/buyer/v5/create_order', body(tr, 7, 'key-limit-0001'), auth(buyer))
      assert.equal(tooMany.body.errorCode, 'PURCHASE_LIMIT')
      const [pre] = await t.db.query<{ id: string }>(
        `SELECT t.id FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id WHERE sh.state = 'SCHEDULED' AND sh.sale_time > $1 AND t.available > 0 LIMIT 1`,
        [NOON]
      )
      const preTier = await tier(t, pre.id)
      assert.equal(
        (await t.call('POST', '/buyer/buyer/v5/create_order', body(preTier, 1, 'key-pre-00001'), auth(buyer))).body.errorCode,
        'NOT_ON_SALE'
      )
      await t.db.query('UPDATE price_tiers SET available = 1, sold = capacity - 1 - held WHERE id = $1', [tr.id])
      const few = await tier(t, tr.id)
      assert.equal(
        (await t.call('POST', '/buyer/buyer/v5/create_order', body(few, 2, 'key-few-00001'), auth(buyer))).body.errorCode,
        'SOLD_OUT'
      )
      const unchanged = await tier(t, tr.id)
      assert.deepEqual([unchanged.available, unchanged.held], [few.available, few.held])
      // A bad body is an invalid-parameter envelope, never a 500.
      const bad = await t.call('POST', '/buyer/buyer/v5/create_order', { items: [], paymentParam: {}, idempotencyKey: 'x' }, auth(buyer))
      assert.equal(bad.body.errorCode, 'INVALID_PARAMETER')
    })

    test('cancel: the buyer cancels an unpaid order (code -1) and the tickets return; a second cancel is refused', async () => {
      const tr = await onSaleTier(t, false)
      const res = await t.call<{ orderId: string }>('POST', '/buyer/buyer/v5/create_order', body(tr, 1, 'key-cancel-001'), auth(buyer))
      assert.equal(
        (await t.call('POST', `/buyer/buyer/v5/orders/${res.body.data.orderId}/cancel`, {}, auth(other))).body.errorCode,
        'ORDER_NOT_FOUND'
      )
      assert.equal((await t.call('POST', `/buyer/buyer/v5/orders/${res.body.data.orderId}/cancel`, {}, auth(buyer))).body.statusCode, 200)
      assert.equal(
        (await t.call('POST', `/buyer/buyer/v5/orders/${res.body.data.orderId}/cancel`, {}, auth(buyer))).body.errorCode,
        'ORDER_NOT_CANCELLABLE'
      )
      assert.equal((await tier(t, tr.id)).available, tr.available)
      const list = await t.get<{ list: Array<{ orderId: string; orderBrief: { orderState: { code: number } } }> }>(
        '/buyer/buyer/v5/orders?state=CLOSED',
        auth(buyer)
      )
      assert.equal(list.body.data.list.find((o) => o.orderId === res.body.data.orderId)?.orderBrief.orderState.code, -1)
    })

    test('real-name show: "one attendee ID per ticket per show"; the per-account limit; the ID is free again once the order closes', async () => {
      const tr = await onSaleTier(t, true)
      const ids: string[] = []
      for (const [name, first17] of [
        ['甲', '31010119800101011'],
        ['乙', '31010119800101022'],
        ['丙', '31010119800101033']
      ] as const) {
        const a = await t.call<{ id: string }>(
          'POST',
          '/buyer/buyer/v1/user_audiences',
          { name, idType: 'ID_CARD', idNo: idCard(first17) },
          auth(buyer)
        )
        ids.push(a.body.data.id)
      }
      const missing = await t.call(
        'POST',
        '/buyer/buyer/v5/create_order',
        body(tr, 2, 'key-rn-000001', { audienceIds: [ids[0]] }),
        auth(buyer)
      )
      assert.equal(missing.body.errorCode, 'ATTENDEES_MISMATCH')
      const ok = await t.call<{ orderId: string }>(
        'POST',
        '/buyer/buyer/v5/create_order',
        body(tr, 2, 'key-rn-000002', { audienceIds: [ids[0], ids[1]] }),
        auth(buyer)
      )
      assert.equal(ok.body.statusCode, 200, ok.body.comments)
      const twice = await t.call(
        'POST',
        '/buyer/buyer/v5/create_order',
        body(tr, 1, 'key-rn-000003', { audienceIds: [ids[1]] }),
        auth(buyer)
      )
      assert.equal(twice.body.errorCode, 'ATTENDEE_TAKEN')
      assert.equal(twice.body.comments, '观演人乙已购买本演出')
      // The concert's account limit is 4: two held plus three more is too many.
      const overLimit = await t.call(
        'POST',
        '/buyer/buyer/v5/create_order',
        body(tr, 3, 'key-rn-000004', { audienceIds: [ids[2], ids[0], ids[1]] }),
        auth(buyer)
      )
      assert.equal(overLimit.body.errorCode, 'PURCHASE_LIMIT')
      await t.call('POST', `/buyer/buyer/v5/orders/${ok.body.data.orderId}/cancel`, {}, auth(buyer))
      const freed = await t.call(
        'POST',
        '/buyer/buyer/v5/create_order',
        body(tr, 1, 'key-rn-000005', { audienceIds: [ids[1]] }),
        auth(buyer)
      )
      assert.equal(freed.body.statusCode, 200, freed.body.comments)
    })

    test('a crowd of 300 buyers on a tier of 50: exactly 50 hold a ticket, none twice; after expiry sold + held + available = capacity', async () => {
      const tr = await onSaleTier(t, false)
      await t.db.query('UPDATE price_tiers SET capacity = 50, available = 50, held = 0, sold = 0 WHERE id = $1', [tr.id])
      const users = Array.from({ length: 300 }, (_, i) => `u_crowd_${engine}_${i}`)
      await t.db.query(`INSERT INTO users (id, merchant_id, nick_name, created_at) SELECT x, 'demo', x, $2 FROM unnest($1::text[]) AS x`, [
        users,
        NOON
      ])
      const orders = new OrderService(t.db, orderStores, closeOrder)
      const results = await Promise.allSettled(
        users.map((userId, i) =>
          orders.create(body(tr, 1, `crowd-key-${i}`), { merchantId: 'demo', userId, now: NOON, timeZone: DEFAULT_TIME_ZONE })
        )
      )
      const won = results.filter((r) => r.status === 'fulfilled')
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      assert.equal(won.length, 50)
      assert.ok(
        lost.every((r) => (r.reason as { code?: string }).code === 'SOLD_OUT'),
        'every other buyer hears "sold out"'
      )
      const full = await tier(t, tr.id)
      assert.deepEqual([full.available, full.held, full.sold], [0, 50, 0])
      const [{ n }] = await t.db.query<{ n: number }>(
        "SELECT count(DISTINCT user_id)::int AS n FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.tier_id = $1 AND o.state = 'UNPAID'",
        [tr.id]
      )
      assert.equal(n, 50)
      assert.equal((await orders.closeExpiredOrders(new Date(NOON.getTime() + 16 * 60000))) >= 50, true)
      const back = await tier(t, tr.id)
      assert.deepEqual([back.available, back.held, back.sold, back.capacity], [50, 0, 0, 50])
      const [{ bad }] = await t.db.query<{ bad: number }>(
        'SELECT count(*)::int AS bad FROM price_tiers WHERE available + held + sold <> capacity'
      )
      assert.equal(bad, 0)
    })

    test('"a per-user-and-show risk token for order-creation paths, and passId": missing, forged, another buyer\'s, another show\'s or expired proofs are refused; the real ones pass', async () => {
      const tr = await onSaleTier(t, false)
      const [otherShow] = await t.db.query<{ id: string }>("SELECT id FROM shows WHERE id <> $1 AND state = 'SCHEDULED' LIMIT 1", [
        tr.show_id
      ])
      const tokenFor = async (login: Login, showId: string) => {
        const res = await t.app.inject({ url: `/buyer/buyer/v1/risk_shows/${showId}/check_right?src=H5`, headers: auth(login) })
        assert.equal(res.headers['risk-token'], res.json().data.token, 'the token comes in the header and in data.token')
        return res.json().data.token as string
      }
      const passId = (await t.get<{ passId: string }>(`/show/pub/v5/show/${tr.show_id}/dynamic`)).body.data.passId
      assert.ok(passId)
      // check_right is for logged-in buyers.
      assert.equal((await t.get(`/buyer/buyer/v1/risk_shows/${tr.show_id}/check_right`)).body.mode, 'login')
      const mine = await tokenFor(buyer, tr.show_id)
      const cases: Array<[string, Record<string, string>]> = [
        ['none', { 'risk-token': '', 'pass-id': '' }],
        ['no passId', { 'risk-token': mine, 'pass-id': '' }],
        ['forged token', { 'risk-token': `${mine.slice(0, -3)}AAA`, 'pass-id': passId }],
        ["another buyer's token", { 'risk-token': await tokenFor(other, tr.show_id), 'pass-id': passId }],
        ["another show's token", { 'risk-token': await tokenFor(buyer, otherShow.id), 'pass-id': passId }]
      ]
      for (const [name, headers] of cases) {
        const res = await t.call('POST', '/buyer/buyer/v5/create_order', body(tr, 1, `key-risk-${name}`), { ...auth(buyer), ...headers })
        assert.equal(res.body.errorCode, 'RISK_CHECK_FAILED', name)
        assert.equal(res.body.mode, 'back', name)
      }
      assert.equal((await tier(t, tr.id)).available, tr.available, 'nothing held')
      const good = await t.call('POST', '/buyer/buyer/v5/create_order', body(tr, 1, 'key-risk-good'), {
        ...auth(buyer),
        'risk-token': mine,
        'pass-id': passId
      })
      assert.equal(good.body.statusCode, 200, good.body.comments)
      // Half an hour later the risk token has run out.
      t.setNow(new Date(NOON.getTime() + 31 * 60000))
      try {
        const late = await t.call('POST', '/buyer/buyer/v3/pre_order', body(tr, 1, 'key-risk-late'), {
          ...auth(buyer),
          'risk-token': mine,
          'pass-id': passId
        })
        assert.equal(late.body.errorCode, 'RISK_CHECK_FAILED')
      } finally {
        t.setNow(NOON)
      }
    })

    test("delivery: paper tickets by express where the show offers it, to one of the buyer's own addresses, for its fee; the paid order awaits shipping", async () => {
      const { tier: tr, expressFeeFen } = await expressTier(t)
      const mine = await shanghaiAddress(t, buyer)
      const theirs = await shanghaiAddress(t, other)
      const express = (key: string, extra: object) => ({
        ...body(tr, 1, key),
        deliverMethod: 'EXPRESS',
        ...extra,
        paymentParam: { payAmount: tr.price_fen + expressFeeFen }
      })

      assert.equal(
        (await t.call('POST', '/buyer/buyer/v5/create_order', express('key-post-01', {}), auth(buyer))).body.errorCode,
        'ADDRESS_REQUIRED'
      )
      assert.equal(
        (await t.call('POST', '/buyer/buyer/v5/create_order', express('key-post-02', { addressId: theirs }), auth(buyer))).body.errorCode,
        'ADDRESS_REQUIRED'
      )
      assert.equal(
        (await t.call('POST', '/buyer/buyer/v5/create_order', { ...body(tr, 1, 'key-post-03'), addressId: mine }, auth(buyer))).body
          .errorCode,
        'INVALID_PARAMETER'
      )
      const gaOnly = await onSaleTier(t, false)
      const [gaShow] = await t.db.query<{ express_fee_fen: number | null }>('SELECT express_fee_fen FROM shows WHERE id = $1', [
        gaOnly.show_id
      ])
      if (gaShow.express_fee_fen === null) {
        const refused = await t.call(
          'POST',
          '/buyer/buyer/v5/create_order',
          { ...body(gaOnly, 1, 'key-post-04'), deliverMethod: 'EXPRESS', addressId: mine },
          auth(buyer)
        )
        assert.equal(refused.body.errorCode, 'INVALID_PARAMETER', 'no express for this show')
      }

      const priced = await t.call<{ deliveryFee: number; payAmount: number }>(
        'POST',
        '/buyer/buyer/v3/pre_order',
        express('key-post-05', { addressId: mine }),
        auth(buyer)
      )
      assert.deepEqual([priced.body.data.deliveryFee, priced.body.data.payAmount], [expressFeeFen, tr.price_fen + expressFeeFen])
      const created = await t.call<{ orderId: string }>(
        'POST',
        '/buyer/buyer/v5/create_order',
        express('key-post-06', { addressId: mine }),
        auth(buyer)
      )
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const detail = await t.get<{
        deliverMethod: string
        ticketForm: string
        deliveryFee: number
        total: number
        deliveryAddress: { cellphone: string; detail: string }
      }>(`/buyer/buyer/v5/orders/${created.body.data.orderId}`, auth(buyer))
      assert.equal(detail.body.data.deliverMethod, 'EXPRESS')
      assert.equal(detail.body.data.ticketForm, 'PAPER')
      assert.equal(detail.body.data.deliveryFee, expressFeeFen)
      assert.equal(detail.body.data.total, tr.price_fen + expressFeeFen)
      assert.equal(detail.body.data.deliveryAddress.cellphone, '137****0000')
    })

    test('"age limits per seat plan": a concert\'s floor is for 16 and over — listed by seat_plan_age_limit_list, marked on the attendee list, refused on the order; another plan of the show takes the same child', async () => {
      const [floor] = await t.db.query<Tier & { other: string; other_price: number }>(
        `SELECT t.id, t.session_id, s.show_id, t.price_fen, t.available, t.held, t.sold, t.capacity, o.id AS other, o.price_fen AS other_price
           FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id JOIN price_tiers o ON o.session_id = t.session_id AND o.sort = 0
          WHERE t.min_age = 16 AND sh.min_age IS NULL AND sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND s.starts_at > $1::timestamptz + interval '2 days'
            AND t.available > 0 AND o.available > 0 AND NOT t.seated AND NOT o.seated ORDER BY t.id LIMIT 1`,
        [NOON]
      )
      assert.ok(floor, 'the demo has a concert floor on sale')
      const ages = await t.get<Array<{ seatPlanId: string; minAge: number }>>(
        `/show/pub/v5/show/${floor.show_id}/seat_plan_age_limit_list?bizShowSessionId=${floor.session_id}`
      )
      assert.equal(ages.body.data.find((a) => a.seatPlanId === floor.id)?.minAge, 16)
      assert.equal(ages.body.data.find((a) => a.seatPlanId === floor.other)?.minAge, 0)

      const young = await phoneLogin(t, '13300000077')
      const child = await t.call<{ id: string }>(
        'POST',
        '/buyer/buyer/v1/user_audiences',
        { name: '小明', idType: 'ID_CARD', idNo: idCard('11010120150601123') },
        auth(young)
      )
      const list = (plans: string) =>
        t.get<{ list: Array<{ id: string; selectable: boolean; unselectableReason: string }> }>(
          `/buyer/buyer/v1/user_audiences/list?showId=${floor.show_id}&seatPlanIds=${plans}`,
          auth(young)
        )
      assert.deepEqual(
        (await list(floor.id)).body.data.list.map((a) => [a.selectable, a.unselectableReason]),
        [[false, 'AGE_LIMIT']]
      )
      assert.deepEqual(
        (await list(floor.other)).body.data.list.map((a) => a.selectable),
        [true]
      )

      const order = (tierId: string, price: number, key: string) =>
        t.call(
          'POST',
          '/buyer/buyer/v5/create_order',
          {
            showId: floor.show_id,
            items: [
              { showId: floor.show_id, bizShowSessionId: floor.session_id, seatPlanId: tierId, qty: 1, audienceIds: [child.body.data.id] }
            ],
            paymentParam: { payAmount: price },
            idempotencyKey: key
          },
          auth(young)
        )
      const refused = await order(floor.id, floor.price_fen, 'key-age-floor')
      assert.equal(refused.body.errorCode, 'AGE_LIMIT')
      const ok = await order(floor.other, floor.other_price, 'key-age-stand')
      assert.equal(ok.body.statusCode, 200, ok.body.comments)
    })

    test('remarks: kept on the order (trimmed, up to 100 characters); "remark fields are required when configured"', async () => {
      const tr = await onSaleTier(t, false)
      const noted = await t.call<{ orderId: string }>(
        'POST',
        '/buyer/buyer/v5/create_order',
        { ...body(tr, 1, 'key-remark-01'), remarks: '  请安排靠过道  ' },
        auth(buyer)
      )
      assert.equal(noted.body.statusCode, 200, noted.body.comments)
      const detail = await t.get<{ remarks: string }>(`/buyer/buyer/v5/orders/${noted.body.data.orderId}`, auth(buyer))
      assert.equal(detail.body.data.remarks, '请安排靠过道')
      assert.equal(
        (await t.call('POST', '/buyer/buyer/v5/create_order', { ...body(tr, 1, 'key-remark-02'), remarks: '长'.repeat(101) }, auth(buyer)))
          .body.errorCode,
        'INVALID_PARAMETER'
      )
      await t.db.query(
        `UPDATE merchants SET config = config || '{"orderRemark": {"enabled": true, "required": true}}'::jsonb WHERE id = 'demo'`
      )
      t.forgetCaches()
      try {
        const missing = await t.call('POST', '/buyer/buyer/v5/create_order', body(tr, 1, 'key-remark-03'), auth(buyer))
        assert.equal(missing.body.errorCode, 'REMARKS_REQUIRED')
        assert.equal(missing.body.comments, '请填写备注')
      } finally {
        await t.db.query(
          `UPDATE merchants SET config = config || '{"orderRemark": {"enabled": true, "required": false}}'::jsonb WHERE id = 'demo'`
        )
        t.forgetCaches()
      }
    })
  })
}
