/**
 * Privilege purchase codes (issue #18 privilege; product.md "privilege (privilege_code, login)", "booking
 * ... opened with privilegeCode with privilegeId"; calls-errors-limits.md "A privilege token is added when
 * privilegeId is involved", "privilege-token"). Code → token; wrong, voided, used-up codes refused; an
 * expired token refused; a code of 2 uses not spent by two concurrent orders of 2; a close returns uses;
 * a privileged tier before public sale only with a token, at the privilege price. On every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { FINANCE, loggedIn, OPERATOR, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { callCreateOrder, callPreOrder } from '../helpers/order-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier } from '../helpers/payment-helpers'
import type { Tier } from '../helpers/tier-helpers'
import {
  ADMIN_PRIVILEGE_PATHS,
  PRIVILEGE_PATHS,
  type AdminPrivilege,
  type AdminPrivilegeBatch,
  type PrivilegeCheckReply
} from '../../../types/api/privilege'
import type { SeatPlanStatic, SessionDynamic } from '../../../types/api/show'

const DAY = 86400000

for (const engine of ENGINES) {
  describe(`privilege codes on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let phones = 0
    let keys = 0
    before(async () => {
      ;({
        t,
        staff: [operator]
      } = await staffedApp(engine, OPERATOR))
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    const buyer = () => phoneLogin(t, `132000067${String(phones++).padStart(2, '0')}`)
    /** A tier whose show opens to the public tomorrow, a privilege on it (now until 2 days on) and one batch of `size` codes. */
    const privilege = async (usesPerCode = 2, price: number | null = 5000, size = 1) => {
      const tr = await freshTier(t, 8000)
      await t.db.query('UPDATE shows SET sale_time = $2 WHERE id = $1', [tr.show_id, new Date(NOON.getTime() + DAY)])
      const made = await operator.call<AdminPrivilege>('POST', ADMIN_PRIVILEGE_PATHS.list, {
        showId: tr.show_id,
        name: 'Fan club presale',
        startTime: NOON.getTime() - 60000,
        endTime: NOON.getTime() + 2 * DAY,
        usesPerCode,
        tiers: [price === null ? { seatPlanId: tr.id } : { seatPlanId: tr.id, price }]
      })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const batch = await operator.call<AdminPrivilegeBatch>('POST', ADMIN_PRIVILEGE_PATHS.batches.replace(':id', made.body.data.id), {
        size,
        label: 'A'
      })
      assert.equal(batch.body.statusCode, 200, batch.body.comments)
      const codes = await t.db.query<{ code: string }>('SELECT code FROM privilege_codes WHERE batch_id = $1 ORDER BY seq', [
        batch.body.data.id
      ])
      return { tr, privilegeId: made.body.data.id, batchId: batch.body.data.id, codes: codes.map((c) => c.code) }
    }
    const check = (who: Login, privilegeCode: string, privilegeId?: string) =>
      t.call<PrivilegeCheckReply>(
        'POST',
        `${PRIVILEGE_PATHS.check}?lang=en-US`,
        { privilegeCode, ...(privilegeId ? { privilegeId } : {}) },
        auth(who)
      )
    const withToken = (who: Login, token?: string): Record<string, string> => ({
      ...auth(who),
      ...(token !== undefined ? { 'privilege-token': token } : {})
    })
    const preOrder = (who: Login, tr: Tier, qty: number, token?: string) => callPreOrder(t, withToken(who, token), tr, qty)
    const createOrder = (who: Login, tr: Tier, qty: number, payAmount: number, token?: string) =>
      callCreateOrder(t, withToken(who, token), tr, qty, payAmount, `prv-${engine}-${keys++}`)
    const usesLeft = async (code: string) =>
      (await t.db.query<{ uses_left: number }>('SELECT uses_left FROM privilege_codes WHERE code = $1', [code]))[0].uses_left

    test('code → token → the privileged tier before public sale at the privilege price; without a token it is refused', async () => {
      const a = await buyer()
      const p = await privilege()
      // Without a token: the session is not on public sale, and the buyer hears a code is the way in.
      const plain = await preOrder(a, p.tr, 1)
      assert.deepEqual([plain.body.statusCode, plain.body.errorCode], [40383, 'PRIVILEGE_REQUIRED'])
      const checked = await check(a, p.codes[0].toLowerCase().replace(/(.{4})/g, '$1-'), p.privilegeId)
      assert.equal(checked.body.statusCode, 200, checked.body.comments)
      assert.deepEqual(
        [checked.body.data.privilegeId, checked.body.data.showId, checked.body.data.usesLeft],
        [p.privilegeId, p.tr.show_id, 2]
      )
      const token = checked.body.data.privilegeToken
      // The privilege-purchase variants: the session buyable, the tier at its privilege price.
      const dyn = await t.call<SessionDynamic[]>(
        'GET',
        PRIVILEGE_PATHS.sessionsDynamic.replace(':showId', p.tr.show_id),
        undefined,
        withToken(a, token)
      )
      assert.equal(dyn.body.statusCode, 200, dyn.body.comments)
      assert.deepEqual(
        dyn.body.data.map((s) => [s.bizShowSessionId, s.canBuy]),
        [[p.tr.session_id, true]]
      )
      const plans = await t.call<SeatPlanStatic[]>(
        'GET',
        PRIVILEGE_PATHS.seatPlansStatic.replace(':showId', p.tr.show_id).replace(':sessionId', p.tr.session_id),
        undefined,
        withToken(a, token)
      )
      assert.deepEqual(
        plans.body.data.map((s) => [s.seatPlanId, s.originalPrice]),
        [[p.tr.id, 5000]]
      )
      const pre = await preOrder(a, p.tr, 2, token)
      assert.equal(pre.body.statusCode, 200, pre.body.comments)
      assert.equal(pre.body.data.payAmount, 10000)
      // A forged (public) amount is a changed price; the privilege price writes the order and takes the uses.
      assert.equal((await createOrder(a, p.tr, 2, 16000, token)).body.errorCode, 'PRICE_CHANGED')
      const made = await createOrder(a, p.tr, 2, 10000, token)
      assert.equal(made.body.statusCode, 200, made.body.comments)
      assert.equal(await usesLeft(p.codes[0]), 0)
      const lines = await t.db.query<{ unit_fen: number }>('SELECT unit_fen FROM order_items WHERE order_id = $1', [made.body.data.orderId])
      assert.deepEqual(lines, [{ unit_fen: 5000 }])
      // Used up: the code is refused, and a token checked before cannot buy more.
      assert.equal((await check(a, p.codes[0])).body.errorCode, 'PRIVILEGE_CODE_USED_UP')
      assert.equal((await preOrder(a, p.tr, 1, token)).body.errorCode, 'PRIVILEGE_CODE_USED_UP')
      // "close returns uses": a cancel gives them back, once.
      assert.equal((await t.call('POST', `/buyer/buyer/v5/orders/${made.body.data.orderId}/cancel`, {}, auth(a))).body.statusCode, 200)
      assert.equal(await usesLeft(p.codes[0]), 2)
    })

    test("wrong, other-privilege and voided codes are refused; forged, someone else's and expired tokens are refused", async () => {
      const [a, b] = [await buyer(), await buyer()]
      const p = await privilege()
      const other = await privilege()
      const wrong = await check(a, 'AAAA-AAAA-AAAA-AAAA-AAAA')
      assert.deepEqual([wrong.body.statusCode, wrong.body.comments], [40373, 'This privilege code is not valid. Check it and try again'])
      assert.equal((await check(a, p.codes[0], other.privilegeId)).body.errorCode, 'PRIVILEGE_CODE_INVALID')
      const token = (await check(a, p.codes[0])).body.data.privilegeToken
      assert.equal((await preOrder(b, p.tr, 1, token)).body.errorCode, 'PRIVILEGE_TOKEN_INVALID')
      assert.equal((await preOrder(a, p.tr, 1, token.slice(0, -2) + 'xx')).body.errorCode, 'PRIVILEGE_TOKEN_INVALID')
      // A token for one privilege does not open another's tier.
      assert.equal((await preOrder(a, other.tr, 1, token)).body.errorCode, 'PRIVILEGE_TIER_NOT_COVERED')
      // 31 minutes later the token has expired.
      t.setNow(new Date(NOON.getTime() + 31 * 60000))
      try {
        assert.equal((await preOrder(a, p.tr, 1, token)).body.errorCode, 'PRIVILEGE_TOKEN_INVALID')
      } finally {
        t.setNow(NOON)
      }
      const fresh = (await check(a, p.codes[0])).body.data.privilegeToken
      const voided = await operator.call<AdminPrivilegeBatch>('POST', ADMIN_PRIVILEGE_PATHS.batchVoid.replace(':id', p.batchId), {})
      assert.equal(voided.body.statusCode, 200, voided.body.comments)
      assert.ok(voided.body.data.voidedAt)
      assert.equal((await check(a, p.codes[0])).body.errorCode, 'PRIVILEGE_CODE_VOIDED')
      assert.equal((await preOrder(a, p.tr, 1, fresh)).body.errorCode, 'PRIVILEGE_TOKEN_INVALID')
    })

    test('"a code with 2 uses cannot be spent by two concurrent orders of 2"', async () => {
      const [a, b] = [await buyer(), await buyer()]
      const p = await privilege(2, null)
      // Two buyers sharing one code (it was passed on): both hold a token, only one order is written.
      const ta = (await check(a, p.codes[0])).body.data.privilegeToken
      const tb = (await check(b, p.codes[0])).body.data.privilegeToken
      const pre = await preOrder(a, p.tr, 2, ta)
      assert.equal(pre.body.data.payAmount, 16000, JSON.stringify(pre.body))
      const replies = await Promise.all([createOrder(a, p.tr, 2, 16000, ta), createOrder(b, p.tr, 2, 16000, tb)])
      const won = replies.filter((r) => r.body.statusCode === 200)
      const lost = replies.filter((r) => r.body.statusCode !== 200)
      assert.equal(won.length, 1, JSON.stringify(replies.map((r) => r.body.comments)))
      assert.ok(['PRIVILEGE_USES_SHORT', 'PRIVILEGE_CODE_USED_UP'].includes(lost[0].body.errorCode ?? ''), lost[0].body.errorCode ?? '')
      assert.equal(await usesLeft(p.codes[0]), 0)
      const n = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_privilege_uses WHERE code = $1', [p.codes[0]])
      assert.equal(n[0].n, 1)
    })

    test("the console follows the coupons' role checks: finance is refused; a free privilege tier (price 0) makes a free order, paid at once", async () => {
      const finance = await loggedIn(t, FINANCE)
      const refused = await finance.call('GET', ADMIN_PRIVILEGE_PATHS.list)
      assert.notEqual(refused.body.statusCode, 200)
      const a = await buyer()
      const p = await privilege(1, 0)
      const token = (await check(a, p.codes[0])).body.data.privilegeToken
      const made = await createOrder(a, p.tr, 1, 0, token)
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const [row] = await t.db.query<{ state: string; total_fen: number }>('SELECT state, total_fen FROM orders WHERE id = $1', [
        made.body.data.orderId
      ])
      assert.deepEqual(row, { state: 'PAID', total_fen: 0 })
      assert.equal(await usesLeft(p.codes[0]), 0)
    })

    test('code checks are rate-limited per buyer ("like other code checks": a fixed window, a right code starts over)', async () => {
      const [a, b] = [await buyer(), await buyer()]
      const p = await privilege()
      for (let i = 0; i < 9; i++) assert.equal((await check(a, 'AAAA-AAAA-AAAA-AAAA-AAAA')).body.errorCode, 'PRIVILEGE_CODE_INVALID')
      // The right code within the budget passes and clears the count.
      assert.equal((await check(a, p.codes[0])).body.statusCode, 200)
      for (let i = 0; i < 10; i++) await check(a, 'AAAA-AAAA-AAAA-AAAA-AAAA')
      const limited = await check(a, p.codes[0])
      assert.deepEqual([limited.body.statusCode, limited.body.comments], [40377, 'Too many wrong codes. Try again in 10 minutes'])
      // Another buyer is not held up; the window passing lets the first try again.
      assert.equal((await check(b, p.codes[0])).body.statusCode, 200)
      t.setNow(new Date(NOON.getTime() + 11 * 60000))
      try {
        assert.equal((await check(a, p.codes[0])).body.statusCode, 200)
      } finally {
        t.setNow(NOON)
      }
    })

    test('the console: a bad window is refused with a translated message; the CSV lists the codes', async () => {
      const tr = await freshTier(t, 8000)
      const bad = await operator.call('POST', `${ADMIN_PRIVILEGE_PATHS.list}?lang=en-US`, {
        showId: tr.show_id,
        name: 'x',
        startTime: NOON.getTime(),
        endTime: NOON.getTime(),
        usesPerCode: 1,
        tiers: [{ seatPlanId: tr.id }]
      })
      assert.deepEqual([bad.body.statusCode, bad.body.comments], [40382, 'The privilege is not valid: WINDOW'])
      const p = await privilege(1, null, 3)
      const csv = await t.app.inject({
        method: 'GET',
        url: `/admin-api/v1${ADMIN_PRIVILEGE_PATHS.batchCsv.replace(':id', p.batchId)}?lang=en-US`,
        headers: { cookie: [...operator.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
      })
      assert.equal(csv.statusCode, 200)
      const rows = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
      assert.equal(rows.length, 4)
      assert.equal(rows[0], 'No.,Code,Batch,Privilege,Tickets left,State')
    })
  })
}
