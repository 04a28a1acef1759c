/**
 * An audit entry's before and after as a list of changed fields, for the log's expanded row: a merchant
 * reads "价格 ¥380.00 → ¥420.00", not two JSON documents to compare by eye. Nested objects read as dotted
 * fields at any depth (`refundRule.hoursBefore`); a list stays one value. When one side is absent
 * (a create, a delete) every field of the other is listed; when both are there, only those that differ.
 */
import type { MessageKey } from '../i18n/en-US'

export interface AuditChange {
  /** The field's path in the stored object, dotted. */
  path: string
  before: unknown
  after: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out)
  } else out.set(prefix, value)
}

/** Fields of a value that is not an object read as one field with no name (a reason string, a count). */
function fieldsOf(value: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (value === null || value === undefined) return out
  flatten(value, '', out)
  return out
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = fieldsOf(before)
  const is = fieldsOf(after)
  const paths = [...new Set([...was.keys(), ...is.keys()])]
  return paths
    .map((path) => ({ path, before: was.get(path), after: is.get(path) }))
    .filter((c) => !(was.has(c.path) && is.has(c.path) && same(c.before, c.after)))
}

/**
 * The fields that have words: the names the console's own forms write most (show, session, tier, coupon,
 * card, staff, goods, refund). Any other field shows its stored name.
 */
export const AUDIT_FIELDS = [
  'name',
  'title',
  'state',
  'enabled',
  'reason',
  'description',
  'priceFen',
  'amountFen',
  'capacity',
  'stock',
  'limitPerOrder',
  'limitPerAccount',
  'saleTime',
  'start',
  'end',
  'startTime',
  'endTime',
  'expiresAt',
  'deadline',
  'hoursBefore',
  'minAge',
  'listing',
  'hot',
  'tags',
  'categoryCode',
  'showId',
  'sessionId',
  'venueId',
  'hallId',
  'venueName',
  'cityId',
  'address',
  'posterUrl',
  'email',
  'role',
  'cellphone',
  'points',
  'qty',
  'rejectReason',
  'realName',
  'seatPicking',
  'usedAt',
  'supported'
] as const

export type AuditField = (typeof AUDIT_FIELDS)[number]

const FIELD_SET = new Set<string>(AUDIT_FIELDS)

/** The language parts of merchant content kept per language (`name.en-US`), and their words. */
const LANGUAGE_WORDS: Readonly<Record<string, MessageKey>> = {
  'zh-CN': 'catalogue.lang.zhCN',
  'zh-MO': 'catalogue.lang.zhMO',
  'en-US': 'catalogue.lang.enUS'
}

/**
 * A field's words when it has them: its last part's (`refundRule.state` reads as 状态), and for a text
 * kept per language (`name.en-US`) the field's and the language's (名称 · 英文).
 */
export function auditFieldText(path: string): { field: MessageKey; language?: MessageKey } | undefined {
  const parts = path.split('.')
  const language = parts.length > 1 ? LANGUAGE_WORDS[parts[parts.length - 1]] : undefined
  const last = language ? parts[parts.length - 2] : parts[parts.length - 1]
  if (!FIELD_SET.has(last)) return undefined
  return { field: `audit.field.${last as AuditField}` as MessageKey, ...(language ? { language } : {}) }
}

/** The states the gateway writes to the log (orders, tickets, refunds, coupons, cards, shipments), in words. */
export const AUDIT_STATES = [
  'UNPAID',
  'PAID',
  'CLOSED',
  'CANCELLED',
  'SUCCEEDED',
  'SUCCESS',
  'FAILED',
  'REFUNDING',
  'REFUNDED',
  'REFUND_FAILED',
  'REQUESTED',
  'APPLYING',
  'PROCESSING',
  'IN_PROGRESS',
  'REJECTED',
  'ACTIVE',
  'SCHEDULED',
  'STOPPED',
  'EXPIRED',
  'VALID',
  'USED',
  'CREATED',
  'CONFIRMED',
  'BOOKED',
  'SHIPPED',
  'DELIVERING',
  'DELIVERING_EXPRESS'
] as const

const STATE_SET = new Set<string>(AUDIT_STATES)

export interface ValueWords {
  yes: string
  no: string
  /** A state's words (AUDIT_STATES). */
  state: (state: (typeof AUDIT_STATES)[number]) => string
  /** An instant in the merchant's zone. */
  time: (iso: string) => string
  /** An amount in fen as money. */
  money: (fen: number) => string
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/

/** A stored value as the merchant reads it: yes/no, a state's words, money for *Fen fields, instants in the merchant's zone. */
export function auditValueText(path: string, value: unknown, words: ValueWords): string {
  if (value === undefined || value === null || value === '') return '—'
  if (typeof value === 'boolean') return value ? words.yes : words.no
  if (typeof value === 'number') return /Fen$/.test(path) && Number.isInteger(value) ? words.money(value) : String(value)
  if (typeof value === 'string') {
    if (/(^|\.)state$/.test(path) && STATE_SET.has(value)) return words.state(value as (typeof AUDIT_STATES)[number])
    return INSTANT.test(value) ? words.time(value) : value
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.length ? value.join(', ') : '—'
  return JSON.stringify(value)
}
