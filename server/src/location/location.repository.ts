/** Provinces, cities and districts. */
import type { Queryable } from '../db/db'
import type { Texts } from '../http/texts'

export interface CityRow {
  id: string
  province_id: string
  name: Texts
  pinyin: string
  lat: number
  lng: number
}

export class LocationRepository {
  constructor(private readonly db: Queryable) {}

  provinces() {
    return this.db.query<{ id: string; name: Texts }>('SELECT id, name FROM provinces ORDER BY id')
  }

  cities(provinceId?: string) {
    return provinceId
      ? this.db.query<CityRow>('SELECT id, province_id, name, pinyin, lat, lng FROM cities WHERE province_id = $1 ORDER BY sort', [
          provinceId
        ])
      : this.db.query<CityRow>('SELECT id, province_id, name, pinyin, lat, lng FROM cities ORDER BY sort')
  }

  districts(cityId: string) {
    return this.db.query<{ id: string; name: Texts }>('SELECT id, name FROM districts WHERE city_id = $1 ORDER BY id', [cityId])
  }
}
