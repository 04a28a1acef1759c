/**
 * Done when: "A walk opens every page of the route table on both platforms and fails on a runtime error."
 * Every page app.json lists (the main package and each subpackage, so every built route of the table) is
 * opened by reLaunch with the parameters a real link carries (a show, a session, ids that do not exist
 * where the page shows its not-found state), and left to settle: a page may show its error state, but its
 * code may not throw.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startMiniStorefront, type MiniStorefront } from './mini-storefront'
import { buildOf, builtPlatforms, gatewayData, newHost } from './mini-journeys'

let storefront: MiniStorefront
before(async () => {
  storefront = await startMiniStorefront()
})
after(async () => {
  await storefront?.close()
})

interface AppJson {
  pages: string[]
  subPackages?: Array<{ root: string; pages: string[] }>
  subpackages?: Array<{ root: string; pages: string[] }>
}

for (const platform of builtPlatforms()) {
  test(`${platform}: every page opens without a runtime error`, { timeout: 900_000 }, async () => {
    const app = JSON.parse(readFileSync(join(buildOf(platform), 'app.json'), 'utf8')) as AppJson
    const pages = [...app.pages, ...(app.subPackages ?? app.subpackages ?? []).flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]
    assert.ok(pages.length >= 140, `${pages.length} pages in app.json`)
    const { list } = await gatewayData<{ list: Array<{ showId: string }> }>(
      storefront.base,
      '/home/pub/v3/show_list/search?sortType=RECOMMEND&length=1&lang=zh'
    )
    const query = new URLSearchParams({
      showId: list[0].showId,
      id: 'none',
      orderId: 'ord_none',
      ticketId: 'tkt_none',
      topicId: 'none',
      tourId: 'none'
    })
    const host = newHost(platform, storefront)
    await host.launch()
    await host.settle(200)
    const faults: string[] = []
    for (const page of pages) {
      host.report.errors.length = 0
      try {
        await host.reLaunch(`/${page}?${query}`)
        await host.settle(150, 4000)
      } catch (error) {
        faults.push(`${page}: ${String(error).split('\n').slice(0, 4).join(' ')}`)
      }
    }
    assert.deepEqual(faults, [])
  })
}
