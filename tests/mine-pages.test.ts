/**
 * The favourites page's paging and removal (brief: "favorite-show: the buyer's favourite shows list ...
 * paging, remove from favourites"), the site code page's reading of a scan (product.md "Site and city";
 * brief: "scanning/entering a site code ... opens the venue's on-sale shows") and the annual review's
 * year parameter.
 */
import { appendFavourites, nextFavouriteOffset, withoutFavourite } from '../src/subpackages/user/favorite-show/favourite-pages'
import { codeFromScan } from '../src/subpackages/user/site-code/site-code-input'
import { yearParam } from '../src/subpackages/user/annual-review/review-link'
import type { FavouriteCardsPage } from '../types/api/favourite'

const page = (ids: string[], total: number, hasMore: boolean): FavouriteCardsPage => ({
  list: ids.map((showId) => ({ showId, showName: showId, posterUrl: '' })),
  total,
  hasMore
})

describe('favourites paging', () => {
  test('a next page is appended; a show already on screen (moved up a page meanwhile) is shown once', () => {
    const both = appendFavourites(page(['a', 'b'], 4, true), page(['b', 'c', 'd'], 4, false))
    expect(both.list.map((s) => s.showId)).toEqual(['a', 'b', 'c', 'd'])
    expect(both.hasMore).toBe(false)
    expect(appendFavourites(undefined, page(['x'], 1, false)).list).toHaveLength(1)
  })

  test('a removed show leaves the list at once with the total one less, and the next page starts after what is left', () => {
    const left = withoutFavourite(page(['a', 'b', 'c'], 30, true), 'b')
    expect(left.list.map((s) => s.showId)).toEqual(['a', 'c'])
    expect(left.total).toBe(29)
    expect(nextFavouriteOffset(left)).toBe(2)
    expect(withoutFavourite(left, 'zzz').total).toBe(29)
  })
})

describe('site code from a scan', () => {
  test.each([
    ['bl1106v1', 'BL1106V1'],
    [' BL1106V1 ', 'BL1106V1'],
    ['https://shop.example/site-code/hall-7?lang=en', 'HALL-7'],
    ['/subpackages/user/site-code/site-code?code=ab12', 'AB12'],
    ['https://shop.example/site-code/%E5%9C%BA', null],
    ['not a code', null],
    ['', null]
  ])('%s reads as %s', (text, code) => {
    expect(codeFromScan(text)).toBe(code)
  })
})

test('the annual review reads a year from its link only when it is one', () => {
  expect(yearParam('2026')).toBe(2026)
  expect(yearParam(undefined)).toBeUndefined()
  expect(yearParam('1999')).toBeUndefined()
  expect(yearParam('2026.5')).toBeUndefined()
  expect(yearParam('soon')).toBeUndefined()
})
