import { addToHistory, SEARCH_HISTORY_LIMIT } from '../src/subpackages/show/search/search-history'

describe('search history (kept locally)', () => {
  test('newest first, without duplicates, trimmed, blank ignored', () => {
    expect(addToHistory(['a', 'b'], ' b ')).toEqual(['b', 'a'])
    expect(addToHistory(['a'], '   ')).toEqual(['a'])
  })
  test(`keeps at most ${SEARCH_HISTORY_LIMIT} entries`, () => {
    const full = Array.from({ length: SEARCH_HISTORY_LIMIT }, (_, i) => `k${i}`)
    const next = addToHistory(full, 'new')
    expect(next.length).toBe(SEARCH_HISTORY_LIMIT)
    expect(next[0]).toBe('new')
    expect(next).not.toContain(`k${SEARCH_HISTORY_LIMIT - 1}`)
  })
})
