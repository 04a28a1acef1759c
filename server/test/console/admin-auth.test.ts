/**
 * The merchant console's sessions and roles (issue #16 foundation): log in with an httpOnly SameSite=Strict
 * cookie, log out, me; wrong passwords and the lock-out; TOTP; double-submit CSRF on every non-GET call;
 * "roles enforced by the API ... not just hidden"; buyer tokens never open admin calls and staff cookies
 * never open buyer calls; every change leaves an audit row with before and after — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { consoleClient, DEMO_STAFF_PASSWORD, DOOR, FINANCE, loggedIn, OPERATOR, OWNER, withDemoStaff } from '../helpers/admin-helpers'
import { auth, phoneLogin } from '../helpers/account-helpers'
import { couponTemplate, makeCouponTemplate } from '../helpers/coupon-helpers'
import { totpCodeAt } from '../../src/staff/totp'
import {
  STAFF_COOKIE,
  type AuditReply,
  type CreateStaffReply,
  type MeReply,
  type StaffMember,
  type TotpEnrolReply
} from '../../../types/api/staff'

for (const engine of ENGINES) {
  describe(`console sessions and roles on ${engine}`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
    })
    after(async () => t.close())

    test('log in sets an httpOnly SameSite=Strict cookie; me names the staff member, role and merchant; log out ends it', async () => {
      const c = await consoleClient(t)
      const login = await c.call<MeReply>('POST', '/session', { email: OWNER, password: DEMO_STAFF_PASSWORD })
      assert.equal(login.body.statusCode, 200, login.body.comments)
      const line = login.setCookie.find((l) => l.startsWith(`${STAFF_COOKIE}=`)) ?? ''
      assert.match(line, /HttpOnly/i)
      assert.match(line, /SameSite=Strict/i)
      assert.doesNotMatch(line, /Secure/i, 'Secure only in production')
      const me = await c.call<MeReply>('GET', '/me')
      assert.deepEqual([me.body.data.staff.email, me.body.data.role, me.body.data.merchant.id], [OWNER, 'owner', 'demo'])
      const token = c.cookies.get(STAFF_COOKIE) ?? ''
      assert.equal((await c.call('DELETE', '/session')).body.statusCode, 200)
      // The old token is dead in the database, not just forgotten by the browser.
      const again = await c.call('GET', '/me', undefined, { cookie: `${STAFF_COOKIE}=${token}` })
      assert.deepEqual([again.status, again.body.errorCode], [401, 'STAFF_NOT_LOGGED_IN'])
    })

    test('a wrong password or an unknown email is the same refusal, in the request language', async () => {
      const c = await consoleClient(t)
      const wrong = await c.call('POST', '/session?lang=en', { email: OPERATOR, password: 'nope-nope-nope' })
      const unknown = await c.call('POST', '/session?lang=en', { email: 'nobody@demo.stagedoor.test', password: 'nope-nope-nope' })
      assert.deepEqual([wrong.body.errorCode, unknown.body.errorCode], ['STAFF_LOGIN_FAILED', 'STAFF_LOGIN_FAILED'])
      assert.equal(wrong.body.comments, 'Wrong email or password')
      assert.equal(c.cookies.has(STAFF_COOKIE), false)
    })

    test('lock-out like buyer logins: after five wrong passwords even the right one is refused', async () => {
      const c = await consoleClient(t)
      await c.call('POST', '/staff', {}) // not logged in: refused before anything
      const owner = await loggedIn(t, OWNER)
      const made = await owner.call<CreateStaffReply>('POST', '/staff', { email: 'locked@demo.stagedoor.test', role: 'finance' })
      for (let i = 0; i < 5; i++) await c.call('POST', '/session', { email: 'locked@demo.stagedoor.test', password: `wrong-${i}-xxxxxx` })
      const right = await c.call('POST', '/session', { email: 'locked@demo.stagedoor.test', password: made.body.data.temporaryPassword })
      assert.equal(right.body.errorCode, 'STAFF_LOCKED')
    })

    test('CSRF: a non-GET call without x-csrf-token, or with a wrong one, is refused with a 403 envelope', async () => {
      const c = await loggedIn(t, OWNER)
      const missing = await c.call('POST', '/me/totp', undefined, { 'x-csrf-token': '' })
      const wrong = await c.call('POST', '/me/totp', undefined, { 'x-csrf-token': 'forged-token' })
      assert.deepEqual([missing.status, missing.body.errorCode], [403, 'CSRF_INVALID'])
      assert.deepEqual([wrong.status, wrong.body.errorCode], [403, 'CSRF_INVALID'])
      // Another browser's token does not fit this browser's secret cookie.
      const other = await consoleClient(t)
      const crossed = await c.call('POST', '/me/totp', undefined, { 'x-csrf-token': other.csrf })
      assert.equal(crossed.body.errorCode, 'CSRF_INVALID')
      const login = await other.call('POST', '/session', { email: OWNER, password: DEMO_STAFF_PASSWORD }, { 'x-csrf-token': '' })
      assert.equal(login.body.errorCode, 'CSRF_INVALID', 'the login itself needs the token')
    })

    test('TOTP: enrol, confirm with a code; then login needs the code; disable with a code', async () => {
      const owner = await loggedIn(t, OWNER)
      await owner.call<CreateStaffReply>('POST', '/staff', { email: 'totp@demo.stagedoor.test', role: 'operator' })
      await t.db.query(
        "UPDATE staff SET password_hash = (SELECT password_hash FROM staff WHERE email = $1), must_change_password = false WHERE email = 'totp@demo.stagedoor.test'",
        [OWNER]
      )
      const c = await loggedIn(t, 'totp@demo.stagedoor.test')
      const enrol = await c.call<TotpEnrolReply>('POST', '/me/totp')
      assert.match(enrol.body.data.otpauthUrl, /^otpauth:\/\/totp\//)
      assert.equal(
        (await c.call('POST', '/me/totp/confirm', { code: '000000' === totpCodeAt(enrol.body.data.secret, NOON) ? '111111' : '000000' }))
          .body.errorCode,
        'STAFF_TOTP_INVALID'
      )
      const confirmed = await c.call<MeReply>('POST', '/me/totp/confirm', { code: totpCodeAt(enrol.body.data.secret, NOON) })
      assert.equal(confirmed.body.data.staff.totpEnabled, true)
      const stored = await t.db.query<{ totp_secret: string }>("SELECT totp_secret FROM staff WHERE email = 'totp@demo.stagedoor.test'")
      assert.ok(!stored[0].totp_secret.includes(enrol.body.data.secret), 'the secret is stored encrypted')

      const fresh = await consoleClient(t)
      assert.equal(
        (await fresh.call('POST', '/session', { email: 'totp@demo.stagedoor.test', password: DEMO_STAFF_PASSWORD })).body.errorCode,
        'STAFF_TOTP_REQUIRED'
      )
      assert.equal(fresh.cookies.has(STAFF_COOKIE), false)
      assert.equal(
        (await fresh.call('POST', '/session', { email: 'totp@demo.stagedoor.test', password: DEMO_STAFF_PASSWORD, totpCode: '12345x' }))
          .body.errorCode,
        'STAFF_TOTP_INVALID'
      )
      // The code that confirmed TOTP is used up (issue #16 review: a code is accepted once); the next step's opens the login.
      const used = await fresh.call('POST', '/session', {
        email: 'totp@demo.stagedoor.test',
        password: DEMO_STAFF_PASSWORD,
        totpCode: totpCodeAt(enrol.body.data.secret, NOON)
      })
      assert.equal(used.body.errorCode, 'STAFF_TOTP_INVALID')
      const [step1, step2] = [new Date(NOON.getTime() + 30_000), new Date(NOON.getTime() + 60_000)]
      try {
        t.setNow(step1)
        const ok = await fresh.call('POST', '/session', {
          email: 'totp@demo.stagedoor.test',
          password: DEMO_STAFF_PASSWORD,
          totpCode: totpCodeAt(enrol.body.data.secret, step1)
        })
        assert.equal(ok.body.statusCode, 200, ok.body.comments)
        assert.equal(
          (await fresh.call('DELETE', '/me/totp', { code: totpCodeAt(enrol.body.data.secret, step1) })).body.errorCode,
          'STAFF_TOTP_INVALID',
          "the login's code cannot turn TOTP off"
        )
        t.setNow(step2)
        const off = await fresh.call<MeReply>('DELETE', '/me/totp', { code: totpCodeAt(enrol.body.data.secret, step2) })
        assert.equal(off.body.data.staff.totpEnabled, false)
      } finally {
        t.setNow(NOON)
      }
    })

    test('roles: a door user is refused the storefront, staff and audit calls (403 envelope), not just hidden', async () => {
      const door = await loggedIn(t, DOOR)
      for (const [method, path, body] of [
        ['GET', '/storefront/draft'],
        ['PUT', '/storefront/draft', { config: {} }],
        ['POST', '/storefront/publish'],
        ['POST', '/storefront/preview'],
        ['GET', '/staff'],
        ['POST', '/staff', { email: 'x@demo.stagedoor.test', role: 'owner' }],
        ['GET', '/audit']
      ] as const) {
        const res = await door.call(method, path, body)
        assert.deepEqual([res.status, res.body.errorCode], [403, 'STAFF_FORBIDDEN'], `${method} ${path}`)
      }
      assert.equal((await door.call('GET', '/door/sessions')).body.statusCode, 200)
    })

    test('the role is checked before the input: a refused or logged-out caller hears 403 / 401, never which fields the route expects', async () => {
      const door = await loggedIn(t, DOOR)
      const anonymous = await consoleClient(t)
      // Bodies and ids the routes' schemas refuse: were they validated first, the reply would be
      // INVALID_PARAMETER naming the fields, telling a caller with no right to the call how to shape it.
      for (const [method, path, body] of [
        ['POST', '/staff', { email: 42, role: ['owner'] }],
        ['PUT', '/storefront/draft', []],
        ['GET', '/audit?from=not-a-date&limit=-1']
      ] as const) {
        const refused = await door.call(method, path, body)
        assert.deepEqual([refused.status, refused.body.errorCode], [403, 'STAFF_FORBIDDEN'], `door: ${method} ${path}`)
        assert.doesNotMatch(refused.body.comments, /email|role|config|limit/, `door: ${method} ${path} names no field`)
        const nobody = await anonymous.call(method, path, body)
        assert.deepEqual([nobody.status, nobody.body.errorCode], [401, 'STAFF_NOT_LOGGED_IN'], `no session: ${method} ${path}`)
      }
      // The owner, allowed in, is told what is wrong with the same input.
      const owner = await loggedIn(t, OWNER)
      const bad = await owner.call('POST', '/staff', { email: 42, role: ['owner'] })
      assert.equal(bad.body.errorCode, 'INVALID_PARAMETER')
    })

    test('roles: operator edits the storefront but not staff; finance neither; owner everything', async () => {
      const operator = await loggedIn(t, OPERATOR)
      const finance = await loggedIn(t, FINANCE)
      const owner = await loggedIn(t, OWNER)
      assert.equal((await operator.call('GET', '/storefront/draft')).body.statusCode, 200)
      assert.equal((await operator.call('GET', '/staff')).body.errorCode, 'STAFF_FORBIDDEN')
      assert.equal((await operator.call('POST', '/door/check-in', { code: 'x' })).body.errorCode, 'STAFF_FORBIDDEN')
      assert.equal((await finance.call('GET', '/storefront/draft')).body.errorCode, 'STAFF_FORBIDDEN')
      assert.equal((await finance.call('GET', '/door/sessions')).body.errorCode, 'STAFF_FORBIDDEN')
      assert.equal((await finance.call('GET', '/me')).body.statusCode, 200)
      for (const path of ['/storefront/draft', '/staff', '/audit', '/door/sessions'])
        assert.equal((await owner.call('GET', path)).body.statusCode, 200, path)
    })

    test('buyer tokens never open admin calls; staff cookies never open buyer calls', async () => {
      const buyer = await phoneLogin(t, '13200000077')
      const asBuyer = await t.app.inject({ method: 'GET', url: '/admin-api/v1/me', headers: auth(buyer) })
      assert.equal(asBuyer.json().errorCode, 'STAFF_NOT_LOGGED_IN')
      const owner = await loggedIn(t, OWNER)
      const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      const asStaff = await t.app.inject({ method: 'GET', url: '/buyer/buyer/v1/tickets', headers: { cookie } })
      assert.equal(asStaff.json().errorCode, 'NOT_LOGGED_IN')
    })

    test('staff management: create with a temporary password, change role, disable; each writes an audit row with before and after', async () => {
      const owner = await loggedIn(t, OWNER)
      const made = await owner.call<CreateStaffReply>('POST', '/staff', {
        email: 'new.member@demo.stagedoor.test',
        name: 'New',
        role: 'door'
      })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      assert.ok(made.body.data.temporaryPassword.length >= 12)
      assert.equal(
        (await owner.call('POST', '/staff', { email: 'NEW.member@demo.stagedoor.test', role: 'door' })).body.errorCode,
        'STAFF_EMAIL_TAKEN'
      )
      const member = await loggedIn(t, 'new.member@demo.stagedoor.test', made.body.data.temporaryPassword)
      assert.equal((await member.call<MeReply>('GET', '/me')).body.data.mustChangePassword, true)
      const id = made.body.data.staff.id
      const promoted = await owner.call<StaffMember>('PATCH', `/staff/${id}`, { role: 'finance' })
      assert.equal(promoted.body.data.role, 'finance')
      await owner.call<StaffMember>('PATCH', `/staff/${id}`, { disabled: true })
      assert.equal((await member.call('GET', '/me')).body.errorCode, 'STAFF_NOT_LOGGED_IN', 'disabling ends the sessions')
      const audit = await owner.call<AuditReply>('GET', '/audit?pageSize=5')
      const [disable, promote, create] = audit.body.data.items.filter((e) => e.target === `staff:${id}`)
      assert.deepEqual([create.action, create.before, (create.after as { role: string }).role], ['staff.create', null, 'door'])
      assert.deepEqual([(promote.before as { role: string }).role, (promote.after as { role: string }).role], ['door', 'finance'])
      assert.deepEqual(
        [(disable.before as { disabled: boolean }).disabled, (disable.after as { disabled: boolean }).disabled],
        [false, true]
      )
      assert.equal(promote.staff?.email, OWNER)
      assert.ok(audit.body.data.total >= 3)
    })

    test('the audit log filters by who, what (a key or its area), object and when (issue #31: "the audit log ... has no filters")', async () => {
      const owner = await loggedIn(t, OWNER)
      const made = await owner.call<CreateStaffReply>('POST', '/staff', { email: 'filter.me@demo.stagedoor.test', role: 'door' })
      const id = made.body.data.staff.id
      await owner.call('PATCH', `/staff/${id}`, { role: 'finance' })
      const me = (await owner.call<MeReply>('GET', '/me')).body.data.staff.id
      const get = async (query: string) => (await owner.call<AuditReply>('GET', `/audit?pageSize=100&${query}`)).body
      const byTarget = await get(`target=${encodeURIComponent(id)}`)
      assert.deepEqual(
        byTarget.data.items.map((e) => e.action),
        ['staff.update', 'staff.create']
      )
      assert.equal(byTarget.data.total, 2)
      assert.deepEqual(
        (await get(`target=${id}&action=staff.create`)).data.items.map((e) => e.action),
        ['staff.create']
      )
      assert.equal((await get(`target=${id}&action=staff`)).data.total, 2, 'an area matches every key under it')
      assert.equal((await get(`target=${id}&action=sales`)).data.total, 0)
      assert.equal((await get(`target=${id}&staffId=${me}`)).data.total, 2)
      assert.equal((await get(`target=${id}&staffId=nobody`)).data.total, 0)
      const future = new Date(NOON.getTime() + 365 * 86_400_000).toISOString()
      assert.equal((await get(`target=${id}&from=${encodeURIComponent(future)}`)).data.total, 0)
      assert.equal((await get(`target=${id}&to=${encodeURIComponent(future)}`)).data.total, 2)
      // LIKE wildcards in the object are matched as typed, not as patterns.
      assert.equal((await get('target=%25')).data.total, 0)
      const bad = await get('from=yesterday')
      assert.deepEqual([bad.statusCode, bad.errorCode], [40000, 'INVALID_PARAMETER'])
    })

    test('the audit log names each object in words and finds rows by that name (issue #31: "the audit log shows developer keys")', async () => {
      const owner = await loggedIn(t, OWNER)
      const made = await owner.call<CreateStaffReply>('POST', '/staff', {
        email: 'named.one@demo.stagedoor.test',
        name: '检票员小周',
        role: 'door'
      })
      const staffId = made.body.data.staff.id
      // A target written as a bare id: the action tells its kind (a coupon template).
      const coupon = await makeCouponTemplate(owner, couponTemplate({ title: '周末观演立减券' }))
      const get = async (query: string) => (await owner.call<AuditReply>('GET', `/audit?pageSize=100&${query}`)).body.data
      const all = (await get('')).items
      const object = (action: string, target: string) => all.find((e) => e.action === action && e.target === target)?.object
      assert.deepEqual(object('staff.create', `staff:${staffId}`), { kind: 'staff', label: '检票员小周' })
      assert.deepEqual(object('coupon.create', coupon.id), { kind: 'coupon', label: '周末观演立减券' })
      // The object filter matches the name as well as the stored text; a name held by both finds both.
      assert.deepEqual(
        (await get(`target=${encodeURIComponent('小周')}`)).items.map((e) => e.target),
        [`staff:${staffId}`]
      )
      assert.deepEqual(
        (await get(`target=${encodeURIComponent('观演立减')}`)).items.map((e) => [e.action, e.target]),
        [['coupon.create', coupon.id]]
      )
      assert.equal((await get(`target=${encodeURIComponent('周')}`)).total, 2)
      // A named staff member is found by the email too.
      assert.deepEqual(
        (await get('target=named.one')).items.map((e) => e.target),
        [`staff:${staffId}`]
      )
      // Names are searched in their languages' texts, not the keys they are stored under.
      assert.equal((await get('target=zh-CN')).total, 0)
      // In the request's language: a staff member's name has one, a show's has three.
      const show = (await t.db.query<{ id: string }>("SELECT id FROM shows WHERE merchant_id = 'demo' ORDER BY id LIMIT 1"))[0].id
      await t.db.query(
        `INSERT INTO audit_log (merchant_id, staff_id, at, action, target, before, after)
         VALUES ('demo', NULL, $1, 'catalogue.show.update', $2, NULL, NULL)`,
        [NOON, `show:${show}`]
      )
      const names = (await t.db.query<{ name: Record<string, string> }>('SELECT name FROM shows WHERE id = $1', [show]))[0].name
      const en = (await owner.call<AuditReply>('GET', `/audit?lang=en&target=${encodeURIComponent(show)}`)).body.data.items
      assert.deepEqual(en[0].object, { kind: 'show', label: names['en-US'] || names['zh-CN'] })
      // A version of a page layout (layout:<id>:v3) is about the layout, and found by the layout's name.
      const [layout] = await t.db.query<{ id: string; name: Record<string, string> }>(
        "SELECT id, name FROM layouts WHERE merchant_id = 'demo' AND name->>'zh-CN' <> '' ORDER BY id LIMIT 1"
      )
      await t.db.query(
        `INSERT INTO audit_log (merchant_id, staff_id, at, action, target, before, after)
         VALUES ('demo', NULL, $1, 'layout.publish', $2, NULL, NULL)`,
        [NOON, `layout:${layout.id}:v3`]
      )
      const published = (await get(`target=${encodeURIComponent(layout.name['zh-CN'])}&action=layout.publish`)).items
      assert.deepEqual(
        published.map((e) => [e.target, e.object]),
        [[`layout:${layout.id}:v3`, { kind: 'layout', label: layout.name['zh-CN'] }]]
      )
    })

    test("a temporary password opens only me and the password change; changing it ends the member's other sessions", async () => {
      const owner = await loggedIn(t, OWNER)
      const made = await owner.call<CreateStaffReply>('POST', '/staff', { email: 'temp.member@demo.stagedoor.test', role: 'door' })
      const temporary = made.body.data.temporaryPassword
      const member = await loggedIn(t, 'temp.member@demo.stagedoor.test', temporary)
      const elsewhere = await loggedIn(t, 'temp.member@demo.stagedoor.test', temporary)
      const refused = await member.call('GET', '/door/sessions')
      assert.deepEqual([refused.status, refused.body.errorCode], [403, 'STAFF_PASSWORD_CHANGE_REQUIRED'])
      assert.equal((await member.call('GET', '/me')).body.statusCode, 200)
      const changed = await member.call<MeReply>('POST', '/me/password', { currentPassword: temporary, newPassword: 'A-new-password-2026' })
      assert.equal(changed.body.data.mustChangePassword, false)
      assert.equal((await member.call('GET', '/door/sessions')).body.statusCode, 200, 'the session that changed it goes on')
      assert.equal((await elsewhere.call('GET', '/me')).body.errorCode, 'STAFF_NOT_LOGGED_IN', 'any other session ends')
    })

    test('the last active owner cannot be demoted or disabled', async () => {
      const owner = await loggedIn(t, OWNER)
      const res = await owner.call('PATCH', '/staff/stf-demo-owner', { role: 'operator' })
      assert.equal(res.body.errorCode, 'STAFF_LAST_OWNER')
      assert.equal((await owner.call<MeReply>('GET', '/me')).body.data.role, 'owner')
    })
  })
}

describe('console logins are metered like buyer logins', () => {
  test('the login budget (per address) covers POST /admin-api/v1/session', async () => {
    const t = await seededApp('pglite', { rateLimits: { enabled: true, budgets: { login: { max: 2, windowMs: 60000 } } } })
    try {
      const c = await consoleClient(t)
      const codes: string[] = []
      for (let i = 0; i < 3; i++)
        codes.push((await c.call('POST', '/session', { email: 'nobody@demo.stagedoor.test', password: 'x-wrong-password' })).body.errorCode)
      assert.deepEqual(codes, ['STAFF_LOGIN_FAILED', 'STAFF_LOGIN_FAILED', 'RATE_LIMITED'])
    } finally {
      await t.close()
    }
  })
})
