/** The coupon section's dictionaries (section-i18n.ts): imported only by the coupon card and the coupon pages. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type CouponMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const COUPON_TEXT: SectionDictionaries<CouponMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
