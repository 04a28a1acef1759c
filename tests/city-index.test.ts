/**
 * #9 item 13, "The city picker has 7 cities, no search, no A–Z index", and item 9, "en-US keeps '北京 ▾'
 * and 'Recently visited 北京'".
 */
import { cityNameIn, citySections, matchesCity } from '../src/location/city-index'
import type { City } from '../types/api/show'

const city = (cityId: string, cityName: string, pinyin: string, indexLetter: string): City => ({
  id: cityId,
  cityId,
  provinceId: 'p',
  cityName,
  pinyin,
  indexLetter
})
const ZH = [
  city('BL1106', '上海', 'shanghai', 'S'),
  city('BL1101', '北京', 'beijing', 'B'),
  city('BL1403', '深圳', 'shenzhen', 'S'),
  city('BL8200', '澳门', 'aomen', 'A')
]

describe('city picker', () => {
  test('search finds a city by its name, by pinyin and by pinyin initials', () => {
    expect(matchesCity(ZH[1], '北京')).toBe(true)
    expect(matchesCity(ZH[1], '京')).toBe(true)
    expect(matchesCity(ZH[1], 'Beij')).toBe(true)
    expect(matchesCity(ZH[1], 'bj')).toBe(true)
    expect(matchesCity(ZH[0], 'bj')).toBe(false)
    expect(matchesCity(ZH[0], 'sz')).toBe(false)
    expect(matchesCity(ZH[2], 'sz')).toBe(true)
  })

  test("cities are listed under their A-Z letters in order, in the merchant's order within a letter; a search keeps only the matches", () => {
    expect(citySections(ZH).map((s) => [s.letter, s.cities.map((c) => c.cityName)])).toEqual([
      ['A', ['澳门']],
      ['B', ['北京']],
      ['S', ['上海', '深圳']]
    ])
    expect(citySections(ZH, 'sh').map((s) => s.cities.map((c) => c.cityName))).toEqual([['上海', '深圳']])
    expect(citySections(ZH, 'nowhere')).toEqual([])
  })

  test('a city without a letter goes under # at the end', () => {
    expect(citySections([city('X1', '某地', '', '#'), ZH[1]]).map((s) => s.letter)).toEqual(['B', '#'])
  })

  test('the chosen city is named in the current language once the list is loaded', () => {
    const en = [city('BL1101', 'Beijing', 'beijing', 'B')]
    expect(cityNameIn(en, 'BL1101', '北京')).toBe('Beijing')
    expect(cityNameIn(undefined, 'BL1101', '北京')).toBe('北京')
  })
})
