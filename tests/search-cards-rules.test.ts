/**
 * Issue #14 items 10 and 12, the plain rules: "show matches in other cities below, with their city"
 * (when and how they are grouped: types/rules/search-elsewhere.ts) and "'N人想看'" formatted per language
 * ("1.2万人想看", "12.3k want to see", zh-MO Traditional: types/rules/compact-count.ts).
 */
import { compactCount } from '../types/rules/compact-count'
import { FEW_IN_CITY, groupByCity, wantsElsewhere } from '../types/rules/search-elsewhere'
import zhCN from '../types/locales/zh-CN'
import zhMO from '../types/locales/zh-MO'
import enUS from '../types/locales/en-US'
import { format } from '../src/locales/i18n'

describe('"N人想看" per language', () => {
  test.each([
    [0, '0', '0', '0'],
    [999, '999', '999', '999'],
    [1000, '1000', '1000', '1k'],
    [9999, '9999', '9999', '9.9k'],
    [12345, '1.2万', '1.2萬', '12.3k'],
    [12999, '1.2万', '1.2萬', '12.9k'],
    [20000, '2万', '2萬', '20k'],
    [125000, '12.5万', '12.5萬', '125k'],
    [2_345_678, '234.5万', '234.5萬', '2.3M'],
    [123_456_789, '1.2亿', '1.2億', '123.4M']
  ])('%d reads %s / %s / %s, never rounded up', (n, zh, mo, en) => {
    expect(compactCount(n, 'zh-CN')).toBe(zh)
    expect(compactCount(n, 'zh-MO')).toBe(mo)
    expect(compactCount(n, 'en-US')).toBe(en)
  })

  test('the dictionaries give the words around it', () => {
    expect(format(zhCN.show_detail.want_count, { count: compactCount(12345, 'zh-CN') })).toBe('1.2万人想看')
    expect(format(zhMO.show_detail.want_count, { count: compactCount(12345, 'zh-MO') })).toBe('1.2萬人想看')
    expect(format(enUS.show_detail.want_count, { count: compactCount(12345, 'en-US') })).toBe('12.3k want to see')
  })

  test('zh-MO says 搜尋, as Macao does, not 搜索', () => {
    expect(JSON.stringify(zhMO.search)).not.toContain('搜索')
    expect(zhMO.search.trending).toBe('熱門搜尋')
  })
})

describe('"\'星河\' in 北京: no result, 7 elsewhere: show matches in other cities below, with their city"', () => {
  test('looked for on the first page of a keyword search in a city that finds fewer than FEW_IN_CITY', () => {
    expect(wantsElsewhere({ keyword: '星河', cityId: 'BL1101', offset: 0, inCityTotal: 0 })).toBe(true)
    expect(wantsElsewhere({ keyword: '星河', cityId: 'BL1101', offset: 0, inCityTotal: FEW_IN_CITY - 1 })).toBe(true)
    expect(wantsElsewhere({ keyword: '星河', cityId: 'BL1101', offset: 0, inCityTotal: FEW_IN_CITY })).toBe(false)
    expect(wantsElsewhere({ keyword: '星河', cityId: 'BL1101', offset: 20, inCityTotal: 0 })).toBe(false)
    expect(wantsElsewhere({ keyword: ' ', cityId: 'BL1101', offset: 0, inCityTotal: 0 })).toBe(false)
    expect(wantsElsewhere({ keyword: '星河', offset: 0, inCityTotal: 0 })).toBe(false)
  })

  test('grouped by city: most matches first, ties in the order they came, shows keep their order', () => {
    const s = (id: string, cityId: string, cityName: string) => ({ id, cityId, cityName })
    const groups = groupByCity([
      s('a', 'SH', '上海'),
      s('b', 'GZ', '广州'),
      s('c', 'CD', '成都'),
      s('d', 'GZ', '广州'),
      s('e', 'SH', '上海'),
      s('f', 'GZ', '广州')
    ])
    expect(groups.map((g) => [g.cityName, g.shows.map((x) => x.id).join('')])).toEqual([
      ['广州', 'bdf'],
      ['上海', 'ae'],
      ['成都', 'c']
    ])
    expect(groupByCity([])).toEqual([])
  })
})
