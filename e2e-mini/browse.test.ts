/**
 * The compiled mini-programs, run headless (e2e-mini/runtime/): home from the gateway's layout and show list,
 * the tab pages through the custom tab bar, search, show detail. Each step asserts on the page data a
 * buyer would see, for WeChat (dist/weapp) and Alipay (dist/alipay).
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { startMiniStorefront, type MiniStorefront } from './mini-storefront'
import { MiniHost } from './runtime/mini-host'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildOf, builtPlatforms, hostScript, newHost } from './mini-journeys'

let storefront: MiniStorefront
before(async () => {
  storefront = await startMiniStorefront()
})
after(async () => {
  await storefront?.close()
})

for (const platform of builtPlatforms()) {
  describe(`${platform}: browsing`, () => {
    let host: MiniHost
    before(async () => {
      host = newHost(platform, storefront)
      await host.launch()
    })

    test('home (tab 0) lists the recommended shows the gateway answers, with the custom tab bar', async () => {
      const cards = await host.waitFor('.show-card', (n) => n.length >= 5)
      // The same call the page made (its recorded request), asked again: the first card is its first show.
      const asked = host.api.callsTo('request').find((r) => String((r as { url: string }).url).includes('/masonry_component_data')) as {
        url: string
        data?: Record<string, string>
      }
      const url = new URL(asked.url.replace(/^https?:\/\/[^/]+/, storefront.base))
      for (const [k, v] of Object.entries(asked.data ?? {})) if (v !== undefined) url.searchParams.set(k, String(v))
      const reply = JSON.stringify(await (await fetch(url)).json())
      const firstShow = /"showName":"([^"]+)"/.exec(reply)?.[1] ?? '(no show in the reply)'
      assert.match(host.textOf(cards[0]), new RegExp(firstShow))
      assert.ok(cards.length >= 5)
      assert.deepEqual(
        host.query('.tab-bar__item').map((t) => host.textOf(t)),
        ['首页', '全部', '商城', '票夹', '我的']
      )
      assert.equal(host.query('.tab-bar__item--selected').map((t) => host.textOf(t))[0], '首页')
    })

    test('each tab of the custom tab bar switches to its page (switchTab), and the tab shows selected', async () => {
      const tabs: Array<[number, string, RegExp]> = [
        [1, 'pages/all/all', /全部|演唱会/],
        [2, 'pages/shop/shop', /商城/],
        [3, 'pages/ticket-holder/ticket-holder', /票夹/],
        [4, 'pages/mine/mine', /立即登录/],
        [0, 'pages/list/list', /为你推荐/]
      ]
      for (const [index, route, words] of tabs) {
        await host.tap(host.query('.tab-bar__item')[index])
        await host.waitForPage(route)
        await host.waitForText(words)
        const label = host.textOf(host.query('.tab-bar__item')[index])
        await host.waitFor('.tab-bar__item--selected', (n) => n.length === 1 && host.textOf(n[0]) === label)
      }
      assert.ok(host.api.callsTo(platform === 'weapp' ? 'switchTab' : 'switchTab').length >= 5)
    })

    test('search: the search page (show subpackage, preloaded by home) finds a show by its name', async () => {
      const name = host.textOf(host.query('.show-card .show-card__name')[0] ?? host.query('.show-card')[0]).split(' ')[0]
      await host.tap('.home__search')
      await host.waitForPage('subpackages/show/search/search')
      assert.deepEqual(host.report.loadedOnDemand, [], 'home preloads the show subpackage')
      await host.input('.search__input', name)
      await host.tap('.search__submit')
      await host.waitForText(name, '.show-card')
      await host.navigateBack()
      await host.waitForPage('pages/list/list')
    })

    test('show detail from a card: name, sessions and tiers from the gateway, the buy button', async () => {
      await host.tap(host.query('.show-card')[0])
      await host.waitForPage('subpackages/show/show-detail/show-detail')
      await host.waitFor('.show-detail__action')
      const id = host.current().query.showId ?? host.current().query.id
      const detail = (await (await fetch(`${storefront.base}/show/pub/v5/show/${id}/static?lang=zh`)).json()) as {
        data: { showName: string }
      }
      assert.match(host.text(), new RegExp(detail.data.showName))
      assert.match(host.text(), /立即购买|缺票登记|预约/)
      assert.deepEqual(host.report.errors, [])
    })
  })
}

/**
 * Done when: "A fault planted in a page (a `window` access, a missing component) makes it fail in a test of
 * its own." A copy of the WeChat build with each fault planted in the Mine page: opening it fails.
 */
describe('faults planted in a compiled page are caught', { skip: builtPlatforms().includes('weapp') ? false : 'no WeChat build' }, () => {
  const planted = (plant: (root: string) => void): string => {
    const root = mkdtempSync(join(tmpdir(), 'stagedoor-planted-'))
    cpSync(buildOf('weapp'), root, { recursive: true })
    plant(root)
    return root
  }
  const openMine = async (root: string) => {
    const host = new MiniHost('weapp', root, hostScript(storefront))
    try {
      await host.launch()
      await host.waitFor('.show-card')
      await host.switchTab('/pages/mine/mine')
      await host.waitFor('.mine__login', undefined, 5000)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }

  test('a page that reaches for `window` (there is none in a mini-program) fails', async () => {
    const root = planted((r) => {
      const file = join(r, 'pages/mine/mine.js')
      writeFileSync(file, `window.__planted = true;\n${readFileSync(file, 'utf8')}`)
    })
    await assert.rejects(openMine(root), /window is not defined/)
  })

  test('a page whose json names a component the package does not have fails', async () => {
    const root = planted((r) => {
      const file = join(r, 'pages/mine/mine.json')
      const json = JSON.parse(readFileSync(file, 'utf8')) as { usingComponents?: Record<string, string> }
      writeFileSync(
        file,
        JSON.stringify({ ...json, usingComponents: { ...json.usingComponents, 'member-card': '../../components/member-card' } })
      )
    })
    await assert.rejects(openMine(root), /component "member-card" .* is not found/)
  })
})
