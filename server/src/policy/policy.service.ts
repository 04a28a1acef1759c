/**
 * Policies (calls-errors-limits.md "GET policy get_all_default_policy"): the merchant's default refund,
 * transfer, real-name and ticket-grab texts, which a show inherits kind by kind unless it sets its own
 * (policy-rules.ts). Buyers read the defaults and a show's effective policies (show detail's notes); the
 * console edits both, each change audited in the transaction that makes it.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import { keptTranslations, type Locale, type Texts } from '../http/texts'
import type { AuditRepository } from '../staff/audit.repository'
import { POLICY_KINDS, POLICY_TEXT_MAX, type AdminPolicy, type DefaultPolicy, type PolicyInput } from '../../../types/api/show-calls'
import { PolicyRepository, type PolicyRow } from './policy.repository'
import { effectivePolicies } from '../../../types/rules/show-calls-rules'
import { presentAdminPolicies, presentPolicy } from './policy.presenter'

/** A console input as stored: null when the zh-CN text is blank (the policy is removed). */
export function policyContent(input: PolicyInput): Texts | null {
  const zh = input.content.trim()
  if (!zh) return null
  if (zh.length > POLICY_TEXT_MAX) throw new AppError('POLICY_INVALID', { kind: input.kind })
  const t = keptTranslations(input.contentTexts)
  return { 'zh-CN': zh, 'zh-MO': t['zh-MO'] ?? '', 'en-US': t['en-US'] ?? '' }
}

/** One input per kind at most. */
export function checkPolicyInputs(inputs: PolicyInput[]): void {
  const seen = new Set<string>()
  for (const p of inputs) {
    if (!POLICY_KINDS.includes(p.kind) || seen.has(p.kind)) throw new AppError('POLICY_INVALID', { kind: String(p.kind) })
    seen.add(p.kind)
  }
}

export class PolicyService {
  constructor(
    private readonly db: Db,
    private readonly reads: Queryable = db,
    private readonly auditOn?: (q: Queryable) => AuditRepository
  ) {}

  async defaults(merchantId: string, locale: Locale): Promise<DefaultPolicy[]> {
    return (await new PolicyRepository(this.reads).defaults(merchantId)).map((r) => presentPolicy(r, locale))
  }

  /** The policies a show reads: its own per kind, else the merchant's default. */
  async ofShow(merchantId: string, showId: string, locale: Locale): Promise<DefaultPolicy[]> {
    const repo = new PolicyRepository(this.reads)
    const [own, defaults] = await Promise.all([repo.ofShow(showId), repo.defaults(merchantId)])
    return effectivePolicies<PolicyRow>(own, defaults).map((r) => presentPolicy(r, locale))
  }

  async adminDefaults(merchantId: string): Promise<AdminPolicy[]> {
    return presentAdminPolicies(await new PolicyRepository(this.db).defaults(merchantId))
  }

  async putDefaults(merchantId: string, staffId: string, inputs: PolicyInput[], now: Date): Promise<AdminPolicy[]> {
    const auditOn = this.auditOn
    if (!auditOn) throw new Error('PolicyService: console writes need the audit log')
    checkPolicyInputs(inputs)
    const writes = inputs.map((p) => ({ kind: p.kind, content: policyContent(p) }))
    await this.db.transaction(async (tx) => {
      const repo = new PolicyRepository(tx)
      const before = await repo.defaults(merchantId)
      for (const w of writes) await repo.putDefault(merchantId, w.kind, w.content, now)
      await auditOn(tx).write({ merchantId, staffId, action: 'catalogue.default-policies', target: merchantId, before, after: writes }, now)
    })
    return this.adminDefaults(merchantId)
  }
}
