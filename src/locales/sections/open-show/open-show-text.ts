/** The open-show section's dictionaries, for useSectionT(OPEN_SHOW_TEXT) on the venue subpackage's open-show pages. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type OpenShowMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const OPEN_SHOW_TEXT: SectionDictionaries<OpenShowMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
