/**
 * Avatar upload through the upload signature with the local provider, and student certification
 * (issue #5; calls section 7 "upload signature", "student/create"; product.md section 5 "Student
 * verification") — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { auth, idCard, phoneLogin, type Login } from '../helpers/account-helpers'

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)])

interface Signature {
  type: string
  host: string
  key: string
  policy: string
  signature: string
}

function multipart(fields: Record<string, string>, file: Buffer, contentType = 'image/png') {
  const boundary = '----stagedoor' + Math.random().toString(16).slice(2)
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
  )
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: ${contentType}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`)
  )
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

for (const engine of ENGINES) {
  describe(`avatar upload and student certification on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let other: Login
    before(async () => {
      t = await seededApp(engine)
      buyer = await phoneLogin(t, '13500000001')
      other = await phoneLogin(t, '13500000002')
    })
    after(async () => t.close())

    const upload = async (sig: Signature, file: Buffer, fields: Partial<Record<'key' | 'policy' | 'signature', string>> = {}) => {
      const form = multipart({ key: sig.key, policy: sig.policy, signature: sig.signature, ...fields }, file)
      const res = await t.app.inject({ method: 'POST', url: sig.host, payload: form.payload, headers: form.headers })
      return res.json() as { statusCode: number; errorCode: string; data: { url: string } }
    }

    test('a signed upload stores the image, serves it back, and becomes the avatar', async () => {
      const sig = (await t.get<Signature>('/user/buyer/v1/upload/signature?uploadType=AVATAR', auth(buyer))).body.data
      assert.equal(sig.type, 'LOCAL')
      const stored = await upload(sig, PNG)
      assert.equal(stored.statusCode, 200)
      const served = await t.app.inject({ url: stored.data.url })
      assert.equal(served.headers['content-type'], 'image/png')
      assert.deepEqual(served.rawPayload, PNG)
      const profile = await t.call<{ avatar: string }>('PUT', '/user/buyer/v1/user_info', { avatar: stored.data.url }, auth(buyer))
      assert.equal(profile.body.data.avatar, stored.data.url)
      // Someone else's upload cannot become your avatar.
      const theft = await t.call('PUT', '/user/buyer/v1/user_info', { avatar: stored.data.url }, auth(other))
      assert.equal(theft.body.errorCode, 'UPLOAD_INVALID')
    })

    test('a forged policy, another key, a replay, a non-image or an oversized file is refused', async () => {
      const sig = (await t.call<Signature>('POST', '/user/buyer/v1/upload/signature', { uploadType: 'AVATAR' }, auth(buyer))).body.data
      assert.equal((await upload(sig, PNG, { signature: 'x'.repeat(43) })).errorCode, 'UPLOAD_INVALID')
      assert.equal((await upload(sig, PNG, { key: `${sig.key}x` })).errorCode, 'UPLOAD_INVALID')
      assert.equal((await upload(sig, Buffer.from('<svg onload=alert(1)>'))).errorCode, 'UPLOAD_INVALID')
      assert.equal((await upload(sig, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]))).errorCode, 'UPLOAD_INVALID')
      assert.equal((await upload(sig, PNG)).statusCode, 200)
      assert.equal((await upload(sig, PNG)).errorCode, 'UPLOAD_INVALID', 'one file per signature')
      const anonymous = await t.get('/user/buyer/v1/upload/signature')
      assert.equal(anonymous.body.statusCode, 15012007)
    })

    test('"Student verification: real-name verification is needed first"; then passes once with its expiry', async () => {
      const early = await t.call(
        'POST',
        '/buyer/buyer/v1/user_certification/student/create',
        { authChannel: 'ALIPAY_STUDENT_TEAM', studentAuthCode: 'sandbox-student-1' },
        auth(buyer)
      )
      assert.equal(early.body.errorCode, 'STUDENT_NEEDS_REAL_NAME')
      const person = await t.call(
        'POST',
        '/buyer/buyer/v1/user_certification/person/create_or_update',
        { name: '李雷', idNo: idCard('31010120050307001') },
        auth(buyer)
      )
      assert.equal(person.body.statusCode, 200, person.body.comments)
      const denied = await t.call(
        'POST',
        '/buyer/buyer/v1/user_certification/student/create',
        { authChannel: 'ALIPAY_STUDENT_TEAM', studentAuthCode: 'no' },
        auth(buyer)
      )
      assert.equal(denied.body.errorCode, 'STUDENT_FAILED')
      const ok = await t.call<{ authStatus: string; expireDate: string }>(
        'POST',
        '/buyer/buyer/v1/user_certification/student/create',
        { authChannel: 'ALIPAY_STUDENT_TEAM', studentAuthCode: 'sandbox-student-1' },
        auth(buyer)
      )
      assert.deepEqual(ok.body.data, { authStatus: 'AUTH_SUCCESS', expireDate: '2027-08-31' })
      const again = await t.call(
        'POST',
        '/buyer/buyer/v1/user_certification/student/create',
        { authChannel: 'ALIPAY_STUDENT_TEAM', studentAuthCode: 'sandbox-student-1' },
        auth(buyer)
      )
      assert.equal(again.body.comments, '学生认证已通过')
      const list = await t.get<Array<{ authType: string; expireDate: string }>>('/buyer/buyer/v1/user_certification/list', auth(buyer))
      assert.deepEqual(
        list.body.data.map((c) => [c.authType, c.expireDate]),
        [
          ['PERSON_CERT', ''],
          ['STUDENT_CERT', '2027-08-31']
        ]
      )
      const others = await t.get<unknown[]>('/buyer/buyer/v1/user_certification/list', auth(other))
      assert.deepEqual(others.body.data, [])
    })
  })
}

describe('mail through SMTP when configured', () => {
  test('the code mail reaches the SMTP transport as well as the outbox', async () => {
    const { SmtpMailSender } = await import('../../src/account/smtp-sender')
    const nodemailer = (await import('nodemailer')).default
    const transport = nodemailer.createTransport({ jsonTransport: true })
    const sent: string[] = []
    const original = transport.sendMail.bind(transport)
    transport.sendMail = (async (mail: Parameters<typeof original>[0]) => {
      const info = await original(mail)
      sent.push(String((info as unknown as { message: string }).message))
      return info
    }) as typeof transport.sendMail
    const outbox: string[] = []
    const sender = new SmtpMailSender(transport, 'Shop <no-reply@shop.test>', { send: async (m) => void outbox.push(m.recipient) })
    await sender.send({ channel: 'EMAIL', recipient: 'ada@example.com', subject: 'Your code', body: 'code 123456' })
    await sender.send({ channel: 'SMS', recipient: '+86 13800000000', body: 'code 654321' })
    assert.deepEqual(outbox, ['ada@example.com', '+86 13800000000'])
    assert.equal(sent.length, 1, 'SMS does not go to SMTP')
    const mail = JSON.parse(sent[0]) as { to: Array<{ address: string }>; subject: string; text: string }
    assert.deepEqual([mail.to[0].address, mail.subject, mail.text], ['ada@example.com', 'Your code', 'code 123456'])
  })
})
