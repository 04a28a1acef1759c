/**
 * "GET weixin jsapi authorization" (calls-errors-limits.md section 7; docs/subscription-messages.md "WeChat
 * JS-SDK"): H5 in WeChat's browser gets wx.config's signature — sha1 of jsapi_ticket, noncestr, timestamp
 * and url (without its fragment) as WeChat's JS-SDK appendix 1 says, checked against the appendix's own
 * example — with the ticket fetched with the merchant's official account (the WeChat double) and cached until
 * it expires. On every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { WechatPayDouble } from '../doubles/wechat-pay-double'
import { jsapiSignature } from '../../src/wechat-jsapi/jsapi-signature'
import { SUBSCRIPTION_PATHS, type JsapiAuthorization } from '../../../types/api/subscription-message'

// The example of WeChat's JS-SDK documentation, appendix 1 (JS-SDK使用权限签名算法).
const EXAMPLE = {
  ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  nonceStr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value'
}
const EXAMPLE_SIGNATURE = '0f9de62fce790f9a083d5c99e95740ceb90c27ed'

test("the signature of WeChat's documented example", () => {
  assert.equal(jsapiSignature(EXAMPLE), EXAMPLE_SIGNATURE)
})

for (const engine of ENGINES) {
  describe(`WeChat JS-SDK authorization on ${engine}`, () => {
    let t: TestApp
    let wechat: WechatPayDouble
    const authorize = (url: string) =>
      t.get<JsapiAuthorization>(`${SUBSCRIPTION_PATHS.jsapiAuthorization}?lang=en-US&url=${encodeURIComponent(url)}`)

    before(async () => {
      wechat = await WechatPayDouble.start()
      wechat.jsapiTicket = EXAMPLE.ticket
      t = await seededApp(engine)
      await t.app.payments.settings?.write('demo', 'WECHAT', wechat.credentials(), NOON)
    })
    after(async () => {
      await t.close()
      await wechat.close()
    })

    test("the official account's app id and a signature over the ticket, nonce, time and url without its fragment", async () => {
      const res = await authorize('https://shop.example.com/show/detail?showId=s1#share')
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const a = res.body.data
      assert.equal(a.appId, wechat.official.appId)
      assert.equal(a.timestamp, Math.floor(NOON.getTime() / 1000))
      assert.match(a.nonceStr, /^[A-Za-z0-9]{16}$/)
      const string1 = `jsapi_ticket=${EXAMPLE.ticket}&noncestr=${a.nonceStr}&timestamp=${a.timestamp}&url=https://shop.example.com/show/detail?showId=s1`
      assert.equal(a.signature, createHash('sha1').update(string1).digest('hex'))
      assert.equal(res.status, 200)
    })

    test('the ticket is cached: one getticket for many pages', async () => {
      for (const path of ['/a', '/b', '/c']) assert.equal((await authorize(`https://shop.example.com${path}`)).body.statusCode, 200)
      assert.equal(wechat.ticketCalls, 1, 'asked once, kept until it expires')
    })

    test('a bad url is refused with the envelope; no official account: JSAPI_NOT_OFFERED', async () => {
      const bad = await authorize('javascript:alert(1)')
      assert.deepEqual(
        [bad.body.statusCode, bad.body.errorCode, bad.body.comments],
        [41067, 'JSAPI_URL_INVALID', 'The page address is not valid']
      )
      assert.equal((await t.get(`${SUBSCRIPTION_PATHS.jsapiAuthorization}?lang=en-US`)).body.statusCode, 40000, 'no url: bad input')
      await t.app.payments.settings?.write(
        'demo',
        'WECHAT',
        wechat.credentials({ officialAppId: undefined, officialAppSecret: undefined }),
        NOON
      )
      const none = await authorize('https://shop.example.com/')
      assert.deepEqual([none.body.statusCode, none.body.errorCode], [41066, 'JSAPI_NOT_OFFERED'])
    })
  })
}
