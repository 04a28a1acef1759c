/**
 * Copywriting and version match (issue #32; calls-errors-limits.md "GET copywriting/config | merchantId,
 * client", "GET version/match | productCode, clientCode, merchantId, versionNo; reply updateType";
 * product.md "Copywriting: key and value texts with {placeholder} substitution", "Update check reply:
 * updateType is FORCE or WEAK"), and the shop config telling the app which outside sign-ins exist
 * ("Google and Apple buttons where the merchant has configured them"). On every engine, over HTTP.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, OPERATOR, loggedIn, staffedApp, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { APPLE_CLIENT, GOOGLE_CLIENT, TEST_IDENTITY } from '../helpers/identity-helpers'
import {
  ADMIN_COPYWRITING_PATHS as C,
  COPYWRITING_PATHS,
  type AdminCopywritingEntry,
  type CopywritingOverrides
} from '../../../types/api/copywriting'
import { ADMIN_APP_VERSION_PATHS as V, APP_VERSION_PATHS, type AdminAppVersion, type VersionMatch } from '../../../types/api/app-version'
import type { ShopConfig } from '../../../types/shop-config'

const key = (k: string) => C.one.replace(':key', k)
const client = (c: string) => V.one.replace(':client', c)

for (const engine of ENGINES) {
  describe(`copywriting and version match on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    before(async () => {
      ;({
        t,
        staff: [operator]
      } = await staffedApp(engine, OPERATOR))
    })
    after(() => t.close())

    const config = async (headers: Record<string, string> = {}) =>
      (await t.get<CopywritingOverrides>(`${COPYWRITING_PATHS.config}?client=H5`, headers)).body.data

    test('the console overrides a bundled text per language (audited); the app reads it at once, the cache cleared', async () => {
      assert.deepEqual(await config(), {}, 'no overrides yet')
      const list = (await operator.call<AdminCopywritingEntry[]>('GET', C.list)).body.data
      const recommended = list.find((e) => e.key === 'common.recommended')
      assert.equal(recommended?.bundled['zh-CN'], '为你推荐', 'the console lists the bundled texts to search')
      const set = await operator.call<AdminCopywritingEntry>('PUT', key('common.recommended'), {
        'zh-CN': '猜你喜欢',
        'en-US': 'Picked for you'
      })
      assert.equal(set.body.statusCode, 200, set.body.comments)
      assert.deepEqual(set.body.data.overrides, { 'zh-CN': '猜你喜欢', 'en-US': 'Picked for you' })
      assert.deepEqual(await config(), {
        'zh-CN': { 'common.recommended': '猜你喜欢' },
        'en-US': { 'common.recommended': 'Picked for you' }
      })
      const audited = await t.db.query<{ action: string }>("SELECT action FROM audit_log WHERE target = 'common.recommended' ORDER BY id")
      assert.deepEqual(
        audited.map((r) => r.action),
        ['copywriting.set']
      )
      // null drops one language; the others stay.
      const dropped = await operator.call<AdminCopywritingEntry>('PUT', key('common.recommended'), { 'en-US': null })
      assert.deepEqual(dropped.body.data.overrides, { 'zh-CN': '猜你喜欢' }, dropped.body.comments)
      assert.deepEqual(await config(), { 'zh-CN': { 'common.recommended': '猜你喜欢' } })
      const reset = await operator.call<AdminCopywritingEntry>('DELETE', key('common.recommended'))
      assert.deepEqual(reset.body.data.overrides, {})
      assert.deepEqual(await config(), {}, 'reset: back to the bundled text')
    })

    test('an override must keep the bundled {placeholders}: refused in the envelope, translated, nothing written', async () => {
      const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM copywriting_overrides'))[0].n
      const was = await count()
      const lost = await operator.call('PUT', key('common.id_label'), { 'zh-CN': '编号' })
      assert.equal(lost.body.statusCode, 40951)
      assert.equal(lost.body.mode, 'alert')
      assert.match(lost.body.comments, /\{id\}/)
      const en = await operator.call('PUT', `${key('common.id_label')}?lang=en`, { 'en-US': 'No. {number}' })
      assert.match(en.body.comments, /placeholders of the original: \{id\}/)
      // One bad language refuses the whole edit: the good one is not written either.
      const mixed = await operator.call('PUT', key('common.id_label'), { 'zh-CN': '编号：{id}', 'en-US': 'No.' })
      assert.equal(mixed.body.statusCode, 40951)
      const refused: Array<[string, string, object, number]> = [
        ['unknown key', 'common.no_such_text', { 'zh-CN': '文' }, 40950],
        ['a section, not a text', 'common.recommended.x', { 'zh-CN': '文' }, 40950],
        ['empty text', 'common.recommended', { 'zh-CN': '  ' }, 40951],
        ['unbalanced braces', 'common.recommended', { 'zh-CN': '推荐 {' }, 40951],
        ['unknown language', 'common.recommended', { 'fr-FR': 'Pour vous' }, 40000],
        ['too long', 'common.recommended', { 'zh-CN': '长'.repeat(501) }, 40000],
        ['bad key', 'not a key', { 'zh-CN': '文' }, 40000]
      ]
      for (const [why, k, body, code] of refused) {
        const res = await operator.call('PUT', key(encodeURIComponent(k)), body)
        assert.equal(res.body.statusCode, code, `${why}: ${res.body.comments}`)
        assert.notEqual(res.status, 500, why)
      }
      assert.equal(await count(), was, 'nothing written')
      const kept = await operator.call<AdminCopywritingEntry>('PUT', key('common.id_label'), { 'zh-CN': '编号：{id}' })
      assert.equal(kept.body.statusCode, 200, 'the same placeholder in new wording is kept')
      await operator.call('DELETE', key('common.id_label'))
    })

    test("roles: finance and door staff cannot edit texts or versions; another merchant's texts are its own", async () => {
      await withDemoStaff(t)
      for (const email of [FINANCE, DOOR]) {
        const staff = await loggedIn(t, email)
        assert.equal((await staff.call('PUT', key('common.recommended'), { 'zh-CN': '越权' })).status, 403, email)
        assert.equal((await staff.call('PUT', client('H5'), { latestVersion: '9.0.0', minVersion: '9.0.0', notes: '' })).status, 403, email)
      }
      await t.db.query("INSERT INTO merchants (id, name, config) VALUES ('cw_other', '{\"zh-CN\":\"别家\"}', '{}') ON CONFLICT DO NOTHING")
      await operator.call('PUT', key('common.recommended'), { 'zh-CN': '本店推荐' })
      assert.deepEqual(await config({ 'merchant-id': 'cw_other' }), {}, "the demo shop's texts are not the other's")
      await operator.call('DELETE', key('common.recommended'))
    })

    test('version/match: FORCE below the oldest supported, WEAK below the latest, null when current or unpublished', async () => {
      const match = async (c: string, v: string) =>
        (await t.get<VersionMatch>(`${APP_VERSION_PATHS.match}?productCode=stagedoor&clientCode=${c}&versionNo=${v}`)).body
      const seeded = (await match('H5', '4.8.0')).data
      assert.deepEqual([seeded.updateType, seeded.latestVersion], [null, '4.8.0'], "the demo shop publishes the app's own version")
      await t.db.query("INSERT INTO merchants (id, name, config) VALUES ('cw_bare', '{\"zh-CN\":\"空店\"}', '{}') ON CONFLICT DO NOTHING")
      const bare = await t.get<VersionMatch>(`${APP_VERSION_PATHS.match}?clientCode=H5&versionNo=1.0.0`, { 'merchant-id': 'cw_bare' })
      assert.deepEqual(bare.body.data, { updateType: null, latestVersion: null, notes: '' }, 'nothing published')
      const published = await operator.call<AdminAppVersion>('PUT', client('H5'), {
        latestVersion: '2.3.0',
        minVersion: '2.0.0',
        notes: '新的选座'
      })
      assert.equal(published.body.statusCode, 200, published.body.comments)
      assert.equal((await match('H5', '1.9.9')).data.updateType, 'FORCE')
      assert.deepEqual((await match('H5', '2.1.0')).data, { updateType: 'WEAK', latestVersion: '2.3.0', notes: '新的选座' })
      assert.equal((await match('H5', '2.3.0')).data.updateType, null)
      assert.equal((await match('WEAPP', '4.0.0')).data.updateType, 'WEAK', 'each client has its own versions')
      assert.equal((await t.db.query("SELECT 1 FROM audit_log WHERE action = 'version.publish' AND target = 'H5'")).length, 1)
      const listed = (await operator.call<AdminAppVersion[]>('GET', V.list)).body.data
      assert.deepEqual(
        listed.map((v) => [v.client, v.latestVersion, v.minVersion]),
        [
          ['ALIPAY', '4.8.0', '4.0.0'],
          ['H5', '2.3.0', '2.0.0'],
          ['WEAPP', '4.8.0', '4.0.0']
        ]
      )
    })

    test('version/match and publishing: bad input answers the envelope, never a 500, nothing written', async () => {
      for (const query of ['clientCode=H5&versionNo=v1', 'clientCode=PC&versionNo=1.0', 'clientCode=H5', 'versionNo=1.0']) {
        const res = await t.get(`${APP_VERSION_PATHS.match}?${query}`)
        assert.equal(res.body.statusCode, 40000, query)
      }
      const before = await t.db.query('SELECT * FROM app_versions ORDER BY client')
      const order = await operator.call('PUT', client('WEAPP'), { latestVersion: '2.0', minVersion: '2.1', notes: '' })
      assert.equal(order.body.statusCode, 40952)
      assert.equal(order.body.mode, 'alert')
      assert.equal((await operator.call('PUT', client('WEAPP'), { latestVersion: 'x', minVersion: '1', notes: '' })).body.statusCode, 40000)
      assert.equal((await operator.call('PUT', client('PC'), { latestVersion: '2', minVersion: '1', notes: '' })).body.statusCode, 40000)
      assert.deepEqual(await t.db.query('SELECT * FROM app_versions ORDER BY client'), before, 'nothing written')
    })

    test('shop config: no Google or Apple sign-in when the gateway has none configured', async () => {
      const shop = (await t.get<ShopConfig>('/home/pub/v5/shop/configs')).body.data
      assert.deepEqual(shop.loginProviders, {})
    })
  })
}

describe('shop config with Google and Apple configured', () => {
  let t: TestApp
  before(async () => {
    t = await seededApp(ENGINES[0], { identity: TEST_IDENTITY })
  })
  after(() => t.close())

  test('names each configured provider with its public client id, and nothing secret', async () => {
    const shop = (await t.get<ShopConfig>('/home/pub/v5/shop/configs')).body.data
    assert.deepEqual(shop.loginProviders, { google: { clientId: GOOGLE_CLIENT }, apple: { clientId: APPLE_CLIENT } })
  })
})
