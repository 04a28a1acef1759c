/** Address routes under /buyer/v3/user/addresses, and the public region tree the picker walks. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import type { ShopConfig } from '../../../types/shop-config'
import type { AddressService } from './address.service'
import type { AddressInput } from '../../../types/api/user'
import { childrenOf } from './region-tree'

const addressBody = {
  type: 'object',
  required: ['recipient', 'cellphone', 'provinceCode', 'cityCode', 'districtCode', 'detail'],
  properties: {
    recipient: { type: 'string', maxLength: 60 },
    countryCode: { type: 'string', maxLength: 6 },
    cellphone: { type: 'string', maxLength: 20 },
    provinceCode: { type: 'string', maxLength: 12 },
    cityCode: { type: 'string', maxLength: 12 },
    districtCode: { type: 'string', maxLength: 12 },
    streetCode: { type: 'string', maxLength: 16 },
    detail: { type: 'string', maxLength: 200 },
    isDefault: { type: 'boolean' }
  }
} as const
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 40 } } } as const

export function registerAddressRoutes(app: FastifyInstance, addresses: AddressService, shopConfig: (merchantId: string) => Promise<ShopConfig>, now: () => Date): void {
  const tags = ['address']
  const undeliverable = async (merchantId: string) => (await shopConfig(merchantId)).undeliverableProvinceCodes ?? []
  const base = '/user/buyer/v3/user/addresses'

  app.get<{ Querystring: { parentCode?: string } }>(
    '/user/pub/v1/regions',
    { schema: { tags, querystring: { type: 'object', properties: { parentCode: { type: 'string', maxLength: 16, default: '' } } } } },
    async (r) => ok(childrenOf(r.query.parentCode ?? '').map((region) => ({ code: region.code, name: region.name, level: region.level })))
  )

  app.get(base, { schema: { tags } }, async (r) => ok(await addresses.list(requireUser(r).userId)))
  app.get<{ Params: { id: string } }>(`${base}/:id/detail`, { schema: { tags, params: idParams } }, async (r) => ok(await addresses.detail(requireUser(r).userId, r.params.id)))
  app.post<{ Body: AddressInput }>(base, { schema: { tags, body: addressBody } }, async (r) =>
    ok(await addresses.create(requireUser(r).userId, r.body, await undeliverable(r.merchantId), now()))
  )
  app.put<{ Params: { id: string }; Body: AddressInput }>(`${base}/:id`, { schema: { tags, params: idParams, body: addressBody } }, async (r) =>
    ok(await addresses.update(requireUser(r).userId, r.params.id, r.body, await undeliverable(r.merchantId)))
  )
  app.post<{ Params: { id: string } }>(`${base}/:id/default`, { schema: { tags, params: idParams } }, async (r) => ok(await addresses.makeDefault(requireUser(r).userId, r.params.id)))
  app.delete<{ Params: { id: string } }>(`${base}/:id`, { schema: { tags, params: idParams } }, async (r) => {
    await addresses.remove(requireUser(r).userId, r.params.id)
    return ok(true)
  })
}
