/** The base level's name while a merchant has set no levels: every buyer is a member (member-rules.ts). */
import type { Locale } from '../http/texts'

export const BASE_LEVEL_ID = 'BASE'

const BASE_LEVEL_NAME: Record<Locale, string> = { 'zh-CN': '普通会员', 'zh-MO': '普通會員', 'en-US': 'Member' }

export const baseLevelName = (locale: Locale): string => BASE_LEVEL_NAME[locale]
