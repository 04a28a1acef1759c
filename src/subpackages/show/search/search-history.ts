/** Search history kept locally (product.md section 3, "Local storage"): newest first, no duplicates. */
export const SEARCH_HISTORY_LIMIT = 10

export function addToHistory(history: readonly string[], keyword: string, limit = SEARCH_HISTORY_LIMIT): string[] {
  const k = keyword.trim()
  if (!k) return [...history]
  return [k, ...history.filter((h) => h !== k)].slice(0, limit)
}
