/** The codes section's dictionaries, for useSectionT(CODES_TEXT) on the scan page and mine's reminder card. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type CodesMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const CODES_TEXT: SectionDictionaries<CodesMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
