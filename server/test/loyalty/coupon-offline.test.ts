/**
 * Offline coupons, voided exchange-code batches and the coupon report (issue #18, couponrest):
 * - product.md "Using a coupon: ... An offline coupon fetches a verify code and shows a popup"; calls
 *   "buyer/v5/coupons/verify/code (couponId, couponTemplateId, orderId, source ...); reply is a list of
 *   verifyCode, statusImageUrl, verifyCodeExpireTime";
 * - the console verifies an offline coupon by its code, marking it USED exactly once; an expired or
 *   reused code is refused with a clear error;
 * - voiding a batch: its codes stop working, received coupons stay;
 * - the report: coupons issued/used/expired per template with the discount given.
 * On every engine, through the HTTP calls the app and the console make.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, OPERATOR, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { couponTemplate, makeCouponTemplate, receiveCoupon } from '../helpers/coupon-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import {
  ADMIN_COUPON_PATHS,
  COUPON_PATHS,
  type AdminCouponCodeBatch,
  type AdminCouponReport,
  type AdminCouponVerification,
  type CouponSelfPageReply,
  type CouponPackView,
  type CouponTemplateInput,
  type CouponTemplateView,
  type CouponVerifyCode,
  type CouponView
} from '../../../types/api/coupon'

const DAY = 86_400_000
/** 到场立减20: a 20.00 cash coupon without threshold, used at the venue by its verify code. */
const input = (over: Partial<CouponTemplateInput> = {}): CouponTemplateInput =>
  couponTemplate({
    title: '到场立减20',
    ruleComments: '凭核销码在售票处使用',
    couponType: 'CASH',
    limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
    limitation: 0,
    useWay: 'OFFLINE',
    ...over
  })

for (const engine of ENGINES) {
  describe(`offline coupons, voided batches and the report on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let door: ConsoleClient
    let finance: ConsoleClient
    let a: Login
    let b: Login

    before(async () => {
      ;({
        t,
        staff: [operator, door, finance]
      } = await staffedApp(engine, OPERATOR, DOOR, FINANCE))
      a = await phoneLogin(t, '13200000651')
      b = await phoneLogin(t, '13200000652')
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    const make = (over: Partial<CouponTemplateInput> = {}) => makeCouponTemplate(operator, input(over))
    const receive = async (who: Login, over: Partial<CouponTemplateInput> = {}) => {
      const tpl = await make(over)
      return { tpl, coupon: await receiveCoupon(t, tpl.couponCode, auth(who)) }
    }
    const codes = (who: Login, body: Record<string, unknown>, lang = 'en-US') =>
      t.call<CouponVerifyCode[]>('POST', `${COUPON_PATHS.verifyCode}?lang=${lang}`, body, auth(who))
    const verify = (who: ConsoleClient, verifyCode: string, lang = 'en-US') =>
      who.call<AdminCouponVerification>('POST', `${ADMIN_COUPON_PATHS.verify}?lang=${lang}`, { verifyCode })
    const statusOf = async (couponId: string) =>
      (
        await t.db.query<{ status: string; order_id: string | null; verified_by: string | null }>(
          'SELECT status, order_id, verified_by FROM coupons WHERE id = $1',
          [couponId]
        )
      )[0]

    test('"An offline coupon fetches a verify code": one entry with the current code and its expiry (the end of its 30 s step); the same coupon keeps its number', async () => {
      t.setNow(NOON)
      const { coupon } = await receive(a)
      const res = await codes(a, { couponId: coupon.couponId, source: 'SINGLE_COUPON' })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal(res.body.data.length, 1)
      const [c] = res.body.data
      assert.equal(c.couponId, coupon.couponId)
      assert.equal(c.couponStatus, 'AVAILABLE')
      assert.match(c.verifyCode ?? '', /^\d{16}\.\d+\.\d{8}$/)
      assert.equal(c.statusImageUrl, null)
      assert.ok(
        c.verifyCodeExpireTime !== null && c.verifyCodeExpireTime > NOON.getTime() && c.verifyCodeExpireTime <= NOON.getTime() + 30_000
      )
      t.setNow(new Date(NOON.getTime() + 31_000))
      const next = (await codes(a, { couponTemplateId: coupon.couponTemplateId, source: 'SINGLE_COUPON' })).body.data[0]
      assert.notEqual(next.verifyCode, c.verifyCode, 'the code turns with the step')
      assert.equal(next.verifyCode?.split('.')[0], c.verifyCode?.split('.')[0], 'the coupon keeps its number')
      t.setNow(NOON)
    })

    test("an online coupon has no verify code (40361); another buyer's coupon is not found (40270); neither id is a bad parameter", async () => {
      const online = await receive(a, { useWay: 'ONLINE' })
      const res = await codes(a, { couponId: online.coupon.couponId, source: 'SINGLE_COUPON' }, 'zh-MO')
      assert.deepEqual([res.body.statusCode, res.body.errorCode], [40361, 'COUPON_NOT_OFFLINE'])
      assert.ok(res.body.comments.includes('核銷碼'), res.body.comments)
      const offline = await receive(a)
      const other = await codes(b, { couponId: offline.coupon.couponId, source: 'SINGLE_COUPON' })
      assert.deepEqual([other.body.statusCode, other.body.errorCode], [40270, 'COUPON_NOT_FOUND'])
      const none = await codes(a, { source: 'SINGLE_COUPON' })
      assert.equal(none.body.errorCode, 'INVALID_PARAMETER')
    })

    test('the console verifies a code once: USED at the venue (no order), audited; the reused code is refused with when it was used; the popup reads USED with no code', async () => {
      t.setNow(NOON)
      const { coupon } = await receive(a)
      const code = (await codes(a, { couponId: coupon.couponId, source: 'SINGLE_COUPON' })).body.data[0].verifyCode ?? ''
      const ok = await verify(operator, code)
      assert.equal(ok.body.statusCode, 200, ok.body.comments)
      assert.equal(ok.body.data.couponId, coupon.couponId)
      assert.equal(ok.body.data.usedAt, NOON.getTime())
      assert.equal(ok.body.data.discountDisplay, coupon.discountDisplay)
      const row = await statusOf(coupon.couponId)
      assert.equal(row.status, 'USED')
      assert.equal(row.order_id, null)
      assert.ok(row.verified_by)
      const audit = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'coupon.verify' AND target = $1", [
        `coupon:${coupon.couponId}`
      ])
      assert.equal(audit.length, 1)
      for (const lang of ['zh-CN', 'en-US', 'zh-MO']) {
        const again = await verify(door, code, lang)
        assert.deepEqual([again.body.statusCode, again.body.errorCode], [40365, 'COUPON_ALREADY_USED'])
        assert.ok(again.body.comments.includes('20:00'), again.body.comments) // NOON in Asia/Shanghai
      }
      const popup = (await codes(a, { couponId: coupon.couponId, source: 'SINGLE_COUPON' })).body.data[0]
      assert.deepEqual([popup.couponStatus, popup.verifyCode, popup.verifyCodeExpireTime], ['USED', null, null])
      const history = (await t.get<CouponSelfPageReply>(`${COUPON_PATHS.selfPage}?tab=HISTORY`, auth(a))).body.data.coupons
      assert.equal(history.find((c) => c.couponId === coupon.couponId)?.couponStatus, 'USED')
    })

    test('two desks verifying the same code at once: exactly one USED, the other told it is used', async () => {
      const { coupon } = await receive(a)
      const code = (await codes(a, { couponId: coupon.couponId, source: 'SINGLE_COUPON' })).body.data[0].verifyCode ?? ''
      const results = await Promise.all([verify(operator, code), verify(door, code), verify(operator, code)])
      assert.equal(results.filter((r) => r.body.statusCode === 200).length, 1)
      assert.deepEqual(
        results.filter((r) => r.body.statusCode !== 200).map((r) => r.body.errorCode),
        ['COUPON_ALREADY_USED', 'COUPON_ALREADY_USED']
      )
      assert.equal(
        (await t.db.query("SELECT 1 FROM audit_log WHERE action = 'coupon.verify' AND target = $1", [`coupon:${coupon.couponId}`])).length,
        1
      )
    })

    test('refusals: a made-up code, a code two steps old (ask the buyer to refresh), an expired coupon, finance staff', async () => {
      t.setNow(NOON)
      const { coupon } = await receive(a)
      const code = (await codes(a, { couponId: coupon.couponId, source: 'SINGLE_COUPON' })).body.data[0].verifyCode ?? ''
      const [number, step, otp] = code.split('.')
      const madeUp = await verify(operator, `${number}.${step}.${String((Number(otp) + 1) % 1e8).padStart(8, '0')}`, 'zh-CN')
      assert.deepEqual([madeUp.body.statusCode, madeUp.body.errorCode], [40363, 'COUPON_VERIFY_CODE_INVALID'])
      assert.ok(madeUp.body.comments.includes('核销码无效'), madeUp.body.comments)
      assert.equal((await verify(operator, 'hello')).body.errorCode, 'COUPON_VERIFY_CODE_INVALID')
      assert.equal((await verify(operator, `1234567890123456.${step}.${otp}`)).body.errorCode, 'COUPON_VERIFY_CODE_INVALID')
      t.setNow(new Date(NOON.getTime() + 75_000))
      const old = await verify(operator, code)
      assert.deepEqual([old.body.statusCode, old.body.errorCode], [40364, 'COUPON_VERIFY_CODE_EXPIRED'])
      assert.equal((await statusOf(coupon.couponId)).status, 'AVAILABLE')
      // The previous step is still admitted (a code read a few seconds after it turned).
      t.setNow(new Date(NOON.getTime() + 30_000))
      const fresh = (await codes(a, { couponId: coupon.couponId, source: 'SINGLE_COUPON' })).body.data[0].verifyCode ?? ''
      t.setNow(new Date(NOON.getTime() + 61_000))
      assert.equal((await finance.call('POST', ADMIN_COUPON_PATHS.verify, { verifyCode: fresh })).body.statusCode !== 200, true)
      assert.equal((await verify(door, fresh)).body.statusCode, 200)
      // A coupon past its end: no code for the buyer, and an earlier code is refused as expired.
      t.setNow(NOON)
      const short = await receive(a, { expireTime: NOON.getTime() + 60_000 })
      const shortCode = (await codes(a, { couponId: short.coupon.couponId, source: 'SINGLE_COUPON' })).body.data[0].verifyCode ?? ''
      t.setNow(new Date(NOON.getTime() + 61_000))
      const ended = await verify(operator, shortCode)
      assert.deepEqual([ended.body.statusCode, ended.body.errorCode], [40366, 'COUPON_EXPIRED'])
      const popup = (await codes(a, { couponId: short.coupon.couponId, source: 'SINGLE_COUPON' })).body.data[0]
      assert.deepEqual([popup.couponStatus, popup.verifyCode], ['EXPIRED', null])
      t.setNow(NOON)
    })

    test('a coupon verified at the venue is USED with no order: the migration refuses a USED coupon with neither an order nor a verification', async () => {
      const { coupon } = await receive(a)
      const code = (await codes(a, { couponId: coupon.couponId, source: 'SINGLE_COUPON' })).body.data[0].verifyCode ?? ''
      assert.equal((await verify(operator, code)).body.statusCode, 200)
      // The migration's check: a USED coupon has either an order or a verification, never neither.
      await assert.rejects(t.db.query('UPDATE coupons SET verified_at = NULL, verified_by = NULL WHERE id = $1', [coupon.couponId]))
      assert.equal((await statusOf(coupon.couponId)).status, 'USED')
    })

    test('voiding a batch: its unredeemed codes stop working (40367), received coupons stay, the set-aside coupons go back; a second void changes nothing', async () => {
      const tpl = await make({ useWay: 'ONLINE', quantity: 10 })
      const batch = (
        await operator.call<AdminCouponCodeBatch>('POST', ADMIN_COUPON_PATHS.batches.replace(':id', tpl.id), { size: 4, label: 'flyer' })
      ).body.data
      const list = (
        await t.db.query<{ code: string }>('SELECT code FROM coupon_exchange_codes WHERE batch_id = $1 ORDER BY seq', [batch.id])
      ).map((r) => r.code)
      const got = await t.call<CouponView>('POST', COUPON_PATHS.exchange, { exchangeCode: list[0] }, auth(a))
      assert.equal(got.body.statusCode, 200, got.body.comments)
      // A void racing a redeem: each code ends redeemed or voided, never both, and the counts balance.
      const [voided, raced] = await Promise.all([
        operator.call<AdminCouponCodeBatch>('POST', ADMIN_COUPON_PATHS.batchVoid.replace(':id', batch.id)),
        t.call<CouponView>('POST', COUPON_PATHS.exchange, { exchangeCode: list[1] }, auth(b))
      ])
      assert.equal(voided.body.statusCode, 200, voided.body.comments)
      const redeemed = raced.body.statusCode === 200 ? 2 : 1
      if (raced.body.statusCode !== 200) assert.equal(raced.body.errorCode, 'COUPON_CODE_VOIDED')
      assert.ok(voided.body.data.voidedAt)
      assert.equal(voided.body.data.voided, 4 - redeemed)
      assert.equal(voided.body.data.redeemed, redeemed)
      const counts = (
        await t.db.query<{ remaining: number; issued: number; reserved: number }>(
          'SELECT remaining, issued, reserved FROM coupon_templates WHERE id = $1',
          [tpl.id]
        )
      )[0]
      assert.deepEqual(counts, { remaining: 10 - redeemed, issued: redeemed, reserved: 0 })
      for (const lang of ['zh-CN', 'en-US', 'zh-MO']) {
        const late = await t.call('POST', `${COUPON_PATHS.exchange}?lang=${lang}`, { exchangeCode: list[3] }, auth(a))
        assert.deepEqual([late.body.statusCode, late.body.errorCode], [40367, 'COUPON_CODE_VOIDED'])
        assert.ok(late.body.comments.length > 0 && !late.body.comments.includes('coupon_code_voided'))
      }
      // The coupon received before the void stays with its buyer, and his retry still answers it.
      const mine = (await t.get<CouponSelfPageReply>(COUPON_PATHS.selfPage, auth(a))).body.data.coupons
      assert.ok(mine.some((c) => c.couponId === got.body.data.couponId))
      assert.equal(
        (await t.call<CouponView>('POST', COUPON_PATHS.exchange, { exchangeCode: list[0] }, auth(a))).body.data.couponId,
        got.body.data.couponId
      )
      const twice = await operator.call<AdminCouponCodeBatch>('POST', ADMIN_COUPON_PATHS.batchVoid.replace(':id', batch.id))
      assert.equal(twice.body.data.voided, 4 - redeemed)
      assert.deepEqual((await t.db.query('SELECT remaining, issued, reserved FROM coupon_templates WHERE id = $1', [tpl.id]))[0], counts)
      assert.equal((await t.db.query("SELECT 1 FROM audit_log WHERE action = 'coupon.codes.void' AND target = $1", [batch.id])).length, 1)
      assert.equal((await door.call('POST', ADMIN_COUPON_PATHS.batchVoid.replace(':id', batch.id))).body.statusCode !== 200, true)
      assert.equal((await operator.call('POST', ADMIN_COUPON_PATHS.batchVoid.replace(':id', 'ccb_nope'))).body.statusCode !== 200, true)
    })

    test('the report: per template issued, used (offline apart), expired, and the discount of paid orders', async () => {
      t.setNow(NOON)
      const tpl = await make({
        title: 'report me',
        expirationType: 'DYNAMIC',
        startTime: null,
        expireTime: null,
        expirationUnit: 'DAY',
        length: 1
      })
      const got: string[] = []
      for (const who of [a, a, b])
        got.push((await t.call<CouponView>('POST', COUPON_PATHS.obtain, { couponCode: tpl.couponCode }, auth(who))).body.data.couponId)
      const code = (await codes(a, { couponId: got[0], source: 'SINGLE_COUPON' })).body.data[0].verifyCode ?? ''
      assert.equal((await verify(operator, code)).body.statusCode, 200)
      // An order paid with one of its coupons (the order's coupon_fen, as create_order writes it).
      const [order] = await t.db.query<{ id: string }>('SELECT id FROM orders ORDER BY id LIMIT 1')
      if (order) {
        await t.db.query("UPDATE coupons SET status = 'USED', order_id = $2, used_at = $3 WHERE id = $1", [got[1], order.id, NOON])
        await t.db.query('UPDATE orders SET coupon_fen = 2000 WHERE id = $1', [order.id])
      }
      // One received coupon ended unused (a DYNAMIC day that has passed; staff sessions would not survive moving the clock).
      await t.db.query('UPDATE coupons SET start_at = $2, expire_at = $3 WHERE id = $1', [
        got[2],
        new Date(NOON.getTime() - 2 * DAY),
        new Date(NOON.getTime() - DAY)
      ])
      const res = await operator.call<AdminCouponReport>('GET', ADMIN_COUPON_PATHS.report)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const row = res.body.data.rows.find((r) => r.couponTemplateId === tpl.id)
      assert.ok(row)
      assert.deepEqual(
        {
          issued: row.issued,
          used: row.used,
          usedOffline: row.usedOffline,
          expired: row.expired,
          pending: row.pending,
          discountFen: row.discountFen
        },
        order
          ? { issued: 3, used: 2, usedOffline: 1, expired: 1, pending: 0, discountFen: 2000 }
          : { issued: 3, used: 1, usedOffline: 1, expired: 1, pending: 0, discountFen: 0 }
      )
      assert.equal(
        res.body.data.totals.issued,
        res.body.data.rows.reduce((n, r) => n + r.issued, 0)
      )
      assert.equal((await finance.call('GET', ADMIN_COUPON_PATHS.report)).body.statusCode !== 200, true)
      if (order) {
        await t.db.query("UPDATE coupons SET status = 'AVAILABLE', order_id = NULL, used_at = NULL WHERE id = $1", [got[1]])
        await t.db.query('UPDATE orders SET coupon_fen = 0 WHERE id = $1', [order.id])
      }
      t.setNow(NOON)
    })

    test("coupon-recommend-list: the receivable templates anywhere, with the caller's state; coupon-receive reads a template by its receive code", async () => {
      const tpl = await make({ useWay: 'ONLINE', title: 'recommend me' })
      const hidden = await make({ useWay: 'ONLINE', title: 'not listed', showReceivable: false })
      const pub = await t.get<CouponTemplateView[]>(COUPON_PATHS.recommend)
      assert.equal(pub.body.statusCode, 200, pub.body.comments)
      assert.ok(pub.body.data.some((c) => c.couponTemplateId === tpl.id && !c.obtained))
      assert.ok(!pub.body.data.some((c) => c.couponTemplateId === hidden.id))
      await t.call('POST', COUPON_PATHS.obtain, { couponCode: tpl.couponCode }, auth(a))
      const mine = await t.get<CouponTemplateView[]>(COUPON_PATHS.recommendMine, auth(a))
      assert.equal(mine.body.data.find((c) => c.couponTemplateId === tpl.id)?.obtained, true)
      const byCode = await t.get<CouponTemplateView>(`${COUPON_PATHS.byCodeMine}?couponCode=${hidden.couponCode}`, auth(a))
      assert.equal(byCode.body.data.couponTemplateId, hidden.id)
      assert.equal((await t.get(`${COUPON_PATHS.byCode}?couponCode=NOPE`)).body.errorCode, 'COUPON_NOT_FOUND')
    })

    test('multi-user packs: the template needs 2-100 parts of at least 1 fen; only multi-user kinds are shared', async () => {
      const bad = [
        { couponType: 'MULTI_USER_RANDOM_CASH', shareParts: 1 },
        { couponType: 'MULTI_USER_FIXED_CASH', shareParts: 101 },
        { couponType: 'MULTI_USER_FIXED_CASH', amount: 3, shareParts: 4 },
        { couponType: 'CASH', shareParts: 3 }
      ] as const
      for (const over of bad) {
        const res = await operator.call('POST', `${ADMIN_COUPON_PATHS.create}?lang=zh-MO`, input({ useWay: 'ONLINE', ...over }))
        assert.deepEqual([res.body.statusCode, res.body.errorCode], [40368, 'COUPON_SHARE_PARTS_INVALID'], JSON.stringify(over))
        assert.ok(res.body.comments.includes('多人券'), res.body.comments)
      }
      const ok = await make({ useWay: 'ONLINE', couponType: 'MULTI_USER_FIXED_CASH', amount: 1000, shareParts: 3 })
      assert.equal(ok.shareParts, 3)
    })

    test('a random pack of 100.00 in 5: the opener holds part 1, a crowd of 6 takes the other 4 exactly once, the parts add up to the pack, one part each', async () => {
      const tpl = await make({ useWay: 'ONLINE', couponType: 'MULTI_USER_RANDOM_CASH', amount: 10000, shareParts: 5, perBuyerLimit: 1 })
      const opened = await t.call<CouponView>('POST', COUPON_PATHS.obtain, { couponCode: tpl.couponCode }, auth(a))
      assert.equal(opened.body.statusCode, 200, opened.body.comments)
      const shareCode = opened.body.data.shareCode ?? ''
      assert.ok(shareCode.length >= 12)
      assert.ok(opened.body.data.amount >= 1 && opened.body.data.amount <= 10000 - 4)
      assert.equal(opened.body.data.shareParts, 5)
      // The owner cannot take a second part; the view says who opened it.
      assert.equal((await t.call('POST', COUPON_PATHS.packTake, { shareCode }, auth(a))).body.errorCode, 'COUPON_PACK_TAKEN')
      const ownerView = (await t.get<CouponPackView>(`${COUPON_PATHS.packMine}?shareCode=${shareCode}`, auth(a))).body.data
      assert.deepEqual([ownerView.owner, ownerView.taken, ownerView.parts, ownerView.totalFen], [true, 1, 5, 10000])
      assert.equal(ownerView.partList.filter((p) => p.amount !== null).length, 1, 'a random pack hides its open parts')
      const crowd = [b, ...(await Promise.all(['653', '654', '655', '656', '657'].map((n) => phoneLogin(t, `13200000${n}`))))]
      const results = await Promise.all(crowd.map((who) => t.call<CouponView>('POST', COUPON_PATHS.packTake, { shareCode }, auth(who))))
      const won = results.filter((r) => r.body.statusCode === 200)
      assert.equal(won.length, 4)
      assert.deepEqual(
        results.filter((r) => r.body.statusCode !== 200).map((r) => r.body.errorCode),
        ['COUPON_PACK_GONE', 'COUPON_PACK_GONE']
      )
      for (const r of won) assert.equal(r.body.data.obtainType, 'SHARE_OBTAIN')
      const total = opened.body.data.amount + won.reduce((n, r) => n + r.body.data.amount, 0)
      assert.equal(total, 10000)
      const rows = await t.db.query<{ n: number; sum: number }>(
        'SELECT count(*)::int AS n, sum(COALESCE(c.amount_fen, 0))::int AS sum FROM coupons c WHERE c.template_id = $1',
        [tpl.id]
      )
      assert.deepEqual(rows[0], { n: 5, sum: 10000 })
      // The template gave out one pack: one issued.
      const counts = (
        await t.db.query<{ issued: number; remaining: number }>('SELECT issued, remaining FROM coupon_templates WHERE id = $1', [tpl.id])
      )[0]
      assert.deepEqual(counts, { issued: 1, remaining: 99 })
      // A taker's coupon is worth its part on confirm order's rules (the coupon's own amount).
      const mineB = (await t.get<CouponSelfPageReply>(COUPON_PATHS.selfPage, auth(b))).body.data.coupons.find(
        (c) => c.couponTemplateId === tpl.id
      )
      const bWon = results[0].body.statusCode === 200 ? results[0].body.data.amount : undefined
      if (bWon !== undefined) assert.equal(mineB?.amount, bWon)
      assert.equal(mineB?.shareCode ?? null, null, 'only the opener shares the pack')
      const pub = (await t.get<CouponPackView>(`${COUPON_PATHS.pack}?shareCode=${shareCode}`)).body.data
      assert.deepEqual([pub.taken, pub.owner, pub.partList.every((p) => p.taken && p.amount !== null)], [5, false, true])
      assert.equal((await t.get(`${COUPON_PATHS.pack}?shareCode=NOPE`)).body.errorCode, 'COUPON_PACK_NOT_FOUND')
    })

    test('a fixed pack of 10.00 in 3 shows every part (3.34, 3.33, 3.33); past its end a part is refused', async () => {
      t.setNow(NOON)
      const tpl = await make({
        useWay: 'ONLINE',
        couponType: 'MULTI_USER_FIXED_CASH',
        amount: 1000,
        shareParts: 3,
        expireTime: NOON.getTime() + 60_000
      })
      const opened = (await t.call<CouponView>('POST', COUPON_PATHS.obtain, { couponCode: tpl.couponCode }, auth(a))).body.data
      assert.equal(opened.amount, 334)
      const view = (await t.get<CouponPackView>(`${COUPON_PATHS.pack}?shareCode=${opened.shareCode}`)).body.data
      assert.deepEqual(
        view.partList.map((p) => p.amount),
        [334, 333, 333]
      )
      t.setNow(new Date(NOON.getTime() + 61_000))
      assert.equal(
        (await t.call('POST', COUPON_PATHS.packTake, { shareCode: opened.shareCode }, auth(b))).body.errorCode,
        'COUPON_PACK_ENDED'
      )
      t.setNow(NOON)
    })
  })
}
