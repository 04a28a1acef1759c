/** The reservation section's dictionaries, for useSectionT(RESERVE_TEXT) on the reserve pages. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type ReserveMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const RESERVE_TEXT: SectionDictionaries<ReserveMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
