/** The login-extra section's dictionaries, for useSectionT(LOGIN_EXTRA_TEXT) on the bsauth and douyin_auth pages. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type LoginExtraMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const LOGIN_EXTRA_TEXT: SectionDictionaries<LoginExtraMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
