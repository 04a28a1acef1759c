/** Address routes under /buyer/v3/user/addresses, and the public region tree the picker walks. Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { ADDRESS_DETAIL_MAX, NAME_MAX } from '../../../types/rules/account-rules'
import type { ShopConfig } from '../../../types/shop-config'
import type { AddressService } from './address.service'
import { childrenOf } from './region-tree'

// The recipient and the detail are checked by the rules (NAME_MAX, ADDRESS_DETAIL_MIN-MAX once trimmed, each
// with its own message); the schema leaves room for the spaces the rules trim.
const AddressBody = Type.Object({
  recipient: Str(NAME_MAX * 2),
  countryCode: Type.Optional(Str(6)),
  cellphone: Str(20),
  provinceCode: Str(12),
  cityCode: Str(12),
  districtCode: Str(12),
  streetCode: Type.Optional(Str(16)),
  detail: Str(ADDRESS_DETAIL_MAX * 2),
  isDefault: Type.Optional(Type.Boolean())
})
type AddressBody = Static<typeof AddressBody>
const IdParams = Type.Object({ id: Str(40, { minLength: 1 }) })
type IdParams = Static<typeof IdParams>
const RegionQuery = Type.Object({ parentCode: Str(16, { default: '' }) })
type RegionQuery = Static<typeof RegionQuery>

export function registerAddressRoutes(
  app: FastifyInstance,
  addresses: AddressService,
  shopConfig: (merchantId: string) => Promise<ShopConfig>,
  now: () => Date
): void {
  const tags = ['address']
  const undeliverable = async (merchantId: string) => (await shopConfig(merchantId)).undeliverableProvinceCodes ?? []
  const base = '/user/buyer/v3/user/addresses'

  app.get<{ Querystring: RegionQuery }>('/user/pub/v1/regions', { schema: { tags, querystring: RegionQuery } }, async (r) =>
    ok(childrenOf(r.query.parentCode ?? '').map((region) => ({ code: region.code, name: region.name, level: region.level })))
  )

  app.get(base, { schema: { tags } }, async (r) => ok(await addresses.list(requireUser(r).userId)))
  app.get<{ Params: IdParams }>(`${base}/:id/detail`, { schema: { tags, params: IdParams } }, async (r) =>
    ok(await addresses.detail(requireUser(r).userId, r.params.id))
  )
  app.post<{ Body: AddressBody }>(base, { schema: { tags, body: AddressBody } }, async (r) =>
    ok(await addresses.create(requireUser(r).userId, r.body, await undeliverable(r.merchantId), now()))
  )
  app.put<{ Params: IdParams; Body: AddressBody }>(`${base}/:id`, { schema: { tags, params: IdParams, body: AddressBody } }, async (r) =>
    ok(await addresses.update(requireUser(r).userId, r.params.id, r.body, await undeliverable(r.merchantId)))
  )
  app.post<{ Params: IdParams }>(`${base}/:id/default`, { schema: { tags, params: IdParams } }, async (r) =>
    ok(await addresses.makeDefault(requireUser(r).userId, r.params.id))
  )
  app.delete<{ Params: IdParams }>(`${base}/:id`, { schema: { tags, params: IdParams } }, async (r) => {
    await addresses.remove(requireUser(r).userId, r.params.id)
    return ok(true)
  })
}
