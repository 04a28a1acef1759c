/**
 * Staff identity across merchants, after the second hostile review: "another merchant's owner can break a
 * staff member's login: adding the same email as their own staff makes the victim's login without a merchant
 * fail with 'wrong email or password', and tells which merchants the email belongs to". A login names its
 * merchant (the console's link carries it); without one, a gateway with several merchants asks for it the
 * same way whatever the email and password, so no merchant shadows another's staff and no reply names the
 * merchants an email works for — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { consoleClient, DEMO_STAFF_PASSWORD, loggedIn, OPERATOR, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { createMerchant } from '../../src/admin/merchant-create'
import { passwordDerivations } from '../../src/account/password-hash'
import { STAFF_COOKIE, type CreateStaffReply, type MeReply } from '../../../types/api/staff'

const RIVAL = 'rival-live'
const RIVAL_OWNER = 'boss@rival.test'

for (const engine of ENGINES) {
  describe(`two merchants with the same staff email on ${engine}`, () => {
    let t: TestApp
    /** The password the rival's owner was shown for its copy of the demo operator's email. */
    let rivalCopyPassword = ''
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      // The victim works at the demo merchant and has logged in there before.
      await loggedIn(t, OPERATOR)
      const { password } = await createMerchant(t.db, { id: RIVAL, name: 'Rival Live', email: RIVAL_OWNER }, NOON)
      const rivalOwner = await loggedIn(t, RIVAL_OWNER, password, RIVAL)
      await rivalOwner.call('POST', '/me/password', { currentPassword: password, newPassword: 'Rival-owner-2026' })
      const copy = await rivalOwner.call<CreateStaffReply>('POST', '/staff', { email: OPERATOR, role: 'operator' })
      assert.equal(copy.body.statusCode, 200, copy.body.comments)
      rivalCopyPassword = copy.body.data.temporaryPassword
      // The rival uses its copy, so it is the membership last logged into.
      t.setNow(new Date(NOON.getTime() + 60_000))
      try {
        await loggedIn(t, OPERATOR, rivalCopyPassword, RIVAL)
      } finally {
        t.setNow(NOON)
      }
      await t.db.query('DELETE FROM password_lockouts')
    })
    after(async () => t.close())

    const send = async (body: object, client?: ConsoleClient) =>
      (await (client ?? (await consoleClient(t))).call<MeReply>('POST', '/session?lang=en', body)).body

    test('each logs in to its own merchant, naming it; neither password opens the other merchant', async () => {
      const victim = await consoleClient(t)
      const mine = await send({ email: OPERATOR, password: DEMO_STAFF_PASSWORD, merchantId: 'demo' }, victim)
      assert.equal(mine.statusCode, 200, mine.comments)
      assert.deepEqual([mine.data.merchant.id, mine.data.role], ['demo', 'operator'])
      assert.equal(victim.cookies.has(STAFF_COOKIE), true)
      const theirs = await send({ email: OPERATOR, password: rivalCopyPassword, merchantId: RIVAL })
      assert.equal(theirs.statusCode, 200, theirs.comments)
      assert.equal(theirs.data.merchant.id, RIVAL)
      for (const trace of ['"demo"', 'Stagedoor Live'])
        assert.equal(JSON.stringify(theirs).includes(trace), false, "the rival's login says nothing of the demo merchant")
      const crossed = [
        await send({ email: OPERATOR, password: DEMO_STAFF_PASSWORD, merchantId: RIVAL }),
        await send({ email: OPERATOR, password: rivalCopyPassword, merchantId: 'demo' })
      ]
      for (const r of crossed) assert.equal(r.errorCode, 'STAFF_LOGIN_FAILED')
    })

    test("without a merchant, the victim's right password is not turned into 'wrong email or password', and the rival's copy learns no merchant", async () => {
      const before = passwordDerivations()
      const replies = [
        await send({ email: OPERATOR, password: DEMO_STAFF_PASSWORD }),
        await send({ email: OPERATOR, password: rivalCopyPassword }),
        await send({ email: OPERATOR, password: 'not-the-password-1' }),
        await send({ email: 'nobody@nowhere.test', password: 'not-the-password-1' })
      ]
      assert.equal(replies[0].errorCode, 'STAFF_MERCHANT_REQUIRED', replies[0].comments)
      for (const r of replies) assert.deepEqual(r, replies[0], 'the same reply whatever the email and password')
      assert.equal(replies[0].data, null, 'no merchant is listed')
      assert.equal(passwordDerivations() - before, 0, 'no password is tried, so the time says nothing either')
      // Nothing was counted against the email: five of these do not lock the victim out.
      for (let i = 0; i < 5; i++) await send({ email: OPERATOR, password: `wrong-${i}-password` })
      assert.equal((await send({ email: OPERATOR, password: DEMO_STAFF_PASSWORD, merchantId: 'demo' })).statusCode, 200)
    })

    test("the rival's own logins do not start the count of wrong guesses at the victim's merchant over, nor do its wrong guesses lock the victim out", async () => {
      await t.db.query('DELETE FROM password_lockouts')
      for (let i = 0; i < 3; i++)
        assert.equal((await send({ email: OPERATOR, password: `guess-${i}-password`, merchantId: 'demo' })).errorCode, 'STAFF_LOGIN_FAILED')
      // The rival knows its copy's password: a right login there must not give it five more guesses here.
      assert.equal((await send({ email: OPERATOR, password: rivalCopyPassword, merchantId: RIVAL })).statusCode, 200)
      for (let i = 3; i < 5; i++)
        assert.equal((await send({ email: OPERATOR, password: `guess-${i}-password`, merchantId: 'demo' })).errorCode, 'STAFF_LOGIN_FAILED')
      assert.equal((await send({ email: OPERATOR, password: DEMO_STAFF_PASSWORD, merchantId: 'demo' })).errorCode, 'STAFF_LOCKED')
      await t.db.query('DELETE FROM password_lockouts')
      for (let i = 0; i < 5; i++) await send({ email: OPERATOR, password: `guess-${i}-password`, merchantId: RIVAL })
      assert.equal((await send({ email: OPERATOR, password: rivalCopyPassword, merchantId: RIVAL })).errorCode, 'STAFF_LOCKED')
      const victim = await send({ email: OPERATOR, password: DEMO_STAFF_PASSWORD, merchantId: 'demo' })
      assert.equal(victim.statusCode, 200, victim.comments)
    })

    test('at a named merchant a wrong password reads the same whether the email is staff there, only elsewhere or nowhere, after one scrypt', async () => {
      await t.db.query('DELETE FROM password_lockouts')
      await t.db.query("UPDATE staff SET disabled = true WHERE merchant_id = 'demo' AND email = 'door@demo.stagedoor.test'")
      const cases = [
        { email: OPERATOR, merchantId: 'demo' }, // staff there (and elsewhere)
        { email: RIVAL_OWNER, merchantId: 'demo' }, // staff only at the rival
        { email: 'nobody@nowhere.test', merchantId: 'demo' }, // nowhere
        { email: 'door@demo.stagedoor.test', merchantId: 'demo' }, // disabled there
        { email: OPERATOR, merchantId: 'no-such-merchant' }
      ]
      const replies = []
      for (const c of cases) {
        const before = passwordDerivations()
        replies.push(await send({ ...c, password: 'not-the-password-2' }))
        assert.equal(passwordDerivations() - before, 1, JSON.stringify(c))
      }
      assert.equal(replies[0].errorCode, 'STAFF_LOGIN_FAILED')
      assert.equal(replies[0].comments, 'Wrong email or password')
      for (const r of replies) assert.deepEqual(r, replies[0])
    })
  })
}

describe('a gateway with one merchant', () => {
  test('a login without a merchant is a login to it; naming it works the same', async () => {
    const t = await seededApp('pglite')
    try {
      await withDemoStaff(t)
      const bare = await sendTo(t, { email: OPERATOR, password: DEMO_STAFF_PASSWORD })
      assert.deepEqual([bare.statusCode, bare.data.merchant.id], [200, 'demo'])
      const named = await sendTo(t, { email: OPERATOR, password: DEMO_STAFF_PASSWORD, merchantId: 'demo' })
      assert.deepEqual([named.statusCode, named.data.merchant.id], [200, 'demo'])
      assert.equal((await sendTo(t, { email: OPERATOR, password: 'not-the-password-3' })).errorCode, 'STAFF_LOGIN_FAILED')
    } finally {
      await t.close()
    }
  })
})

async function sendTo(t: TestApp, body: object) {
  return (await (await consoleClient(t)).call<MeReply>('POST', '/session', body)).body
}
