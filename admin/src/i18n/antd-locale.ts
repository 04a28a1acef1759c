/** antd's own texts per console language; Macao uses the traditional Hong Kong pack. */
import zhCN from 'antd/es/locale/zh_CN'
import zhHK from 'antd/es/locale/zh_HK'
import enUS from 'antd/es/locale/en_US'
import type { Locale } from 'antd/es/locale'
import type { ConsoleLocale } from './i18n'

export const ANTD_LOCALES: Record<ConsoleLocale, Locale> = { 'zh-CN': zhCN, 'zh-MO': zhHK, 'en-US': enUS }
