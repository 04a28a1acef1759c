/** Customer service and web view section dictionaries (section-i18n.ts): only the sheet and the web view page import this. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type ContactMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const CONTACT_TEXT: SectionDictionaries<ContactMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
