/**
 * Alipay's phone authorisation as its "sensitive information" rules describe it: RSA2 over the response
 * value (in double quotes when encrypted), AES-CBC with a zero IV under the mini-program's AES key. The
 * vectors are made here the way Alipay makes them, with fresh keys.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createCipheriv, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto'
import { alipayPhoneFrom } from '../../src/identity/alipay-phone'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, type Login } from '../helpers/account-helpers'
import { AlipayDouble } from '../doubles/alipay-double'

const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 })
const publicPem = alipay.publicKey.export({ type: 'spki', format: 'pem' }).toString()
const aesKey = randomBytes(16)
const keys = { aesKey: aesKey.toString('base64'), alipayPublicKeyPem: publicPem }

function envelope(
  response: string,
  signContent = response.startsWith('{') ? response : `"${response}"`,
  signer: KeyObject = alipay.privateKey
): string {
  const sign = createSign('RSA-SHA256').update(signContent, 'utf8').sign(signer, 'base64')
  return JSON.stringify({ response, sign, sign_type: 'RSA2', encrypt_type: 'AES', charset: 'UTF-8' })
}

function encrypt(content: object, key = aesKey): string {
  const cipher = createCipheriv(`aes-${key.length * 8}-cbc`, key, Buffer.alloc(16))
  return Buffer.concat([cipher.update(JSON.stringify(content), 'utf8'), cipher.final()]).toString('base64')
}

test('a signed, encrypted phone response gives the mobile', () => {
  assert.deepEqual(alipayPhoneFrom(envelope(encrypt({ code: '10000', msg: 'Success', mobile: '13800138000' })), keys), {
    countryCode: '86',
    phone: '13800138000'
  })
})

test('the signature is over the quoted ciphertext: one signed without quotes is refused', () => {
  const response = encrypt({ code: '10000', msg: 'Success', mobile: '13800138000' })
  assert.equal(alipayPhoneFrom(envelope(response, response), keys), undefined)
})

test('a tampered response, another signer, another AES key or a refusal code gives nothing', () => {
  const good = JSON.parse(envelope(encrypt({ code: '10000', msg: 'Success', mobile: '13800138000' }))) as { response: string; sign: string }
  const other = encrypt({ code: '10000', msg: 'Success', mobile: '13900139000' })
  assert.equal(alipayPhoneFrom(JSON.stringify({ ...good, response: other }), keys), undefined, 'signature no longer holds')
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const forged = createSign('RSA-SHA256').update(`"${other}"`).sign(stranger.privateKey, 'base64')
  assert.equal(alipayPhoneFrom(JSON.stringify({ response: other, sign: forged }), keys), undefined)
  assert.equal(
    alipayPhoneFrom(envelope(encrypt({ code: '10000', mobile: '13800138000' }, randomBytes(16))), keys),
    undefined,
    'another AES key'
  )
  assert.equal(
    alipayPhoneFrom(envelope(encrypt({ code: '40003', msg: 'Insufficient Conditions', subMsg: 'user denied' })), keys),
    undefined
  )
  assert.equal(alipayPhoneFrom('not json', keys), undefined)
})

for (const engine of ENGINES) {
  describe(`Alipay bindPhone through the merchant's settings on ${engine}`, () => {
    let t: TestApp
    let double: AlipayDouble
    let buyer: Login
    const merchantAes = randomBytes(16)
    /** my.getPhoneNumber's response as Alipay gives it to this merchant's mini-program. */
    const phoneResponse = (mobile: string, key = merchantAes) =>
      envelope(encrypt({ code: '10000', msg: 'Success', mobile }, key), undefined, double.alipay.privateKey)
    const bind = (phoneCode: string) =>
      t.call<{ cellphone: string; countryCode: string }>(
        'POST',
        '/user/buyer/v1/mini/bind_phone',
        { platform: 'ALIPAY', phoneCode },
        auth(buyer)
      )

    before(async () => {
      double = await new AlipayDouble(() => NOON).start()
      t = await seededApp(engine)
      await t.app.payments.settings?.write('demo', 'ALIPAY', double.credentials(), NOON)
      const login = await t.call<Login>('POST', '/user/pub/v1/mini/login', {
        platform: 'ALIPAY',
        code: double.authCode('2088000000000091')
      })
      assert.equal(login.body.statusCode, 200, login.body.comments)
      buyer = login.body.data
    })
    after(async () => {
      await t.close()
      await double.stop()
    })

    test('without the AES key in the settings Alipay phone binding is not offered; with it, the phone is read and bound', async () => {
      assert.equal((await bind(phoneResponse('13800138011'))).body.errorCode, 'LOGIN_METHOD_UNAVAILABLE')
      await t.app.payments.settings?.write('demo', 'ALIPAY', { ...double.credentials(), aesKey: merchantAes.toString('base64') }, NOON)
      const described = await t.app.payments.settings?.describe('demo')
      assert.doesNotMatch(
        JSON.stringify(described),
        new RegExp(merchantAes.toString('base64').replace(/[+/=]/g, '.')),
        'the AES key is a secret: never shown back'
      )
      const res = await bind(phoneResponse('13800138011'))
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal(res.body.data.countryCode, '86')
      assert.doesNotMatch(res.body.data.cellphone, /13800138011/, 'answered masked')
      const [{ cellphone }] = await t.db.query<{ cellphone: string }>('SELECT cellphone FROM users WHERE id = $1', [buyer.userId])
      assert.equal(cellphone, '13800138011')
    })

    test('a response encrypted with another key or signed by another than Alipay binds nothing', async () => {
      await t.app.payments.settings?.write('demo', 'ALIPAY', { ...double.credentials(), aesKey: merchantAes.toString('base64') }, NOON)
      assert.equal((await bind(phoneResponse('13800138012', randomBytes(16)))).body.errorCode, 'THIRD_PARTY_FAILED')
      assert.equal(
        (await bind(envelope(encrypt({ code: '10000', mobile: '13800138012' }, merchantAes)))).body.errorCode,
        'THIRD_PARTY_FAILED'
      )
    })

    test('an AES key that is not 16, 24 or 32 bytes is refused when the settings are written', async () => {
      await assert.rejects(
        t.app.payments.settings!.write('demo', 'ALIPAY', { ...double.credentials(), aesKey: randomBytes(20).toString('base64') }, NOON),
        /aesKey/
      )
    })
  })
}
