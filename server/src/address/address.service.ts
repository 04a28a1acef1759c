/**
 * Delivery addresses (product.md section 5, "Address"): recipient and phone, a full region chain of real
 * codes down to the street, a detail of 12-100 characters, a province the merchant delivers to, and one
 * default (the first address becomes it).
 */
import { AppError } from '../http/app-error'
import type { Db, Queryable } from '../db/db'
import {
  isValidAddressDetail,
  isValidPersonName,
  isValidPhone,
  normalizeCountryCode,
  ADDRESS_DETAIL_MAX,
  ADDRESS_DETAIL_MIN
} from '../../../types/rules/account-rules'
import { AddressRepository, type AddressRow, type AddressWrite } from './address.repository'
import { resolveRegionPath } from './region-tree'
import { randomId } from '../account/token-codec'
import type { AddressInput } from '../../../types/api/user'

export const ADDRESS_MAX = 20

export function presentAddress(a: AddressRow) {
  return {
    id: a.id,
    addressId: a.id,
    recipient: a.recipient,
    countryCode: a.country_code,
    cellphone: a.cellphone,
    provinceCode: a.province_code,
    cityCode: a.city_code,
    districtCode: a.district_code,
    streetCode: a.street_code ?? '',
    regionText: a.region_text,
    detail: a.detail,
    fullAddress: `${a.region_text} ${a.detail}`,
    isDefault: a.is_default
  }
}

export class AddressService {
  constructor(private readonly db: Db) {}

  private repo(q: Queryable = this.db) {
    return new AddressRepository(q)
  }

  async list(userId: string) {
    return (await this.repo().list(userId)).map(presentAddress)
  }

  async detail(userId: string, id: string) {
    const row = await this.repo().byId(userId, id)
    if (!row) throw new AppError('NOT_FOUND')
    return presentAddress(row)
  }

  async create(userId: string, input: AddressInput, undeliverable: string[], now: Date) {
    const write = this.check(input, undeliverable)
    const id = randomId('adr_')
    await this.db.transaction(async (tx) => {
      const repo = this.repo(tx)
      const count = await repo.count(userId)
      if (count >= ADDRESS_MAX) throw new AppError('ADDRESS_LIMIT', { max: ADDRESS_MAX })
      await repo.insert(userId, id, write, now)
      if (write.isDefault || count === 0) await repo.makeDefault(userId, id)
    })
    return this.detail(userId, id)
  }

  async update(userId: string, id: string, input: AddressInput, undeliverable: string[]) {
    const write = this.check(input, undeliverable)
    await this.db.transaction(async (tx) => {
      const repo = this.repo(tx)
      if (!(await repo.update(userId, id, write))) throw new AppError('NOT_FOUND')
      if (write.isDefault) await repo.makeDefault(userId, id)
    })
    return this.detail(userId, id)
  }

  async makeDefault(userId: string, id: string) {
    await this.db.transaction(async (tx) => {
      const repo = this.repo(tx)
      if (!(await repo.byId(userId, id))) throw new AppError('NOT_FOUND')
      await repo.makeDefault(userId, id)
    })
    return this.detail(userId, id)
  }

  /** Removing the default hands the flag to the newest remaining address. */
  async remove(userId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = this.repo(tx)
      const row = await repo.byId(userId, id)
      if (!row) throw new AppError('NOT_FOUND')
      await repo.remove(userId, id)
      if (row.is_default) {
        const next = (await repo.list(userId))[0]
        if (next) await repo.makeDefault(userId, next.id)
      }
    })
  }

  private check(input: AddressInput, undeliverable: string[]): AddressWrite & { isDefault: boolean } {
    const recipient = input.recipient.trim()
    if (!isValidPersonName(recipient)) throw new AppError('NAME_REQUIRED')
    const countryCode = normalizeCountryCode(input.countryCode || '86')
    if (!isValidPhone(input.cellphone, countryCode)) throw new AppError('PHONE_INVALID')
    const region = resolveRegionPath(input)
    if (!region) throw new AppError('REGION_REQUIRED')
    if (!isValidAddressDetail(input.detail)) throw new AppError('ADDRESS_DETAIL', { min: ADDRESS_DETAIL_MIN, max: ADDRESS_DETAIL_MAX })
    if (undeliverable.includes(region.province.code)) throw new AppError('UNDELIVERABLE')
    const names = [
      region.province.name,
      region.city.name === region.province.name ? '' : region.city.name,
      region.district.name,
      region.street?.name ?? ''
    ]
    return {
      recipient,
      country_code: countryCode,
      cellphone: input.cellphone,
      province_code: region.province.code,
      city_code: region.city.code,
      district_code: region.district.code,
      street_code: region.street?.code ?? null,
      region_text: names.filter(Boolean).join(' '),
      detail: input.detail.trim(),
      isDefault: input.isDefault === true
    }
  }
}
