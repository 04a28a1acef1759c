/** The for-you section's dictionaries, for useSectionT(FOR_YOU_TEXT) on home's per-buyer components. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type ForYouMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const FOR_YOU_TEXT: SectionDictionaries<ForYouMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
