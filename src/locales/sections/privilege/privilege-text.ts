/** The privilege section's dictionaries, for useSectionT(PRIVILEGE_TEXT) on the privilege page. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type PrivilegeMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const PRIVILEGE_TEXT: SectionDictionaries<PrivilegeMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
