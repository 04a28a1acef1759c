/**
 * The console's copywriting page (issue #32: "a 文案 page: search a key by its bundled text, set
 * zh-CN/zh-MO/en-US overrides, reset"): finding a text by the words the app shows, and a blank box
 * meaning the app's own text.
 */
import { copywritingInputOf, matchingEntries } from '../src/pages/copywriting/copywriting-search'
import type { AdminCopywritingEntry } from '../../types/api/copywriting'

const entry = (key: string, zhCN: string, en: string, overrides: AdminCopywritingEntry['overrides'] = {}): AdminCopywritingEntry => ({
  key,
  bundled: { 'zh-CN': zhCN, 'zh-MO': zhCN, 'en-US': en },
  overrides
})
const entries = [
  entry('common.recommended', '为你推荐', 'Recommended for you'),
  entry('pay_success.done', '支付成功', 'Payment successful', { 'zh-CN': '购票成功' }),
  entry('common.id_label', '编号 {id}', 'No. {id}')
]

test('matches the bundled text in any language, the override or the key; blank shows all', () => {
  expect(matchingEntries(entries, '推荐').map((e) => e.key)).toEqual(['common.recommended'])
  expect(matchingEntries(entries, 'payment SUCCESSFUL').map((e) => e.key)).toEqual(['pay_success.done'])
  expect(matchingEntries(entries, '购票').map((e) => e.key)).toEqual(['pay_success.done'])
  expect(matchingEntries(entries, 'id_label').map((e) => e.key)).toEqual(['common.id_label'])
  expect(matchingEntries(entries, '  ')).toHaveLength(3)
  expect(matchingEntries(entries, 'nothing like it')).toEqual([])
})

test('a blank box goes back to the app text (null); a filled one is sent as written', () => {
  expect(copywritingInputOf({ 'zh-CN': '猜你喜欢', 'en-US': '  ' })).toEqual({ 'zh-CN': '猜你喜欢', 'zh-MO': null, 'en-US': null })
})
