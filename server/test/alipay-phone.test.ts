/**
 * Alipay's phone authorisation as its "sensitive information" rules describe it: RSA2 over the response
 * value (in double quotes when encrypted), AES-CBC with a zero IV under the mini-program's AES key. The
 * vectors are made here the way Alipay makes them, with fresh keys.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from 'node:crypto'
import { alipayPhoneFrom } from '../src/identity/alipay-phone'

const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 })
const publicPem = alipay.publicKey.export({ type: 'spki', format: 'pem' }).toString()
const aesKey = randomBytes(16)
const keys = { aesKey: aesKey.toString('base64'), alipayPublicKeyPem: publicPem }

function envelope(response: string, signContent = response.startsWith('{') ? response : `"${response}"`): string {
  const sign = createSign('RSA-SHA256').update(signContent, 'utf8').sign(alipay.privateKey, 'base64')
  return JSON.stringify({ response, sign, sign_type: 'RSA2', encrypt_type: 'AES', charset: 'UTF-8' })
}

function encrypt(content: object, key = aesKey): string {
  const cipher = createCipheriv(`aes-${key.length * 8}-cbc`, key, Buffer.alloc(16))
  return Buffer.concat([cipher.update(JSON.stringify(content), 'utf8'), cipher.final()]).toString('base64')
}

test('a signed, encrypted phone response gives the mobile', () => {
  assert.deepEqual(alipayPhoneFrom(envelope(encrypt({ code: '10000', msg: 'Success', mobile: '13800138000' })), keys), { countryCode: '86', phone: '13800138000' })
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
  assert.equal(alipayPhoneFrom(envelope(encrypt({ code: '10000', mobile: '13800138000' }, randomBytes(16))), keys), undefined, 'another AES key')
  assert.equal(alipayPhoneFrom(envelope(encrypt({ code: '40003', msg: 'Insufficient Conditions', subMsg: 'user denied' })), keys), undefined)
  assert.equal(alipayPhoneFrom('not json', keys), undefined)
})
