/** The social section's dictionaries, for useSectionT(SOCIAL_TEXT) on the login-way page and the follow card. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type SocialMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const SOCIAL_TEXT: SectionDictionaries<SocialMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
