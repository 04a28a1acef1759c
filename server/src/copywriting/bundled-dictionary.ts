/**
 * The app's bundled texts as the gateway checks overrides against them: the same dictionary files the app
 * ships (src/locales/), so a key the app does not have cannot be overridden and each override keeps the
 * bundled text's placeholders. Flattened once, at first use.
 */
import zhCN from '../../../types/locales/zh-CN'
import zhMO from '../../../types/locales/zh-MO'
import enUS from '../../../types/locales/en-US'
import { flattenDictionary, type CopywritingTexts } from '../../../types/rules/copywriting-rules'
import type { Locale } from '../../../types/rules/language-tag'

let flat: Record<Locale, CopywritingTexts> | undefined

export function bundledTexts(): Record<Locale, CopywritingTexts> {
  flat ??= { 'zh-CN': flattenDictionary(zhCN), 'zh-MO': flattenDictionary(zhMO), 'en-US': flattenDictionary(enUS) }
  return flat
}
