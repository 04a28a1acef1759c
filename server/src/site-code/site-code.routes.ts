/** GET /show/pub/v1/site_codes/:code: the venue a scanned or typed site code names, with its shows on sale. Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Str, Type, type Static } from '../http/schema'
import type { SiteCodeService } from './site-code.service'

// Loose here (a scanned code may carry spaces or lower case); the service applies the one rule.
const CodeParams = Type.Object({ code: Str(40, { minLength: 1 }) })
type CodeParams = Static<typeof CodeParams>

export function registerSiteCodeRoutes(app: FastifyInstance, siteCodes: SiteCodeService, now: () => Date): void {
  app.get<{ Params: CodeParams }>('/show/pub/v1/site_codes/:code', { schema: { tags: ['show'], params: CodeParams } }, async (r) =>
    ok(await siteCodes.open(r.params.code, { merchantId: r.merchantId, locale: r.locale, now: now() }))
  )
}
