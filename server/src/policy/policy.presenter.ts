/** Policies as the app and the console read them: a kind's title per language, the text in the request's. */
import { textIn, type Locale, type Texts } from '../http/texts'
import type { AdminPolicy, DefaultPolicy, PolicyKind } from '../../../types/api/show-calls'
import { POLICY_KINDS } from '../../../types/api/show-calls'
import type { Translations } from '../../../types/api/translations'
import type { PolicyRow } from './policy.repository'

const TITLES: Record<PolicyKind, Record<Locale, string>> = {
  REFUND: { 'zh-CN': '退票规则', 'zh-MO': '退票規則', 'en-US': 'Refunds' },
  TRANSFER: { 'zh-CN': '转赠规则', 'zh-MO': '轉贈規則', 'en-US': 'Ticket transfers' },
  REAL_NAME: { 'zh-CN': '实名制说明', 'zh-MO': '實名制說明', 'en-US': 'Real-name tickets' },
  TICKET_GRAB: { 'zh-CN': '抢票须知', 'zh-MO': '搶票須知', 'en-US': 'Ticket sale rules' }
}

export function policyTitle(kind: PolicyKind, locale: Locale): string {
  return TITLES[kind][locale]
}

export function presentPolicy(row: PolicyRow, locale: Locale): DefaultPolicy {
  return { kind: row.kind, title: policyTitle(row.kind, locale), content: textIn(row.content, locale) }
}

/** Every kind, written or not, as the console's form edits them. */
export function presentAdminPolicies(rows: PolicyRow[]): AdminPolicy[] {
  const byKind = new Map(rows.map((r) => [r.kind, r]))
  return POLICY_KINDS.map((kind) => {
    const row = byKind.get(kind)
    if (!row) return { kind, content: null, contentTexts: {}, updatedAt: null }
    const texts: Translations = {}
    const content = row.content as Partial<Texts>
    if (content['zh-MO']) texts['zh-MO'] = content['zh-MO']
    if (content['en-US']) texts['en-US'] = content['en-US']
    return { kind, content: content['zh-CN'] ?? '', contentTexts: texts, updatedAt: new Date(row.updated_at).getTime() }
  })
}
