/**
 * WeChat Pay API v3's cryptography (issue #15). WeChat's published examples cannot serve as vectors: their
 * signatures are made with merchant keys that are not published. So: the documented messages built
 * byte for byte (the docs' own example strings), round trips with freshly generated keys, and tampering.
 */
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { generateKeyPairSync, createVerify } from 'node:crypto'
import {
  authorization,
  checkWechatpaySignature,
  clientPayMessage,
  clientPayParams,
  decryptResource,
  encryptResource,
  merchantSigner,
  parseAuthorization,
  platformKeys,
  requestMessage,
  signWechatpay,
  verifyRsaSha256
} from '../../src/payment/wechat/wechat-pay-signing'
import { outTradeNo, refundState, transactionResult, wechatPayProviders, wechatTime } from '../../src/payment/wechat/wechat-pay.provider'
import { randomId } from '../../src/account/token-codec'

const pair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    privateKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString()
  }
}
const merchant = pair()
const platform = pair()
const NOW = Date.UTC(2026, 10, 22, 12)

describe('WeChat Pay v3 signing', () => {
  test("the request message is the docs' five lines, each ending in \\n (签名生成: GET /v3/certificates example)", () => {
    assert.equal(
      requestMessage('GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', ''),
      'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n'
    )
  })

  test('Authorization: WECHATPAY2-SHA256-RSA2048 with mchid, nonce_str, signature, timestamp, serial_no; the signature verifies with the merchant public key over that message only', () => {
    const signer = merchantSigner('1900009191', 'SERIAL1', merchant.privatePem)
    const body = '{"a":1}'
    const header = authorization(signer, 'POST', '/v3/pay/transactions/jsapi', body, NOW, 'NONCE123')
    assert.match(
      header,
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="NONCE123",signature="[A-Za-z0-9+/=]+",timestamp="\d+",serial_no="SERIAL1"$/
    )
    const a = parseAuthorization(header)
    assert.ok(a)
    assert.equal(a.timestamp, String(NOW / 1000))
    assert.ok(
      verifyRsaSha256(requestMessage('POST', '/v3/pay/transactions/jsapi', a.timestamp, a.nonce_str, body), a.signature, merchant.publicPem)
    )
    assert.equal(
      verifyRsaSha256(
        requestMessage('POST', '/v3/pay/transactions/jsapi', a.timestamp, a.nonce_str, '{"a":2}'),
        a.signature,
        merchant.publicPem
      ),
      false
    )
    assert.equal(
      verifyRsaSha256(requestMessage('POST', '/v3/pay/transactions/h5', a.timestamp, a.nonce_str, body), a.signature, merchant.publicPem),
      false
    )
    assert.equal(
      verifyRsaSha256(
        requestMessage('POST', '/v3/pay/transactions/jsapi', a.timestamp, a.nonce_str, body),
        a.signature,
        platform.publicPem
      ),
      false
    )
    assert.equal(parseAuthorization('Bearer x'), undefined)
  })

  test('a reply or notification holds only when signed by the platform key its serial names, over this body, within five minutes', () => {
    const keys = platformKeys([{ serial: 'PUB1', publicKeyPem: platform.publicPem }])
    const body = '{"prepay_id":"wx1"}'
    const h = signWechatpay(body, 'PUB1', platform.privateKey, NOW)
    assert.equal(checkWechatpaySignature(h, body, keys, NOW), 'OK')
    assert.equal(checkWechatpaySignature(h, body, keys, NOW + 4 * 60_000), 'OK')
    assert.equal(checkWechatpaySignature(h, '{"prepay_id":"wx2"}', keys, NOW), 'BAD_SIGNATURE')
    assert.equal(checkWechatpaySignature({ ...h, nonce: 'other' }, body, keys, NOW), 'BAD_SIGNATURE')
    assert.equal(checkWechatpaySignature({ ...h, serial: 'PUB2' }, body, keys, NOW), 'UNKNOWN_SERIAL')
    assert.equal(checkWechatpaySignature({ ...h, signature: undefined }, body, keys, NOW), 'UNSIGNED')
    // "5-minute window": a notification signed six minutes ago (or ahead) is a replay.
    assert.equal(checkWechatpaySignature(h, body, keys, NOW + 6 * 60_000), 'STALE')
    assert.equal(checkWechatpaySignature(h, body, keys, NOW - 6 * 60_000), 'STALE')
    // Signed by someone else under our platform serial.
    const forged = signWechatpay(body, 'PUB1', merchant.privateKey, NOW)
    assert.equal(checkWechatpaySignature(forged, body, keys, NOW), 'BAD_SIGNATURE')
  })

  test('the client pay message is the docs\' four lines (小程序调起支付 "待签名串举例")', () => {
    assert.equal(
      clientPayMessage({
        appId: 'wx8888888888888888',
        timeStamp: '1414561699',
        nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
        package: 'prepay_id=wx201410272009395522657a690389285100'
      }),
      'wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n'
    )
  })

  test('client pay parameters: package prepay_id=..., signType RSA, paySign over appId\\ntimeStamp\\nnonceStr\\npackage\\n', () => {
    const p = clientPayParams('wxapp', 'wx201410272009395522657a690389285100', merchant.privateKey, NOW, 'N1')
    assert.deepEqual(
      { ...p, paySign: '' },
      {
        appId: 'wxapp',
        timeStamp: String(NOW / 1000),
        nonceStr: 'N1',
        package: 'prepay_id=wx201410272009395522657a690389285100',
        signType: 'RSA',
        paySign: ''
      }
    )
    assert.equal(clientPayMessage(p), `wxapp\n${NOW / 1000}\nN1\nprepay_id=wx201410272009395522657a690389285100\n`)
    assert.ok(createVerify('RSA-SHA256').update(clientPayMessage(p)).verify(merchant.publicPem, p.paySign, 'base64'))
    assert.equal(
      createVerify('RSA-SHA256')
        .update(clientPayMessage({ ...p, package: 'prepay_id=other' }))
        .verify(merchant.publicPem, p.paySign, 'base64'),
      false
    )
  })

  test('resource: AEAD_AES_256_GCM with the APIv3 key, nonce and associated data; any change is refused', () => {
    const key = '0123456789abcdef0123456789abcdef'
    const r = encryptResource('{"out_trade_no":"pay_x"}', key, 'transaction', 'transaction', 'fdasflkja484')
    assert.equal(r.algorithm, 'AEAD_AES_256_GCM')
    assert.equal(decryptResource(r, key), '{"out_trade_no":"pay_x"}')
    assert.equal(decryptResource(r, 'fedcba9876543210fedcba9876543210'), undefined)
    assert.equal(decryptResource({ ...r, associated_data: 'refund' }, key), undefined)
    assert.equal(decryptResource({ ...r, nonce: 'fdasflkja485' }, key), undefined)
    const sealed = Buffer.from(r.ciphertext, 'base64')
    sealed[0] ^= 1
    assert.equal(decryptResource({ ...r, ciphertext: sealed.toString('base64') }, key), undefined)
    assert.equal(decryptResource({ ...r, algorithm: 'AES' }, key), undefined)
    assert.equal(decryptResource({ ...r, ciphertext: '' }, key), undefined)
  })
})

describe('WeChat Pay v3 mapping', () => {
  test("our payment ids fit WeChat's out_trade_no (6-32 of [0-9a-zA-Z_-|*]) as they are", () => {
    for (let i = 0; i < 2000; i++) {
      const id = randomId('pay_')
      assert.equal(outTradeNo(id), id)
    }
    assert.throws(() => outTradeNo('pay.1234'))
    assert.throws(() => outTradeNo('p1'))
  })

  test('time_expire is RFC 3339 in Beijing time', () => {
    assert.equal(wechatTime(new Date('2026-11-22T12:15:30.250Z')), '2026-11-22T20:15:30+08:00')
  })

  test('trade states: SUCCESS (and REFUND) paid, CLOSED / PAYERROR / REVOKED cancelled, NOTPAY / USERPAYING not settled', () => {
    const t = { out_trade_no: 'pay_abcdef', transaction_id: '42000', amount: { total: 500 } }
    assert.deepEqual(transactionResult({ ...t, trade_state: 'SUCCESS' }), {
      paymentId: 'pay_abcdef',
      providerTxn: '42000',
      amountFen: 500,
      status: 'SUCCEEDED'
    })
    assert.equal(transactionResult({ ...t, trade_state: 'CLOSED' })?.status, 'CANCELLED')
    assert.equal(transactionResult({ ...t, trade_state: 'PAYERROR' })?.status, 'CANCELLED')
    assert.equal(transactionResult({ ...t, trade_state: 'NOTPAY' }), undefined)
    assert.equal(transactionResult({ ...t, trade_state: 'USERPAYING' }), undefined)
    assert.deepEqual(['SUCCESS', 'PROCESSING', 'ABNORMAL', 'CLOSED'].map(refundState), ['SUCCEEDED', 'PROCESSING', 'FAILED', 'FAILED'])
  })

  test('"a field that is missing means the method it serves is not offered"', () => {
    const full = {
      miniAppId: 'wxm',
      officialAppId: 'wxo',
      officialAppSecret: 's',
      mchId: '1900009191',
      mchSerialNo: 'S',
      mchPrivateKeyPem: merchant.privatePem,
      apiV3Key: '0123456789abcdef0123456789abcdef',
      platformPublicKeys: [{ serial: 'P', publicKeyPem: platform.publicPem }]
    }
    const OPTIONS = {
      publicBaseUrl: 'https://shop.example.com',
      notifyUrl: (p: string) => `https://shop.example.com/pub/v1/payments/${p}/notify/demo`,
      refundNotifyUrl: (p: string) => `https://shop.example.com/pub/v1/payments/${p}/refund_notify/demo`
    }
    const products = (c: object) => wechatPayProviders(c, OPTIONS).map((p) => p.product)
    assert.deepEqual(products(full), ['WECHAT_MINI', 'WECHAT_JSAPI', 'WECHAT_H5'])
    assert.deepEqual(products({ ...full, apiV3Key: undefined }), [])
    assert.deepEqual(products({ ...full, platformPublicKeys: [] }), [])
    assert.deepEqual(products({ ...full, mchPrivateKeyPem: undefined }), [])
    assert.deepEqual(products({ ...full, miniAppId: undefined }), ['WECHAT_JSAPI', 'WECHAT_H5'])
    assert.deepEqual(products({ ...full, officialAppId: undefined, officialAppSecret: undefined }), ['WECHAT_MINI', 'WECHAT_H5'])
    const [mini, jsapi, h5] = wechatPayProviders(full, OPTIONS)
    const at = (platform: 'WEAPP' | 'ALIPAY' | 'H5', browserType: 'WEIXIN' | 'ALIPAY' | 'OTHER') => ({ platform, browserType })
    assert.deepEqual(
      [mini, jsapi, h5].map((p) => p.offeredAt(at('WEAPP', 'OTHER'))),
      [true, false, false]
    )
    assert.deepEqual(
      [mini, jsapi, h5].map((p) => p.offeredAt(at('H5', 'WEIXIN'))),
      [false, true, false]
    )
    assert.deepEqual(
      [mini, jsapi, h5].map((p) => p.offeredAt(at('H5', 'OTHER'))),
      [false, false, true]
    )
    assert.deepEqual(
      [mini, jsapi, h5].map((p) => p.offeredAt(at('ALIPAY', 'OTHER'))),
      [false, false, false]
    )
    assert.deepEqual(
      [mini, jsapi, h5].map((p) => p.needsPayer),
      [true, true, false]
    )
    assert.deepEqual(
      ['zh-CN', 'zh-MO', 'en-US'].map((l) => mini.displayName(l)),
      ['微信支付', '微信支付', 'WeChat Pay']
    )
  })
})
