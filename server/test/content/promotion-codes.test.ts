/**
 * Promotion codes and the terminal jump (issue #32; calls-errors-limits.md section 7: generate_code, "GET home
 * scan-code and short-code params lookup", "GET scan-code params lookup by CP_ID (reply is an encoded param)",
 * POST buyer /pub/v1/cyy/terminal/jump), on every engine: the console makes a code for a target page with its
 * channel and distributor, a scan of its short code or its CP_ID answers the params and counts, a disabled or
 * unknown code is refused, a buyer's share is made once per params, the merchant boundary, and a jump resolved
 * per terminal from the merchant's configuration (unknown pages refused).
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, OPERATOR, loggedIn, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { directBuyers } from '../helpers/account-helpers'
import {
  ADMIN_PROMOTION_CODE_PATHS as A,
  PROMOTION_CODE_PATHS as P,
  WECHAT_SCENE_MAX,
  type AdminPromotionCode,
  type GeneratedCode,
  type ScanCodeParamReply,
  type ScanCodeReply,
  type TerminalJumpConfig,
  type TerminalJumpReply
} from '../../../types/api/promotion-code'
import { decodeCodeParams, readScanned } from '../../../types/rules/scan-code'

const q = encodeURIComponent

for (const engine of ENGINES) {
  describe(`promotion codes on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let showId: string
    let buyer: Record<string, string>
    before(async () => {
      ;({
        t,
        staff: [operator]
      } = await staffedApp(engine, OPERATOR))
      ;[{ id: showId }] = await t.db.query<{ id: string }>("SELECT id FROM shows WHERE merchant_id = 'demo' ORDER BY id LIMIT 1")
      ;[buyer] = await directBuyers(t, ['u_codes_1'], '137', 4000)
    })
    after(() => t.close())

    const make = (body: object) => operator.call<AdminPromotionCode>('POST', A.create, body)

    test('the console makes a code for a show with channel and distributor: a short code that fits a WeChat scene and a CP_ID longer than 20', async () => {
      const res = await make({
        label: 'Poster at the door',
        target: 'SHOW',
        targetId: showId,
        channelId: 'door_poster',
        distributorId: 'D1001'
      })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const c = res.body.data
      assert.match(c.code, /^[23456789A-HJKMNP-Z]{8}$/)
      assert.ok(c.scene.length <= WECHAT_SCENE_MAX, 'WeChat scene ≤ 32 characters')
      assert.equal(c.scene, c.code)
      assert.ok(c.cpId.length > 20, '"Scanned-code path segments longer than 20 characters are taken as an id"')
      assert.equal(c.shortPath, `/s/${c.code}`)
      assert.equal(c.miniProgramPage, 'subpackages/user/scan-code/scan-code')
      assert.deepEqual(
        [c.target, c.targetId, c.channelId, c.distributorId, c.scanCount, c.disabled],
        ['SHOW', showId, 'door_poster', 'D1001', 0, false]
      )
      // The rule the app applies to a scanned link reads each as the right key.
      assert.deepEqual(readScanned(`https://shop.example/s/${c.code}`), { kind: 'code', value: c.code })
      assert.deepEqual(readScanned(`https://shop.example/s/${c.cpId}?x=1`), { kind: 'cpId', value: c.cpId })
      const [audit] = await t.db.query<{ action: string }>(
        "SELECT action FROM audit_log WHERE target = $1 AND action LIKE 'promotion-code.%'",
        [c.id]
      )
      assert.equal(audit?.action, 'promotion-code.create', 'audited')
    })

    test('a scan by short code (any case, or a scene "c=<code>") or by CP_ID answers the params and counts each scan; the console shows the count', async () => {
      const c = (await make({ label: 'Counted', target: 'SHOW', targetId: showId, channelId: 'wx_share', distributorId: null })).body.data
      const byCode = await t.get<ScanCodeReply>(`${P.lookup}?code=${q(c.code.toLowerCase())}&lang=en-US`)
      assert.equal(byCode.body.statusCode, 200, byCode.body.comments)
      assert.deepEqual(byCode.body.data, {
        target: 'SHOW',
        targetId: showId,
        channelId: 'wx_share',
        distributorId: null,
        code: c.code,
        cpId: c.cpId
      })
      const byScene = await t.get<ScanCodeReply>(`${P.lookup}?code=${q(`c=${c.code}`)}`)
      assert.equal(byScene.body.data.cpId, c.cpId)
      const byCp = await t.get<ScanCodeParamReply>(`${P.byCpId}?cpId=${q(c.cpId)}`)
      assert.equal(byCp.body.statusCode, 200, byCp.body.comments)
      assert.equal(byCp.body.data.cpId, c.cpId)
      assert.equal(typeof byCp.body.data.param, 'string', 'the reply is an encoded param')
      assert.deepEqual(decodeCodeParams(byCp.body.data.param), {
        target: 'SHOW',
        targetId: showId,
        channelId: 'wx_share',
        distributorId: null
      })
      const listed = (await operator.call<AdminPromotionCode[]>('GET', A.list)).body.data.find((x) => x.id === c.id)
      assert.equal(listed?.scanCount, 3)
      assert.ok(listed?.lastScannedAt)
    })

    test('a disabled code is not found until enabled again, its scans kept; an unknown or malformed one is a clear 41040 with mode none', async () => {
      const c = (await make({ label: '', target: 'HOME', targetId: null, channelId: 'mall', distributorId: null })).body.data
      await t.get(`${P.lookup}?code=${c.code}`)
      const off = await operator.call<AdminPromotionCode>('POST', A.disable.replace(':id', c.id))
      assert.equal(off.body.data.disabled, true)
      const refused = await t.get(`${P.lookup}?code=${c.code}&lang=en-US`)
      assert.equal(refused.body.statusCode, 41040)
      assert.equal(refused.body.errorCode, 'PROMOTION_CODE_NOT_FOUND')
      assert.equal(refused.body.mode, 'none')
      assert.ok(refused.body.comments)
      assert.equal((await t.get(`${P.byCpId}?cpId=${c.cpId}`)).body.statusCode, 41040)
      assert.equal((await operator.call('POST', A.disable.replace(':id', c.id))).body.statusCode, 41041, 'already disabled')
      const on = await operator.call<AdminPromotionCode>('POST', A.enable.replace(':id', c.id))
      assert.equal(on.body.data.disabled, false)
      assert.equal(on.body.data.scanCount, 1, 'the refused scans were not counted')
      assert.equal((await t.get(`${P.lookup}?code=${c.code}`)).body.statusCode, 200)
      for (const bad of ['ZZZZZZZZ', 'no such code!', 'cp' + 'x'.repeat(30)]) {
        assert.equal((await t.get(`${P.lookup}?code=${q(bad)}`)).body.statusCode, 41040, bad)
      }
      assert.equal((await t.get(`${P.byCpId}?cpId=${c.code}`)).body.statusCode, 41040, 'a short code is not a CP_ID')
    })

    test('the console refuses a target without its id, an id on HOME, a show of no one, odd params; only marketing roles', async () => {
      const cases: Array<[object, number]> = [
        [{ label: '', target: 'SHOW', targetId: null, channelId: null, distributorId: null }, 41041],
        [{ label: '', target: 'HOME', targetId: showId, channelId: null, distributorId: null }, 41041],
        [{ label: '', target: 'SHOW', targetId: 'NO_SUCH_SHOW', channelId: null, distributorId: null }, 41042],
        [{ label: '', target: 'HOME', targetId: null, channelId: 'has space', distributorId: null }, 41041],
        [{ label: '', target: 'PARKING', targetId: null, channelId: null, distributorId: null }, 40000]
      ]
      for (const [body, code] of cases) assert.equal((await make(body)).body.statusCode, code, JSON.stringify(body))
      for (const email of [FINANCE, DOOR]) {
        const other = await loggedIn(t, email)
        assert.notEqual((await other.call('GET', A.list)).body.statusCode, 200, `${email} has no marketing role`)
      }
    })

    test("a buyer's share (generate_code) needs login, is made once per params, never lists in the console", async () => {
      const body = { target: 'SHOW', targetId: showId, channelId: 'friend' }
      assert.notEqual((await t.call('POST', P.generate, body)).body.statusCode, 200, 'login needed')
      const first = await t.call<GeneratedCode>('POST', P.generate, body, buyer)
      assert.equal(first.body.statusCode, 200, first.body.comments)
      const again = await t.call<GeneratedCode>('POST', P.generate, { ...body, src: 'H5', ver: '1.0.0' }, buyer)
      assert.equal(again.body.data.code, first.body.data.code, 'the same share answers the same code')
      const other = await t.call<GeneratedCode>('POST', P.generate, { target: 'HOME' }, buyer)
      assert.notEqual(other.body.data.code, first.body.data.code)
      assert.equal((await t.get<ScanCodeReply>(`${P.lookup}?code=${first.body.data.code}`)).body.data.channelId, 'friend')
      const listed = (await operator.call<AdminPromotionCode[]>('GET', A.list)).body.data
      assert.ok(!listed.some((c) => c.code === first.body.data.code))
      assert.equal((await t.call('POST', P.generate, { target: 'TOPIC', targetId: 'NO_TOPIC' }, buyer)).body.statusCode, 41042)
    })

    test("another shop's scan of the code finds nothing: codes are each merchant's", async () => {
      const c = (await make({ label: '', target: 'HOME', targetId: null, channelId: null, distributorId: null })).body.data
      await t.db.query(
        "INSERT INTO merchants (id, name, config) SELECT 'shop_codes', name, config FROM merchants WHERE id = 'demo' ON CONFLICT DO NOTHING"
      )
      assert.equal((await t.get(`${P.lookup}?code=${c.code}`, { 'merchant-id': 'shop_codes' })).body.statusCode, 41040)
    })

    test('terminal jump: the configured mini-program for WECHAT and ALIPAY, the URL for H5; an unknown page or terminal is refused', async () => {
      const put = (body: object) => operator.call<TerminalJumpConfig[]>('PUT', A.jumps, body)
      assert.equal(
        (
          await put({
            target: 'MALL',
            pageName: 'coupon',
            terminal: 'WECHAT',
            appId: 'wx1234567890abcd',
            path: 'pages/coupon/index?from=sd',
            url: null
          })
        ).body.statusCode,
        200
      )
      assert.equal(
        (await put({ target: 'MALL', pageName: 'coupon', terminal: 'ALIPAY', appId: '2021000000000001', path: null, url: null })).body
          .statusCode,
        200
      )
      assert.equal(
        (await put({ target: 'MALL', pageName: 'coupon', terminal: 'H5', appId: null, path: null, url: 'https://mall.example/coupon' }))
          .body.statusCode,
        200
      )
      assert.equal(
        (await put({ target: 'MALL', pageName: 'x', terminal: 'H5', appId: null, path: null, url: 'http://plain.example' })).body
          .statusCode,
        41044,
        'https only'
      )
      assert.equal(
        (await put({ target: 'MALL', pageName: 'x', terminal: 'WECHAT', appId: null, path: 'p', url: null })).body.statusCode,
        41044,
        'an appId'
      )

      const jump = (miniAppType: string, pageName = 'coupon') =>
        t.call<TerminalJumpReply>('POST', P.terminalJump, { miniAppType, pageName, target: 'MALL' })
      assert.deepEqual((await jump('WECHAT')).body.data, {
        kind: 'MINI_PROGRAM',
        appId: 'wx1234567890abcd',
        path: 'pages/coupon/index?from=sd'
      })
      assert.deepEqual((await jump('ALIPAY')).body.data, { kind: 'MINI_PROGRAM', appId: '2021000000000001', path: '' })
      assert.deepEqual((await jump('H5')).body.data, { kind: 'URL', url: 'https://mall.example/coupon' })
      const unknown = await jump('WECHAT', 'nowhere')
      assert.equal(unknown.body.statusCode, 41043)
      assert.equal(unknown.body.errorCode, 'TERMINAL_JUMP_UNKNOWN')
      assert.equal((await jump('DOUYIN')).body.statusCode, 40000)

      const removed = await operator.call<TerminalJumpConfig[]>(
        'DELETE',
        A.jump.replace(':target', 'MALL').replace(':pageName', 'coupon').replace(':terminal', 'H5')
      )
      assert.equal(removed.body.data.length, 2)
      assert.equal((await jump('H5')).body.statusCode, 41043)
    })
  })
}
