/** The remaining spec pages' dictionaries, for useSectionT(CONTENT_PAGES_TEXT) on share landings, support, middle-verify and coupon-create. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type ContentPagesMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const CONTENT_PAGES_TEXT: SectionDictionaries<ContentPagesMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
