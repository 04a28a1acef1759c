/** The place lists buyers pick from, and the city nearest to where they are. */
import type { CityRow, LocationRepository } from './location.repository'
import { nearestCity } from './nearest-city'

export class LocationService {
  constructor(private readonly repo: LocationRepository) {}

  provinces() {
    return this.repo.provinces()
  }

  /** One province's cities, or every city. */
  cities(provinceId?: string) {
    return this.repo.cities(provinceId)
  }

  districts(cityId: string) {
    return this.repo.districts(cityId)
  }

  async nearest(lat: number | undefined, lng: number | undefined): Promise<CityRow | undefined> {
    return nearestCity(await this.repo.cities(), lat, lng)
  }
}
