/**
 * The console login after the hostile review of issue #16, on every engine:
 * - "failed TOTP codes are not counted toward the login lockout": a wrong (or replayed) code counts like a
 *   wrong password, and knowing the password does not start the count over;
 * - "a valid code can be replayed within its window": a code once accepted for a member is refused after,
 *   and so is any code of that step or an earlier one;
 * - "the console login reveals whether an email belongs to several merchants": a wrong password gets the
 *   same reply whatever the email (unknown, one merchant, several); a login names its merchant, and no
 *   reply lists an email's merchants (admin-staff-identity.test.ts: no merchant shadows another's staff).
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { consoleClient, DEMO_STAFF_PASSWORD, loggedIn, OPERATOR, OWNER, withDemoStaff } from '../helpers/admin-helpers'
import { totpCodeAt } from '../../src/staff/totp'
import { hashPassword, passwordDerivations } from '../../src/account/password-hash'
import { STAFF_COOKIE, type CreateStaffReply, type MeReply, type TotpEnrolReply } from '../../../types/api/staff'

const STEP_MS = 30_000

for (const engine of ENGINES) {
  describe(`console login hardening on ${engine}`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
    })
    after(async () => t.close())

    /** A member of the demo merchant with the demo password and TOTP on; its secret. */
    async function withTotp(email: string): Promise<string> {
      const owner = await loggedIn(t, OWNER)
      await owner.call<CreateStaffReply>('POST', '/staff', { email, role: 'operator' })
      await t.db.query(
        'UPDATE staff SET password_hash = (SELECT password_hash FROM staff WHERE email = $1), must_change_password = false WHERE email = $2',
        [OWNER, email]
      )
      const member = await loggedIn(t, email)
      const enrol = await member.call<TotpEnrolReply>('POST', '/me/totp')
      // Confirmed one step before NOON, so NOON's code is still unused.
      t.setNow(new Date(NOON.getTime() - STEP_MS))
      try {
        const confirmed = await member.call<MeReply>('POST', '/me/totp/confirm', {
          code: totpCodeAt(enrol.body.data.secret, new Date(NOON.getTime() - STEP_MS))
        })
        assert.equal(confirmed.body.data.staff.totpEnabled, true, confirmed.body.comments)
      } finally {
        t.setNow(NOON)
      }
      return enrol.body.data.secret
    }

    const login = async (body: object) => (await (await consoleClient(t)).call<MeReply>('POST', '/session', body)).body

    test('"TOTP failures count toward the same lockout as password failures": five wrong codes after the right password lock the email', async () => {
      const email = 'totp.guess@demo.stagedoor.test'
      const secret = await withTotp(email)
      const right = totpCodeAt(secret, NOON)
      const wrong = right === '000000' ? '111111' : '000000'
      for (let i = 0; i < 5; i++)
        assert.equal((await login({ email, password: DEMO_STAFF_PASSWORD, totpCode: wrong })).errorCode, 'STAFF_TOTP_INVALID')
      // Locked: even the right password with the right code is refused, and the code is not used up by it.
      assert.equal((await login({ email, password: DEMO_STAFF_PASSWORD, totpCode: right })).errorCode, 'STAFF_LOCKED')
      const after = new Date(NOON.getTime() + 61_000)
      t.setNow(after)
      try {
        const opened = await login({ email, password: DEMO_STAFF_PASSWORD, totpCode: totpCodeAt(secret, after) })
        assert.equal(opened.statusCode, 200, opened.comments)
      } finally {
        t.setNow(NOON)
      }
    })

    test('wrong passwords and wrong codes share one count: 3 of one and 2 of the other lock', async () => {
      const email = 'totp.mixed@demo.stagedoor.test'
      const secret = await withTotp(email)
      const right = totpCodeAt(secret, NOON)
      for (let i = 0; i < 3; i++) await login({ email, password: `wrong-${i}-password` })
      for (let i = 0; i < 2; i++) await login({ email, password: DEMO_STAFF_PASSWORD, totpCode: right === '123456' ? '654321' : '123456' })
      assert.equal((await login({ email, password: DEMO_STAFF_PASSWORD, totpCode: right })).errorCode, 'STAFF_LOCKED')
    })

    test('"a code once accepted for a staff member cannot be used again": the same code, and an earlier step\'s, are refused; the next step\'s opens', async () => {
      const email = 'totp.replay@demo.stagedoor.test'
      const secret = await withTotp(email)
      const code = totpCodeAt(secret, NOON)
      assert.equal((await login({ email, password: DEMO_STAFF_PASSWORD, totpCode: code })).statusCode, 200)
      // Replayed 10 s later, still inside its window.
      t.setNow(new Date(NOON.getTime() + 10_000))
      try {
        assert.equal((await login({ email, password: DEMO_STAFF_PASSWORD, totpCode: code })).errorCode, 'STAFF_TOTP_INVALID')
        // Next step: the previous step's code is within otpauth's window of one step, but older than the one accepted.
        const next = new Date(NOON.getTime() + STEP_MS)
        t.setNow(next)
        assert.equal((await login({ email, password: DEMO_STAFF_PASSWORD, totpCode: code })).errorCode, 'STAFF_TOTP_INVALID')
        assert.equal((await login({ email, password: DEMO_STAFF_PASSWORD, totpCode: totpCodeAt(secret, next) })).statusCode, 200)
      } finally {
        t.setNow(NOON)
      }
    })

    test('one code sent by two logins at once opens one of them', async () => {
      const email = 'totp.race@demo.stagedoor.test'
      const secret = await withTotp(email)
      const code = totpCodeAt(secret, NOON)
      const replies = await Promise.all([0, 1].map(() => login({ email, password: DEMO_STAFF_PASSWORD, totpCode: code })))
      assert.deepEqual(replies.map((r) => r.errorCode || 'OK').sort(), ['OK', 'STAFF_TOTP_INVALID'])
    })

    test('an email at two merchants, TOTP on at one: each merchant checks its own membership; without a merchant none is named', async () => {
      const email = 'two-shops@demo.stagedoor.test'
      const secret = await withTotp(email)
      await t.db.query(
        `INSERT INTO merchants (id, name, config) VALUES ('other', '{"zh-CN":"另一家","en-US":"Other Co"}', '{}') ON CONFLICT DO NOTHING`
      )
      await t.db.query(
        "INSERT INTO staff (id, merchant_id, email, name, password_hash, role) SELECT 'stf-other-two', 'other', email, 'Two', password_hash, 'operator' FROM staff WHERE email = $1 AND merchant_id = 'demo'",
        [email]
      )
      await t.db.query('DELETE FROM password_lockouts')
      const code = totpCodeAt(secret, NOON)
      const bare = await login({ email, password: DEMO_STAFF_PASSWORD, totpCode: code })
      assert.deepEqual([bare.errorCode, bare.data], ['STAFF_MERCHANT_REQUIRED', null])
      assert.equal(/"(demo|other)"|Other Co/.test(JSON.stringify(bare)), false, 'no merchant is named')
      assert.equal((await login({ email, password: DEMO_STAFF_PASSWORD, merchantId: 'demo' })).errorCode, 'STAFF_TOTP_REQUIRED')
      assert.equal(
        (await login({ email, password: DEMO_STAFF_PASSWORD, merchantId: 'demo', totpCode: '000000' === code ? '111111' : '000000' }))
          .errorCode,
        'STAFF_TOTP_INVALID'
      )
      const demo = await login({ email, password: DEMO_STAFF_PASSWORD, totpCode: code, merchantId: 'demo' })
      assert.equal(demo.data.merchant.id, 'demo', demo.comments)
      const other = await login({ email, password: DEMO_STAFF_PASSWORD, merchantId: 'other' })
      assert.equal(other.data.merchant.id, 'other', other.comments)
    })

    describe('an email on several merchants', () => {
      const OTHER_PASSWORD = 'Other-merchant-2026'
      before(async () => {
        await t.db.query(
          `INSERT INTO merchants (id, name, config) VALUES ('other', '{"zh-CN":"另一家","en-US":"Other Co"}', '{}') ON CONFLICT DO NOTHING`
        )
        // The operator works for "other" too, with another password; the owner with the same one.
        await t.db.query(
          "INSERT INTO staff (id, merchant_id, email, name, password_hash, role) VALUES ('stf-other-op', 'other', $1, 'Op', $2, 'operator')",
          [OPERATOR, await hashPassword(OTHER_PASSWORD)]
        )
        await t.db.query(
          "INSERT INTO staff (id, merchant_id, email, name, password_hash, role) SELECT 'stf-other-owner', 'other', email, 'Owner', password_hash, 'owner' FROM staff WHERE id = 'stf-demo-owner'"
        )
      })

      test('"the login reply for wrong credentials is identical whatever the email": unknown, one merchant, several merchants', async () => {
        const replies = []
        for (const email of ['nobody@demo.stagedoor.test', 'finance@demo.stagedoor.test', OPERATOR, OWNER])
          replies.push(await login({ email, password: 'not-the-password-1', merchantId: 'demo' }))
        for (const r of replies) assert.deepEqual(r, replies[0])
        assert.equal(replies[0].errorCode, 'STAFF_LOGIN_FAILED')
        // Another merchant, or one that does not exist, changes nothing either.
        assert.deepEqual(await login({ email: OPERATOR, password: 'not-the-password-1', merchantId: 'other' }), replies[0])
        assert.deepEqual(
          await login({ email: 'finance@demo.stagedoor.test', password: DEMO_STAFF_PASSWORD, merchantId: 'other' }),
          replies[0]
        )
        assert.deepEqual(await login({ email: OPERATOR, password: DEMO_STAFF_PASSWORD, merchantId: 'nowhere' }), replies[0])
      })

      test('"keep timing similar": one scrypt per login whatever the email, unknown, on one merchant or on several; none without a merchant', async () => {
        const cost = async (email: string, merchantId?: string) => {
          const before = passwordDerivations()
          await login({ email, password: 'not-the-password-2', merchantId })
          return passwordDerivations() - before
        }
        assert.deepEqual(
          [
            await cost('nobody.else@demo.stagedoor.test', 'demo'),
            await cost('door@demo.stagedoor.test', 'demo'),
            await cost(OPERATOR, 'other')
          ],
          [1, 1, 1]
        )
        assert.deepEqual([await cost('nobody.else@demo.stagedoor.test'), await cost(OPERATOR)], [0, 0])
      })

      test('each merchant opens with its own password, whichever membership was logged into last', async () => {
        await t.db.query('UPDATE staff SET last_login_at = $2 WHERE id = $1', ['stf-other-op', NOON])
        await t.db.query('DELETE FROM password_lockouts') // the wrong guesses of the tests above
        assert.equal((await login({ email: OPERATOR, password: DEMO_STAFF_PASSWORD, merchantId: 'other' })).errorCode, 'STAFF_LOGIN_FAILED')
        assert.equal((await login({ email: OPERATOR, password: OTHER_PASSWORD, merchantId: 'demo' })).errorCode, 'STAFF_LOGIN_FAILED')
        const other = await login({ email: OPERATOR, password: OTHER_PASSWORD, merchantId: 'other' })
        assert.equal(other.data.merchant.id, 'other', other.comments)
        const demo = await login({ email: OPERATOR, password: DEMO_STAFF_PASSWORD, merchantId: 'demo' })
        assert.equal(demo.data.merchant.id, 'demo', demo.comments)
      })

      test('without a merchant even the right password is asked for one and no merchant is listed; resent with one, it logs in', async () => {
        const c = await consoleClient(t)
        const ask = await c.call('POST', '/session?lang=en', { email: OWNER, password: DEMO_STAFF_PASSWORD })
        assert.deepEqual([ask.body.errorCode, ask.body.data], ['STAFF_MERCHANT_REQUIRED', null])
        assert.equal(ask.body.comments, 'Enter your merchant code (it is in your console sign-in link)')
        assert.deepEqual(
          ask.body,
          (await (await consoleClient(t)).call('POST', '/session?lang=en', { email: 'x@y.test', password: 'wrong-pass' })).body
        )
        assert.equal(c.cookies.has(STAFF_COOKIE), false)
        const chosen = await c.call<MeReply>('POST', '/session', { email: OWNER, password: DEMO_STAFF_PASSWORD, merchantId: 'other' })
        assert.equal(chosen.body.data.merchant.id, 'other')
      })
    })
  })
}
