/**
 * The versioned storefront (issue #16 item 1): the whole config validated on save (envelope errors, never
 * a 500), SVG icons sanitised, publish → the buyers' shop config call serves it at once, rollback
 * republishes an old version, a preview token shows the draft to its holder only (never cached, never in
 * the first page's data) — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { loggedIn, OPERATOR, OWNER, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import type { AuditReply } from '../../../types/api/staff'
import {
  PREVIEW_HEADER,
  type PreviewReply,
  type StorefrontConfig,
  type StorefrontDraft,
  type StorefrontVersion
} from '../../../types/api/storefront-admin'
import type { ShopConfig } from '../../../types/shop-config'

const SHOP = '/home/pub/v5/shop/configs'
const SAFE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs><linearGradient id="g"/></defs><path fill="url(#g)" d="M0 0h24v24H0z"/></svg>'

for (const engine of ENGINES) {
  describe(`storefront versions on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let h5Dir: string
    before(async () => {
      h5Dir = mkdtempSync(join(tmpdir(), 'h5-'))
      writeFileSync(join(h5Dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>')
      t = await seededApp(engine, { h5Dir })
      await withDemoStaff(t)
      operator = await loggedIn(t, OPERATOR)
    })
    after(async () => t.close())

    const draft = async () => (await operator.call<StorefrontDraft>('GET', '/storefront/draft')).body.data
    const save = (config: unknown) => operator.call<StorefrontDraft>('PUT', '/storefront/draft?lang=en', { config: config as object })
    const shopName = async (headers: Record<string, string> = {}, query = '') =>
      (await t.get<ShopConfig>(`${SHOP}${query}`, headers)).body.data.shopName

    test('the draft starts as the published config, and saving it unchanged is accepted', async () => {
      const d = await draft()
      assert.equal(d.config.shopName, 'Stagedoor Live')
      assert.equal(d.changed, false)
      assert.equal('merchantId' in d.config, false)
      const saved = await save(d.config)
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
    })

    test('draft validation: each bad field is a STOREFRONT_INVALID envelope naming it, never a 500', async () => {
      const base = (await draft()).config
      const tabs = base.layoutBottomNavigation.navigations
      const withTab = (patch: object): StorefrontConfig => ({
        ...base,
        layoutBottomNavigation: { ...base.layoutBottomNavigation, navigations: [{ ...tabs[0], ...patch }, ...tabs.slice(1)] }
      })
      const cases: Array<[string, unknown, RegExp]> = [
        ['two tabs', { ...base, layoutBottomNavigation: { navigations: tabs.slice(0, 2) } }, /navigations/],
        ['six tabs', { ...base, layoutBottomNavigation: { navigations: [...tabs, tabs[0]] } }, /navigations/],
        ['colour not hex', { ...base, themeColor: 'orange' }, /themeColor/],
        ['theme setting', { ...base, themeSetting: 'SEPIA' }, /themeSetting/],
        ['reserve minutes out of bounds', { ...base, orderReserveMinutes: 1000 }, /orderReserveMinutes/],
        ['no language', { ...base, supportLanguages: [] }, /supportLanguages/],
        [
          'language without login method',
          { ...base, supportLanguages: [{ langTag: 'en-US', langName: 'English', loginMethod: [] }] },
          /loginMethod/
        ],
        ['unknown field', { ...base, merchantId: 'other' }, /\//],
        ['tab without target', withTab({ pagePath: undefined, jumpDetails: undefined }), /navigations\/0 needs pagePath/],
        ['script in an icon', withTab({ icons: { selected: '<svg><script>alert(1)</script></svg>' } }), /script element/],
        ['event attribute in an icon', withTab({ icons: { selected: '<svg onload="alert(1)"></svg>' } }), /event attribute/],
        [
          'event attribute after a slash',
          withTab({ icons: { selected: '<svg><set/onbegin="alert(1)" attributeName="x" to="1"/></svg>' } }),
          /event attribute/
        ],
        [
          'event attribute after a quote',
          withTab({ icons: { selected: '<svg><rect width="9"onmouseover="alert(1)"/></svg>' } }),
          /event attribute/
        ],
        [
          'external reference in an icon',
          withTab({ icons: { unselected: '<svg><image href="https://evil.test/x.png"/></svg>' } }),
          /external reference/
        ],
        [
          'url() to elsewhere',
          withTab({ icons: { unselected: '<svg><path style="fill:url(https://evil.test/#a)"/></svg>' } }),
          /external reference/
        ],
        ['entity-encoded script', withTab({ icons: { unselected: '<svg><a href="#x">&#106;avascript</a></svg>' } }), /character reference/],
        ['not svg', withTab({ icons: { unselected: '<div>hi</div>' } }), /not SVG/]
      ]
      for (const [name, config, field] of cases) {
        const res = await save(config)
        assert.deepEqual([res.status, res.body.errorCode], [200, 'STOREFRONT_INVALID'], name)
        assert.match(res.body.comments, field, name)
      }
      const fine = await save(
        withTab({
          navigationNames: { 'zh-CN': '首页', 'en-US': 'Home' },
          icons: { selected: SAFE_ICON, unselected: 'https://cdn.example.com/home.png' }
        })
      )
      assert.equal(fine.body.statusCode, 200, fine.body.comments)
      assert.equal((await operator.call('PUT', '/storefront/draft', { config: 'nope' })).body.errorCode, 'INVALID_PARAMETER')
    })

    test("publish: the buyers' shop config changes at once (kept replies dropped); rollback publishes an old version as a new one", async () => {
      assert.equal(await shopName(), 'Stagedoor Live') // now kept by the reply cache
      const base = (await draft()).config
      await save({ ...base, shopName: 'Stagedoor Spring' })
      assert.equal(await shopName(), 'Stagedoor Live', 'a draft is not published')
      const v1 = await operator.call<StorefrontVersion>('POST', '/storefront/publish')
      assert.equal(v1.body.statusCode, 200, v1.body.comments)
      assert.equal(await shopName(), 'Stagedoor Spring')
      const shop = (await t.get<ShopConfig>(SHOP)).body.data
      assert.equal(shop.merchantId, 'demo', 'fields the console does not edit are kept')
      await save({ ...base, shopName: 'Stagedoor Summer' })
      const v2 = (await operator.call<StorefrontVersion>('POST', '/storefront/publish')).body.data
      assert.equal(v2.version, v1.body.data.version + 1)
      assert.equal(await shopName(), 'Stagedoor Summer')
      const back = await operator.call<StorefrontVersion>('POST', `/storefront/versions/${v1.body.data.version}/rollback`)
      assert.deepEqual([back.body.data.version, back.body.data.rolledBackFrom], [v2.version + 1, v1.body.data.version])
      assert.equal(await shopName(), 'Stagedoor Spring')
      const versions = (await operator.call<StorefrontVersion[]>('GET', '/storefront/versions')).body.data
      assert.deepEqual(versions.map((v) => [v.version, v.current]).slice(0, 3), [
        [v2.version + 1, true],
        [v2.version, false],
        [v1.body.data.version, false]
      ])
      assert.equal((await operator.call('POST', '/storefront/versions/999/rollback')).body.errorCode, 'STOREFRONT_VERSION_NOT_FOUND')
      const owner = await loggedIn(t, OWNER)
      const audit = (await owner.call<AuditReply>('GET', '/audit?pageSize=3')).body.data.items
      assert.deepEqual(
        audit.map((e) => e.action),
        ['storefront.rollback', 'storefront.publish', 'storefront.draft']
      )
      assert.deepEqual(
        [(audit[0].before as ShopConfig).shopName, (audit[0].after as ShopConfig).shopName],
        ['Stagedoor Summer', 'Stagedoor Spring']
      )
      assert.equal(audit[1].staff?.email, OPERATOR)
    })

    test('preview: the draft only with a valid token (header or ?preview=), never cached, never in the first page', async () => {
      const published = await shopName()
      const base = (await draft()).config
      await save({ ...base, shopName: 'Secret Draft' })
      const { token, previewPath } = (await operator.call<PreviewReply>('POST', '/storefront/preview')).body.data
      assert.equal(await shopName(), published)
      const viaHeader = await t.app.inject({ method: 'GET', url: SHOP, headers: { [PREVIEW_HEADER]: token } })
      assert.equal(viaHeader.json().data.shopName, 'Secret Draft')
      assert.equal(viaHeader.headers['cache-control'], 'no-store')
      assert.equal(await shopName({}, `?preview=${encodeURIComponent(token)}`), 'Secret Draft')
      // Right after a preview, buyers still get the published config (nothing was kept from it).
      assert.equal(await shopName(), published)
      assert.equal(await shopName({ [PREVIEW_HEADER]: `${token}x` }), published, 'a tampered token is ignored')
      assert.equal(await shopName({ [PREVIEW_HEADER]: token, 'merchant-id': 'other' }).catch(() => 'refused'), 'refused')
      t.setNow(new Date(Date.parse((await operator.call<PreviewReply>('POST', '/storefront/preview')).body.data.expiresAt) + 1000))
      assert.equal(await shopName({ [PREVIEW_HEADER]: token }), published, 'an expired token is ignored')
      const page = await t.app.inject({ method: 'GET', url: previewPath })
      assert.equal(page.statusCode, 200)
      assert.doesNotMatch(page.body, /Secret Draft/)
      const plain = await t.app.inject({ method: 'GET', url: '/' })
      assert.doesNotMatch(plain.body, /Secret Draft/)
      assert.match(plain.body, new RegExp(published), 'the first page embeds the published config')
    })
  })
}
