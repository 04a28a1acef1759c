/** The promotion section's dictionaries (section-i18n.ts): imported only by the show page's promotion row and the package pages. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type PromotionMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const PROMOTION_TEXT: SectionDictionaries<PromotionMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
