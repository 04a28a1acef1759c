/** The order pages' section dictionaries (section-i18n.ts): only the order subpackage's pages import this. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type OrderPagesMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const ORDER_PAGES_TEXT: SectionDictionaries<OrderPagesMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
