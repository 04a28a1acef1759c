/** The notices section's dictionaries (section-i18n.ts): imported by the announcement banner, announce-detail and shop-state. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type NoticesMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const NOTICES_TEXT: SectionDictionaries<NoticesMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
