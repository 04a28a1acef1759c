/** SQL for the console's catalogue (migrations 001, 026): venues, halls, shows, sessions, price tiers. */
import type { Queryable } from '../db/db'
import { CONSOLE_TAG_TYPE } from '../../../types/api/catalogue-admin'
import type { RefundRule } from '../../../types/rules/refund-rule'
import type { ShowTransferSettings } from '../../../types/api/transfer'
import type {
  AdminHall,
  AdminShowSummary,
  AdminShowsQuery,
  AdminTier,
  AdminVenue,
  CatalogueOption,
  CatalogueTexts,
  HallInput,
  ShowInput,
  ShowListing
} from '../../../types/api/catalogue-admin'

export interface ShowRecord extends ShowInput {
  id: string
  cityId: string
  posterUrl: string | null
}
export interface SessionRecord {
  id: string
  showId: string
  start: Date
  end: Date | null
  hallId: string | null
  name: CatalogueTexts
}
export type TierRecord = AdminTier & { sessionId: string; merchantId: string }

const VENUE_COLUMNS = 'v.id, v.city_id AS "cityId", v.name, v.address, v.lat, v.lng, v.site_code AS "siteCode"'
const SHOW_COLUMNS = `s.id, v.city_id AS "cityId", s.category_code AS "categoryCode", s.venue_id AS "venueId", s.name, s.description,
  coalesce((SELECT jsonb_agg(t -> 'title') FROM jsonb_array_elements(s.tags) AS t), '[]'::jsonb) AS tags,
  s.real_name AS "realName", s.min_age AS "minAge", s.limit_per_order AS "limitPerOrder", s.limit_per_account AS "limitPerAccount",
  s.sale_time AS "saleTime", s.waiting_room AS hot, s.listing, s.seat_picking AS "seatPicking", s.poster_url AS "posterUrl"`
const TIER_COLUMNS = `t.id, t.session_id AS "sessionId", sh.merchant_id AS "merchantId", t.name, t.price_fen AS "priceFen", t.capacity, t.available, t.held, t.sold,
  t.min_age AS "minAge", t.closed`
const TIER_FROM = 'price_tiers t JOIN sessions se ON se.id = t.session_id JOIN shows sh ON sh.id = se.show_id'

/** What buyers' calls read (shows.state) for what the merchant set: only ON_SALE can be bought. */
export function stateOf(listing: ShowListing): 'SCHEDULED' | 'PENDING' | 'CANCELED' {
  return listing === 'ON_SALE' ? 'SCHEDULED' : listing === 'CANCELLED' ? 'CANCELED' : 'PENDING'
}

const tagsJson = (tags: CatalogueTexts[]) => JSON.stringify(tags.map((title) => ({ type: CONSOLE_TAG_TYPE, title })))

export class CatalogueRepository {
  constructor(private readonly db: Queryable) {}

  async cities(): Promise<Array<CatalogueOption & { lat: number; lng: number }>> {
    return this.db.query('SELECT id, name, lat, lng FROM cities ORDER BY sort, id')
  }

  async categories(): Promise<CatalogueOption[]> {
    return this.db.query('SELECT code AS id, name FROM categories ORDER BY sort')
  }

  async venues(merchantId: string): Promise<AdminVenue[]> {
    const venues = await this.db.query<Omit<AdminVenue, 'halls'>>(
      `SELECT ${VENUE_COLUMNS} FROM venues v WHERE v.merchant_id = $1 ORDER BY v.city_id, v.id`,
      [merchantId]
    )
    const halls = await this.db.query<AdminHall>(
      'SELECT h.id, h.venue_id AS "venueId", h.name, h.capacity FROM halls h JOIN venues v ON v.id = h.venue_id WHERE v.merchant_id = $1 ORDER BY h.id',
      [merchantId]
    )
    return venues.map((v) => ({ ...v, halls: halls.filter((h) => h.venueId === v.id) }))
  }

  async venue(merchantId: string, id: string, lock = false): Promise<AdminVenue | undefined> {
    const [venue] = await this.db.query<Omit<AdminVenue, 'halls'>>(
      `SELECT ${VENUE_COLUMNS} FROM venues v WHERE v.merchant_id = $1 AND v.id = $2${lock ? ' FOR UPDATE' : ''}`,
      [merchantId, id]
    )
    if (!venue) return undefined
    const halls = await this.db.query<AdminHall>(
      'SELECT id, venue_id AS "venueId", name, capacity FROM halls WHERE venue_id = $1 ORDER BY id',
      [id]
    )
    return { ...venue, halls }
  }

  async saveVenue(merchantId: string, v: Omit<AdminVenue, 'halls'>): Promise<void> {
    await this.db.query(
      `INSERT INTO venues (id, merchant_id, city_id, name, address, lat, lng, site_code) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET city_id = EXCLUDED.city_id, name = EXCLUDED.name, address = EXCLUDED.address, lat = EXCLUDED.lat,
         lng = EXCLUDED.lng, site_code = EXCLUDED.site_code`,
      [v.id, merchantId, v.cityId, JSON.stringify(v.name), JSON.stringify(v.address), v.lat, v.lng, v.siteCode]
    )
  }

  /** The venue of the merchant that has the site code, if any (a code names one venue per merchant). */
  async venueWithSiteCode(merchantId: string, siteCode: string): Promise<string | undefined> {
    const rows = await this.db.query<{ id: string }>('SELECT id FROM venues WHERE merchant_id = $1 AND site_code = $2', [
      merchantId,
      siteCode
    ])
    return rows[0]?.id
  }

  async hall(merchantId: string, id: string): Promise<AdminHall | undefined> {
    return (
      await this.db.query<AdminHall>(
        'SELECT h.id, h.venue_id AS "venueId", h.name, h.capacity FROM halls h JOIN venues v ON v.id = h.venue_id WHERE v.merchant_id = $1 AND h.id = $2',
        [merchantId, id]
      )
    )[0]
  }

  async saveHall(id: string, venueId: string, h: HallInput): Promise<void> {
    await this.db.query(
      `INSERT INTO halls (id, venue_id, name, capacity) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, capacity = EXCLUDED.capacity`,
      [id, venueId, JSON.stringify(h.name), h.capacity]
    )
  }

  /** The hall a session's seat map was published from (seat-map designer, migration 030), if any. */
  async publishedHall(sessionId: string): Promise<string | null> {
    return (
      (await this.db.query<{ hall_id: string }>('SELECT hall_id FROM session_seat_maps WHERE session_id = $1', [sessionId]))[0]?.hall_id ??
      null
    )
  }

  async shows(merchantId: string, q: AdminShowsQuery): Promise<AdminShowSummary[]> {
    return this.db.query<AdminShowSummary>(
      `SELECT s.id, s.name, s.listing, v.city_id AS "cityId", s.venue_id AS "venueId", v.name AS "venueName", s.sale_time AS "saleTime",
              (SELECT count(*)::int FROM sessions se WHERE se.show_id = s.id) AS "sessionCount",
              (SELECT min(se.starts_at) FROM sessions se WHERE se.show_id = s.id) AS "firstStart"
         FROM shows s JOIN venues v ON v.id = s.venue_id
        WHERE s.merchant_id = $1 AND ($2::text IS NULL OR s.search_text LIKE '%' || lower($2) || '%' OR s.id = $2)
          AND ($3::text IS NULL OR s.listing = $3) AND ($4::text IS NULL OR v.city_id = $4)
        ORDER BY s.id DESC LIMIT 500`,
      [merchantId, q.q || null, q.listing ?? null, q.cityId ?? null]
    )
  }

  async show(merchantId: string, id: string, lock = false): Promise<ShowRecord | undefined> {
    return (
      await this.db.query<ShowRecord>(
        `SELECT ${SHOW_COLUMNS} FROM shows s JOIN venues v ON v.id = s.venue_id WHERE s.merchant_id = $1 AND s.id = $2${lock ? ' FOR UPDATE OF s' : ''}`,
        [merchantId, id]
      )
    )[0]
  }

  async saveShow(
    merchantId: string,
    id: string,
    s: ShowInput,
    extra: { saleTime: Date | null; searchText: string; posterColor: string }
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO shows (id, merchant_id, category_code, venue_id, name, description, tags, poster_color, state, sale_time, min_age, real_name,
                          limit_per_order, limit_per_account, waiting_room, listing, search_text, seat_picking)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, coalesce($18, false))
       ON CONFLICT (id) DO UPDATE SET category_code = EXCLUDED.category_code, venue_id = EXCLUDED.venue_id, name = EXCLUDED.name,
         description = EXCLUDED.description, tags = EXCLUDED.tags, state = EXCLUDED.state, sale_time = EXCLUDED.sale_time, min_age = EXCLUDED.min_age,
         real_name = EXCLUDED.real_name, limit_per_order = EXCLUDED.limit_per_order, limit_per_account = EXCLUDED.limit_per_account,
         waiting_room = EXCLUDED.waiting_room, listing = EXCLUDED.listing, search_text = EXCLUDED.search_text,
         seat_picking = coalesce($18, shows.seat_picking)`,
      [
        id,
        merchantId,
        s.categoryCode,
        s.venueId,
        JSON.stringify(s.name),
        JSON.stringify(s.description),
        tagsJson(s.tags),
        extra.posterColor,
        stateOf(s.listing),
        extra.saleTime,
        s.minAge,
        s.realName,
        s.limitPerOrder,
        s.limitPerAccount,
        s.hot,
        s.listing,
        extra.searchText,
        s.seatPicking ?? null
      ]
    )
  }

  /** Whether a session of the show sells seats on a map (a seated tier): its buyers must keep picking them. */
  async sellsSeats(showId: string): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM price_tiers t JOIN sessions se ON se.id = t.session_id WHERE se.show_id = $1 AND t.seated LIMIT 1',
      [showId]
    )
    return rows.length > 0
  }

  /** The refund rule stored for the show (null: none set, 018's policy applies) and that policy's columns. */
  async refundRuleOf(
    merchantId: string,
    id: string
  ): Promise<{ stored: unknown; hoursBefore: number | null; feePercent: number } | undefined> {
    return (
      await this.db.query<{ stored: unknown; hoursBefore: number | null; feePercent: number }>(
        'SELECT refund_rule AS stored, refund_hours_before AS "hoursBefore", refund_fee_percent AS "feePercent" FROM shows WHERE merchant_id = $1 AND id = $2',
        [merchantId, id]
      )
    )[0]
  }

  async setRefundRule(merchantId: string, id: string, rule: RefundRule): Promise<void> {
    await this.db.query('UPDATE shows SET refund_rule = $3 WHERE merchant_id = $1 AND id = $2', [merchantId, id, JSON.stringify(rule)])
  }

  // ---- Ticket transfer settings ----
  async transferSettingsOf(merchantId: string, id: string): Promise<ShowTransferSettings | undefined> {
    return (
      await this.db.query<ShowTransferSettings>(
        'SELECT transfer_enabled AS enabled, transfer_deadline_hours AS "deadlineHours", identity_limit_hours AS "identityLimitHours" FROM shows WHERE merchant_id = $1 AND id = $2',
        [merchantId, id]
      )
    )[0]
  }

  async setTransferSettings(merchantId: string, id: string, s: ShowTransferSettings): Promise<void> {
    await this.db.query(
      'UPDATE shows SET transfer_enabled = $3, transfer_deadline_hours = $4, identity_limit_hours = $5 WHERE merchant_id = $1 AND id = $2',
      [merchantId, id, s.enabled, s.deadlineHours, s.identityLimitHours]
    )
  }
  // ---- end of ticket transfer settings ----
  /** Rebooking: the show's supportRebook and deadline. */
  async rebookOf(merchantId: string, id: string): Promise<{ supported: boolean; hoursBefore: number } | undefined> {
    return (
      await this.db.query<{ supported: boolean; hoursBefore: number }>(
        'SELECT support_rebook AS supported, rebook_hours_before AS "hoursBefore" FROM shows WHERE merchant_id = $1 AND id = $2',
        [merchantId, id]
      )
    )[0]
  }

  async setRebook(merchantId: string, id: string, setting: { supported: boolean; hoursBefore: number }): Promise<void> {
    await this.db.query('UPDATE shows SET support_rebook = $3, rebook_hours_before = $4 WHERE merchant_id = $1 AND id = $2', [
      merchantId,
      id,
      setting.supported,
      setting.hoursBefore
    ])
  }

  /** The uploaded poster buyers see (null: the generated art). */
  async setPoster(merchantId: string, id: string, posterUrl: string | null): Promise<void> {
    await this.db.query('UPDATE shows SET poster_url = $3 WHERE merchant_id = $1 AND id = $2', [merchantId, id, posterUrl])
  }

  async sessionsOf(showId: string): Promise<SessionRecord[]> {
    return this.db.query<SessionRecord>(
      'SELECT id, show_id AS "showId", starts_at AS start, ends_at AS "end", hall_id AS "hallId", name FROM sessions WHERE show_id = $1 ORDER BY starts_at, id',
      [showId]
    )
  }

  async session(merchantId: string, id: string): Promise<SessionRecord | undefined> {
    return (
      await this.db.query<SessionRecord>(
        'SELECT se.id, se.show_id AS "showId", se.starts_at AS start, se.ends_at AS "end", se.hall_id AS "hallId", se.name FROM sessions se JOIN shows sh ON sh.id = se.show_id WHERE sh.merchant_id = $1 AND se.id = $2',
        [merchantId, id]
      )
    )[0]
  }

  async saveSession(s: SessionRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO sessions (id, show_id, starts_at, ends_at, hall_id, name) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at, hall_id = EXCLUDED.hall_id, name = EXCLUDED.name`,
      [s.id, s.showId, s.start, s.end, s.hallId, JSON.stringify(s.name)]
    )
  }

  async tiersOf(sessionIds: string[]): Promise<TierRecord[]> {
    return this.db.query<TierRecord>(
      `SELECT ${TIER_COLUMNS} FROM ${TIER_FROM} WHERE t.session_id = ANY($1::text[]) ORDER BY t.sort, t.id`,
      [sessionIds]
    )
  }

  async tier(merchantId: string, id: string): Promise<TierRecord | undefined> {
    return (
      await this.db.query<TierRecord>(`SELECT ${TIER_COLUMNS} FROM ${TIER_FROM} WHERE sh.merchant_id = $1 AND t.id = $2`, [merchantId, id])
    )[0]
  }
}
