/** GET /buyer/buyer/v1/annual_review?year=YYYY: the logged-in buyer's year at this shop. Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Int, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { ANNUAL_REVIEW_PATH } from '../../../types/api/annual-review'
import type { AnnualReviewService } from './annual-review.service'

const ReviewQuery = Type.Object({ year: Type.Optional(Int(2000, 2100)) })
type ReviewQuery = Static<typeof ReviewQuery>

export function registerAnnualReviewRoutes(app: FastifyInstance, reviews: AnnualReviewService, now: () => Date): void {
  app.get<{ Querystring: ReviewQuery }>(ANNUAL_REVIEW_PATH, { schema: { tags: ['annual-review'], querystring: ReviewQuery } }, async (r) =>
    ok(await reviews.review(r.query.year, { userId: requireUser(r).userId, merchantId: r.merchantId, locale: r.locale, now: now() }))
  )
}
