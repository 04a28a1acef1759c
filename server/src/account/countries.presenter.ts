/** GET countries: the shop's phone areas (types/rules/countries.ts) as the login page reads them. */
import { offeredAreas } from '../../../types/rules/countries'
import type { Locale } from '../../../types/rules/language-tag'
import type { ShopConfig } from '../../../types/shop-config'
import type { CountriesReply } from '../../../types/api/user-calls'

export function presentCountries(shop: Pick<ShopConfig, 'supportLoginAreas'>, locale: Locale): CountriesReply {
  return {
    countries: offeredAreas(shop.supportLoginAreas).map((a) => ({
      code: a.code,
      iso: a.iso,
      name: a.names[locale],
      names: a.names,
      pattern: a.pattern,
      minLength: a.minLength,
      maxLength: a.maxLength,
      example: a.example
    }))
  }
}
