/** Favourite shows (show detail's heart): add, remove, whether one is a favourite, and the list. */
import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../db/db'
import { ok } from '../http/envelope'
import { AppError } from '../http/app-error'
import { requireUser } from '../account/auth-hook'

const showParams = { type: 'object', required: ['showId'], properties: { showId: { type: 'string', minLength: 1, maxLength: 40 } } } as const

export function registerFavouriteRoutes(app: FastifyInstance, db: Queryable, now: () => Date): void {
  const tags = ['favourite']
  const base = '/buyer/buyer/v1/favourite_shows'

  app.get<{ Params: { showId: string } }>(`${base}/:showId`, { schema: { tags, params: showParams } }, async (r) => {
    const rows = await db.query('SELECT 1 FROM favourite_shows WHERE user_id = $1 AND show_id = $2', [requireUser(r).userId, r.params.showId])
    return ok({ showId: r.params.showId, favourite: rows.length > 0 })
  })

  app.put<{ Params: { showId: string } }>(`${base}/:showId`, { schema: { tags, params: showParams } }, async (r) => {
    const userId = requireUser(r).userId
    const show = await db.query('SELECT 1 FROM shows WHERE id = $1 AND merchant_id = $2', [r.params.showId, r.merchantId])
    if (!show.length) throw new AppError('SHOW_NOT_FOUND')
    await db.query('INSERT INTO favourite_shows (user_id, show_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, r.params.showId, now()])
    return ok({ showId: r.params.showId, favourite: true })
  })

  app.delete<{ Params: { showId: string } }>(`${base}/:showId`, { schema: { tags, params: showParams } }, async (r) => {
    await db.query('DELETE FROM favourite_shows WHERE user_id = $1 AND show_id = $2', [requireUser(r).userId, r.params.showId])
    return ok({ showId: r.params.showId, favourite: false })
  })

  app.get(base, { schema: { tags } }, async (r) => {
    const rows = await db.query<{ show_id: string }>('SELECT show_id FROM favourite_shows WHERE user_id = $1 ORDER BY created_at DESC LIMIT 200', [requireUser(r).userId])
    return ok(rows.map((row) => row.show_id))
  })
}
