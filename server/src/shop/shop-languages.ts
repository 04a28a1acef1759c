/**
 * The languages and login areas a shop starts with: the three interface languages of product.md section 1
 * (zh-CN, zh-MO, en-US) with the login methods each offers, and the Mainland, Macao and Hong Kong phone
 * areas. One list for a new merchant (admin/new-merchant-config.ts) and the demo merchant's seed.
 */
import type { SupportLanguage } from '../../../types/shop-config'

export function standardLanguages(): SupportLanguage[] {
  return [
    { langTag: 'zh-CN', langName: '简体中文', loginMethod: ['CELLPHONE', 'EMAIL'] },
    { langTag: 'zh-MO', langName: '繁體中文', loginMethod: ['CELLPHONE'] },
    { langTag: 'en-US', langName: 'English', loginMethod: ['EMAIL', 'CELLPHONE'] }
  ]
}

export function standardLoginAreas(): Array<{ code: string }> {
  return [{ code: '86' }, { code: '853' }, { code: '852' }]
}
