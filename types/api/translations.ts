/**
 * Merchant content the console writes once in zh-CN (required) and may translate: zh-MO and en-US are
 * optional, and a buyer reading a language without its text reads the zh-CN one.
 */
export type TranslatedLocale = 'zh-MO' | 'en-US'
export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = ['zh-MO', 'en-US']
export type Translations = Partial<Record<TranslatedLocale, string>>
