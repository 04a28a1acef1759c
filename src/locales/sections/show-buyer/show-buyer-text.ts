/** The show-buyer section's dictionaries, for useSectionT(SHOW_BUYER_TEXT) in show detail's lazy extras. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type ShowBuyerMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const SHOW_BUYER_TEXT: SectionDictionaries<ShowBuyerMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
