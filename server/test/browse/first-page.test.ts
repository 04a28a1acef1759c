/**
 * Issue #8 goal 4: "the gateway inlines the first page's data (shop config, home layout) into index.html
 * and preloads the first banner image". The page the gateway serves carries, as a JSON data block, what
 * the app would otherwise ask for once its JavaScript has run, in the language the app will choose;
 * a publish shows in it at once; merchant text cannot break out of the block; the script policy still
 * allows only the page's own scripts.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { FIRST_PAGE_DATA_ID, type FirstPageData } from '../../../types/api/first-page'
import type { Layout } from '../../../types/api/layout'
import { expectedLocale, firstPageHead, jsonForHtml, withHead } from '../../src/static/first-page'
import { inlineScriptHashes } from '../../src/http/security-headers'
import {
  assetPreloads,
  FIRST_PAGE_ASSETS_FILE,
  NO_ASSETS,
  readFirstPageAssets,
  type FirstPageAssets
} from '../../src/static/first-page-assets'
import type { ShopConfig } from '../../../types/shop-config'

const BOOT_SCRIPT = 'window.booted = true'
const INDEX = `<!DOCTYPE html><html><head><title>Stagedoor</title><script>${BOOT_SCRIPT}</script></head><body><div id="app"></div></body></html>`
const BLOCK = new RegExp(`<script type="application/json" id="${FIRST_PAGE_DATA_ID}">([\\s\\S]*?)</script>`)

function dataOf(html: string): FirstPageData | undefined {
  const m = BLOCK.exec(html)
  return m ? (JSON.parse(m[1]) as FirstPageData) : undefined
}

function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((m) => m[1])
}

/** The scripts and styles a page names as preloads, in order. */
function assetLinks(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="(?:script|style)" fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1])
}

// As config/first-page-assets.js writes it for a build: the chunks of each page's loader and each language's dictionary.
const ASSETS: FirstPageAssets = {
  pages: {
    'pages/list/list': ['js/swiper.1.js', 'css/home.2.css', 'js/home.2.js'],
    'subpackages/show/show-detail/show-detail': ['js/detail.3.js'],
    'pages/mine/mine': ['js/mine.4.js']
  },
  locales: { 'en-US': ['js/locale-en-US.5.js'], 'zh-MO': ['js/locale-zh-MO.6.js'] }
}

for (const engine of ENGINES) {
  describe(`the first page's data on ${engine}`, () => {
    let t: TestApp
    let h5Dir: string
    before(async () => {
      h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-first-page-'))
      fs.writeFileSync(path.join(h5Dir, 'index.html'), INDEX)
      fs.writeFileSync(path.join(h5Dir, FIRST_PAGE_ASSETS_FILE), JSON.stringify(ASSETS))
      t = await seededApp(engine, { h5Dir })
    })
    after(async () => {
      await t.close()
      fs.rmSync(h5Dir, { recursive: true, force: true })
    })

    test('home carries the shop config and the HOME layout as their calls answer them, and preloads the first banner', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/' })
      assert.equal(page.statusCode, 200)
      const data = dataOf(page.body)
      assert.ok(data, 'the data block is in the page')
      const config = (await t.get<ShopConfig>('/home/pub/v5/shop/configs?lang=zh')).body.data
      assert.deepEqual(data.shopConfig, config)
      const layout = (await t.get<Layout>('/home/pub/v5/layouts?page=HOME&lang=zh')).body.data
      assert.deepEqual(data.homeLayout, { locale: 'zh-CN', layout })
      const banner = layout.components.find((c) => c.componentType === 'NORMAL' && 'items' in c)
      assert.ok(banner && 'items' in banner, 'the demo home has a banner')
      assert.deepEqual(preloads(page.body), [banner.items[0].imageUrl])
      assert.ok(page.body.indexOf(`id="${FIRST_PAGE_DATA_ID}"`) < page.body.indexOf('</head>'), 'written into the head')
    })

    test("the layout is in the language the app will choose: lang first, then the browser language, within the merchant's languages", async () => {
      const english = dataOf((await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en-GB,en;q=0.9' } })).body)
      assert.equal(english?.homeLayout?.locale, 'en-US')
      const layoutEn = (await t.get<Layout>('/home/pub/v5/layouts?page=HOME&lang=en')).body.data
      assert.deepEqual(english?.homeLayout?.layout, layoutEn)
      const macao = dataOf((await t.app.inject({ method: 'GET', url: '/?lang=zh-MO', headers: { 'accept-language': 'en-US' } })).body)
      assert.equal(macao?.homeLayout?.locale, 'zh-MO')
    })

    test("a show's detail page preloads its poster and carries no home layout; other pages carry the config only", async () => {
      const detail = await t.app.inject({ method: 'GET', url: '/content/show_abc?channelId=x' })
      assert.deepEqual(preloads(detail.body), ['/pub/images/poster/show_abc.svg'])
      const data = dataOf(detail.body)
      assert.ok(data?.shopConfig)
      assert.equal(data?.homeLayout, undefined)
      const mine = await t.app.inject({ method: 'GET', url: '/mine' })
      assert.deepEqual(preloads(mine.body), [])
      assert.ok(dataOf(mine.body)?.shopConfig)
    })

    test("each page names its page's chunks as preloads, and the dictionary of a language other than the built-in zh-CN", async () => {
      const home = (await t.app.inject({ method: 'GET', url: '/' })).body
      assert.deepEqual(assetLinks(home), ['/js/swiper.1.js', '/css/home.2.css', '/js/home.2.js'])
      assert.match(home, /<link rel="preload" as="style" fetchpriority="low" href="\/css\/home\.2\.css">/)
      const english = (await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en-US' } })).body
      assert.deepEqual(assetLinks(english), ['/js/swiper.1.js', '/css/home.2.css', '/js/home.2.js', '/js/locale-en-US.5.js'])
      // A route with a :param, and two "other" routes, which share their data but not their chunks.
      assert.deepEqual(assetLinks((await t.app.inject({ method: 'GET', url: '/content/show_abc' })).body), ['/js/detail.3.js'])
      assert.deepEqual(assetLinks((await t.app.inject({ method: 'GET', url: '/mine' })).body), ['/js/mine.4.js'])
      assert.deepEqual(assetLinks((await t.app.inject({ method: 'GET', url: '/no/such/page' })).body), [])
    })

    test('a show with a poster the merchant uploaded preloads that poster, not the generated art, from the next page served after the change', async () => {
      const [show] = await t.db.query<{ id: string }>('SELECT id FROM shows ORDER BY id LIMIT 1')
      assert.deepEqual(preloads((await t.app.inject({ method: 'GET', url: `/content/${show.id}` })).body), [
        `/pub/images/poster/${show.id}.svg`
      ])
      const uploaded = '/pub/v1/uploads/poster/m/abc.png'
      await t.db.query('UPDATE shows SET poster_url = $2 WHERE id = $1', [show.id, uploaded])
      t.app.replyCache.clear()
      try {
        assert.deepEqual(preloads((await t.app.inject({ method: 'GET', url: `/content/${show.id}` })).body), [uploaded])
      } finally {
        await t.db.query('UPDATE shows SET poster_url = NULL WHERE id = $1', [show.id])
        t.app.replyCache.clear()
      }
    })

    test('"at once for content": a publish shows in the next page served', async () => {
      const minutes = async () => dataOf((await t.app.inject({ method: 'GET', url: '/' })).body)?.shopConfig.orderReserveMinutes
      const before = await minutes()
      const changed = before === 9 ? 10 : 9
      assert.equal((await t.call('POST', '/dev/shop_config', { orderReserveMinutes: changed })).body.statusCode, 200)
      assert.equal(await minutes(), changed)
      await t.call('POST', '/dev/shop_config', { orderReserveMinutes: before ?? 15 })
    })

    test("the script policy allows the page's own scripts and nothing for the data block; an unknown merchant gets the page without data", async () => {
      const page = await t.app.inject({ method: 'GET', url: '/' })
      const csp = String(page.headers['content-security-policy'])
      const [ownHash] = inlineScriptHashes(INDEX)
      assert.ok(csp.includes(ownHash), 'the boot script is allowed by its hash')
      assert.equal(csp.match(/'sha256-/g)?.length, 1, 'the data block is not a script the policy allows')
      const unknown = await t.app.inject({ method: 'GET', url: '/', headers: { 'merchant-id': 'no-such-merchant' } })
      assert.equal(unknown.statusCode, 200)
      assert.equal(dataOf(unknown.body), undefined)
      assert.ok(unknown.body.includes('<div id="app">'))
    })
  })
}

describe('first page rules', () => {
  test('merchant text cannot close the block: "<" and the line separators are escaped, and the JSON still reads back', () => {
    const value = { shopName: '</script><script>alert(1)</script>\u2028' }
    const json = jsonForHtml(value)
    assert.equal(json.includes('<'), false)
    assert.equal(json.includes('\u2028'), false)
    assert.deepEqual(JSON.parse(json), value)
    const html = withHead(INDEX, firstPageHead({ shopConfig: value as unknown as ShopConfig }, ['/a.svg?x="1"&y=<2>']))
    assert.equal(html.match(/<\/script>/g)?.length, 2, 'the boot script and the data block close once each')
    assert.ok(html.includes('href="/a.svg?x=&quot;1&quot;&amp;y=&lt;2>"'))
  })

  test("expectedLocale: lang wins, then the first Accept-Language tag, within the merchant's languages, else its first", () => {
    const config = { supportLanguages: [{ langTag: 'zh-CN' }, { langTag: 'en-US' }] } as unknown as ShopConfig
    assert.equal(expectedLocale({ lang: 'en', acceptLanguage: 'zh-CN' }, config), 'en-US')
    assert.equal(expectedLocale({ acceptLanguage: 'en-US,en;q=0.8' }, config), 'en-US')
    assert.equal(expectedLocale({ acceptLanguage: 'zh-TW' }, config), 'zh-CN')
    assert.equal(expectedLocale({}, config), 'zh-CN')
  })
})

describe('first page assets', () => {
  test('an unreadable or missing list names no preloads; entries that are not lists of files are dropped', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-page-assets-'))
    try {
      assert.deepEqual(readFirstPageAssets(path.join(dir, 'missing.json')), NO_ASSETS)
      fs.writeFileSync(path.join(dir, 'bad.json'), '{not json')
      assert.deepEqual(readFirstPageAssets(path.join(dir, 'bad.json')), NO_ASSETS)
      fs.writeFileSync(path.join(dir, 'odd.json'), JSON.stringify({ pages: { a: ['js/a.js'], b: 'js/b.js', c: [1] }, locales: null }))
      assert.deepEqual(readFirstPageAssets(path.join(dir, 'odd.json')), { pages: { a: ['js/a.js'] }, locales: {} })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  test('a web path is matched to its page (home, a :param route, a trailing slash); zh-CN, built in, adds no dictionary', () => {
    assert.deepEqual(assetPreloads(ASSETS, '/', 'zh-CN'), [
      '<link rel="preload" as="script" fetchpriority="low" href="/js/swiper.1.js">',
      '<link rel="preload" as="style" fetchpriority="low" href="/css/home.2.css">',
      '<link rel="preload" as="script" fetchpriority="low" href="/js/home.2.js">'
    ])
    assert.deepEqual(assetPreloads(ASSETS, '/content/12/', 'zh-MO'), [
      '<link rel="preload" as="script" fetchpriority="low" href="/js/detail.3.js">',
      '<link rel="preload" as="script" fetchpriority="low" href="/js/locale-zh-MO.6.js">'
    ])
    assert.deepEqual(assetPreloads(NO_ASSETS, '/', 'en-US'), [])
  })
})
