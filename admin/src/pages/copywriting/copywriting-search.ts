/**
 * Finding a text to change: the merchant knows the words the app shows, not its keys, so a search matches
 * the bundled text in any language, the merchant's own override, or the key; case and spaces aside.
 */
import type { AdminCopywritingEntry } from '../../../../types/api/copywriting'
import type { CopywritingInput } from '../../../../types/api/copywriting'
import { LOCALES } from '../../../../types/rules/language-tag'

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, '')

export function matchingEntries(entries: readonly AdminCopywritingEntry[], query: string): AdminCopywritingEntry[] {
  const q = fold(query)
  if (!q) return [...entries]
  return entries.filter((e) =>
    [e.key, ...Object.values(e.bundled), ...Object.values(e.overrides)].some((text) => fold(text ?? '').includes(q))
  )
}

/** The form's three boxes as the call's body: a blank box goes back to the bundled text (null). */
export function copywritingInputOf(values: Partial<Record<(typeof LOCALES)[number], string>>): CopywritingInput {
  return Object.fromEntries(LOCALES.map((l) => [l, values[l]?.trim() ? values[l] : null]))
}
