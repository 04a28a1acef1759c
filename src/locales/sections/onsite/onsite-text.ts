/** The on-site purchase section's dictionaries, for useSectionT(ONSITE_TEXT) on site_purchase, site-list and site-ticket. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type OnSiteMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const ONSITE_TEXT: SectionDictionaries<OnSiteMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
