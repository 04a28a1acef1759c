/** The ticket-transfer section's dictionaries, for useSectionT(TRANSFER_TEXT) in the transfer pages. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type TransferMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const TRANSFER_TEXT: SectionDictionaries<TransferMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
