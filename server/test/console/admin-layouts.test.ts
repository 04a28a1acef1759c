/**
 * Page layouts in the console (issue #16 item 2): the home page and topic pages as ordered components,
 * validated whole on save (LAYOUT_INVALID naming the field, never a 500), published as versions the
 * buyers' layout call serves at once (kept replies dropped), rolled back, previewed with the storefront's
 * token only (never cached, never in the first page), every change audited — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, loggedIn, OPERATOR, OWNER, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import type { AuditReply } from '../../../types/api/staff'
import {
  PREVIEW_HEADER,
  type LayoutContent,
  type LayoutDraft,
  type LayoutPageSummary,
  type LayoutVersion,
  type PreviewReply
} from '../../../types/api/storefront-admin'
import type { Layout } from '../../../types/api/layout'

const LAYOUTS = '/home/pub/v5/layouts'
const SITE = 'shop.example.com'
const T = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-MO': `${en}（繁）`, 'en-US': en })

for (const engine of ENGINES) {
  describe(`page layouts on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let home: string
    before(async () => {
      const h5Dir = mkdtempSync(join(tmpdir(), 'h5-'))
      writeFileSync(join(h5Dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>')
      t = await seededApp(engine, { h5Dir })
      await withDemoStaff(t)
      operator = await loggedIn(t, OPERATOR)
      home = (await operator.call<LayoutPageSummary[]>('GET', '/layouts')).body.data.find((p) => p.page === 'HOME')!.layoutId
    })
    after(async () => t.close())

    const draft = async (id = home) => (await operator.call<LayoutDraft>('GET', `/layouts/${id}/draft`)).body.data
    const save = (content: unknown, id = home) =>
      operator.call<LayoutDraft>('PUT', `/layouts/${id}/draft?lang=en`, { content: content as object }, { host: SITE })
    const buyersHome = async (headers: Record<string, string> = {}, query = '') =>
      (await t.get<Layout>(`${LAYOUTS}?page=HOME&lang=en${query}`, headers)).body.data

    test('roles: only owner and operator edit layouts (finance and door get 403)', async () => {
      for (const email of [FINANCE, DOOR]) {
        const other = await loggedIn(t, email)
        const res = await other.call('GET', '/layouts')
        assert.deepEqual([res.status, res.body.errorCode], [403, 'STAFF_FORBIDDEN'], email)
        assert.equal((await other.call('POST', `/layouts/${home}/publish`)).status, 403, email)
      }
      const owner = await loggedIn(t, OWNER)
      assert.equal((await owner.call('GET', `/layouts/${home}/draft`)).body.statusCode, 200)
      assert.equal((await operator.call('GET', '/layouts/L-NOPE/draft')).body.errorCode, 'LAYOUT_NOT_FOUND')
      assert.equal(
        (await operator.call('GET', '/layouts/L-PAY/draft')).body.errorCode,
        'LAYOUT_NOT_FOUND',
        'only HOME and TOPIC pages are edited here'
      )
    })

    test('the pages list the home page first, the shop tab next, then topics; the draft starts as the published layout', async () => {
      const pages = (await operator.call<LayoutPageSummary[]>('GET', '/layouts')).body.data
      assert.deepEqual(
        pages.map((p) => p.page),
        ['HOME', 'SHOP', 'TOPIC']
      )
      const d = await draft()
      assert.deepEqual(
        d.content.components.map((c) => c.componentType),
        ['NORMAL', 'USER', 'WATERFALL']
      )
      assert.equal(d.changed, false)
      const same = await save(d.content)
      assert.equal(same.body.statusCode, 200, same.body.comments)
    })

    test('draft validation: each bad field is a LAYOUT_INVALID envelope naming it, never a 500', async () => {
      const base = (await draft()).content
      const [banner, member, feed] = base.components as [
        Extract<LayoutContent['components'][number], { style: 'BANNER' }>,
        LayoutContent['components'][number],
        LayoutContent['components'][number]
      ]
      const withBanner = (patch: object): LayoutContent => ({
        ...base,
        components: [{ ...banner, items: [{ ...banner.items[0], ...patch }, ...banner.items.slice(1)] }, member, feed]
      })
      const cases: Array<[string, unknown, RegExp]> = [
        ['a language key left out', { ...base, name: { 'zh-CN': '首页' } }, /\/name/],
        ['a blank zh-CN text', { ...base, name: { 'zh-CN': '', 'zh-MO': '首頁', 'en-US': 'Home' } }, /\/name/],
        ['unknown component', { ...base, components: [{ componentId: 'x', componentType: 'VIDEO' }] }, /components\/0/],
        [
          'notice without content',
          { ...base, components: [{ componentId: 'n', componentType: 'NORMAL', style: 'NOTICE', title: T('Note') }] },
          /components\/0/
        ],
        ['duplicate component id', { ...base, components: [member, member] }, /components\/1\/componentId is used twice/],
        ['waterfall not last', { ...base, components: [feed, member] }, /components\/0 a waterfall feed must be the last/],
        ['colour not hex', withBanner({ color: 'red' }), /items\/0\/color/],
        ['show jump without show', withBanner({ jumpType: 'SHOW_DETAIL', jumpValue: '' }), /items\/0\/jumpValue is needed/],
        [
          'URL of another site',
          withBanner({ jumpType: 'H5', jumpValue: 'https://evil.test/x' }),
          /items\/0\/jumpValue must be an https URL on shop.example.com/
        ],
        ['plain http', withBanner({ jumpType: 'WEB', jumpValue: `http://${SITE}/x` }), /jumpValue must be an https URL/],
        ['mini-program without appId', withBanner({ jumpType: 'WX_MINI', jumpValue: 'pages/index/index' }), /items\/0\/appId is needed/],
        ['unknown jump', withBanner({ jumpType: 'TELEPORT' }), /items\/0\/jumpType/],
        ['unknown field', { ...base, extra: 1 }, /extra/]
      ]
      for (const [name, content, field] of cases) {
        const res = await save(content)
        assert.deepEqual([res.status, res.body.errorCode], [200, 'LAYOUT_INVALID'], name)
        assert.match(res.body.comments, field, `${name}: ${res.body.comments}`)
      }
      assert.equal((await save(withBanner({ jumpType: 'H5', jumpValue: `https://${SITE}/pages/search/index` }))).body.statusCode, 200)
      assert.equal((await save(withBanner({ jumpType: 'WX_MINI', appId: 'wx1234', jumpValue: 'pages/index/index' }))).body.statusCode, 200)
      assert.equal((await operator.call('PUT', `/layouts/${home}/draft`, { content: 'nope' })).body.errorCode, 'INVALID_PARAMETER')
      // zh-CN required, the translations optional: blank ones are kept blank (buyers read the zh-CN text).
      assert.equal((await save({ ...base, name: { 'zh-CN': '首页', 'zh-MO': '', 'en-US': '' } })).body.statusCode, 200)
      assert.equal((await save(base)).body.statusCode, 200)
    })

    test("reorder + publish: the buyers' home layout shows the new order at once; rollback republishes the old one", async () => {
      const before = await buyersHome() // now kept by the reply cache
      assert.deepEqual(
        before.components.map((c) => c.componentId),
        ['banner', 'member', 'feed']
      )
      const base = (await draft()).content
      const [banner, member, feed] = base.components
      const notice = {
        componentId: 'notice',
        componentType: 'NORMAL' as const,
        style: 'NOTICE' as const,
        title: T('Doors open at 7'),
        content: { 'zh-CN': '请携带证件。', 'zh-MO': '', 'en-US': 'Bring your ID.' }
      }
      const reordered = await save({ ...base, components: [member, notice, banner, feed] })
      assert.equal(reordered.body.statusCode, 200, reordered.body.comments)
      assert.deepEqual(
        (await buyersHome()).components.map((c) => c.componentId),
        ['banner', 'member', 'feed'],
        'a draft is not published'
      )
      const v1 = await operator.call<LayoutVersion>('POST', `/layouts/${home}/publish`, undefined, { host: SITE })
      assert.equal(v1.body.statusCode, 200, v1.body.comments)
      const after = await buyersHome()
      assert.deepEqual(
        after.components.map((c) => c.componentId),
        ['member', 'notice', 'banner', 'feed']
      )
      assert.equal((after.components[1] as { content: string }).content, 'Bring your ID.', "texts in the buyer's language")
      const inMacao = (await t.get<Layout>(`${LAYOUTS}?page=HOME&lang=zh-MO`)).body.data
      assert.equal((inMacao.components[1] as { content: string }).content, '请携带证件。', 'a blank translation reads as the zh-CN text')
      assert.equal((await draft()).changed, false)

      await save({ ...base, components: [feed] })
      const v2 = (await operator.call<LayoutVersion>('POST', `/layouts/${home}/publish`, undefined, { host: SITE })).body.data
      assert.equal(v2.version, v1.body.data.version + 1)
      assert.deepEqual(
        (await buyersHome()).components.map((c) => c.componentId),
        ['feed']
      )
      const back = await operator.call<LayoutVersion>('POST', `/layouts/${home}/versions/${v1.body.data.version}/rollback`)
      assert.deepEqual([back.body.data.version, back.body.data.rolledBackFrom], [v2.version + 1, v1.body.data.version])
      assert.deepEqual(
        (await buyersHome()).components.map((c) => c.componentId),
        ['member', 'notice', 'banner', 'feed']
      )
      const versions = (await operator.call<LayoutVersion[]>('GET', `/layouts/${home}/versions`)).body.data
      assert.deepEqual(
        versions.map((v) => [v.version, v.current]),
        [
          [3, true],
          [2, false],
          [1, false]
        ]
      )
      assert.equal((await operator.call('POST', `/layouts/${home}/versions/99/rollback`)).body.errorCode, 'LAYOUT_VERSION_NOT_FOUND')

      const owner = await loggedIn(t, OWNER)
      const audit = (await owner.call<AuditReply>('GET', '/audit?pageSize=5')).body.data.items
      assert.deepEqual(
        audit.map((e) => e.action),
        ['layout.rollback', 'layout.publish', 'layout.draft', 'layout.publish', 'layout.draft']
      )
      assert.equal(audit[0].target, `layout:${home}:v3`)
      assert.deepEqual(
        (audit[0].before as LayoutContent).components.map((c) => c.componentId),
        ['feed']
      )
      assert.equal(audit[1].staff?.email, OPERATOR)
    })

    test("preview: the buyers' layout call answers the draft only with a valid token, never cached, never in the first page", async () => {
      const base = (await draft()).content
      const secret = { componentId: 'secret', componentType: 'USER' as const, style: 'MEMBER_ENTRY' as const, title: T('Secret Draft') }
      await save({ ...base, components: [secret, ...base.components] })
      const ids = (l: Layout) => l.components.map((c) => c.componentId)
      const published = ids(await buyersHome())
      const { token } = (await operator.call<PreviewReply>('POST', '/storefront/preview')).body.data
      const viaHeader = await t.app.inject({ method: 'GET', url: `${LAYOUTS}?page=HOME`, headers: { [PREVIEW_HEADER]: token } })
      assert.equal(viaHeader.json().data.components[0].componentId, 'secret')
      assert.equal(viaHeader.headers['cache-control'], 'no-store')
      assert.deepEqual(ids(await buyersHome({}, `&preview=${encodeURIComponent(token)}`))[0], 'secret')
      assert.deepEqual(ids(await buyersHome()), published, 'buyers right after a preview still get the published layout')
      assert.deepEqual(ids(await buyersHome({ [PREVIEW_HEADER]: `${token}x` })), published, 'a tampered token is ignored')
      const plain = await t.app.inject({ method: 'GET', url: '/' })
      assert.doesNotMatch(plain.body, /Secret Draft/)
    })

    test('preview: a banner added in the draft has its picture drawn from the draft, for the token holder only', async () => {
      const base = (await draft()).content
      const banner = {
        componentId: 'spring',
        componentType: 'NORMAL' as const,
        style: 'BANNER' as const,
        items: [{ itemId: 'B9', title: T('Secret Banner'), color: '#123456', jumpType: 'HOT' as const }]
      }
      assert.equal((await save({ ...base, components: [banner, ...base.components] })).body.statusCode, 200)
      const { token } = (await operator.call<PreviewReply>('POST', '/storefront/preview')).body.data
      const previewed = (await buyersHome({ [PREVIEW_HEADER]: token })).components[0] as { items: Array<{ imageUrl: string }> }
      const url = previewed.items[0].imageUrl
      assert.match(url, /[?&]preview=/)
      const picture = await t.app.inject({ method: 'GET', url })
      assert.equal(picture.statusCode, 200)
      assert.match(picture.body, /Secret Banner/)
      assert.equal(picture.headers['cache-control'], 'no-store')
      const withoutToken = await t.app.inject({ method: 'GET', url: url.replace(/&preview=[^&]*/, '') })
      assert.doesNotMatch(withoutToken.body, /Secret Banner/, 'the published layout has no such banner')
      await save(base)
    })

    test('topic page: created unpublished (buyers never see it), then published like the home page', async () => {
      const name = T('Jazz week')
      const bad = await operator.call('POST', '/layouts/topics', { name: { 'en-US': 'Jazz' } })
      assert.equal(bad.body.errorCode, 'LAYOUT_INVALID')
      const created = await operator.call<LayoutPageSummary>('POST', '/layouts/topics', { name })
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const topic = created.body.data
      assert.deepEqual([topic.page, topic.enabled, topic.version, topic.changed], ['TOPIC', false, 0, true])
      const id = topic.layoutId
      const content: LayoutContent = {
        name,
        components: [
          { componentId: 'jazz', componentType: 'WATERFALL', title: T('Jazz'), rule: { sortType: 'TIME', categoryCode: 'MUSIC' } }
        ]
      }
      assert.equal((await save(content, id)).body.statusCode, 200)
      const v1 = await operator.call<LayoutVersion>('POST', `/layouts/${id}/publish`, undefined, { host: SITE })
      assert.equal(v1.body.data.version, 1)
      const pages = (await operator.call<LayoutPageSummary[]>('GET', '/layouts')).body.data
      assert.deepEqual(
        pages.find((p) => p.layoutId === id),
        { ...topic, enabled: true, version: 1, changed: false }
      )
      const owner = await loggedIn(t, OWNER)
      const audit = (await owner.call<AuditReply>('GET', '/audit?pageSize=3')).body.data.items
      assert.deepEqual(
        audit.map((e) => [e.action, e.target]),
        [
          ['layout.publish', `layout:${id}:v1`],
          ['layout.draft', `layout:${id}:draft`],
          ['layout.create', `layout:${id}`]
        ]
      )
    })
  })
}
