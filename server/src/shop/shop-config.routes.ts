/** The merchant's shop configuration (product.md section 3, "Shop configuration"). */
import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import { ok } from '../http/envelope'

export async function shopConfig(db: Queryable, merchantId: string): Promise<unknown> {
  const rows = await db.query<{ config: unknown }>('SELECT config FROM merchants WHERE id = $1', [merchantId])
  if (!rows.length) throw new AppError('MERCHANT_NOT_FOUND')
  return rows[0].config
}

export function registerShopConfigRoutes(app: FastifyInstance, db: Queryable, production: boolean): void {
  for (const path of ['/home/pub/v5/shop/configs', '/home/pub/v3/shops/get']) {
    app.get(path, { schema: { tags: ['shop'] } }, async (request) => ok(await shopConfig(db, request.merchantId)))
  }
  // The same service desk for every show of the merchant; bizShowId is accepted for shows that get their own later.
  app.get(
    '/show/pub/v1/customer_service',
    { schema: { tags: ['shop'], querystring: { type: 'object', properties: { bizShowId: { type: 'string', maxLength: 40 } } } } },
    async (request) => ok(((await shopConfig(db, request.merchantId)) as { customerServiceConfigVO?: unknown }).customerServiceConfigVO ?? null)
  )

  // Until the merchant console exists: how long an unpaid order holds its tickets, set outside production
  // (the browser journey that watches a reserve countdown run out uses a short one).
  if (!production) {
    app.post<{ Body: { orderReserveMinutes: number } }>(
      '/dev/shop_config',
      {
        schema: {
          tags: ['dev'],
          body: { type: 'object', required: ['orderReserveMinutes'], additionalProperties: false, properties: { orderReserveMinutes: { type: 'number', minimum: 0.25, maximum: 120 } } }
        }
      },
      async (r) => {
        await db.query('UPDATE merchants SET config = config || $2::jsonb WHERE id = $1', [r.merchantId, JSON.stringify({ orderReserveMinutes: r.body.orderReserveMinutes })])
        return ok(await shopConfig(db, r.merchantId))
      }
    )
  }
}
