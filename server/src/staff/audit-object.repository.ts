/**
 * The audit log's objects in words: the name of each object a page of rows names, read kind by kind with
 * one query each, and the objects of the merchant whose name (or order number) holds what was typed.
 * Each kind is read within the merchant (through its show or venue where the table has no merchant_id).
 */
import { BUYER_CONTACT_SQL } from '../account/buyer-contact.sql'
import type { Queryable } from '../db/db'
import { likeEscaped } from '../db/like-escaped'
import { textIn, type Locale } from '../http/texts'
import type { AuditObjectKind } from '../../../types/api/staff'
import type { AuditObjectRef } from './audit-objects'

/** Names may be jsonb per locale ({"zh-CN": …}) or plain text; the label joins its parts with " · ". */
interface NamedRow {
  id: string
  parts: unknown[]
}

/** A column of a name: per-locale jsonb, or plain text. */
interface Part {
  sql: string
  localized: boolean
}
const localized = (sql: string): Part => ({ sql, localized: true })
const plain = (sql: string): Part => ({ sql, localized: false })
/**
 * Merchant content kept as its zh-CN text beside optional translations (`title`, `title_texts`): read as one
 * per-locale name, so a console in English shows (and finds) the English title where there is one.
 */
const translated = (zhCN: string, translations: string): Part => localized(`(${translations} || jsonb_build_object('zh-CN', ${zhCN}))`)

/**
 * Per kind: the FROM and WHERE that keep it within merchant $1, the row's id column, the name parts
 * (outermost first) shown, and those searched when not all of them (an order by its number only: a show's
 * name would bring every order of the show; a ticket by its number likewise).
 */
interface KindSql {
  from: string
  id: string
  parts: Part[]
  searched?: Part[]
}

/** A buyer as the console shows one: the phone, else the email. */
const BUYER = BUYER_CONTACT_SQL

const KINDS: Readonly<Record<AuditObjectKind, KindSql>> = {
  order: {
    from: 'orders x JOIN shows sh ON sh.id = x.show_id WHERE x.merchant_id = $1',
    id: 'x.id',
    parts: [plain('x.order_number'), localized('sh.name')],
    searched: [plain('x.order_number')]
  },
  ticket: {
    from: 'tickets x JOIN shows sh ON sh.id = x.show_id WHERE sh.merchant_id = $1',
    id: 'x.id',
    parts: [plain('x.ticket_number'), localized('sh.name')],
    searched: [plain('x.ticket_number')]
  },
  show: { from: 'shows x WHERE x.merchant_id = $1', id: 'x.id', parts: [localized('x.name')] },
  session: {
    from: 'sessions x JOIN shows sh ON sh.id = x.show_id WHERE sh.merchant_id = $1',
    id: 'x.id',
    parts: [localized('sh.name'), localized('x.name')]
  },
  tier: {
    from: 'price_tiers x JOIN sessions s ON s.id = x.session_id JOIN shows sh ON sh.id = s.show_id WHERE sh.merchant_id = $1',
    id: 'x.id',
    parts: [localized('sh.name'), localized('x.name')]
  },
  hall: {
    from: 'halls x JOIN venues v ON v.id = x.venue_id WHERE v.merchant_id = $1',
    id: 'x.id',
    parts: [localized('v.name'), localized('x.name')]
  },
  venue: { from: 'venues x WHERE x.merchant_id = $1', id: 'x.id', parts: [localized('x.name')] },
  // A staff member with no name goes by the email, and is found by either.
  staff: {
    from: 'staff x WHERE x.merchant_id = $1',
    id: 'x.id',
    parts: [plain("coalesce(nullif(x.name, ''), x.email)")],
    searched: [plain('x.name'), plain('x.email')]
  },
  goods: { from: 'spus x WHERE x.merchant_id = $1', id: 'x.id', parts: [localized('x.name')] },
  'goods-category': { from: 'goods_categories x WHERE x.merchant_id = $1', id: 'x.id', parts: [localized('x.name')] },
  coupon: { from: 'coupon_templates x WHERE x.merchant_id = $1', id: 'x.id', parts: [translated('x.title', 'x.title_texts')] },
  card: { from: 'benefit_cards x WHERE x.merchant_id = $1', id: 'x.id', parts: [translated('x.name', 'x.name_texts')] },
  announcement: { from: 'announcements x WHERE x.merchant_id = $1', id: 'x.id', parts: [translated('x.title', 'x.title_texts')] },
  layout: { from: 'layouts x WHERE x.merchant_id = $1', id: 'x.id', parts: [localized('x.name')] },
  'parking-lot': { from: 'parking_lots x WHERE x.merchant_id = $1', id: 'x.id', parts: [plain('x.name')] },
  vote: { from: 'votes x WHERE x.merchant_id = $1', id: 'x.id', parts: [translated('x.title', 'x.title_texts')] },
  promotion: { from: 'promotions x WHERE x.merchant_id = $1', id: 'x.id', parts: [localized('x.name')] },
  // The buyer's invoice title (a person's or company's name) is what a merchant looks it up by.
  invoice: { from: 'invoices x WHERE x.merchant_id = $1', id: 'x.id', parts: [plain('x.title')] },
  'work-permit': {
    from: 'work_permits x LEFT JOIN shows sh ON sh.id = x.show_id WHERE x.merchant_id = $1',
    id: 'x.id',
    parts: [plain('x.name'), localized('sh.name')],
    searched: [plain('x.name')]
  },
  'reservation-item': { from: 'reservation_items x WHERE x.merchant_id = $1', id: 'x.id', parts: [translated('x.title', 'x.title_texts')] },
  privilege: { from: 'privileges x WHERE x.merchant_id = $1', id: 'x.id', parts: [plain('x.name')] },
  'promotion-code': { from: 'promotion_codes x WHERE x.merchant_id = $1', id: 'x.id', parts: [plain('x.label'), plain('x.code')] },
  // The buyers' own purchases go by what the console lists them by (a goods order by its number and first
  // goods) and the buyer's phone or email, which is also what a merchant finds them by.
  'goods-order': {
    from: 'goods_orders x LEFT JOIN users u ON u.id = x.user_id WHERE x.merchant_id = $1',
    id: 'x.id',
    parts: [
      plain('x.order_number'),
      localized('(SELECT l.name FROM goods_order_lines l WHERE l.order_id = x.id ORDER BY l.sku_id LIMIT 1)'),
      plain(BUYER)
    ],
    searched: [plain('x.order_number'), plain(BUYER)]
  },
  'member-order': {
    from: `member_orders x LEFT JOIN users u ON u.id = x.user_id
      LEFT JOIN member_levels lv ON lv.merchant_id = x.merchant_id AND lv.level_id = x.level_id WHERE x.merchant_id = $1`,
    id: 'x.id',
    parts: [plain('coalesce(lv.name, x.level_id)'), plain(BUYER)],
    searched: [plain(BUYER)]
  },
  'card-instance': {
    from: 'card_instances x JOIN benefit_cards c ON c.id = x.card_id LEFT JOIN users u ON u.id = x.user_id WHERE x.merchant_id = $1',
    id: 'x.id',
    parts: [translated('c.name', 'c.name_texts'), plain(BUYER)],
    searched: [plain(BUYER)]
  },
  'open-show-registration': {
    from: 'open_show_registrations x JOIN open_shows o ON o.id = x.open_show_id LEFT JOIN users u ON u.id = x.user_id WHERE o.merchant_id = $1',
    id: 'x.id',
    parts: [translated('o.title', 'o.title_texts'), plain(BUYER)],
    searched: [plain(BUYER)]
  }
}

/** Parts as jsonb, so a per-locale name and a plain text arrive alike. */
const partsSql = (parts: Part[]) => `jsonb_build_array(${parts.map((p) => `to_jsonb(${p.sql})`).join(', ')})`

/** A part holds the lower-cased text $2: a per-locale name in any of its languages (not its keys). */
const holds = (p: Part) =>
  p.localized ? `EXISTS (SELECT 1 FROM jsonb_each_text(${p.sql}) n WHERE lower(n.value) LIKE $2)` : `lower(${p.sql}) LIKE $2`

function label(parts: unknown[], locale: Locale): string {
  return parts
    .map((p) => (typeof p === 'string' ? p : textIn(p, locale)))
    .filter((p) => p.trim())
    .join(' · ')
}

export class AuditObjectRepository {
  constructor(private readonly db: Queryable) {}

  /** Each named object's label in the locale, keyed `kind:id`; objects since deleted are left out. */
  async labels(merchantId: string, refs: readonly AuditObjectRef[], locale: Locale): Promise<Map<string, string>> {
    const byKind = new Map<AuditObjectKind, Set<string>>()
    for (const { kind, id } of refs) byKind.set(kind, (byKind.get(kind) ?? new Set()).add(id))
    const labels = new Map<string, string>()
    for (const [kind, ids] of byKind) {
      const k = KINDS[kind]
      const rows = await this.db.query<NamedRow>(
        `SELECT ${k.id} AS id, ${partsSql(k.parts)} AS parts FROM ${k.from} AND ${k.id} = ANY($2::text[])`,
        [merchantId, [...ids]]
      )
      for (const row of rows) labels.set(`${kind}:${row.id}`, label(row.parts, locale))
    }
    return labels
  }

  /**
   * The merchant's objects whose name in any language (an order: its number) holds the text, at most
   * `limit` of each kind: a search box, not an export.
   */
  async named(merchantId: string, text: string, limit: number): Promise<AuditObjectRef[]> {
    const pattern = `%${likeEscaped(text.toLowerCase())}%`
    const found: AuditObjectRef[] = []
    for (const [kind, k] of Object.entries(KINDS) as Array<[AuditObjectKind, KindSql]>) {
      const matches = (k.searched ?? k.parts).map(holds).join(' OR ')
      const rows = await this.db.query<{ id: string }>(`SELECT ${k.id} AS id FROM ${k.from} AND (${matches}) LIMIT $3`, [
        merchantId,
        pattern,
        limit
      ])
      for (const row of rows) found.push({ kind, id: row.id })
    }
    return found
  }
}
