/** The tied goods section's dictionaries (section-i18n.ts): imported by confirm order and the order pages that show tied goods. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type TiedMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const TIED_TEXT: SectionDictionaries<TiedMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
