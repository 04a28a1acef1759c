/**
 * The mail server down (a hostile run: "With the mail server down, create_account answers 500 after
 * writing the account; the retry then says CODE_TOO_SOON, so the buyer is stuck"). Now the account is
 * made, the code stays in the outbox, the buyer is told to try again, and trying again works at once.
 * SMTP_URL points at a local mail server double whose port is closed, then open again.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { latestCode, type Login } from '../helpers/account-helpers'
import { SmtpDouble } from '../doubles/smtp-double'

for (const engine of ENGINES) {
  describe(`the mail server down on ${engine}`, () => {
    let t: TestApp
    let smtp: SmtpDouble
    let clock = NOON.getTime()
    /** A second later each time: the latest code is the one asked for last. */
    const tick = () => t.setNow(new Date((clock += 1000)))
    before(async () => {
      smtp = await new SmtpDouble().start()
      await smtp.stop()
      t = await seededApp(engine, { smtp: { url: smtp.url, from: 'Stagedoor <no-reply@stagedoor.test>' } })
    })
    after(async () => {
      await t.close()
      await smtp.stop()
    })

    test('create_account answers CODE_NOT_SENT (the account made, the code in the outbox); asking again works at once, and once mail is back its code activates', async () => {
      const email = `outage-${engine}@example.com`
      const body = { email, password: 'Outage#2026' }
      tick()
      const down = await t.call('POST', '/user/pub/v1/email/create_account?lang=en', body)
      assert.equal(down.status, 200)
      assert.equal(down.body.errorCode, 'CODE_NOT_SENT')
      assert.equal(down.body.statusCode, 40066)
      assert.equal(down.body.mode, 'toast')
      assert.equal(down.body.comments, 'The code could not be sent just now; please try again')
      const users = await t.db.query<{ email_verified: boolean }>('SELECT email_verified FROM users WHERE lower(email) = $1', [email])
      assert.deepEqual(users, [{ email_verified: false }], 'the account is made, waiting for activation')
      assert.match(await latestCode(t, email), /^\d{6}$/, 'the code is in the outbox')

      // Still down: the same clear answer, never CODE_TOO_SOON.
      tick()
      const again = await t.call('POST', '/user/pub/v1/email/create_account', body)
      assert.equal(again.body.errorCode, 'CODE_NOT_SENT')
      tick()
      const resend = await t.call('POST', '/user/pub/v1/email/resend_activation', { email })
      assert.equal(resend.body.errorCode, 'CODE_NOT_SENT')

      // The mail server is back: the retry goes through at once and its mailed code activates the account.
      await smtp.start()
      tick()
      const back = await t.call<{ resendAfterSeconds: number }>('POST', '/user/pub/v1/email/create_account', body)
      assert.equal(back.body.statusCode, 200, back.body.comments)
      assert.equal(back.body.data.resendAfterSeconds, 60)
      const mail = smtp.received.find((m) => m.to.includes(email))
      assert.ok(mail, 'the mail server got the activation mail')
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
      assert.ok(code)
      const activated = await t.call<Login>('POST', '/user/pub/v1/email/activate', { email, verifyCode: code })
      assert.equal(activated.body.statusCode, 200, activated.body.comments)
      assert.ok(activated.body.data.accessToken)

      // A delivered code holds the next send back as before.
      tick()
      const soon = await t.call('POST', '/user/pub/v1/email/forgot_password', { email })
      assert.equal(soon.body.statusCode, 200)
      tick()
      const tooSoon = await t.call('POST', '/user/pub/v1/email/forgot_password', { email })
      assert.equal(tooSoon.body.errorCode, 'CODE_TOO_SOON')
    })

    test('codes that never went out do not use up the daily count of a recipient', async () => {
      await smtp.stop()
      const email = `daily-${engine}@example.com`
      for (let i = 0; i < 12; i++) {
        tick()
        const down = await t.call('POST', '/user/pub/v1/email/create_account', { email, password: 'Outage#2026' })
        assert.equal(down.body.errorCode, 'CODE_NOT_SENT', `attempt ${i + 1}`)
      }
      await smtp.start()
      tick()
      const back = await t.call('POST', '/user/pub/v1/email/create_account', { email, password: 'Outage#2026' })
      assert.equal(back.body.statusCode, 200, back.body.comments)
    })
  })
}
