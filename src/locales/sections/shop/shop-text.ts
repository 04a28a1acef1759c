/** The shop pages' section dictionaries (section-i18n.ts): only the shop's subpackage pages import this. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type ShopPagesMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const SHOP_TEXT: SectionDictionaries<ShopPagesMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
