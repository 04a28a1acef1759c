/**
 * "Add trending searches." What buyers searched for most over the last TRENDING_DAYS
 * (a keyword searched at least MIN_SEARCHES times and still finding a show), then, to fill the list (or
 * when there is no history yet), the hottest shows' names without their city ("星河乐队 巡回演唱会" from
 * "星河乐队 巡回演唱会 · 北京"), each a keyword that finds them. No keyword twice, TRENDING_LIMIT at most.
 */
export const TRENDING_DAYS = 7
export const TRENDING_LIMIT = 10
/**
 * Counts are kept this many days past the trending window before the sweeper deletes them: days are the
 * merchants' local days (a day either side of UTC), and a short history stays to look at after the window.
 */
export const SEARCH_TERMS_KEEP_MARGIN_DAYS = 7
export const MIN_SEARCHES = 2
/** Keywords are kept as the search route takes them: at most this long. */
export const TERM_MAX_CHARS = 50

export interface TrendingTerm {
  keyword: string
  /** SEARCHES: searched by buyers; SHOWS: a hot show's name, while searches are few. */
  source: 'SEARCHES' | 'SHOWS'
}

/** The form a search is counted under: trimmed, spaces collapsed, lower case; '' when nothing is left. */
export function normaliseTerm(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().toLowerCase().slice(0, TERM_MAX_CHARS).trim()
}

/** A show's name as a keyword: without the " · city" the catalogue ends names with. */
export function showNameTerm(name: string): string {
  const cut = name.lastIndexOf(' · ')
  return (cut > 0 ? name.slice(0, cut) : name).trim()
}

export function trendingTerms(
  history: ReadonlyArray<{ term: string; searches: number }>,
  hotShowNames: readonly string[],
  limit = TRENDING_LIMIT
): TrendingTerm[] {
  const seen = new Set<string>()
  const out: TrendingTerm[] = []
  const add = (keyword: string, source: TrendingTerm['source']) => {
    const key = normaliseTerm(keyword)
    if (!key || seen.has(key) || out.length >= limit) return
    seen.add(key)
    out.push({ keyword, source })
  }
  ;[...history]
    .filter((h) => h.searches >= MIN_SEARCHES)
    .sort((a, b) => b.searches - a.searches || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .forEach((h) => add(h.term, 'SEARCHES'))
  hotShowNames.forEach((name) => add(showNameTerm(name), 'SHOWS'))
  return out
}
