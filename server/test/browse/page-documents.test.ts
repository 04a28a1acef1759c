/**
 * Issue #30 item 4, "the first page at the speed of a static file": "Keep the rendered document per
 * merchant, page, language and encoding already compressed, as the browse replies are kept, dropped on a
 * publish." The page is the one served before (same head, same script policy, no-cache), in the encoding
 * the browser accepts; a publish shows on the next page, not a second later; each language has its own;
 * a flood of show ids stays within the bound; an unknown merchant or a database that fails still gets
 * the bare page, and the failure is not kept.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { loggedIn, OPERATOR, withDemoStaff } from '../helpers/admin-helpers'
import { FIRST_PAGE_DATA_ID, type FirstPageData } from '../../../types/api/first-page'
import type { LayoutDraft, LayoutPageSummary } from '../../../types/api/storefront-admin'
import type { Layout } from '../../../types/api/layout'
import type { ShopConfig } from '../../../types/shop-config'
import type { Locale } from '../../../types/rules/language-tag'
import { inlineScriptHashes } from '../../src/http/security-headers'
import { FirstPage, type FirstPageRequest, type FirstPageSources } from '../../src/static/first-page'
import { BuiltIndex } from '../../src/static/built-index'
import { PageDocuments } from '../../src/static/page-documents'

const BOOT_SCRIPT = 'window.booted = true'
// Longer than the compression threshold (1 KiB) even without the data, as the real build is.
const INDEX = `<!DOCTYPE html><html><head><title>Stagedoor</title><script>${BOOT_SCRIPT}</script></head><body><div id="app"></div>${'<!-- x -->'.repeat(120)}</body></html>`
const BLOCK = new RegExp(`<script type="application/json" id="${FIRST_PAGE_DATA_ID}">([\\s\\S]*?)</script>`)

function dataOf(html: string): FirstPageData | undefined {
  const m = BLOCK.exec(html)
  return m ? (JSON.parse(m[1]) as FirstPageData) : undefined
}

interface Served {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  /** The page as the browser reads it, decoded. */
  html: string
  /** The bytes on the wire. */
  wire: Buffer
}

function decode(wire: Buffer, encoding: unknown): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(wire).toString('utf8')
  if (encoding === 'gzip') return zlib.gunzipSync(wire).toString('utf8')
  return wire.toString('utf8')
}

for (const engine of ENGINES) {
  describe(`the kept first-page documents on ${engine}`, () => {
    let t: TestApp
    let h5Dir: string
    before(async () => {
      h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-documents-'))
      fs.writeFileSync(path.join(h5Dir, 'index.html'), INDEX)
      t = await seededApp(engine, { h5Dir })
    })
    after(async () => {
      await t.close()
      fs.rmSync(h5Dir, { recursive: true, force: true })
    })

    const page = async (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET'): Promise<Served> => {
      const r = await t.app.inject({ method, url, headers })
      const html = method === 'HEAD' ? '' : decode(r.rawPayload, r.headers['content-encoding'])
      return { status: r.statusCode, headers: r.headers, wire: r.rawPayload, html }
    }

    test('served br, gzip or plain as accept-encoding says, each decoding to the same page with its data; HEAD gets the same headers', async () => {
      for (const url of ['/', '/content/show_abc', '/mine']) {
        const plain = await page(url)
        const br = await page(url, { 'accept-encoding': 'gzip, deflate, br' })
        const gzip = await page(url, { 'accept-encoding': 'gzip' })
        assert.equal(plain.headers['content-encoding'], undefined, url)
        assert.equal(br.headers['content-encoding'], 'br', url)
        assert.equal(gzip.headers['content-encoding'], 'gzip', url)
        assert.ok(dataOf(plain.html)?.shopConfig, `${url} carries the data`)
        for (const served of [plain, br, gzip]) {
          assert.equal(served.status, 200)
          assert.equal(served.html, plain.html, `${url} decodes to the same page`)
          assert.equal(served.headers['content-length'], String(served.wire.length))
          assert.equal(served.headers['cache-control'], 'no-cache')
          assert.equal(served.headers['vary'], 'accept-encoding')
          assert.equal(served.headers['content-type'], 'text/html; charset=utf-8')
          // "script policy: hashes of its own inline scripts": the boot script, not the data block.
          assert.equal(served.headers['content-security-policy'], plain.headers['content-security-policy'])
          assert.deepEqual(String(served.headers['content-security-policy']).match(/'sha256-[^']+'/g), inlineScriptHashes(INDEX))
          // helmet's headers, replayed on a kept page as on the first one served.
          assert.equal(served.headers['x-frame-options'], 'SAMEORIGIN')
          assert.equal(served.headers['x-content-type-options'], 'nosniff')
        }
        assert.ok(br.wire.length < plain.wire.length / 2, 'compressed')
        const head = await page(url, { 'accept-encoding': 'br' }, 'HEAD')
        assert.equal(head.status, 200)
        assert.equal(head.wire.length, 0, 'HEAD has no body')
        assert.equal(head.headers['content-encoding'], 'br')
        assert.equal(head.headers['content-length'], String(br.wire.length), 'the length GET would send')
      }
    })

    test('"dropped on a publish": a published home layout is in the next page served, not a second later', async () => {
      await withDemoStaff(t)
      const operator = await loggedIn(t, OPERATOR)
      const home = (await operator.call<LayoutPageSummary[]>('GET', '/layouts')).body.data.find((p) => p.page === 'HOME')!.layoutId
      const order = async () =>
        dataOf((await page('/', { 'accept-encoding': 'br' })).html)?.homeLayout?.layout?.components.map((c) => c.componentId)
      const before = await order()
      assert.ok(before && before.length > 2, 'the demo home has components to reorder')
      const { content } = (await operator.call<LayoutDraft>('GET', `/layouts/${home}/draft`)).body.data
      // The feed stays last, as a layout must end.
      const turned = <T>(list: T[]) => [...list.slice(0, -1).reverse(), ...list.slice(-1)]
      const saved = await operator.call('PUT', `/layouts/${home}/draft`, {
        content: { ...content, components: turned(content.components) }
      })
      assert.equal(saved.body.statusCode, 200, JSON.stringify(saved.body))
      assert.deepEqual(await order(), before, 'a draft is not published')
      assert.equal((await operator.call('POST', `/layouts/${home}/publish`)).body.statusCode, 200)
      assert.deepEqual(await order(), turned(before), 'the next page shows the publish')
      await operator.call('PUT', `/layouts/${home}/draft`, { content })
      await operator.call('POST', `/layouts/${home}/publish`)
      assert.deepEqual(await order(), before)
    })

    test('two languages get two pages, each with the layout its calls answer in that language', async () => {
      const zh = dataOf((await page('/', { 'accept-encoding': 'br', 'accept-language': 'zh-CN' })).html)
      const en = dataOf((await page('/', { 'accept-encoding': 'br', 'accept-language': 'en-US,en;q=0.9' })).html)
      assert.equal(zh?.homeLayout?.locale, 'zh-CN')
      assert.equal(en?.homeLayout?.locale, 'en-US')
      assert.deepEqual(en?.homeLayout?.layout, (await t.get<Layout>('/home/pub/v5/layouts?page=HOME&lang=en')).body.data)
      assert.deepEqual(zh?.homeLayout?.layout, (await t.get<Layout>('/home/pub/v5/layouts?page=HOME&lang=zh')).body.data)
      const again = dataOf((await page('/', { 'accept-encoding': 'gzip', 'accept-language': 'zh-CN' })).html)
      assert.equal(again?.homeLayout?.locale, 'zh-CN', 'a kept page of one language is not given to the other')
    })

    test('a page URL with a NUL is refused by the input guard, as any call, though the page is kept', async () => {
      assert.ok(dataOf((await page('/content/show_abc')).html), 'kept')
      for (const url of ['/content/show_abc?x=a%00b', '/content/a%00b', '/?lang=%00']) {
        const served = await page(url)
        assert.equal((JSON.parse(served.html) as { errorCode: string }).errorCode, 'INVALID_PARAMETER', url)
      }
    })

    test('an unknown merchant gets the bare page, and a storefront preview the page without data', async () => {
      const cases: Array<[string, Record<string, string>]> = [
        ['/', { 'merchant-id': 'no-such-merchant' }],
        ['/?preview=tok', {}]
      ]
      for (const [url, headers] of cases) {
        const served = await page(url, { ...headers, 'accept-encoding': 'br' })
        assert.equal(served.status, 200, url)
        assert.equal(served.html, INDEX, url)
        assert.equal(served.headers['content-encoding'], 'br')
        assert.equal(served.headers['x-frame-options'], 'SAMEORIGIN')
      }
    })
  })
}

/** Sources that count their reads and can be made to fail or to wait. */
function countingSources() {
  const calls = { shopConfig: 0, homeLayout: 0, uploadedPoster: 0 }
  const state = { failing: false, configFailing: false, gate: Promise.resolve() }
  const config = { supportLanguages: [{ langTag: 'zh-CN' }, { langTag: 'en-US' }] } as unknown as ShopConfig
  const sources: FirstPageSources = {
    async shopConfig() {
      calls.shopConfig++
      if (state.configFailing) throw new Error('database down')
      return config
    },
    async homeLayout(_merchantId: string, locale: Locale) {
      calls.homeLayout++
      await state.gate
      if (state.failing) throw new Error('database down')
      return { layoutId: `L-${locale}`, components: [] } as unknown as Layout
    },
    async uploadedPoster() {
      calls.uploadedPoster++
      return null
    }
  }
  return { sources, calls, state }
}

describe('kept documents (unit)', () => {
  let dir: string
  let file: string
  let clock: number
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-kept-'))
    file = path.join(dir, 'index.html')
    fs.writeFileSync(file, INDEX)
  })
  after(() => fs.rmSync(dir, { recursive: true, force: true }))

  const request = (pathname: string, extra: Partial<FirstPageRequest> = {}): FirstPageRequest => ({
    merchantId: 'demo',
    pathname,
    ...extra
  })
  const make = (maxDocuments?: number) => {
    const counting = countingSources()
    clock = 0
    const documents = new PageDocuments(new FirstPage(counting.sources), new BuiltIndex(file, () => clock), maxDocuments)
    return { documents, ...counting }
  }

  test('concurrent requests for one page render it once and share it; the next request is served the kept one', async () => {
    const { documents, calls, state } = make()
    let open: () => void = () => undefined
    state.gate = new Promise((resolve) => (open = resolve))
    const waiting = Array.from({ length: 20 }, () => documents.document(request('/')))
    open()
    const served = await Promise.all(waiting)
    assert.equal(calls.homeLayout, 1)
    assert.ok(served.every((d) => d === served[0]))
    assert.equal(await documents.document(request('/')), served[0])
    assert.equal(calls.homeLayout, 1)
  })

  test('per language: the layout in each language, one document each', async () => {
    const { documents } = make()
    const zh = await documents.document(request('/', { acceptLanguage: 'zh-CN' }))
    const en = await documents.document(request('/', { lang: 'en' }))
    assert.notEqual(zh, en)
    assert.equal(dataOf(en.body.toString())?.homeLayout?.locale, 'en-US')
    assert.equal(
      await documents.document(request('/', { acceptLanguage: 'en-GB' })),
      en,
      'the language the app will choose, however it is asked'
    )
  })

  test('"a flood of distinct show ids must not grow memory without bound": at most the bound is kept', async () => {
    const { documents } = make(50)
    for (let i = 0; i < 500; i++) await documents.document(request(`/content/show_${i}`))
    const { kept, asked } = documents.size
    assert.ok(kept <= 50 && asked <= 50, `${kept} and ${asked} kept`)
  })

  test('a failed read gets the bare page and is not kept: the next request tries again', async () => {
    const { documents, state, calls } = make()
    state.failing = true
    const bare = await documents.document(request('/'))
    assert.equal(bare.body.toString(), INDEX)
    state.failing = false
    const full = await documents.document(request('/'))
    assert.ok(dataOf(full.body.toString())?.homeLayout)
    assert.equal(calls.homeLayout, 2)
  })

  test('"database down still serves the bare page": the shop config unreadable, every page is the page as built, and nothing is kept', async () => {
    const { documents, state } = make()
    state.configFailing = true
    for (const pathname of ['/', '/content/show_1', '/mine'])
      assert.equal((await documents.document(request(pathname))).body.toString(), INDEX)
    assert.deepEqual(documents.size, { kept: 0, asked: 0 })
    state.configFailing = false
    assert.ok(dataOf((await documents.document(request('/mine'))).body.toString())?.shopConfig)
  })

  test('a publish forgets every document at once', async () => {
    const { documents, calls } = make()
    await documents.document(request('/'))
    documents.forget()
    await documents.document(request('/'))
    assert.equal(calls.homeLayout, 2)
  })

  test('index.html is read once per build: a rebuilt page is served once it is looked at again (at most a second later)', async () => {
    const { documents } = make()
    const first = await documents.document(request('/mine'))
    fs.writeFileSync(file, INDEX.replace('Stagedoor', 'Rebuilt'))
    try {
      clock = 500
      assert.equal(await documents.document(request('/mine')), first, 'not looked at within the second')
      clock = 1001
      const rebuilt = await documents.document(request('/mine'))
      assert.ok(rebuilt.body.toString().includes('<title>Rebuilt</title>'))
      assert.ok(dataOf(rebuilt.body.toString())?.shopConfig, 'with its data')
    } finally {
      fs.writeFileSync(file, INDEX)
    }
  })
})
