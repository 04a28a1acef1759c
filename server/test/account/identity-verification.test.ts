/**
 * Real-name certification goes to the identity provider (Hardening 2, finding 8: "real-name checks go to
 * the provider (its double) and production has no sandbox verifier"). product.md section 5, "Real-name
 * form": a check by the identity provider; nothing is saved unless it confirmed the name and ID number.
 * The provider here is the Tencent Cloud FaceID double, which checks each request's TC3 signature.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import https from 'node:https'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { auth, directBuyers, idCard, phoneLogin } from '../helpers/account-helpers'
import { TencentFaceIdDouble } from '../doubles/tencent-faceid-double'
import { TencentIdVerifier } from '../../src/certification/tencent-id-verifier'
import { verifiersFor } from '../../src/certification/verifiers-for'
import { AppError } from '../../src/http/app-error'
import { loadConfig } from '../../src/config'
import { budgetOf } from '../../src/http/rate-limits'
import type { FastifyRequest } from 'fastify'

const REAL_ID = idCard('11010519491231002')
const OTHER_ID = idCard('31010119900307005')
const PERSON = '/buyer/buyer/v1/user_certification/person/create_or_update'
const LIST = '/buyer/buyer/v1/user_certification/list'
const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv

for (const engine of ENGINES) {
  describe(`real-name certification through the identity provider on ${engine}`, () => {
    let t: TestApp
    let tencent: TencentFaceIdDouble
    before(async () => {
      tencent = await new TencentFaceIdDouble().start()
      tencent.register(REAL_ID, '赵六')
      t = await seededApp(engine, { idVerification: { tencent: tencent.credentials() } })
    })
    after(async () => {
      await t.close()
      await tencent.stop()
    })

    test("a name that is not the ID holder's is refused by the provider (CERT_FAILED) and nothing is saved; the right one is saved", async () => {
      const buyer = auth(await phoneLogin(t, '13900000101'))
      const wrong = await t.call('POST', PERSON, { idType: 'ID_CARD', name: '钱七', idNo: REAL_ID }, buyer)
      assert.equal(wrong.body.errorCode, 'CERT_FAILED')
      assert.deepEqual((await t.get<unknown[]>(LIST, buyer)).body.data, [], 'a refused check saves nothing')
      const last = tencent.calls.at(-1)
      assert.equal(last?.action, 'IdCardVerification')
      assert.equal(last?.signed, true, 'the request carried a good TC3-HMAC-SHA256 signature')
      assert.deepEqual(last?.body, { IdCard: REAL_ID, Name: '钱七' })
      // A well-formed ID the sandbox would pass, but the register has no record of it.
      assert.equal((await t.call('POST', PERSON, { name: '孙八', idNo: OTHER_ID }, buyer)).body.errorCode, 'CERT_FAILED')
      const right = await t.call<{ authStatus: string }>('POST', PERSON, { name: '赵六', idNo: REAL_ID }, buyer)
      assert.equal(right.body.data.authStatus, 'AUTH_SUCCESS')
      assert.deepEqual(
        (await t.get<Array<{ authType: string }>>(LIST, buyer)).body.data.map((c) => c.authType),
        ['PERSON_CERT']
      )
    })

    test('the provider unable to check (its register failing, or unreachable) is ID_VERIFY_UNAVAILABLE, in words, and nothing is saved', async () => {
      const buyer = auth(await phoneLogin(t, '13900000102'))
      tencent.failing = true
      try {
        const down = await t.call('POST', `${PERSON}?lang=en`, { name: '赵六', idNo: REAL_ID }, buyer)
        assert.equal(down.body.errorCode, 'ID_VERIFY_UNAVAILABLE')
        assert.equal(down.body.mode, 'alert')
        assert.match(down.body.comments, /not available/)
      } finally {
        tencent.failing = false
      }
      const unreachable = new TencentIdVerifier({ ...tencent.credentials(), endpoint: 'http://127.0.0.1:9' })
      await assert.rejects(unreachable.verify('赵六', REAL_ID), (e: unknown) => e instanceof AppError && e.code === 'ID_VERIFY_UNAVAILABLE')
      assert.deepEqual((await t.get<unknown[]>(LIST, buyer)).body.data, [])
    })

    test('a request signed with another secret key is refused by the provider: never a pass', async () => {
      const forged = new TencentIdVerifier({ ...tencent.credentials(), secretKey: randomBytes(20).toString('hex') })
      await assert.rejects(forged.verify('赵六', REAL_ID), (e: unknown) => e instanceof AppError && e.code === 'ID_VERIFY_UNAVAILABLE')
      assert.equal(tencent.calls.at(-1)?.signed, false)
    })
  })

  describe(`production has no sandbox verifier on ${engine}`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine, { production: true, settingsKey: randomBytes(32), publicBaseUrl: 'https://shop.example.com' })
    })
    after(async () => {
      await t.close()
    })

    test('no provider configured: a well-formed ID the sandbox accepts is refused as unavailable, nothing saved; student checks likewise', async () => {
      // Production has no outbox to log in through: a buyer written directly, with a session.
      const [buyer] = await directBuyers(t, ['u_prod_cert'], '139', 103)
      const reply = await t.call('POST', PERSON, { name: '赵六', idNo: REAL_ID }, buyer)
      assert.equal(reply.body.errorCode, 'ID_VERIFY_UNAVAILABLE')
      assert.equal(reply.body.comments, '实名认证服务暂不可用，请稍后再试')
      assert.deepEqual((await t.get<unknown[]>(LIST, buyer)).body.data, [])
      // Student status: the sandbox's auth code would confirm it outside production.
      await t.db.query(
        "INSERT INTO certifications (user_id, auth_type, auth_status, real_name, id_no) VALUES ($1, 'PERSON_CERT', 'AUTH_SUCCESS', '赵六', $2)",
        ['u_prod_cert', REAL_ID]
      )
      const student = await t.call(
        'POST',
        '/buyer/buyer/v1/user_certification/student/create',
        { authChannel: 'ALIPAY_ZHI_MA', studentAuthCode: 'sandbox-student-1' },
        buyer
      )
      assert.equal(student.body.errorCode, 'ID_VERIFY_UNAVAILABLE')
    })

    test('a provider endpoint pointing at a stand-in is ignored in production: Tencent Cloud itself is asked', async () => {
      const double = await new TencentFaceIdDouble().start()
      double.register(REAL_ID, '赵六')
      // The SDK sends through node's https module: each request is noted and fails at once, as with no network.
      const real = https.request
      const called: string[] = []
      https.request = ((options: { protocol?: string; hostname?: string; path?: string }) => {
        called.push(`${options.protocol}//${options.hostname}${options.path}`)
        throw new TypeError('no network in this test')
      }) as typeof https.request
      try {
        const { identity, student } = verifiersFor({ tencent: double.credentials() }, true)
        assert.equal(student, undefined)
        await assert.rejects(identity!.verify('赵六', REAL_ID), (e: unknown) => e instanceof AppError && e.code === 'ID_VERIFY_UNAVAILABLE')
      } finally {
        https.request = real
        await double.stop()
      }
      assert.deepEqual(called, ['https://faceid.tencentcloudapi.com/'])
      assert.deepEqual(double.calls, [])
      assert.equal(verifiersFor(undefined, true).identity, undefined, 'no sandbox in production')
    })
  })
}

test('TENCENTCLOUD_SECRET_ID and TENCENTCLOUD_SECRET_KEY come together: one alone stops the start', () => {
  assert.throws(() => loadConfig(env({ TENCENTCLOUD_SECRET_ID: 'AKIDexample' })), /TENCENTCLOUD_SECRET_ID and TENCENTCLOUD_SECRET_KEY/)
  assert.deepEqual(loadConfig(env({ TENCENTCLOUD_SECRET_ID: 'AKIDexample', TENCENTCLOUD_SECRET_KEY: 'k' })).idVerification, {
    tencent: { secretId: 'AKIDexample', secretKey: 'k' }
  })
  assert.deepEqual(loadConfig(env({})).idVerification, {})
})

test('each check asks a billed provider whether a name belongs to an ID number: metered on the login budget per address', () => {
  const budget = (url: string) => budgetOf({ routeOptions: { url }, url } as FastifyRequest)
  assert.equal(budget(PERSON), 'login')
  assert.equal(budget('/buyer/buyer/v1/user_certification/face/initiate'), 'login')
  assert.equal(budget('/buyer/buyer/v1/user_certification/face/confirm'), 'login')
  assert.equal(budget(LIST), 'calls')
})
