/** The member section's dictionaries (section-i18n.ts): imported by the membership pages and the mine page's popups. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type MemberMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const MEMBER_TEXT: SectionDictionaries<MemberMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
