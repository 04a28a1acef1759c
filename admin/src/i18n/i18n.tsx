/**
 * The console's language: zh-CN, zh-MO (Macao wording) or en-US, chosen in the header and remembered in
 * localStorage; the browser's language picks the first one. The gateway answers in the same language.
 */
import { createContext, useCallback, useContext, useMemo, useState, type PropsWithChildren } from 'react'
import { enUS, type MessageKey, type Messages } from './en-US'
import { zhCN } from './zh-CN'
import { zhMO } from './zh-MO'
import { setClientLanguage } from '../api/admin-client'

export type ConsoleLocale = 'zh-CN' | 'zh-MO' | 'en-US'
export const CONSOLE_LOCALES: readonly ConsoleLocale[] = ['zh-CN', 'zh-MO', 'en-US']
export const LOCALE_NAMES: Record<ConsoleLocale, string> = { 'zh-CN': '简体中文', 'zh-MO': '繁體中文（澳門）', 'en-US': 'English' }

const MESSAGES: Record<ConsoleLocale, Messages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
/** The gateway's `lang` query values (types/api/staff.ts). */
const API_LANG: Record<ConsoleLocale, string> = { 'zh-CN': 'zh', 'zh-MO': 'zh-MO', 'en-US': 'en' }
const STORAGE_KEY = 'stagedoor.admin.locale'

export function pickLocale(stored: string | null, browser: string | undefined): ConsoleLocale {
  if (stored && (CONSOLE_LOCALES as readonly string[]).includes(stored)) return stored as ConsoleLocale
  const b = (browser ?? '').toLowerCase()
  if (b.startsWith('zh-mo') || b.startsWith('zh-hk') || b.startsWith('zh-tw') || b.includes('hant')) return 'zh-MO'
  if (b.startsWith('zh')) return 'zh-CN'
  return 'en-US'
}

export function format(text: string, values?: Record<string, string | number>): string {
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

interface I18n {
  locale: ConsoleLocale
  setLocale(locale: ConsoleLocale): void
  t: Translate
}

const I18nContext = createContext<I18n | undefined>(undefined)

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

export function I18nProvider({ children }: PropsWithChildren) {
  const [locale, setLocaleState] = useState<ConsoleLocale>(() => pickLocale(readStoredLocale(), navigator.language))
  const messages = MESSAGES[locale]
  setClientLanguage(API_LANG[locale], messages['common.networkError'])
  const setLocale = useCallback((next: ConsoleLocale) => {
    try {
      localStorage.setItem(STORAGE_KEY, next)
    } catch {
      // private mode: the choice lasts for this page only
    }
    document.documentElement.lang = next
    setLocaleState(next)
  }, [])
  const value = useMemo<I18n>(
    () => ({ locale, setLocale, t: (key, values) => format(messages[key], values) }),
    [locale, setLocale, messages]
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n outside I18nProvider')
  return value
}
