/**
 * Copywriting (product.md "Copywriting": key and value texts with {placeholder} substitution): a merchant
 * may replace any text of the app's bundled dictionary, per language. Shared by the gateway (which refuses
 * an override that loses or invents a placeholder), the console's form (the same check before saving) and
 * the app (which checks again before showing one: a build older or newer than the gateway may have a key
 * whose placeholders changed, and then its own text is the safe one).
 */
import { LOCALES, type Locale } from './language-tag'

/** The longest override the console takes (the longest bundled text is far shorter). */
export const COPYWRITING_TEXT_MAX = 500

/** A language's overrides: dictionary key (`section.name`) → text. */
export type CopywritingTexts = Record<string, string>
/** The reply of GET copywriting/config: each language's overrides, only languages that have some. */
export type CopywritingOverrides = Partial<Record<Locale, CopywritingTexts>>

export type OverrideProblem = 'empty' | 'too_long' | 'braces' | 'placeholders'

/** Index just past the `}` closing the `{` at start (nested braces counted), or -1. */
function closingBrace(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i + 1
  }
  return -1
}

/** Whether every brace is closed and none closes what was never opened. */
function bracesBalance(text: string): boolean {
  let depth = 0
  for (const ch of text) {
    if (ch === '{') depth++
    else if (ch === '}' && --depth < 0) return false
  }
  return depth === 0
}

function collect(text: string, into: Set<string>): void {
  let i = 0
  while (i < text.length) {
    const open = text.indexOf('{', i)
    if (open < 0) return
    const end = closingBrace(text, open)
    if (end < 0) return
    const inner = text.slice(open + 1, end - 1)
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner)
    if (plural) {
      into.add(plural[1])
      // The branches' own placeholders count too ("{count, plural, other {# in {city}}}").
      const body = plural[2]
      for (let at = body.indexOf('{'); at >= 0;) {
        const close = closingBrace(body, at)
        if (close < 0) break
        collect(body.slice(at + 1, close - 1), into)
        at = body.indexOf('{', close)
      }
    } else if (/^\s*\w+\s*$/.test(inner)) into.add(inner.trim())
    i = end
  }
}

/** The names a text fills in, sorted: `{time}` and the counted name of `{count, plural, ...}`. */
export function placeholderNames(text: string): string[] {
  const names = new Set<string>()
  collect(text, names)
  return [...names].sort()
}

/**
 * Why an override of `bundled` cannot be kept, or undefined. It must fill in exactly the bundled text's
 * placeholders: one lost shows the raw value missing ("Closes "), one invented shows `{name}` to buyers.
 */
export function overrideProblem(bundled: string, override: string): OverrideProblem | undefined {
  if (override.trim() === '') return 'empty'
  if (override.length > COPYWRITING_TEXT_MAX) return 'too_long'
  if (!bracesBalance(override)) return 'braces'
  const want = placeholderNames(bundled).join(',')
  return placeholderNames(override).join(',') === want ? undefined : 'placeholders'
}

/** The text to show: the merchant's override when it keeps the bundled text's placeholders, else the bundled one. */
export function overriddenText(bundled: string, override: string | undefined): string {
  return override !== undefined && overrideProblem(bundled, override) === undefined ? override : bundled
}

/**
 * The overrides an app build may show: keys its dictionary has, each keeping that text's placeholders.
 * `bundled` is the build's reference (zh-CN) dictionary, flattened: every language of it fills in the same
 * placeholders (tests/copywriting-rules.test.ts checks the three dictionaries agree).
 */
export function validOverrides(overrides: CopywritingOverrides, bundled: CopywritingTexts): CopywritingOverrides {
  const kept: CopywritingOverrides = {}
  for (const locale of LOCALES) {
    // Read from storage or the network: anything but a table of strings is dropped here.
    const texts: unknown = overrides[locale]
    if (typeof texts !== 'object' || texts === null) continue
    const valid = Object.entries(texts).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && bundled[entry[0]] !== undefined && overrideProblem(bundled[entry[0]], entry[1]) === undefined
    )
    if (valid.length > 0) kept[locale] = Object.fromEntries(valid)
  }
  return kept
}

/** A nested dictionary as `section.name` → text (what an override's key names). */
export function flattenDictionary(dictionary: object, prefix = ''): CopywritingTexts {
  const out: CopywritingTexts = {}
  for (const [name, value] of Object.entries(dictionary)) {
    const key = prefix ? `${prefix}.${name}` : name
    if (typeof value === 'string') out[key] = value
    else if (typeof value === 'object' && value !== null) Object.assign(out, flattenDictionary(value, key))
  }
  return out
}
