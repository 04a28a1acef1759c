/**
 * The console speaks the app's three languages (issue #16: "All three languages (zh-CN, zh-MO, en-US)
 * like the app"): every text in each, no empty one, and zh-MO with Macao wording, not Mainland terms
 * (the app's rule, tests/macao-wording.test.ts).
 */
import { enUS } from '../src/i18n/en-US'
import { zhCN } from '../src/i18n/zh-CN'
import { zhMO } from '../src/i18n/zh-MO'

const MAINLAND = [
  /信息/,
  /搜索/,
  /默認|默认/,
  /手機號(?!碼)/,
  /登錄|登录/,
  /注冊|注册/,
  /設置|设置/,
  /賬號|賬戶/,
  /短信/,
  /郵箱/,
  /數據/,
  /支持/,
  /发布|发|设|录|页|员|单|码|们|这|个|时|后/
]

test('the three languages have the same texts, none empty', () => {
  for (const table of [zhCN, zhMO]) {
    expect(Object.keys(table).sort()).toEqual(Object.keys(enUS).sort())
    for (const text of Object.values(table)) expect(text.trim()).not.toBe('')
  }
})

test.each(MAINLAND.map((re) => [re]))('zh-MO has no Mainland term or simplified character %s', (term) => {
  expect(Object.values(zhMO).filter((text) => term.test(text))).toEqual([])
})

test('zh-MO uses the Macao terms', () => {
  const all = Object.values(zhMO).join('\n')
  for (const term of ['登入', '電郵', '設定', '支援']) expect(all).toContain(term)
})
