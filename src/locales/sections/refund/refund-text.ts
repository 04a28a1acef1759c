/** The refund section's three dictionaries (section-i18n.ts): only the order subpackage's refund pages import it. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type RefundMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const REFUND_TEXT: SectionDictionaries<RefundMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
