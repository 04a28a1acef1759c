/** Cities as the app reads them (types/api/show.ts City), named in the request's language. */
import { textIn, type Locale } from '../http/texts'
import type { CityRow } from './location.repository'

/**
 * The letter a city is listed under in the picker's A-Z index: a Chinese name by its pinyin (北京 under
 * B, 澳门 under A), an English one by its own first letter (Macao under M); '#' when neither is a letter.
 */
export function indexLetter(c: Pick<CityRow, 'name' | 'pinyin'>, locale: Locale): string {
  const source = locale === 'en-US' ? textIn(c.name, locale) : c.pinyin || textIn(c.name, 'en-US')
  const letter = source.trim().charAt(0).toUpperCase()
  return /^[A-Z]$/.test(letter) ? letter : '#'
}

export function presentCity(c: CityRow, locale: Locale) {
  return {
    id: c.id,
    cityId: c.id,
    provinceId: c.province_id,
    cityName: textIn(c.name, locale),
    pinyin: c.pinyin,
    indexLetter: indexLetter(c, locale),
    siteId: c.id,
    lat: c.lat,
    lng: c.lng
  }
}
