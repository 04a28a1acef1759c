/** The support page's questions (product.md "User area": "support"): the fixed set and its search. */
import { FAQ_TOPICS, matchFaq, type FaqItem } from '../src/subpackages/user/support/support-faq'
import zhCN from '../src/locales/sections/content-pages/zh-CN'
import enUS from '../src/locales/sections/content-pages/en-US'
import { ROUTES } from '../types/routes/route-table'

const items = (dict: typeof zhCN): FaqItem[] =>
  FAQ_TOPICS.map(({ key, route }) => ({ key, route, q: dict.support.faq[key].q, a: dict.support.faq[key].a }))

describe('support questions', () => {
  test('every question has its text in each language and opens a built route', () => {
    for (const { key, route } of FAQ_TOPICS) {
      expect(zhCN.support.faq[key].q).toBeTruthy()
      expect(enUS.support.faq[key].go).toBeTruthy()
      const target = ROUTES.find((r) => r.name === route || (r.aliases ?? []).includes(route))
      expect(target?.file).toBeDefined()
    }
  })

  test('a blank search keeps every question; words must all match, in any case', () => {
    expect(matchFaq(items(enUS), '  ')).toHaveLength(FAQ_TOPICS.length)
    expect(matchFaq(items(enUS), 'REFUND').map((i) => i.key)).toEqual(['refund'])
    expect(matchFaq(items(enUS), 'session price').map((i) => i.key)).toEqual(['buy'])
    expect(matchFaq(items(enUS), "order's page").map((i) => i.key)).toEqual(['refund', 'invoice'])
    expect(matchFaq(items(zhCN), '发票').map((i) => i.key)).toEqual(['invoice'])
    expect(matchFaq(items(zhCN), '没有这种问题')).toEqual([])
  })
})
