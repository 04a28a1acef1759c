/** The invoice section's three dictionaries (section-i18n.ts); only the invoice pages and order detail's entry import it. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type InvoiceMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const INVOICE_TEXT: SectionDictionaries<InvoiceMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
