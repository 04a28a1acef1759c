/** The vote section's dictionaries, for useSectionT(VOTE_TEXT) on the vote and topic pages. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type VoteMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const VOTE_TEXT: SectionDictionaries<VoteMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
