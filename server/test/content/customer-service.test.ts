/**
 * Customer service and the web view's domains (product.md "Shop configuration": customerServiceConfigVO
 * with customerServiceType, telephone, work times by weekday, onlineConfig.jumpUrl; calls-errors-limits.md
 * section 7: GET customer_service with bizShowId): saved through the console's storefront draft and
 * checked (phone format, hours, https chat link on an allowed domain, domains as host names), published to
 * buyers, the note read in each of the three languages — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { loggedIn, OPERATOR, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import type { StorefrontConfig, StorefrontDraft, StorefrontVersion } from '../../../types/api/storefront-admin'
import type { CustomerServiceConfig, CustomerServiceReply, ShopConfig } from '../../../types/shop-config'

const SERVICE = '/show/pub/v1/customer_service'

for (const engine of ENGINES) {
  describe(`customer service on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let base: StorefrontConfig
    let showId: string
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      operator = await loggedIn(t, OPERATOR)
      base = (await operator.call<StorefrontDraft>('GET', '/storefront/draft')).body.data.config
      showId = (await t.db.query<{ id: string }>("SELECT id FROM shows WHERE merchant_id = 'demo' ORDER BY id LIMIT 1"))[0].id
    })
    after(async () => t.close())

    const service = (patch: Partial<CustomerServiceConfig>): CustomerServiceConfig => ({ ...base.customerServiceConfigVO!, ...patch })
    const save = (config: StorefrontConfig) => operator.call<StorefrontDraft>('PUT', '/storefront/draft?lang=en', { config })

    test('a bad phone, hours, chat link or domain is a STOREFRONT_INVALID envelope naming the field, never a 500', async () => {
      const cases: Array<[string, StorefrontConfig, RegExp]> = [
        ['phone with letters', { ...base, customerServiceConfigVO: service({ telephone: '400-CALL-NOW' }) }, /telephone/],
        [
          'hour 25',
          { ...base, customerServiceConfigVO: service({ workTimes: [{ weekday: 1, from: '25:00', to: '26:00' }] }) },
          /workTimes/
        ],
        [
          'weekday 8',
          { ...base, customerServiceConfigVO: service({ workTimes: [{ weekday: 8, from: '09:00', to: '18:00' }] }) },
          /weekday/
        ],
        [
          'ends before it starts',
          { ...base, customerServiceConfigVO: service({ workTimes: [{ weekday: 1, from: '18:00', to: '09:00' }] }) },
          /workTimes\/0 ends before it starts/
        ],
        [
          'overlapping hours on one weekday',
          {
            ...base,
            customerServiceConfigVO: service({
              workTimes: [
                { weekday: 2, from: '09:00', to: '12:00' },
                { weekday: 2, from: '11:00', to: '18:00' }
              ]
            })
          },
          /workTimes\/1 overlaps/
        ],
        [
          'chat link over http ("https URL only")',
          {
            ...base,
            webViewDomains: ['kf.example.com'],
            customerServiceConfigVO: service({ onlineConfig: { jumpUrl: 'http://kf.example.com/chat' } })
          },
          /jumpUrl/
        ],
        [
          'chat link off the allowed domains',
          {
            ...base,
            webViewDomains: ['kf.example.com'],
            customerServiceConfigVO: service({ onlineConfig: { jumpUrl: 'https://evil.example.net/chat' } })
          },
          /jumpUrl is not on the allowed web-view domains/
        ],
        ['domain with a scheme', { ...base, webViewDomains: ['https://kf.example.com'] }, /webViewDomains/],
        ['domain with a wildcard', { ...base, webViewDomains: ['*.example.com'] }, /webViewDomains/],
        ['domain twice', { ...base, webViewDomains: ['example.com', 'example.com'] }, /webViewDomains/],
        ['note without zh-CN', { ...base, customerServiceConfigVO: service({ notice: { 'en-US': 'Hi' } as never }) }, /notice/]
      ]
      for (const [name, config, field] of cases) {
        const res = await save(config)
        assert.deepEqual([res.status, res.body.errorCode], [200, 'STOREFRONT_INVALID'], name)
        assert.match(res.body.comments, field, name)
      }
    })

    test('published, the desk reaches buyers: phone, hours by weekday, chat link, the note in zh-CN, zh-MO and en-US, the domains', async () => {
      const config: StorefrontConfig = {
        ...base,
        webViewDomains: ['example.com'],
        customerServiceConfigVO: service({
          customerServiceType: 'ONLINE_AND_TEL_CUSTOMER_SERVICE',
          telephone: '+86 (21) 5555-0101',
          workTimes: [
            { weekday: 1, from: '09:00', to: '12:00' },
            { weekday: 1, from: '13:00', to: '24:00' },
            { weekday: 6, from: '10:00', to: '16:00' }
          ],
          supportOnlineCustomer: true,
          onlineConfig: { jumpUrl: 'https://kf.example.com/chat?m=demo' },
          notice: { 'zh-CN': '请准备好订单号', 'en-US': 'Please have your order number ready' }
        })
      }
      const saved = await save(config)
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
      const published = await operator.call<StorefrontVersion>('POST', '/storefront/publish')
      assert.equal(published.body.statusCode, 200, published.body.comments)

      const read = async (lang: string) => (await t.get<CustomerServiceReply>(`${SERVICE}?bizShowId=${showId}&lang=${lang}`)).body
      const zh = await read('zh')
      assert.equal(zh.statusCode, 200, zh.comments)
      assert.equal(zh.data.telephone, '+86 (21) 5555-0101')
      assert.deepEqual(
        zh.data.workTimes?.map((w) => `${w.weekday} ${w.from}-${w.to}`),
        ['1 09:00-12:00', '1 13:00-24:00', '6 10:00-16:00']
      )
      assert.equal(zh.data.onlineConfig?.jumpUrl, 'https://kf.example.com/chat?m=demo')
      assert.equal(zh.data.notice, '请准备好订单号')
      assert.equal((await read('en')).data.notice, 'Please have your order number ready')
      // zh-MO was left blank in the console: the buyer reads the zh-CN note.
      assert.equal((await read('zh-MO')).data.notice, '请准备好订单号')
      // Without a show the same desk answers.
      assert.equal((await t.get<CustomerServiceReply>(`${SERVICE}?lang=en`)).body.data.telephone, '+86 (21) 5555-0101')

      const shop = (await t.get<ShopConfig>('/home/pub/v5/shop/configs')).body.data
      assert.deepEqual(shop.webViewDomains, ['example.com'])
    })

    test("a banner's web link may go to the shop's own site or an allowed web-view domain, nowhere else", async () => {
      const home = (await operator.call<Array<{ layoutId: string; page: string }>>('GET', '/layouts')).body.data.find(
        (p) => p.page === 'HOME'
      )!
      const draft = (
        await operator.call<{ content: { components: Array<{ style?: string; items?: Array<Record<string, unknown>> }> } }>(
          'GET',
          `/layouts/${home.layoutId}/draft`
        )
      ).body.data.content
      const withLink = (url: string) => ({
        ...draft,
        components: draft.components.map((c) =>
          c.style === 'BANNER' && c.items ? { ...c, items: [{ ...c.items[0], jumpType: 'WEB', jumpValue: url }, ...c.items.slice(1)] } : c
        )
      })
      const saveLayout = (url: string) =>
        operator.call('PUT', `/layouts/${home.layoutId}/draft?lang=en`, { content: withLink(url) }, { host: 'shop.example.com' })
      // The storefront published by the test above lists example.com.
      for (const ok of ['https://shop.example.com/topic', 'https://events.example.com/spring', 'https://example.com/'])
        assert.equal((await saveLayout(ok)).body.statusCode, 200, ok)
      const away = await saveLayout('https://elsewhere.test/promo')
      assert.equal(away.body.errorCode, 'LAYOUT_INVALID')
      assert.match(away.body.comments, /jumpValue must be an https URL on shop.example.com or on an allowed web-view domain/)
    })

    test('bizShowId of a show the merchant does not have is SHOW_NOT_FOUND, and an over-long one a clear error', async () => {
      const missing = await t.get(`${SERVICE}?bizShowId=NOPE404`)
      assert.deepEqual([missing.status, missing.body.errorCode], [200, 'SHOW_NOT_FOUND'])
      const long = await t.get(`${SERVICE}?bizShowId=${'x'.repeat(41)}`)
      assert.notEqual(long.status, 500)
      assert.equal(long.body.errorCode, 'INVALID_PARAMETER')
    })

    test('a merchant without a desk gets null, not an error', async () => {
      const { customerServiceConfigVO: _none, ...without } = base
      assert.equal((await save(without as StorefrontConfig)).body.statusCode, 200)
      assert.equal((await operator.call('POST', '/storefront/publish')).body.statusCode, 200)
      const res = await t.get(`${SERVICE}?bizShowId=${showId}`)
      assert.deepEqual([res.body.statusCode, res.body.data], [200, null])
    })
  })
}
