/** One show's calls, the error envelope and its languages, and the H5 fallback; on every engine. */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'

interface ShowStatic {
  showId: string
  showName: string
  venueName: string
  venueAddress: string
  displayShowTime: string
  tour?: { shows: unknown[] }
  tourId?: string
}
interface Dynamic {
  showDetailStatus: string
  saleTimeCountdown?: number
  saleTime?: number
  buttonText: string
  canBuy: boolean
}

for (const engine of ENGINES) {
  describe(`show calls on ${engine}`, () => {
    let t: TestApp
    let h5Dir: string
    before(async () => {
      h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-'))
      fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><div id="app"></div>')
      t = await seededApp(engine, { h5Dir })
    })
    after(async () => t.close())

    const firstWith = async (sql: string) => (await t.db.query<{ id: string; sale_time: Date | null }>(sql))[0]

    test('static data in the request language, with venue, address and date range', async () => {
      const { id } = await firstWith("SELECT id FROM shows WHERE state = 'SCHEDULED' ORDER BY id LIMIT 1")
      const zh = await t.get<ShowStatic>(`/show/pub/v5/show/${id}/static?lang=zh`)
      const en = await t.get<ShowStatic>(`/show/pub/v5/show/${id}/static?lang=en`)
      assert.equal(zh.body.statusCode, 200)
      assert.notEqual(zh.body.data.showName, en.body.data.showName)
      assert.match(en.body.data.venueAddress, /Road/)
      assert.match(en.body.data.displayShowTime, /^\d{4}\.\d{2}\.\d{2}( - \d{4}\.\d{2}\.\d{2})?$/)
    })

    test('a tour show carries the tour with its shows', async () => {
      const { id } = await firstWith('SELECT id FROM shows WHERE tour_id IS NOT NULL ORDER BY id LIMIT 1')
      const res = await t.get<ShowStatic>(`/show/pub/v5/show/${id}/static`)
      assert.equal(res.body.data.tour?.shows.length, 3)
    })

    test('dynamic status follows the clock across the sale time', async () => {
      const show = await firstWith(
        "SELECT id, sale_time FROM shows WHERE state = 'SCHEDULED' AND sale_time > '2026-11-23' ORDER BY id LIMIT 1"
      )
      const saleTime = new Date(show.sale_time as Date)
      t.setNow(new Date(saleTime.getTime() - 1000))
      const before = await t.get<Dynamic>(`/show/pub/v5/show/${show.id}/dynamic?lang=en`)
      assert.equal(before.body.data.showDetailStatus, 'PRE_SALE')
      assert.equal(before.body.data.saleTimeCountdown, 1000)
      assert.equal(before.body.data.saleTime, saleTime.getTime())
      assert.equal(before.body.data.buttonText, 'On sale soon')
      t.setNow(saleTime)
      const after = await t.get<Dynamic>(`/show/pub/v5/show/${show.id}/dynamic?lang=en`)
      assert.ok(['ON_SALE', 'SOLD_OUT', 'LACK_OF_TICKET'].includes(after.body.data.showDetailStatus))
      assert.equal(after.body.data.saleTimeCountdown, undefined)
    })

    test('sessions and seat plans of a show, static and dynamic, merge by id', async () => {
      const { id } = await firstWith("SELECT id FROM shows WHERE state = 'SCHEDULED' ORDER BY id LIMIT 1")
      const sessions = (await t.get<Array<{ bizShowSessionId: string }>>(`/show/pub/v5/show/${id}/sessions_static_data`)).body.data
      const dynamic = (await t.get<Array<{ bizShowSessionId: string }>>(`/show/pub/v5/show/${id}/sessions_dynamic_data`)).body.data
      assert.ok(sessions.length > 0)
      assert.deepEqual(
        dynamic.map((s) => s.bizShowSessionId),
        sessions.map((s) => s.bizShowSessionId)
      )
      const sid = sessions[0].bizShowSessionId
      const plans = (
        await t.get<Array<{ seatPlanId: string; originalPrice: number; priceInfo: { yuanNum: string } }>>(
          `/show/pub/v5/show/${id}/session/${sid}/seat_plans_static_data`
        )
      ).body.data
      const stock = (
        await t.get<Array<{ seatPlanId: string; canBuyCount: number }>>(`/show/pub/v5/show/${id}/session/${sid}/seat_plans_dynamic_data`)
      ).body.data
      assert.ok(plans.length >= 3)
      assert.deepEqual(
        stock.map((s) => s.seatPlanId),
        plans.map((p) => p.seatPlanId)
      )
      for (const p of plans) assert.equal(p.priceInfo.yuanNum, String(Math.floor(p.originalPrice / 100)))
    })

    test('an SG group lists its shows', async () => {
      const res = await t.get<{ showGroupId: string; shows: unknown[] }>('/show/pub/v1/group_shows/SG1001?lang=en')
      assert.equal(res.body.data.showGroupId, 'SG1001')
      assert.equal(res.body.data.shows.length, 3)
    })

    test('an unknown show: statusCode 40401, mode back, message in zh-CN, zh-MO and en-US', async () => {
      const texts: Record<string, string> = {}
      for (const lang of ['zh', 'zh-MO', 'en']) {
        const res = await t.get(`/show/pub/v5/show/999999/static?lang=${lang}`)
        assert.equal(res.status, 200)
        assert.equal(res.body.statusCode, 40401)
        assert.equal(res.body.mode, 'back')
        texts[lang] = res.body.comments
      }
      assert.equal(texts.zh, '演出不存在或已下架')
      assert.equal(texts['zh-MO'], '演出不存在或已下架')
      assert.equal(texts.en, 'This show does not exist or is no longer listed')
    })

    test('an unknown API path is a 404 envelope, never the storefront page', async () => {
      const res = await t.get('/show/pub/v9/nothing?lang=en')
      assert.equal(res.status, 404)
      assert.equal(res.body.statusCode, 40400)
      assert.equal(res.body.comments, 'Not found')
    })

    test('deep links to storefront pages get index.html', async () => {
      // a malformed deep link gets the page too: its boot script sends the buyer home
      for (const url of ['/', '/content/100001', '/search/jazz', '/order/detail/O1', '/content/%E0%A4%A']) {
        const res = await t.app.inject({ method: 'GET', url })
        assert.equal(res.statusCode, 200, url)
        assert.match(res.headers['content-type'] as string, /text\/html/)
        assert.match(res.body, /<div id="app">/)
      }
    })

    test('a malformed API URL is an invalid-parameter envelope, not a crash', async () => {
      const res = await t.get('/show/pub/v5/show/%E0%A4%A/static?lang=en')
      assert.equal(res.body.statusCode, 40000)
      assert.equal(res.body.mode, 'toast')
    })

    test('healthz tells only ok; shop configs carry the bottom navigation', async () => {
      const health = await t.get<{ status: string; database: string }>('/healthz')
      assert.deepEqual(health.body.data, { status: 'ok' }, 'healthz tells only ok')
      const config = await t.get<{ layoutBottomNavigation: { navigations: unknown[] } }>('/home/pub/v5/shop/configs')
      assert.equal(config.body.data.layoutBottomNavigation.navigations.length, 5)
      const unknown = await t.get('/home/pub/v5/shop/configs?lang=en', { 'merchant-id': 'nobody' })
      assert.equal(unknown.body.statusCode, 40402)
    })

    test('posters are generated SVGs', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/pub/images/poster/100001.svg' })
      assert.equal(res.statusCode, 200)
      assert.match(res.headers['content-type'] as string, /image\/svg\+xml/)
      assert.match(res.body, /^<svg/)
    })
  })
}
