/**
 * show_user v5 and user_component (calls-errors-limits.md section 7; docs/show-calls.md), on every engine:
 * what the show page shows for THIS buyer in one call (coupons with his holdings, the promotions he
 * qualifies for, his tickets against the per-account limit, favourite and reminder state, white tag, the
 * rebook variant), and home's per-buyer components (his next show, coupons about to expire, recently
 * viewed), empty for a visitor.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { OPERATOR, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { couponTemplate, makeCouponTemplate, receiveCoupon } from '../helpers/coupon-helpers'
import { BUSINESS_CODES } from '../../../types/rules/business-codes'
import { SHOW_CALL_PATHS as P, type ShowUser, type UserComponentReply } from '../../../types/api/show-calls'

const DAY = 86_400_000

for (const engine of ENGINES) {
  describe(`show_user and user_component on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let buyer: Login
    let h: Record<string, string>
    before(async () => {
      ;({
        t,
        staff: [operator]
      } = await staffedApp(engine, OPERATOR))
      buyer = await phoneLogin(t, '13655550001')
      h = auth(buyer)
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    // As the app's request layer sends a body: its common params ride along.
    const common = { src: 'H5', ver: '1.0.0', merchantId: 'demo', appId: 'h5' }
    const visit = (showId: string, body: object = {}, headers = h) =>
      t.call<ShowUser>('POST', `${P.showUser(showId)}?lang=en`, { ...common, ...body }, headers)
    const components = (ids: string[], headers?: Record<string, string>) =>
      t.call<UserComponentReply>(
        'POST',
        `${headers ? P.userComponent : P.userComponentVisitor}?lang=en`,
        { ...common, componentIds: ids },
        headers
      )

    test('a visitor: the public parts (coupons, promotions, the limit) and no buyer state; the buyer path asks for a login', async () => {
      const tier = await freshTier(t)
      const res = await t.get<ShowUser>(`${P.showUserVisitor(tier.show_id)}?lang=en`)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const d = res.body.data
      assert.equal(d.loggedIn, false)
      assert.ok(Array.isArray(d.coupons) && Array.isArray(d.promotions))
      assert.equal(d.purchase?.purchasedCount, 0)
      assert.equal(d.favourite, undefined)
      assert.equal(d.reminder, undefined)
      assert.equal((await t.get(`${P.showUser(tier.show_id)}?lang=en`)).body.statusCode, BUSINESS_CODES.notLoggedIn)
      assert.equal((await t.get(`${P.showUserVisitor('NO_SUCH_SHOW')}?lang=en`)).body.statusCode, 40401)
    })

    test('the buyer: his tickets against the per-account limit, favourite and reminder, coupon holdings; qryRange narrows', async () => {
      const tier = await freshTier(t)
      await t.db.query('UPDATE shows SET limit_per_account = 6 WHERE id = $1', [tier.show_id])
      const first = (await visit(tier.show_id)).body.data
      assert.deepEqual(first.purchase, {
        limitPerAccount: 6,
        limitPerOrder: first.purchase?.limitPerOrder,
        purchasedCount: 0,
        remaining: 6
      })
      assert.equal(first.favourite, false)
      assert.deepEqual(first.reminder, { subscribed: false })
      assert.equal(first.whiteTag, undefined, 'an open show says nothing of white tags')

      // He buys 2 and marks the show: the same call says so.
      await paying(t, buyer, `su-${engine}`).paidOrder(tier, 2)
      assert.equal((await t.call('PUT', `/buyer/buyer/v1/favourite_shows/${tier.show_id}`, {}, h)).body.statusCode, 200)
      const after = (await visit(tier.show_id)).body.data
      assert.deepEqual(after.purchase, {
        limitPerAccount: 6,
        limitPerOrder: after.purchase?.limitPerOrder,
        purchasedCount: 2,
        remaining: 4
      })
      assert.equal(after.favourite, true)

      // A coupon he received reads as obtained for him (and not for a visitor).
      const template = await makeCouponTemplate(operator, couponTemplate({ title: 'show-user coupon' }))
      await receiveCoupon(t, template.couponCode, h)
      const mine = (await visit(tier.show_id)).body.data.coupons?.find((c) => c.couponTemplateId === template.id)
      assert.equal(mine?.obtained, true)
      t.forgetCaches()
      const theirs = (await t.get<ShowUser>(`${P.showUserVisitor(tier.show_id)}?lang=en`)).body.data.coupons?.find(
        (c) => c.couponTemplateId === template.id
      )
      assert.equal(theirs?.obtained, false)

      // qryRange: only the parts asked for.
      const limited = (await t.get<ShowUser>(`${P.showUser(tier.show_id)}?qryRange=LIMIT&lang=en`, h)).body.data
      assert.ok(limited.purchase)
      assert.equal(limited.coupons, undefined)
      assert.equal(limited.promotions, undefined)
      assert.equal(limited.favourite, undefined)
    })

    test('promotions: the launch channel’s discount only with the channel, and not once its quota is spent', async () => {
      const scoped = (
        await t.db.query<{ show_id: string }>("SELECT show_id FROM promotion_scopes WHERE promotion_id = 'prm_demo_channel'")
      )[0]
      const ids = async (headers: Record<string, string>) =>
        ((await t.get<ShowUser>(`${P.showUser(scoped.show_id)}?qryRange=PROMOTION&lang=en`, headers)).body.data.promotions ?? []).map(
          (p) => p.promotionId
        )
      assert.ok(!(await ids(h)).includes('prm_demo_channel'))
      assert.ok((await ids({ ...h, 'channel-id': 'DEMO_CHANNEL' })).includes('prm_demo_channel'))
      await t.db.query("UPDATE promotions SET used = quota WHERE id = 'prm_demo_channel'")
      assert.ok(!(await ids({ ...h, 'channel-id': 'DEMO_CHANNEL' })).includes('prm_demo_channel'), 'spent: not offered')
      await t.db.query("UPDATE promotions SET used = 0 WHERE id = 'prm_demo_channel'")
    })

    test('the rebook variant: the order’s offer for the tickets named; another show’s order or a stranger ticket is refused', async () => {
      const tier = await freshTier(t)
      await t.db.query('UPDATE shows SET support_rebook = true, rebook_hours_before = 1 WHERE id = $1', [tier.show_id])
      const orderId = await paying(t, buyer, `rb-${engine}`).paidOrder(tier, 2)
      const tickets = (await t.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1 ORDER BY seq', [orderId])).map(
        (k) => k.id
      )
      const res = await visit(tier.show_id, { orderId, rebookTicketItems: [{ ticketId: tickets[0] }] })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal(res.body.data.rebook?.orderId, orderId)
      assert.deepEqual(res.body.data.rebook?.ticketIds, [tickets[0]])
      assert.deepEqual(
        res.body.data.rebook?.tickets.map((k) => k.ticketId),
        [tickets[0]]
      )
      const stranger = await visit(tier.show_id, { orderId, rebookTicketItems: [{ ticketId: 'tkt_not_mine' }] })
      assert.equal(stranger.body.statusCode, 41084, 'REBOOK_TICKETS_NOT_IN_ORDER')
      const otherShow = (
        await t.db.query<{ id: string }>("SELECT id FROM shows WHERE id <> $1 AND listing = 'ON_SALE' LIMIT 1", [tier.show_id])
      )[0]
      const wrongShow = await visit(otherShow.id, { orderId, rebookTicketItems: [{ ticketId: tickets[0] }] })
      assert.equal(wrongShow.body.statusCode, 41084)
      const bad = await visit(tier.show_id, { orderId, rebookTicketItems: [{ nope: 1 }] })
      assert.equal(bad.body.statusCode, 40000, 'a malformed item fails the schema in words')
      assert.ok(bad.body.comments)
    })

    test('user_component: a visitor’s are all empty; the buyer’s next show, expiring coupons and recently viewed', async () => {
      const ids = ['NEXT_SHOW', 'EXPIRING_COUPONS', 'RECENTLY_VIEWED', 'SOMETHING_NEWER']
      const visitor = await components(ids)
      assert.equal(visitor.body.statusCode, 200, visitor.body.comments)
      assert.deepEqual(
        visitor.body.data.components.map((c) => [c.componentId, c.data]),
        ids.map((id) => [id, null])
      )
      assert.equal((await t.call('POST', P.userComponent, { componentIds: ids })).body.statusCode, BUSINESS_CODES.notLoggedIn)

      // A fresh buyer with nothing: every component empty.
      const fresh = auth(await phoneLogin(t, '13655550002'))
      assert.ok((await components(ids, fresh)).body.data.components.every((c) => c.data === null))

      // The buyer of the tests above: tickets bought, shows visited.
      const mine = (await components(ids, h)).body.data.components
      const next = mine.find((c) => c.componentId === 'NEXT_SHOW')?.data as { startTime: number; ticketCount: number; orderId: string }
      assert.ok(next && next.startTime > NOON.getTime())
      const soonest = (
        await t.db.query<{ starts_at: Date }>(
          `SELECT min(s.starts_at) AS starts_at FROM tickets k JOIN sessions s ON s.id = k.session_id WHERE k.user_id = $1 AND k.state = 'VALID' AND s.starts_at > $2`,
          [buyer.userId, NOON]
        )
      )[0]
      assert.equal(next.startTime, new Date(soonest.starts_at).getTime(), 'the soonest session ahead')
      const viewed = mine.find((c) => c.componentId === 'RECENTLY_VIEWED')?.data as { shows: Array<{ showId: string }> }
      const visited = await t.db.query<{ show_id: string }>(
        'SELECT show_id FROM show_views WHERE user_id = $1 ORDER BY viewed_at DESC, show_id',
        [buyer.userId]
      )
      assert.ok(visited.length >= 1)
      assert.deepEqual(
        viewed.shows.map((s) => s.showId),
        visited.map((v) => v.show_id),
        'newest first'
      )
      assert.equal(mine.find((c) => c.componentId === 'SOMETHING_NEWER')?.data, null, 'an unknown id is empty, the others answer')

      // His coupon (30 days left) is not "about to expire"; moved to 3 days left, it is.
      assert.equal(mine.find((c) => c.componentId === 'EXPIRING_COUPONS')?.data, null)
      await t.db.query('UPDATE coupons SET expire_at = $2 WHERE user_id = $1', [buyer.userId, new Date(NOON.getTime() + 3 * DAY)])
      const expiring = (await components(['EXPIRING_COUPONS'], h)).body.data.components[0].data as {
        total: number
        coupons: Array<{ expireTime: number; name: string }>
      }
      assert.equal(expiring.total, 1)
      assert.equal(expiring.coupons[0].expireTime, NOON.getTime() + 3 * DAY)
      assert.equal(expiring.coupons[0].name, 'show-user coupon')

      // A GET of show_user reads only: the visit is recorded by the page's POST.
      const before = visited.length
      const unseen = (
        await t.db.query<{ id: string }>('SELECT id FROM shows WHERE listing = $1 AND id <> ALL($2::text[]) LIMIT 1', [
          'ON_SALE',
          visited.map((v) => v.show_id)
        ])
      )[0]
      await t.get(`${P.showUser(unseen.id)}?lang=en`, h)
      assert.equal((await t.db.query('SELECT 1 FROM show_views WHERE user_id = $1', [buyer.userId])).length, before)
      // Too many ids fail the schema in words.
      const many = await components(
        Array.from({ length: 11 }, (_, i) => `C${i}`),
        h
      )
      assert.equal(many.body.statusCode, 40000)
    })
  })
}
