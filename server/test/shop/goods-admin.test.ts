/**
 * The console's goods editor (issue "Shop" item 5: "goods and SKUs editor with pictures (the upload
 * module), stock and limits ... a show's tied goods") on every engine: roles (owner, operator; door and
 * finance refused), goods saved whole with option groups and SKUs that buyers then see, stock never below
 * what is held and sold, a SKU left out goes off sale and is never deleted, validation as GOODS_INVALID
 * naming the field, pictures through the upload module, an audit row per change, and another merchant's
 * staff never reaching the demo merchant's goods.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { crc32, deflateSync } from 'node:zlib'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, loggedIn, OPERATOR, OWNER, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { createMerchant } from '../../src/admin/merchant-create'
import { ADMIN_API, CSRF_HEADER } from '../../../types/api/staff'
import type {
  AdminGoods,
  AdminGoodsCategory,
  AdminGoodsSummary,
  GoodsInput,
  GoodsList,
  SpuDetail,
  GoodsCard
} from '../../../types/api/goods'

const T = (zh: string, en: string) => ({ 'zh-CN': zh, 'zh-MO': zh, 'en-US': en })
const NONE = { 'zh-CN': '', 'zh-MO': '', 'en-US': '' }
const RIVAL = 'goods-rival'

function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])) >>> 0)
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0))
  ])
}

/** A hoodie in two sizes, priced and stocked per size, tied to the show given. */
const hoodie = (showId: string, categoryId: string | null): GoodsInput => ({
  name: T('连帽卫衣', 'Hoodie'),
  description: T('加绒', 'Fleece-lined'),
  kind: 'PHYSICAL',
  categoryId,
  onSale: true,
  perBuyerLimit: 2,
  sort: 50,
  pictures: ['/pub/images/goods/tshirt/334455.svg'],
  showIds: [showId],
  optionGroups: [
    {
      key: 'size',
      name: T('尺码', 'Size'),
      values: [
        { key: 'm', name: T('M', 'M') },
        { key: 'l', name: T('L', 'L') }
      ]
    }
  ],
  skus: [
    { values: ['m'], priceFen: 25800, marketPriceFen: 29800, capacity: 10, pictureUrl: null, onSale: true },
    { values: ['l'], priceFen: 26800, marketPriceFen: null, capacity: 5, pictureUrl: null, onSale: true }
  ]
})

for (const engine of ENGINES) {
  describe(`the console's goods editor on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let owner: ConsoleClient
    let showId: string
    let created: AdminGoods
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      operator = await loggedIn(t, OPERATOR)
      owner = await loggedIn(t, OWNER)
      const [show] = await t.db.query<{ id: string }>("SELECT id FROM shows WHERE merchant_id = 'demo' ORDER BY id LIMIT 1")
      showId = show.id
    })
    after(async () => t.close())

    test('door and finance are refused with 403 on the goods calls; owner and operator are let in', async () => {
      for (const email of [DOOR, FINANCE]) {
        const c = await loggedIn(t, email)
        for (const [method, path] of [
          ['GET', '/goods'],
          ['GET', '/goods/categories'],
          ['GET', '/goods/spu_demo_tee'],
          ['POST', '/goods'],
          ['PUT', '/goods/spu_demo_tee']
        ] as const) {
          const res = await c.call(method, path, method === 'GET' ? undefined : {})
          assert.equal(res.status, 403, `${email} ${method} ${path}`)
        }
      }
      assert.equal((await owner.call('GET', '/goods')).body.statusCode, 200)
      assert.equal((await operator.call('GET', '/goods')).body.statusCode, 200)
    })

    test('the list: every goods of the merchant, on sale or not, with its SKUs added up', async () => {
      const list = (await operator.call<AdminGoodsSummary[]>('GET', '/goods')).body.data
      assert.equal(list.length, 7, 'the six goods and the ticket stub')
      assert.equal(list.find((g) => g.id === 'spu_demo_stub')?.kind, 'STUB')
      const tee = list.find((g) => g.id === 'spu_demo_tee') as AdminGoodsSummary
      assert.deepEqual(
        { skuCount: tee.skuCount, minPriceFen: tee.minPriceFen, available: tee.available },
        { skuCount: 8, minPriceFen: 16800, available: 6 * 60 + 12 }
      )
      assert.equal(list.find((g) => g.id === 'spu_demo_poster')?.onSale, false)
      const found = (await operator.call<AdminGoodsSummary[]>('GET', `/goods?q=${encodeURIComponent('LIGHT')}`)).body.data
      assert.deepEqual(
        found.map((g) => g.id),
        ['spu_demo_lightstick']
      )
      const apparel = (await operator.call<AdminGoodsSummary[]>('GET', '/goods?categoryId=gcat_demo_apparel')).body.data
      assert.deepEqual(apparel.map((g) => g.id).sort(), ['spu_demo_tee', 'spu_demo_tote'])
    })

    test('categories: created and renamed, with an audit row each', async () => {
      const made = await operator.call<AdminGoodsCategory>('POST', '/goods/categories', { name: T('冬装', 'Winter'), sort: 9 })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const renamed = await operator.call<AdminGoodsCategory>('PUT', `/goods/categories/${made.body.data.id}`, {
        name: T('冬季', 'Winter wear'),
        sort: 9
      })
      assert.equal(renamed.body.data.name['en-US'], 'Winter wear')
      const list = (await operator.call<AdminGoodsCategory[]>('GET', '/goods/categories')).body.data
      assert.equal(list.at(-1)?.name['en-US'], 'Winter wear')
      const audits = await t.db.query('SELECT action FROM audit_log WHERE target = $1 ORDER BY id', [`goods_category:${made.body.data.id}`])
      assert.deepEqual(
        audits.map((a) => a.action),
        ['goods.category.create', 'goods.category.update']
      )
      assert.equal((await operator.call('PUT', '/goods/categories/gcat_nope', { name: T('x', 'x'), sort: 1 })).body.statusCode, 40602)
    })

    test('goods created with option groups and SKUs are what buyers see: detail, card, tied sale', async () => {
      const res = await operator.call<AdminGoods>('POST', '/goods', hoodie(showId, 'gcat_demo_apparel'))
      assert.equal(res.body.statusCode, 200, res.body.comments)
      created = res.body.data
      assert.equal(created.optionGroups[0].values.length, 2)
      assert.deepEqual(
        created.skus.map((k) => [k.priceFen, k.capacity, k.available, k.held, k.sold]),
        [
          [25800, 10, 10, 0, 0],
          [26800, 5, 5, 0, 0]
        ]
      )
      const detail = await t.get<SpuDetail>(`/pub/v5/spus/${created.id}?lang=en`)
      assert.equal(detail.body.statusCode, 200)
      assert.equal(detail.body.data.name, 'Hoodie')
      assert.deepEqual(
        detail.body.data.skus.map((k) => [k.attributeValueIds, k.stock]),
        [
          [[created.optionGroups[0].values[0].id], 10],
          [[created.optionGroups[0].values[1].id], 5]
        ]
      )
      assert.equal(detail.body.data.perBuyerLimit, 2)
      const tied = await t.call<GoodsCard[]>('POST', '/pub/v5/tied_sale/search', { showId })
      assert.ok(tied.body.data.some((c) => c.id === created.id))
      const [audit] = await t.db.query<{ action: string }>('SELECT action FROM audit_log WHERE target = $1', [`goods:${created.id}`])
      assert.equal(audit.action, 'goods.create')
    })

    test('a save keeps ids given as keys; a SKU left out goes off sale and is never deleted; it comes back with its combination', async () => {
      const [m, l] = created.optionGroups[0].values
      const base = hoodie(showId, null)
      const input: GoodsInput = {
        ...base,
        optionGroups: [
          {
            key: created.optionGroups[0].id,
            name: T('尺码', 'Size'),
            values: [
              { key: m.id, name: m.name },
              { key: 'xl', name: T('XL', 'XL') }
            ]
          }
        ],
        skus: [
          { values: [m.id], priceFen: 24800, marketPriceFen: null, capacity: 12, pictureUrl: null, onSale: true },
          { values: ['xl'], priceFen: 27800, marketPriceFen: null, capacity: 3, pictureUrl: null, onSale: true }
        ]
      }
      const saved = (await operator.call<AdminGoods>('PUT', `/goods/${created.id}`, input)).body
      assert.equal(saved.statusCode, 200, saved.comments)
      assert.equal(saved.data.optionGroups[0].id, created.optionGroups[0].id)
      assert.equal(saved.data.optionGroups[0].values[0].id, m.id)
      assert.equal(saved.data.skus.length, 3)
      const mSku = saved.data.skus.find((k) => k.attributeValueIds[0] === m.id)
      assert.deepEqual([mSku?.id, mSku?.priceFen, mSku?.capacity, mSku?.onSale], [created.skus[0].id, 24800, 12, true])
      const lSku = saved.data.skus.find((k) => k.id === created.skus[1].id)
      assert.equal(lSku?.onSale, false)
      const buyer = (await t.get<SpuDetail>(`/pub/v5/spus/${created.id}`)).body.data
      assert.equal(buyer.skus.length, 2)
      assert.ok(!buyer.skus.some((k) => k.id === created.skus[1].id))
      assert.deepEqual(
        buyer.optionGroups[0].values.map((v) => v.name),
        ['M', 'XL']
      )
      assert.equal(l.id, created.skus[1].attributeValueIds[0])
    })

    test('stock never goes below what is held and sold (GOODS_INVALID names the SKU); above it, available follows', async () => {
      const goods = (await operator.call<AdminGoods>('GET', `/goods/${created.id}`)).body.data
      const mSku = goods.skus.find((k) => k.onSale && k.priceFen === 24800) as AdminGoods['skus'][number]
      // Orders (the orders helper's use cases) move held and sold; here they stand in for 4 held and 5 sold.
      await t.db.query('UPDATE skus SET available = available - 9, held = 4, sold = 5 WHERE id = $1', [mSku.id])
      const input = (capacity: number): GoodsInput => ({
        ...hoodie(showId, null),
        optionGroups: goods.optionGroups.map((g) => ({
          key: g.id,
          name: g.name,
          values: g.values.map((v) => ({ key: v.id, name: v.name }))
        })),
        skus: goods.skus
          .filter((k) => k.onSale)
          .map((k) => ({
            values: k.attributeValueIds,
            priceFen: k.priceFen,
            marketPriceFen: null,
            capacity: k.id === mSku.id ? capacity : k.capacity,
            pictureUrl: null,
            onSale: true
          }))
      })
      const below = await operator.call('PUT', `/goods/${created.id}?lang=en`, input(8))
      assert.equal(below.body.statusCode, 40603)
      assert.match(below.body.comments, /\/skus\/0\/capacity is below what is held and sold \(9\)/)
      const fine = await operator.call<AdminGoods>('PUT', `/goods/${created.id}`, input(20))
      const after = fine.body.data.skus.find((k) => k.id === mSku.id)
      assert.deepEqual([after?.capacity, after?.available, after?.held, after?.sold], [20, 11, 4, 5])
    })

    test('taken off sale, the goods disappear for buyers at once (the save drops kept browse replies)', async () => {
      assert.equal((await t.get(`/pub/v5/spus/${created.id}`)).body.statusCode, 200)
      const goods = (await operator.call<AdminGoods>('GET', `/goods/${created.id}`)).body.data
      const input: GoodsInput = {
        ...hoodie(showId, null),
        onSale: false,
        optionGroups: goods.optionGroups.map((g) => ({
          key: g.id,
          name: g.name,
          values: g.values.map((v) => ({ key: v.id, name: v.name }))
        })),
        skus: goods.skus
          .filter((k) => k.onSale)
          .map((k) => ({
            values: k.attributeValueIds,
            priceFen: k.priceFen,
            marketPriceFen: null,
            capacity: k.capacity,
            pictureUrl: null,
            onSale: true
          }))
      }
      assert.equal((await operator.call('PUT', `/goods/${created.id}`, input)).body.statusCode, 200)
      assert.equal((await t.get(`/pub/v5/spus/${created.id}`)).body.statusCode, 40601)
      const list = (await t.get<GoodsList>('/pub/v5/spus?length=50')).body.data
      assert.ok(!list.items.some((c) => c.id === created.id))
    })

    test('bad input is GOODS_INVALID naming the field, never a 500 and never a half-written goods', async () => {
      const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM spus'))[0].n
      const before = await count()
      const base = hoodie(showId, null)
      const cases: Array<[object, RegExp]> = [
        [{ ...base, name: NONE }, /\/name\/zh-CN/],
        [{ ...base, kind: 'TICKET' }, /\/kind/],
        [{ ...base, skus: [] }, /\/skus/],
        [{ ...base, skus: [{ ...base.skus[0], priceFen: -1 }] }, /\/skus\/0\/priceFen/],
        [{ ...base, skus: [{ ...base.skus[0], values: ['nope'] }] }, /\/skus\/0\/values\/0 is not a value/],
        [{ ...base, skus: [base.skus[0], base.skus[0]] }, /\/skus\/1\/values is the combination of an earlier SKU/],
        [{ ...base, skus: [{ ...base.skus[0], values: [] }] }, /\/skus\/0\/values needs one value of each option group/],
        [{ ...base, pictures: ['https://evil.example/x.png'] }, /\/pictures\/0 is not an uploaded picture/],
        [{ ...base, pictures: ['/pub/v1/uploads/poster/other/abc.png'] }, /\/pictures\/0 is not an uploaded picture/],
        [{ ...base, showIds: ['no_such_show'] }, /\/showIds\/0 is not a show of yours/],
        [{ ...base, extra: 1 }, /\/extra/]
      ]
      for (const [body, detail] of cases) {
        const res = await operator.call('POST', '/goods?lang=en', body)
        assert.equal(res.status, 200, JSON.stringify(body))
        assert.equal(res.body.statusCode, 40603, JSON.stringify(body))
        assert.match(res.body.comments, detail)
      }
      const unknownCategory = await operator.call('POST', '/goods', { ...base, categoryId: 'gcat_nope' })
      assert.equal(unknownCategory.body.statusCode, 40602)
      assert.equal((await operator.call('PUT', '/goods/spu_nope', base)).body.statusCode, 40601)
      assert.equal((await operator.call('GET', '/goods/spu_nope')).body.statusCode, 40601)
      assert.equal(await count(), before)
    })

    test('a picture goes through the upload module (the poster rules) and can be used by the goods', async () => {
      const cookie = [...operator.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      const boundary = '----goods' + Math.random().toString(16).slice(2)
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
        png(400, 400),
        Buffer.from(`\r\n--${boundary}--\r\n`)
      ])
      const res = await t.app.inject({
        method: 'POST',
        url: `${ADMIN_API}/goods/pictures`,
        headers: { cookie, [CSRF_HEADER]: operator.csrf, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload
      })
      const body = res.json() as { statusCode: number; data: { url: string } }
      assert.equal(body.statusCode, 200)
      assert.match(body.data.url, /^\/pub\/v1\/uploads\/poster\/demo\//)
      const saved = await operator.call<AdminGoods>('POST', '/goods', { ...hoodie(showId, null), pictures: [body.data.url] })
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
      assert.deepEqual(saved.body.data.pictures, [body.data.url])
      const tiny = await t.app.inject({
        method: 'POST',
        url: `${ADMIN_API}/goods/pictures`,
        headers: { cookie, [CSRF_HEADER]: operator.csrf, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
          png(100, 100),
          Buffer.from(`\r\n--${boundary}--\r\n`)
        ])
      })
      assert.notEqual((tiny.json() as { statusCode: number }).statusCode, 200)
    })

    test("the show editor's goods tab: GET goods?showId= lists the goods tied to that show, another merchant's show none", async () => {
      const [tie] = await t.db.query<{ show_id: string }>(
        `SELECT t.show_id FROM spu_shows t JOIN spus s ON s.id = t.spu_id WHERE s.merchant_id = 'demo' ORDER BY t.show_id LIMIT 1`
      )
      const tied = await t.db.query<{ id: string }>('SELECT spu_id AS id FROM spu_shows WHERE show_id = $1 ORDER BY spu_id', [tie.show_id])
      const listed = (await operator.call<AdminGoodsSummary[]>('GET', `/goods?showId=${tie.show_id}`)).body.data
      assert.deepEqual(
        listed.map((g) => g.id).sort(),
        tied.map((r) => r.id)
      )
      assert.ok(
        listed.length < (await operator.call<AdminGoodsSummary[]>('GET', '/goods')).body.data.length,
        'a filter, not the whole list'
      )
      assert.deepEqual((await operator.call<AdminGoodsSummary[]>('GET', '/goods?showId=NOPE')).body.data, [])
    })

    test("another merchant's staff never reach the demo merchant's goods, categories or shows", async () => {
      const { password } = await createMerchant(t.db, { id: RIVAL, name: 'Rival Live', email: 'owner@rival.test' }, NOON)
      const rival = await loggedIn(t, 'owner@rival.test', password, RIVAL)
      await rival.call('POST', '/me/password', { currentPassword: password, newPassword: 'Rival-owner-2026' })
      assert.deepEqual((await rival.call<AdminGoodsSummary[]>('GET', '/goods')).body.data, [])
      assert.deepEqual((await rival.call<AdminGoodsCategory[]>('GET', '/goods/categories')).body.data, [])
      assert.equal((await rival.call('GET', '/goods/spu_demo_tee')).body.statusCode, 40601)
      const overwrite = await rival.call('PUT', '/goods/spu_demo_tee', hoodie(showId, null))
      assert.notEqual(overwrite.body.statusCode, 200)
      assert.equal((await rival.call('PUT', '/goods/categories/gcat_demo_apparel', { name: T('x', 'x'), sort: 1 })).body.statusCode, 40602)
      // Tying its goods to the demo merchant's show, or filing them in its category, is refused.
      const tie = await rival.call('POST', '/goods?lang=en', hoodie(showId, null))
      assert.match(tie.body.comments, /\/showIds\/0 is not a show of yours/)
      const filed = await rival.call('POST', '/goods', { ...hoodie(showId, 'gcat_demo_apparel'), showIds: [] })
      assert.equal(filed.body.statusCode, 40602)
      const [tee] = await t.db.query<{ name: { 'en-US': string } }>("SELECT name FROM spus WHERE id = 'spu_demo_tee'")
      assert.equal(tee.name['en-US'], 'Tour T-shirt')
    })
  })
}
