/**
 * The shop tab's layout (issue "Shop"): layouts v5 `spuIds` (calls-errors-limits: "GET layouts v5 | page,
 * showIds, spuIds, cityId") names the goods the asking page shows, and its goods floors leave them out; the
 * console edits the SHOP page (made when the merchant has none) with goods floors of picked goods or of a
 * category, checked on save and publish (another merchant's goods and categories refused), on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { loggedIn, OPERATOR, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { createMerchant } from '../../src/admin/merchant-create'
import {
  PREVIEW_HEADER,
  type LayoutComponentDraft,
  type LayoutContent,
  type LayoutDraft,
  type LayoutGoodsListDraft,
  type LayoutPageSummary,
  type LayoutVersion,
  type PreviewReply
} from '../../../types/api/storefront-admin'
import type { Layout, LayoutComponent } from '../../../types/api/layout'
import type { AdminGoods, GoodsInput } from '../../../types/api/goods'

const LAYOUTS = '/home/pub/v5/layouts'
const SITE = 'shop.example.com'
const T = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-MO': `${en}（繁）`, 'en-US': en })
const RIVAL = 'layout-rival'
type GoodsFloorReply = Extract<LayoutComponent, { style: 'GOODS_LIST' }>

const floor = (spuIds: string[], componentId = 'picked', categoryId?: string): LayoutGoodsListDraft => ({
  componentId,
  componentType: 'NORMAL',
  style: 'GOODS_LIST',
  title: T('Picked for you'),
  direction: 'HORIZONTAL',
  spuIds,
  ...(categoryId ? { categoryId } : {})
})

/** A one-size cap with no show tied, for the rival merchant's catalogue. */
const cap: GoodsInput = {
  name: T('Cap'),
  description: T('Cotton'),
  kind: 'PHYSICAL',
  categoryId: null,
  onSale: true,
  perBuyerLimit: null,
  sort: 1,
  pictures: ['/pub/images/goods/tshirt/334455.svg'],
  showIds: [],
  optionGroups: [],
  skus: [{ values: [], priceFen: 9900, marketPriceFen: null, capacity: 10, pictureUrl: null, onSale: true }]
}

for (const engine of ENGINES) {
  describe(`the shop tab's layout and its goods floors on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let rival: ConsoleClient
    let rivalCap: string
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      operator = await loggedIn(t, OPERATOR)
      const { password } = await createMerchant(t.db, { id: RIVAL, name: 'Rival Live', email: 'owner@rival.test' }, NOON)
      rival = await loggedIn(t, 'owner@rival.test', password, RIVAL)
      await rival.call('POST', '/me/password', { currentPassword: password, newPassword: 'Rival-owner-2026' })
      const made = await rival.call<AdminGoods>('POST', '/goods', cap)
      assert.equal(made.body.statusCode, 200, made.body.comments)
      rivalCap = made.body.data.id
    })
    after(async () => t.close())

    const buyers = async (query: string, headers: Record<string, string> = {}) =>
      (await t.get<Layout | null>(`${LAYOUTS}?${query}&lang=en`, headers)).body.data
    const floorOf = (layout: Layout | null, componentId: string) =>
      layout?.components.find((c) => c.componentId === componentId) as GoodsFloorReply | undefined
    const ids = (f: GoodsFloorReply | undefined) => f?.goods.map((g) => g.id)
    const save = (content: LayoutContent, id = 'L-SHOP', client = operator) =>
      client.call<LayoutDraft>('PUT', `/layouts/${id}/draft`, { content }, { host: SITE })
    const publish = (id = 'L-SHOP') => operator.call<LayoutVersion>('POST', `/layouts/${id}/publish`, undefined, { host: SITE })
    const draft = async (id = 'L-SHOP') => (await operator.call<LayoutDraft>('GET', `/layouts/${id}/draft`)).body.data

    test('layouts v5 spuIds: the goods the asking page shows are left out of its goods floors; without it nothing is', async () => {
      const all = ['spu_demo_tee', 'spu_demo_lightstick', 'spu_demo_programme']
      assert.deepEqual(ids(floorOf(await buyers('page=SHOP'), 'hot')), all)
      const shown = await buyers('page=SHOP&spuIds=spu_demo_tee,%20spu_demo_programme,,spu_demo_drinks')
      assert.deepEqual(ids(floorOf(shown, 'hot')), ['spu_demo_lightstick'], 'ids are comma-separated, blanks ignored')
      const rest = ids(floorOf(shown, 'all'))!
      assert.ok(rest.length > 0)
      assert.ok(!rest.some((id) => ['spu_demo_tee', 'spu_demo_programme', 'spu_demo_drinks'].includes(id)), rest.join())
      // Banners are not goods floors: untouched.
      assert.deepEqual(shown?.components[0], (await buyers('page=SHOP'))?.components[0])
      // Unknown ids change nothing; an over-long list is the envelope's bad-parameter error, not a 500.
      assert.deepEqual(ids(floorOf(await buyers('page=SHOP&spuIds=spu_nope'), 'hot')), all)
      const long = await t.get(`${LAYOUTS}?page=SHOP&spuIds=${'x'.repeat(401)}`)
      assert.notEqual(long.body.statusCode, 200)
      assert.ok(long.status < 500)
    })

    test('the console lists the shop tab after the home page; asking for it answers the one there is', async () => {
      const pages = (await operator.call<LayoutPageSummary[]>('GET', '/layouts')).body.data
      assert.deepEqual(
        pages.slice(0, 2).map((p) => [p.page, p.layoutId]),
        [
          ['HOME', 'L-HOME'],
          ['SHOP', 'L-SHOP']
        ]
      )
      const again = await operator.call<LayoutPageSummary>('POST', '/layouts/shop')
      assert.equal(again.body.data.layoutId, 'L-SHOP')
      assert.equal((await operator.call<LayoutPageSummary[]>('GET', '/layouts')).body.data.filter((p) => p.page === 'SHOP').length, 1)
    })

    test('a merchant without a shop tab gets one, unpublished and empty, made once however often it is asked for', async () => {
      const [a, b] = await Promise.all([
        rival.call<LayoutPageSummary>('POST', '/layouts/shop'),
        rival.call<LayoutPageSummary>('POST', '/layouts/shop')
      ])
      assert.equal(a.body.statusCode, 200, a.body.comments)
      assert.equal(a.body.data.layoutId, b.body.data.layoutId)
      assert.deepEqual([a.body.data.page, a.body.data.enabled, a.body.data.version], ['SHOP', false, 0])
      const rows = await t.db.query<{ id: string }>(`SELECT id FROM layouts WHERE merchant_id = $1 AND page = 'SHOP'`, [RIVAL])
      assert.equal(rows.length, 1)
      const [audit] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE merchant_id = $1 AND action = 'layout.create'`,
        [RIVAL]
      )
      assert.equal(audit.n, 1)
      // Its own goods on its own floor: saved and, once published, what its buyers get.
      const shopId = a.body.data.layoutId
      const saved = await save({ name: T('Shop'), components: [floor([rivalCap])] }, shopId, rival)
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
    })

    test("goods floors are checked on save: one source each, each goods once, the merchant's own goods and category; LAYOUT_INVALID names the field", async () => {
      const base = (await draft()).content
      const withFloor = (f: object): LayoutContent => ({ ...base, components: [...base.components, f as LayoutComponentDraft] })
      const notice = { componentId: 'n', componentType: 'NORMAL', style: 'NOTICE', title: T('Hi'), content: T('There') }
      const cases: Array<[string, LayoutContent, RegExp]> = [
        ['neither goods nor a category', withFloor(floor([], 'f')), /components\/3\/spuIds must pick 1-20 goods, or a category/],
        ['both goods and a category', withFloor(floor(['spu_demo_tee'], 'f', 'gcat_demo_apparel')), /components\/3\/categoryId/],
        [
          '21 goods',
          withFloor(
            floor(
              Array.from({ length: 21 }, (_, i) => `spu_${i}`),
              'f'
            )
          ),
          /components\/3\/spuIds/
        ],
        ['picked twice', withFloor(floor(['spu_demo_tee', 'spu_demo_tee'], 'f')), /components\/3\/spuIds\/1 is picked twice/],
        ['unknown goods', withFloor(floor(['spu_demo_tee', 'spu_nope'], 'f')), /spuIds\/1 spu_nope is not a goods of this shop/],
        ["another merchant's goods", withFloor(floor([rivalCap], 'f')), /components\/3\/spuIds\/0 .* is not a goods of this shop/],
        [
          'unknown category',
          withFloor(floor([], 'f', 'gcat_nope')),
          /components\/3\/categoryId gcat_nope is not a goods category of this shop/
        ],
        ['a bad direction', withFloor({ ...floor(['spu_demo_tee'], 'f'), direction: 'DIAGONAL' }), /components\/3/],
        // The shop tab draws banners and goods floors only; the home page draws no goods floors.
        ['a notice on the shop tab', withFloor(notice), /components\/3 a SHOP page cannot hold this component/]
      ]
      for (const [name, content, field] of cases) {
        const res = await save(content)
        assert.deepEqual([res.status, res.body.errorCode], [200, 'LAYOUT_INVALID'], name)
        assert.match(res.body.comments, field, `${name}: ${res.body.comments}`)
      }
      const home = (await draft('L-HOME')).content
      const onHome = await save({ ...home, components: [floor(['spu_demo_tee'])] }, 'L-HOME')
      assert.equal(onHome.body.errorCode, 'LAYOUT_INVALID')
      assert.match(onHome.body.comments, /components\/0 a HOME page cannot hold this component/)
      // The rival's staff cannot put the demo merchant's goods or category on its own shop tab.
      const rivalShop = (await rival.call<LayoutPageSummary>('POST', '/layouts/shop')).body.data.layoutId
      const theirs = await save({ name: T('Shop'), components: [floor(['spu_demo_tee'])] }, rivalShop, rival)
      assert.match(theirs.body.comments, /spuIds\/0 spu_demo_tee is not a goods of this shop/)
      const theirCategory = await save({ name: T('Shop'), components: [floor([], 'c', 'gcat_demo_apparel')] }, rivalShop, rival)
      assert.match(theirCategory.body.comments, /categoryId gcat_demo_apparel is not a goods category/)
      // Nor edit the demo merchant's shop tab.
      assert.equal((await save(base, 'L-SHOP', rival)).body.errorCode, 'LAYOUT_NOT_FOUND')
      // A goods not on sale yet may be readied on a floor: buyers get it once it is on sale.
      const ready = await save(withFloor(floor(['spu_demo_poster'], 'f')))
      assert.equal(ready.body.statusCode, 200, ready.body.comments)
      await save(base)
    })

    test("published floors reach buyers: picked goods in the merchant's order, a category's goods on sale, spuIds left out", async () => {
      const base = (await draft()).content
      const picked = floor(['spu_demo_programme', 'spu_demo_poster', 'spu_demo_tee'])
      const apparel = { ...floor([], 'apparel', 'gcat_demo_apparel'), direction: 'VERTICAL' as const, title: T('Apparel') }
      const [banner] = base.components
      const saved = await save({ name: T('Shop'), components: [banner, picked, apparel] })
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
      const published = await publish()
      assert.equal(published.body.statusCode, 200, published.body.comments)
      const layout = await buyers('page=SHOP')
      assert.deepEqual(
        layout?.components.map((c) => c.componentId),
        ['banner', 'picked', 'apparel']
      )
      // The poster is not on sale: left out.
      assert.deepEqual(ids(floorOf(layout, 'picked')), ['spu_demo_programme', 'spu_demo_tee'])
      const onSaleApparel = await t.db.query<{ id: string }>(
        `SELECT id FROM spus WHERE merchant_id = 'demo' AND category_id = 'gcat_demo_apparel' AND on_sale ORDER BY sort, id`
      )
      const apparelFloor = floorOf(layout, 'apparel')
      assert.deepEqual([apparelFloor?.title, apparelFloor?.direction], ['Apparel', 'VERTICAL'])
      assert.deepEqual(
        ids(apparelFloor),
        onSaleApparel.map((r) => r.id)
      )
      assert.ok(onSaleApparel.length >= 2)
      const shown = await buyers('page=SHOP&spuIds=spu_demo_tee')
      assert.deepEqual(
        ids(floorOf(shown, 'apparel')),
        onSaleApparel.map((r) => r.id).filter((id) => id !== 'spu_demo_tee')
      )

      // The preview token answers a changed shop-tab draft before it is published.
      await save({ name: T('Shop'), components: [floor(['spu_demo_lightstick'], 'next')] })
      const { token } = (await operator.call<PreviewReply>('POST', '/storefront/preview')).body.data
      assert.deepEqual(ids(floorOf(await buyers('page=SHOP', { [PREVIEW_HEADER]: token }), 'next')), ['spu_demo_lightstick'])
      assert.deepEqual(ids(floorOf(await buyers('page=SHOP'), 'picked')), ['spu_demo_programme', 'spu_demo_tee'])
      await save(base)
      await publish()
    })
  })
}
