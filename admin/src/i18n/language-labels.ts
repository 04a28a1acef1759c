/** Each language's name as the console's per-language fields label them ("名称 · 英文"). */
import type { Locale } from '../../../types/rules/language-tag'
import type { MessageKey } from './en-US'

export const LANGUAGE_LABEL: Record<Locale, MessageKey> = {
  'zh-CN': 'catalogue.lang.zhCN',
  'zh-MO': 'catalogue.lang.zhMO',
  'en-US': 'catalogue.lang.enUS'
}
