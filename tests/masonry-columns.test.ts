import { masonryColumns, tileHeight } from '../src/components/show-list/masonry-columns'

describe('waterfall columns (home layout component WATERFALL)', () => {
  it('puts each show in the shorter column, keeping feed order down each column', () => {
    const heights: Record<string, number> = { a: 3, b: 1, c: 1, d: 1, e: 2 }
    const cols = masonryColumns(Object.keys(heights), (k) => heights[k])
    expect(cols).toEqual([
      ['a', 'e'],
      ['b', 'c', 'd']
    ])
  })

  it('starts with the first show in the first column and handles an empty feed', () => {
    expect(masonryColumns(['x'], () => 1)[0]).toEqual(['x'])
    expect(masonryColumns([], () => 1)).toEqual([[], []])
  })

  it('counts a long name as two lines', () => {
    expect(tileHeight({ showName: '一二三四五六七八九十十一' })).toBeGreaterThan(tileHeight({ showName: '短名' }))
  })
})
