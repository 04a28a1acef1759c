/**
 * Face-auth coupons (product.md "Other states", receiving a coupon: "If face authentication is needed,
 * not passed, and the merchant requires it, a confirm modal appears ... On return the certificate status
 * is re-read and receiving proceeds, or a toast says 'face authentication failed'"; "If the app lacks
 * face-auth support: toast 'the current app does not support face authentication'"). The face check runs
 * on the platform and is confirmed with its server, here the WeChat and Alipay protocol doubles.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { OPERATOR, loggedIn, withDemoStaff } from '../helpers/admin-helpers'
import { directBuyers, idCard, phoneLogin, type Login } from '../helpers/account-helpers'
import { couponTemplate, makeCouponTemplate } from '../helpers/coupon-helpers'
import { WechatPayDouble } from '../doubles/wechat-pay-double'
import { AlipayDouble } from '../doubles/alipay-double'
import { COUPON_PATHS } from '../../../types/api/coupon'

const INITIATE = '/buyer/buyer/v1/user_certification/face/initiate'
const CONFIRM = '/buyer/buyer/v1/user_certification/face/confirm'
const PERSON = '/buyer/buyer/v1/user_certification/person/create_or_update'

type FaceStart = { platform: string; name?: string; idCardNumber?: string; certifyId?: string; url?: string }

for (const engine of ENGINES) {
  describe(`face-auth coupons on ${engine}`, () => {
    let t: TestApp
    let wechat: WechatPayDouble
    let alipay: AlipayDouble
    let couponCode: string
    const headers = (login: Login) => ({ 'access-token': login.accessToken })
    const obtain = (login: Login) =>
      t.call('POST', `${COUPON_PATHS.obtain}?lang=en-US`, { couponCode, obtainType: 'SHOW_OBTAIN' }, headers(login))
    const certify = async (login: Login, name: string, idNo: string) => {
      const res = await t.call('POST', PERSON, { idType: 'ID_CARD', name, idNo }, headers(login))
      assert.equal(res.body.statusCode, 200, res.body.comments)
    }
    const miniLogin = async (platform: 'WEAPP' | 'ALIPAY', code: string) => {
      const res = await t.call<Login>('POST', '/user/pub/v1/mini/login', { platform, code })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }

    before(async () => {
      wechat = await WechatPayDouble.start()
      alipay = await new AlipayDouble().start()
      t = await seededApp(engine)
      await t.app.payments.settings?.write('demo', 'WECHAT', wechat.credentials(), NOON)
      await t.app.payments.settings?.write('demo', 'ALIPAY', alipay.credentials(), NOON)
      await withDemoStaff(t)
      const operator = await loggedIn(t, OPERATOR)
      couponCode = (await makeCouponTemplate(operator, couponTemplate({ needFaceAuth: true, perBuyerLimit: 1 }))).couponCode
    })
    after(async () => {
      await t.close()
      await wechat.close()
      await alipay.stop()
    })

    test('WeChat: refused until the face check the gateway confirmed with getinfo passed, then received', async () => {
      const buyer = await miniLogin('WEAPP', wechat.miniCode('o_face_1'))
      await certify(buyer, '李雷', idCard('11010119900307001'))
      const refused = await obtain(buyer)
      assert.equal(refused.body.errorCode, 'COUPON_NEEDS_FACE_AUTH', 'a real name alone is not a face check')
      const started = await t.call<FaceStart>('POST', INITIATE, { platform: 'WEAPP' }, headers(buyer))
      // What wx.startFacialRecognitionVerify is called with: the verified name and ID number.
      assert.deepEqual(started.body.data, { platform: 'WEAPP', name: '李雷', idCardNumber: idCard('11010119900307001') })
      const failed = wechat.faceResult({ openid: 'o_face_1', name: '李雷', idNo: idCard('11010119900307001'), identifyRet: 10003 })
      const failedReply = await t.call('POST', `${CONFIRM}?lang=en-US`, { platform: 'WEAPP', verifyResult: failed }, headers(buyer))
      assert.deepEqual([failedReply.body.errorCode, failedReply.body.comments], ['FACE_AUTH_FAILED', 'Face authentication failed'])
      assert.equal((await obtain(buyer)).body.errorCode, 'COUPON_NEEDS_FACE_AUTH')
      const passed = wechat.faceResult({ openid: 'o_face_1', name: '李雷', idNo: idCard('11010119900307001') })
      const confirmed = await t.call('POST', CONFIRM, { platform: 'WEAPP', verifyResult: passed }, headers(buyer))
      assert.deepEqual(confirmed.body.data, { authType: 'FACE_CERT', authStatus: 'AUTH_SUCCESS' })
      assert.ok(wechat.calls.some((c) => c.path.startsWith('/cityservice/face/identify/getinfo?access_token=')))
      assert.equal((await obtain(buyer)).body.statusCode, 200)
      const listed = await t.get<Array<{ authType: string }>>('/buyer/buyer/v1/user_certification/list', headers(buyer))
      assert.deepEqual(
        listed.body.data.map((c) => c.authType),
        ['PERSON_CERT'],
        "the certificates page lists the spec's kinds; the face check serves coupons only"
      )
    })

    test("a forged or borrowed verify_result is refused: made up, another buyer's, or for another identity", async () => {
      const buyer = await miniLogin('WEAPP', wechat.miniCode('o_face_2'))
      const id = idCard('11010119900307003')
      await certify(buyer, '韩梅梅', id)
      const confirm = (verifyResult: string) => t.call('POST', CONFIRM, { platform: 'WEAPP', verifyResult }, headers(buyer))
      assert.equal((await confirm('made-up-result')).body.errorCode, 'FACE_AUTH_FAILED')
      assert.equal(
        (await confirm(wechat.faceResult({ openid: 'o_someone_else', name: '韩梅梅', idNo: id }))).body.errorCode,
        'FACE_AUTH_FAILED'
      )
      assert.equal((await confirm(wechat.faceResult({ openid: 'o_face_2', name: '李雷', idNo: id }))).body.errorCode, 'FACE_AUTH_FAILED')
      assert.equal(
        (await confirm(wechat.faceResult({ openid: 'o_face_2', name: '韩梅梅', idNo: idCard('11010119900307001') }))).body.errorCode,
        'FACE_AUTH_FAILED'
      )
      assert.equal((await obtain(buyer)).body.errorCode, 'COUPON_NEEDS_FACE_AUTH')
      const [{ n }] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM certifications WHERE user_id = $1 AND auth_type = 'FACE_CERT'",
        [buyer.userId]
      )
      assert.equal(n, 0, 'no face certificate recorded')
    })

    test('Alipay: initialize for the certify page, my.startAPVerify, query passed "T": then received; only the buyer who started it can confirm it', async () => {
      const buyer = await miniLogin('ALIPAY', alipay.authCode('2088000000000071'))
      const id = idCard('11010119900307005')
      await certify(buyer, '王五', id)
      const started = await t.call<FaceStart>('POST', INITIATE, { platform: 'ALIPAY' }, headers(buyer))
      const { certifyId, url } = started.body.data
      assert.ok(certifyId && url, started.body.comments)
      assert.deepEqual(alipay.certifications.get(certifyId), { certName: '王五', certNo: id, passed: false })
      assert.equal((await fetch(url)).status, 200, 'the signed certify address opens the face screen')
      // Not finished yet: query answers passed "F".
      assert.equal((await t.call('POST', CONFIRM, { platform: 'ALIPAY', certifyId }, headers(buyer))).body.errorCode, 'FACE_AUTH_FAILED')
      const abandoned = (await t.call<FaceStart>('POST', INITIATE, { platform: 'ALIPAY' }, headers(buyer))).body.data.certifyId as string
      const again = (await t.call<FaceStart>('POST', INITIATE, { platform: 'ALIPAY' }, headers(buyer))).body.data.certifyId as string
      alipay.finishCertify(abandoned)
      assert.equal(
        (await t.call('POST', CONFIRM, { platform: 'ALIPAY', certifyId: abandoned }, headers(buyer))).body.errorCode,
        'FACE_AUTH_FAILED',
        'a check started again replaces the one before'
      )
      alipay.finishCertify(again)
      const stranger = await phoneLogin(t, '13900000201')
      await certify(stranger, '王五', id)
      assert.equal(
        (await t.call('POST', CONFIRM, { platform: 'ALIPAY', certifyId: again }, headers(stranger))).body.errorCode,
        'FACE_AUTH_FAILED',
        "another buyer's certify_id"
      )
      const confirmed = await t.call('POST', CONFIRM, { platform: 'ALIPAY', certifyId: again }, headers(buyer))
      assert.deepEqual(confirmed.body.data, { authType: 'FACE_CERT', authStatus: 'AUTH_SUCCESS' })
      assert.equal((await obtain(buyer)).body.statusCode, 200)
      assert.ok(alipay.calls.filter((c) => c.method.startsWith('alipay.user.certify.open.')).every((c) => c.signed))
    })

    test('H5 has no face API: FACE_AUTH_UNSUPPORTED in words; a buyer without a real name is asked for it first', async () => {
      const buyer = await phoneLogin(t, '13900000202')
      assert.equal((await obtain(buyer)).body.errorCode, 'COUPON_NEEDS_REAL_NAME', 'the face check is made against the real name')
      assert.equal((await t.call('POST', INITIATE, { platform: 'WEAPP' }, headers(buyer))).body.errorCode, 'FACE_NEEDS_REAL_NAME')
      await certify(buyer, '赵六', idCard('11010119900307007'))
      const h5 = await t.call('POST', `${INITIATE}?lang=en-US`, { platform: 'H5' }, headers(buyer))
      assert.deepEqual(
        [h5.body.errorCode, h5.body.comments],
        ['FACE_AUTH_UNSUPPORTED', 'The current app does not support face authentication']
      )
      assert.equal(
        (await t.call('POST', CONFIRM, { platform: 'H5', verifyResult: 'x' }, headers(buyer))).body.errorCode,
        'FACE_AUTH_UNSUPPORTED'
      )
    })

    test('a face check passed for a real name since replaced does not count', async () => {
      const buyer = await miniLogin('WEAPP', wechat.miniCode('o_face_3'))
      await certify(buyer, '孙七', idCard('11010119900307009'))
      const verifyResult = wechat.faceResult({ openid: 'o_face_3', name: '孙七', idNo: idCard('11010119900307009') })
      assert.equal((await t.call('POST', CONFIRM, { platform: 'WEAPP', verifyResult }, headers(buyer))).body.statusCode, 200)
      await certify(buyer, '孙七', idCard('11010119900307017'))
      assert.equal((await obtain(buyer)).body.errorCode, 'COUPON_NEEDS_FACE_AUTH')
    })
  })

  describe(`face checks in production ignore the stand-in hosts on ${engine}`, () => {
    let t: TestApp
    let wechat: WechatPayDouble
    let alipay: AlipayDouble
    before(async () => {
      wechat = await WechatPayDouble.start()
      alipay = await new AlipayDouble().start()
      t = await seededApp(engine, { production: true, settingsKey: randomBytes(32), publicBaseUrl: 'https://shop.example.com' })
      await t.app.payments.settings?.write('demo', 'WECHAT', wechat.credentials(), NOON)
      await t.app.payments.settings?.write('demo', 'ALIPAY', alipay.credentials(), NOON)
    })
    after(async () => {
      await t.close()
      await wechat.close()
      await alipay.stop()
    })

    test('a verify_result the WeChat stand-in would confirm passes nobody: WeChat and Alipay themselves are asked (here unreachable)', async () => {
      const [buyer] = await directBuyers(t, ['u_prod_face'], '139', 301)
      const id = idCard('11010119900307001')
      await t.db.query(
        "INSERT INTO certifications (user_id, auth_type, auth_status, real_name, id_no) VALUES ('u_prod_face', 'PERSON_CERT', 'AUTH_SUCCESS', '李雷', $1)",
        [id]
      )
      await t.db.query(
        "INSERT INTO user_identities (merchant_id, provider, subject, user_id, created_at) VALUES ('demo', 'WEAPP', 'o_prod_face', 'u_prod_face', $1)",
        [NOON]
      )
      const verifyResult = wechat.faceResult({ openid: 'o_prod_face', name: '李雷', idNo: id })
      const real = globalThis.fetch
      const called: string[] = []
      globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input)
        if (/^http:\/\/127\.0\.0\.1[:/]/.test(url)) return real(input, init)
        called.push(url)
        throw new TypeError('fetch failed')
      }
      try {
        assert.equal((await t.call('POST', CONFIRM, { platform: 'WEAPP', verifyResult }, buyer)).body.errorCode, 'THIRD_PARTY_FAILED')
        assert.equal((await t.call('POST', INITIATE, { platform: 'ALIPAY' }, buyer)).body.errorCode, 'THIRD_PARTY_FAILED')
      } finally {
        globalThis.fetch = real
      }
      assert.ok(
        called.some((u) => u.startsWith('https://api.weixin.qq.com/')),
        called.join(', ')
      )
      assert.ok(
        called.some((u) => u.startsWith('https://openapi.alipay.com/gateway.do')),
        called.join(', ')
      )
      assert.deepEqual(wechat.calls, [])
      assert.deepEqual(alipay.calls, [])
      const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM certifications WHERE auth_type = 'FACE_CERT'")
      assert.equal(n, 0)
    })
  })
}
