/**
 * The show area's last calls (calls-errors-limits.md section 7; docs/show-calls.md), on every engine,
 * through the HTTP calls the app and the console make: a show's brief, a session's seat page
 * (pick_seat_url), the merchant's default policies that a show inherits unless it sets its own, the white
 * tag check and check_right's refusal of an unlisted buyer, and the outer channel discount per show.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { FINANCE, OPERATOR, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { directBuyers } from '../helpers/account-helpers'
import { BUSINESS_CODES } from '../../../types/rules/business-codes'
import {
  ADMIN_SHOW_CALL_PATHS as A,
  SHOW_CALL_PATHS as P,
  type AdminPolicy,
  type AdminShowAccess,
  type DefaultPolicy,
  type OuterChannelDiscount,
  type PickSeatUrl,
  type ShowAccessInput,
  type ShowBrief,
  type WhiteTagCheck
} from '../../../types/api/show-calls'

const DEMO_CHANNEL = 'DEMO_CHANNEL'

for (const engine of ENGINES) {
  describe(`show calls (brief, seat page, policies, white tags, channel discount) on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let finance: ConsoleClient
    before(async () => {
      ;({
        t,
        staff: [operator, finance]
      } = await staffedApp(engine, OPERATOR, FINANCE))
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]
    const accessPath = (showId: string) => A.showAccess.replace(':showId', showId)
    const saveAccess = (showId: string, input: Partial<ShowAccessInput>, client = operator) =>
      client.call<AdminShowAccess>('PUT', accessPath(showId), { whiteTags: [], policies: [], sessions: [], ...input })

    test('brief: name, poster, first and last session, price range, venue and tags, in the request language', async () => {
      const show = await one<{ id: string; min_fen: number; max_fen: number }>(
        `SELECT sh.id, min(t.price_fen)::int AS min_fen, max(t.price_fen)::int AS max_fen FROM shows sh
           JOIN sessions s ON s.show_id = sh.id JOIN price_tiers t ON t.session_id = s.id
          WHERE sh.state = 'SCHEDULED' AND sh.listing = 'ON_SALE' GROUP BY sh.id ORDER BY sh.id LIMIT 1`
      )
      const zh = await t.get<ShowBrief>(`${P.brief(show.id)}?lang=zh`)
      const en = await t.get<ShowBrief>(`${P.brief(show.id)}?lang=en`)
      assert.equal(zh.body.statusCode, 200, zh.body.comments)
      const b = en.body.data
      assert.equal(b.showId, show.id)
      assert.notEqual(zh.body.data.showName, b.showName, 'the name in each language')
      assert.equal(b.minOriginalPrice, show.min_fen)
      assert.equal(b.maxOriginalPrice, show.max_fen)
      assert.ok(b.minOriginalPriceInfo && b.maxOriginalPriceInfo)
      assert.ok(b.firstShowTime && b.lastShowTime && b.firstShowTime <= b.lastShowTime)
      assert.match(b.displayShowTime, /^\d{4}\.\d{2}\.\d{2}( - \d{4}\.\d{2}\.\d{2})?$/)
      assert.ok(b.venueName && b.cityName && b.posterUrl)
      assert.ok(Array.isArray(b.showTags))
      const missing = await t.get(`${P.brief('NO_SUCH_SHOW')}?lang=en`)
      assert.equal(missing.body.statusCode, 40401, 'SHOW_NOT_FOUND in the envelope')
    })

    test('pick_seat_url: our own page for a seated session, the merchant’s https seat page once set, none without seats', async () => {
      const seated = await one<{ show_id: string; session_id: string }>(
        `SELECT s.show_id, s.id AS session_id FROM sessions s JOIN shows sh ON sh.id = s.show_id
          WHERE sh.seat_picking AND sh.listing = 'ON_SALE' AND EXISTS (SELECT 1 FROM price_tiers t WHERE t.session_id = s.id AND t.seated)
          ORDER BY s.id LIMIT 1`
      )
      const url = (showId: string, sessionId: string) =>
        t.get<PickSeatUrl>(`${P.pickSeatUrl(showId)}?bizShowSessionId=${sessionId}&lang=en`)
      const own = await url(seated.show_id, seated.session_id)
      assert.deepEqual(own.body.data, { kind: 'OWN', route: 'pick-seat', params: { showId: seated.show_id, sessionId: seated.session_id } })

      // "a third-party seat web view URL the merchant configured for a session": only https is taken.
      const bad = await saveAccess(seated.show_id, {
        sessions: [{ sessionId: seated.session_id, seatPageUrl: 'http://seats.example.test/1' }]
      })
      assert.equal(bad.body.statusCode, 41083, 'SEAT_PAGE_URL_INVALID')
      const saved = await saveAccess(seated.show_id, {
        sessions: [{ sessionId: seated.session_id, seatPageUrl: 'https://seats.example.test/hall?s=1' }]
      })
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
      assert.equal(
        saved.body.data.sessions.find((s) => s.sessionId === seated.session_id)?.seatPageUrl,
        'https://seats.example.test/hall?s=1'
      )
      t.forgetCaches()
      const web = await url(seated.show_id, seated.session_id)
      assert.deepEqual(web.body.data, { kind: 'WEB_VIEW', url: 'https://seats.example.test/hall?s=1' })
      // Cleared: our own page again.
      await saveAccess(seated.show_id, { sessions: [{ sessionId: seated.session_id, seatPageUrl: null }] })
      t.forgetCaches()
      assert.equal((await url(seated.show_id, seated.session_id)).body.data.kind, 'OWN')

      const general = await one<{ show_id: string; session_id: string }>(
        `SELECT s.show_id, s.id AS session_id FROM sessions s JOIN shows sh ON sh.id = s.show_id
          WHERE NOT sh.seat_picking AND sh.listing = 'ON_SALE' ORDER BY s.id LIMIT 1`
      )
      assert.deepEqual((await url(general.show_id, general.session_id)).body.data, { kind: 'NONE' })
      // A session of another show is not this show's; a missing session id is a translated parameter error.
      assert.equal((await url(general.show_id, seated.session_id)).body.statusCode, 40400)
      const noSession = await t.get(`${P.pickSeatUrl(general.show_id)}?lang=en`)
      assert.equal(noSession.body.statusCode, 40000)
      assert.ok(noSession.body.comments, 'a message, not a 500')
    })

    test('default policies: the console writes them (audited), buyers read them, a show inherits them unless it sets its own', async () => {
      const show = await one<{ id: string }>(
        "SELECT id FROM shows WHERE state = 'SCHEDULED' AND listing = 'ON_SALE' ORDER BY id DESC LIMIT 1"
      )
      const before = await t.get<DefaultPolicy[]>(`${P.defaultPolicies}?lang=en`)
      assert.deepEqual(before.body.data, [], 'none written yet')

      const put = await operator.call<AdminPolicy[]>('PUT', A.defaultPolicies, [
        { kind: 'REFUND', content: '开演前48小时可退票', contentTexts: { 'en-US': 'Refunds until 48 hours before the show' } },
        { kind: 'TICKET_GRAB', content: '每人限抢一次' }
      ])
      assert.equal(put.body.statusCode, 200, put.body.comments)
      assert.deepEqual(
        put.body.data.map((p) => [p.kind, p.content]),
        [
          ['REFUND', '开演前48小时可退票'],
          ['TRANSFER', null],
          ['REAL_NAME', null],
          ['TICKET_GRAB', '每人限抢一次']
        ]
      )
      const audit = await one<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'catalogue.default-policies'")
      assert.equal(audit.n, 1, 'the write is audited')
      // The console's writes are the catalogue staff's: finance is refused.
      const refused = await finance.call('PUT', A.defaultPolicies, [{ kind: 'REFUND', content: 'x' }])
      assert.notEqual(refused.body.statusCode, 200)

      t.forgetCaches()
      const en = await t.get<DefaultPolicy[]>(`${P.defaultPolicies}?lang=en`)
      assert.deepEqual(en.body.data, [
        { kind: 'REFUND', title: 'Refunds', content: 'Refunds until 48 hours before the show' },
        // No English written: the zh-CN text.
        { kind: 'TICKET_GRAB', title: 'Ticket sale rules', content: '每人限抢一次' }
      ])

      // Show detail's notes end with the policies the show reads: here the defaults.
      const notes = async () =>
        (await t.get<Array<{ title: string; content: string }>>(`/buyer/pub/v1/shows/${show.id}/service_notes?lang=en`)).body.data
      const inherited = await notes()
      assert.deepEqual(inherited.slice(-2), [
        { title: 'Refunds', content: 'Refunds until 48 hours before the show' },
        { title: 'Ticket sale rules', content: '每人限抢一次' }
      ])
      // Its own refund policy wins over the default; the other kind is still inherited.
      const own = await saveAccess(show.id, {
        policies: [{ kind: 'REFUND', content: '本场演出不退不换', contentTexts: { 'en-US': 'No refunds' } }]
      })
      assert.equal(own.body.statusCode, 200, own.body.comments)
      t.forgetCaches()
      assert.deepEqual((await notes()).slice(-2), [
        { title: 'Refunds', content: 'No refunds' },
        { title: 'Ticket sale rules', content: '每人限抢一次' }
      ])
      // Blank removes the show's own: the default again.
      await saveAccess(show.id, { policies: [{ kind: 'REFUND', content: ' ' }] })
      t.forgetCaches()
      assert.deepEqual((await notes()).slice(-2), inherited.slice(-2))

      // A policy over its length is refused in words; two of one kind too.
      const long = await operator.call('PUT', `${A.defaultPolicies}?lang=en`, [{ kind: 'TRANSFER', content: 'x'.repeat(2001) }])
      assert.equal(long.body.statusCode, 41081)
      const twice = await operator.call('PUT', A.defaultPolicies, [
        { kind: 'TRANSFER', content: 'a' },
        { kind: 'TRANSFER', content: 'b' }
      ])
      assert.equal(twice.body.statusCode, 41081)
      const badKind = await operator.call('PUT', A.defaultPolicies, [{ kind: 'NOPE', content: 'a' }])
      assert.equal(badKind.body.statusCode, 40000, 'an unknown kind fails the schema: INVALID_PARAMETER')
    })

    test('white tags: only listed buyers (by phone or id) may buy; check_right refuses the others in words', async () => {
      const show = await one<{ id: string }>(
        "SELECT id FROM shows WHERE state = 'SCHEDULED' AND listing = 'ON_SALE' AND sale_time <= $1 ORDER BY id LIMIT 1 OFFSET 1",
        [NOON]
      )
      const [listedByPhone, listedById, other] = await directBuyers(t, ['usr_wt_phone', 'usr_wt_id', 'usr_wt_other'], '137', 0)
      const phone = (await one<{ cellphone: string }>("SELECT cellphone FROM users WHERE id = 'usr_wt_phone'")).cellphone
      const check = (h: Record<string, string>) => t.get<WhiteTagCheck>(`${P.whiteTagCheck(show.id)}?lang=en`, h)
      const checkRight = (h: Record<string, string>) =>
        t.get<{ token?: string }>(`/buyer/buyer/v1/risk_shows/${show.id}/check_right?lang=en`, h)

      // An open show: everyone.
      assert.deepEqual((await check(other)).body.data, { restricted: false, allowed: true })
      assert.equal((await checkRight(other)).body.statusCode, 200)

      // The console lists one buyer by phone (written as the merchant might: "+86 ..." with spaces) and one by id.
      const spaced = `+86 ${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`
      const saved = await saveAccess(show.id, { whiteTags: [spaced, 'usr_wt_id', '', 'usr_wt_id'] })
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
      assert.deepEqual([...saved.body.data.whiteTags].sort(), [phone, 'usr_wt_id'].sort(), 'kept normalised, blanks and repeats out')

      assert.deepEqual((await check(listedByPhone)).body.data, { restricted: true, allowed: true })
      assert.deepEqual((await check(listedById)).body.data, { restricted: true, allowed: true })
      assert.deepEqual((await check(other)).body.data, { restricted: true, allowed: false })
      // The booking path: the risk token order creation needs goes to listed buyers only.
      assert.ok((await checkRight(listedByPhone)).body.data.token)
      const refused = await checkRight(other)
      assert.equal(refused.body.statusCode, 41080, 'WHITE_TAG_REQUIRED')
      assert.equal(refused.body.mode, 'alert')
      assert.match(refused.body.comments, /invited buyers only/)
      const zh = await t.get(`/buyer/buyer/v1/risk_shows/${show.id}/check_right?lang=zh`, other)
      assert.match(zh.body.comments, /受邀观众/)

      // A visitor is asked to log in; another merchant's or an unknown show is not found.
      assert.equal((await t.get(`${P.whiteTagCheck(show.id)}?lang=en`)).body.statusCode, BUSINESS_CODES.notLoggedIn)
      assert.equal((await t.get(`${P.whiteTagCheck('NO_SUCH_SHOW')}`, other)).body.statusCode, 40401)

      // Removing the list opens the show again.
      await saveAccess(show.id, { whiteTags: [] })
      assert.deepEqual((await check(other)).body.data, { restricted: false, allowed: true })
    })

    test('outer channel discount: the channel’s price of each tier ahead, as create_order charges it; none without the channel', async () => {
      const scoped = await one<{ show_id: string }>("SELECT show_id FROM promotion_scopes WHERE promotion_id = 'prm_demo_channel'")
      const path = P.outerChannelDiscount(scoped.show_id)
      const none = await t.get<OuterChannelDiscount>(`${path}?lang=en`)
      assert.equal(none.body.statusCode, 200, none.body.comments)
      assert.deepEqual(none.body.data, { showId: scoped.show_id, channelId: null, promotion: null, tiers: [] })
      const other = await t.get<OuterChannelDiscount>(`${path}?channelId=SOMEONE_ELSE&lang=en`)
      assert.equal(other.body.data.promotion, null)

      const res = await t.get<OuterChannelDiscount>(`${path}?channelId=${DEMO_CHANNEL}&lang=en`)
      const d = res.body.data
      assert.equal(d.promotion?.promotionId, 'prm_demo_channel')
      const ahead = await t.db.query<{ id: string; price_fen: number }>(
        `SELECT t.id, t.price_fen FROM price_tiers t JOIN sessions s ON s.id = t.session_id WHERE s.show_id = $1 AND s.starts_at > $2 AND t.price_fen > 0`,
        [scoped.show_id, NOON]
      )
      assert.equal(d.tiers.length, ahead.length, 'every priced tier of a session ahead')
      for (const tier of d.tiers) {
        const price = ahead.find((a) => a.id === tier.seatPlanId)?.price_fen as number
        // 9折 (the demo's PERCENT 90): the price paid is 90% of the list price, rounded as the pricing rule does.
        assert.equal(tier.originalPrice, price)
        assert.equal(tier.channelPrice + tier.discountFen, price)
        assert.ok(Math.abs(tier.channelPrice - price * 0.9) <= 1, `${tier.channelPrice} is 90% of ${price}`)
      }

      // A discount whose quota is used up is not offered (create_order would not apply it).
      await t.db.query("UPDATE promotions SET used = quota WHERE id = 'prm_demo_channel'")
      t.forgetCaches()
      const spent = await t.get<OuterChannelDiscount>(`${path}?channelId=${DEMO_CHANNEL}&lang=en`)
      assert.equal(spent.body.data.promotion, null)
      await t.db.query("UPDATE promotions SET used = 0 WHERE id = 'prm_demo_channel'")
      t.forgetCaches()
    })
  })
}
