/**
 * Work permits (issue #33 "Venue services"): the applicants' own login and calls, beside the buyers'
 * account (they share its SMS code machinery and the upload host, not its sessions). The console's
 * review and door calls are wired in admin/admin.plugin.ts.
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/db'
import type { ShopConfig } from '../../../types/shop-config'
import type { VerificationService } from '../account/verification.service'
import { secretStore } from '../account/secret-store'
import { isOwnWorkPermitPhoto, type UploadService } from '../upload/upload.service'
import { WorkPermitTokens } from '../work-permit/work-permit-token'
import { WorkPermitService } from '../work-permit/work-permit.service'
import { registerWorkPermitRoutes } from '../work-permit/work-permit.routes'

export function wireWorkPermits(
  app: FastifyInstance,
  deps: {
    db: Db
    verification: VerificationService
    uploads: UploadService
    shopConfig(merchantId: string): Promise<ShopConfig>
    now(): Date
  }
): void {
  const tokens = new WorkPermitTokens(secretStore(deps.db, 'work_permit_token_secret'))
  const permits = new WorkPermitService(deps.db, deps.verification, tokens, secretStore(deps.db, 'ticket_secret'), isOwnWorkPermitPhoto)
  registerWorkPermitRoutes(app, { permits, tokens, uploads: deps.uploads, shopConfig: deps.shopConfig, now: deps.now })
}
