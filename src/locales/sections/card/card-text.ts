/** The card section's dictionaries (section-i18n.ts): imported only by the card pages and the card rows of other pages. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type CardMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const CARD_TEXT: SectionDictionaries<CardMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
