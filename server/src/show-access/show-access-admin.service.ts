/**
 * The console's access settings of one show: its white tags (the buyers it is sold to; none: everyone),
 * its own policies over the merchant's defaults, and each session's third-party seat page. One save
 * writes them all in one transaction with its audit row; a refused input writes nothing.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import { textIn } from '../http/texts'
import type { AuditRepository } from '../staff/audit.repository'
import type { PolicyRepository } from '../policy/policy.repository'
import { presentAdminPolicies } from '../policy/policy.presenter'
import { checkPolicyInputs, policyContent } from '../policy/policy.service'
import { seatPageUrlProblem, whiteTagList } from '../../../types/rules/white-tags'
import type { AdminShowAccess, ShowAccessInput } from '../../../types/api/show-calls'
import { ShowAccessRepository } from './show-access.repository'

export class ShowAccessAdminService {
  constructor(
    private readonly db: Db,
    private readonly auditOn: (q: Queryable) => AuditRepository,
    /** The policy area's repository, where a show's own policies are kept. */
    private readonly policiesOn: (q: Queryable) => PolicyRepository
  ) {}

  async get(merchantId: string, showId: string, q: Queryable = this.db): Promise<AdminShowAccess> {
    const repo = new ShowAccessRepository(q)
    if (!(await repo.showOf(merchantId, showId))) throw new AppError('SHOW_NOT_FOUND')
    const [whiteTags, policies, sessions] = await Promise.all([
      repo.whiteTags(showId),
      this.policiesOn(q).ofShow(showId),
      repo.seatPages(showId)
    ])
    return {
      showId,
      whiteTags,
      policies: presentAdminPolicies(policies),
      sessions: sessions.map((s) => ({
        sessionId: s.session_id,
        sessionName: textIn(s.name, 'zh-CN'),
        startTime: new Date(s.starts_at).getTime(),
        seatPageUrl: s.seat_page_url
      }))
    }
  }

  async put(merchantId: string, staffId: string, showId: string, input: ShowAccessInput, now: Date): Promise<AdminShowAccess> {
    const { tags, problem } = whiteTagList(input.whiteTags)
    if (problem) throw new AppError('WHITE_TAGS_INVALID', { reason: problem })
    checkPolicyInputs(input.policies)
    const policies = input.policies.map((p) => ({ kind: p.kind, content: policyContent(p) }))
    const seatPages = input.sessions.map((s) => ({ sessionId: s.sessionId, url: s.seatPageUrl?.trim() || null }))
    for (const s of seatPages) if (s.url && seatPageUrlProblem(s.url)) throw new AppError('SEAT_PAGE_URL_INVALID')
    await this.db.transaction(async (tx) => {
      const before = await this.get(merchantId, showId, tx)
      const repo = new ShowAccessRepository(tx)
      const policyRepo = this.policiesOn(tx)
      await repo.replaceWhiteTags(showId, tags)
      for (const p of policies) await policyRepo.putOfShow(showId, p.kind, p.content, now)
      for (const s of seatPages) if (!(await repo.setSeatPage(showId, s.sessionId, s.url))) throw new AppError('NOT_FOUND')
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'catalogue.show-access', target: showId, before, after: { whiteTags: tags, policies, seatPages } },
        now
      )
    })
    return this.get(merchantId, showId)
  }
}
