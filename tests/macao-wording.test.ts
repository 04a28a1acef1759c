/**
 * Issue #14 item 9: "zh-MO uses Mainland wording (信息, 搜索) where Macao usage differs". The zh-MO
 * dictionary uses Macao/Hong Kong terms throughout, as its own agreement text already did.
 */
import zhMO from '../types/locales/zh-MO'

function values(node: unknown): string[] {
  if (typeof node === 'string') return [node]
  if (node && typeof node === 'object') return Object.values(node).flatMap(values)
  return []
}

// Mainland term → the Macao term the dictionary uses instead.
const MAINLAND: Array<[RegExp, string]> = [
  [/信息/, '資訊 / 資料'],
  [/搜索/, '搜尋'],
  [/默認|默认/, '預設'],
  [/視頻|视频/, '影片'],
  [/手機號(?!碼)/, '手機號碼'],
  [/登錄|登录/, '登入'],
  [/注冊|注册/, '註冊'],
  [/軟體|软件/, '軟件'],
  [/設置|设置/, '設定'],
  [/賬號|賬戶/, '帳號 / 帳戶'],
  [/短信/, '短訊'],
  [/郵箱/, '電郵'],
  [/數據/, '資料'],
  [/支持/, '支援']
]

describe('zh-MO speaks Macao Chinese', () => {
  const texts = values(zhMO)

  test.each(MAINLAND)('no Mainland term %s (Macao: %s)', (term) => {
    expect(texts.filter((text) => term.test(text))).toEqual([])
  })

  test('the Macao terms are there', () => {
    const all = texts.join('\n')
    for (const term of ['搜尋', '登入', '預設', '手機號碼', '設定']) expect(all).toContain(term)
  })
})
