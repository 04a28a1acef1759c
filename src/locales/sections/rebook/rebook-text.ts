/** The rebook section's dictionaries (section-i18n.ts): imported only by the rebook-ticket page. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type RebookMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const REBOOK_TEXT: SectionDictionaries<RebookMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
