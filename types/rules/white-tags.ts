/**
 * White tags (product.md Show "whiteTags"; docs/show-calls.md): the buyers a restricted show is sold to,
 * each written by the merchant as a mainland phone number or a buyer id. This is how one tag is kept, so
 * "139 0000 0001", "+86 13900000001" and "13900000001" are one tag. Whether a buyer is on a list is one
 * statement of show-access/show-access.repository.ts `check` (by id, or by the phone's digits).
 */
import { SEAT_PAGE_URL_MAX, WHITE_TAG_MAX, WHITE_TAGS_MAX } from '../api/show-calls'

const PHONE_LIKE = /^\+?[\d\s-]+$/

/** The tag as stored: a phone-like tag as its digits without the 86 country code; an id trimmed. Empty: no tag. */
export function normalWhiteTag(raw: string): string {
  const tag = raw.trim()
  if (!PHONE_LIKE.test(tag)) return tag
  const digits = tag.replace(/\D/g, '')
  return digits.length === 13 && digits.startsWith('86') ? digits.slice(2) : digits
}

/** The console's list as stored: normalised, blank lines out, each once, in the order written. */
export function whiteTagList(raw: readonly string[]): { tags: string[]; problem?: 'TOO_MANY' | 'TOO_LONG' } {
  const tags = [...new Set(raw.map(normalWhiteTag).filter(Boolean))]
  if (tags.length > WHITE_TAGS_MAX) return { tags, problem: 'TOO_MANY' }
  if (tags.some((t) => t.length > WHITE_TAG_MAX)) return { tags, problem: 'TOO_LONG' }
  return { tags }
}

/** A third-party seat page must be an https address (the web view opens no other). */
export function seatPageUrlProblem(url: string): 'NOT_HTTPS' | 'TOO_LONG' | undefined {
  if (url.length > SEAT_PAGE_URL_MAX) return 'TOO_LONG'
  try {
    return new URL(url).protocol === 'https:' && url.startsWith('https://') ? undefined : 'NOT_HTTPS'
  } catch {
    return 'NOT_HTTPS'
  }
}
