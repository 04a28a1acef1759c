/** Search history kept locally (product.md section 3, "Local storage"): newest first, no duplicates. */
import { pushRecent } from '../../../utils/recent-list'

export const SEARCH_HISTORY_LIMIT = 10

export function addToHistory(history: readonly string[], keyword: string, limit = SEARCH_HISTORY_LIMIT): string[] {
  const k = keyword.trim()
  if (!k) return [...history]
  return pushRecent(history, k, (a, b) => a === b, limit)
}
