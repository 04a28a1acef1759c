/** The ticket pages' dictionaries (section-i18n.ts): imported only by the ticket subpackage's pages. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type TicketsMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const TICKETS_TEXT: SectionDictionaries<TicketsMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
