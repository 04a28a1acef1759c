/** All SQL of the browse side: shows, sessions, price tiers, categories, places. */
import type { Queryable } from '../db/db'
import { likeEscaped } from '../db/like-escaped'
import type { Texts } from '../http/texts'

export interface ShowRow {
  id: string
  category_code: string
  category_name: Texts
  name: Texts
  description: Texts
  /** The merchant's promotions; service tags are derived (show-terms.ts). */
  tags: Array<{ type: string; title: Texts }>
  poster_color: string
  /** The poster the merchant uploaded in the console; null: the generated art (poster-art.ts). */
  poster_url: string | null
  state: 'SCHEDULED' | 'PENDING' | 'CANCELED'
  sale_time: Date | null
  seat_picking: boolean
  min_age: number | null
  limit_per_order: number
  limit_per_account: number
  real_name: boolean
  express_fee_fen: number | null
  refund_hours_before: number | null
  refund_fee_percent: number
  refund_rule: unknown
  tour_id: string | null
  group_id: string | null
  venue_id: string
  venue_name: Texts
  venue_address: Texts
  venue_lat: number
  venue_lng: number
  city_id: string
  city_name: Texts
  first_time: Date | null
  last_time: Date | null
  min_price: number | null
  max_price: number | null
  /** Buyers who marked the show "want to see" (favourite_shows), kept by the favourite use cases. */
  want_count: number
}

export interface ShowListRow extends ShowRow {
  total: number
}

export interface SessionStockRow {
  show_id: string
  session_id: string
  starts_at: Date
  name: Texts
  available: number
  capacity: number
}

export interface VenueRow {
  id: string
  name: Texts
  address: Texts
  lat: number
  lng: number
  city_id: string
  city_name: Texts
}

export interface TierRow {
  id: string
  session_id: string
  name: Texts
  price_fen: number
  capacity: number
  available: number
  seated: boolean
  min_age: number | null
}

export type SortType = 'RECOMMEND' | 'TIME' | 'PRICE_ASC' | 'PRICE_DESC' | 'DISTANCE'

export interface SearchFilter {
  merchantId: string
  keyword?: string
  categoryCode?: string
  cityId?: string
  /** Every city but this one (a search's matches elsewhere: search-elsewhere.ts). */
  notCityId?: string
  startDate?: Date
  endDate?: Date
  lat?: number
  lng?: number
  sortType: SortType
  /** Only shows a buyer can still go to: not cancelled, with a session after this time (feeds, recommendations). */
  aheadOf?: Date
  /** With `aheadOf`: only shows with a ticket left in a session ahead (a feed and recommendations leave sold-out shows out, issue #31 item 3). */
  withTicketsLeft?: boolean
  /** Shows carrying this promotion tag, in any of its languages (a layout's show list). */
  tag?: string
  /** Only shows the merchant has on sale (not off sale), as a layout's show list offers. */
  listedOnly?: boolean
  offset: number
  length: number
}

const SHOW_COLUMNS = `
  s.id, s.category_code, cat.name AS category_name, s.name, s.description, s.tags, s.poster_color, s.poster_url,
  s.state, s.sale_time, s.seat_picking, s.min_age, s.limit_per_order, s.limit_per_account, s.real_name, s.express_fee_fen, s.refund_hours_before, s.refund_fee_percent, s.refund_rule, s.tour_id, s.group_id, s.want_count,
  v.id AS venue_id, v.name AS venue_name, v.address AS venue_address, v.lat AS venue_lat, v.lng AS venue_lng,
  c.id AS city_id, c.name AS city_name,
  st.first_time, st.last_time, st.min_price, st.max_price`

// A show the console keeps as a draft (migration 026, shows.listing) is not the buyers' to see.
const SHOW_FROM = `
  FROM shows s
  JOIN venues v ON v.id = s.venue_id AND s.listing <> 'DRAFT'
  JOIN cities c ON c.id = v.city_id
  JOIN categories cat ON cat.code = s.category_code
  LEFT JOIN LATERAL (
    SELECT min(ss.starts_at) AS first_time, max(ss.starts_at) AS last_time,
           min(pt.price_fen)::int AS min_price, max(pt.price_fen)::int AS max_price
    FROM sessions ss JOIN price_tiers pt ON pt.session_id = ss.id
    WHERE ss.show_id = s.id
  ) st ON true`

const ORDER: Record<Exclude<SortType, 'DISTANCE'>, string> = {
  RECOMMEND: 's.weight DESC, s.id',
  TIME: 'st.first_time ASC NULLS LAST, s.id',
  PRICE_ASC: 'st.min_price ASC NULLS LAST, s.id',
  PRICE_DESC: 'st.min_price DESC NULLS LAST, s.id'
}

/** Escapes LIKE wildcards so a keyword is matched as typed. */
function likePattern(keyword: string): string {
  return `%${likeEscaped(keyword.toLowerCase())}%`
}

export class ShowRepository {
  constructor(private readonly db: Queryable) {}

  async search(f: SearchFilter): Promise<ShowListRow[]> {
    const params: unknown[] = [f.merchantId]
    const p = (value: unknown) => {
      params.push(value)
      return `$${params.length}`
    }
    const where = ['s.merchant_id = $1']
    if (f.keyword) where.push(`s.search_text LIKE ${p(likePattern(f.keyword))}`)
    if (f.categoryCode) where.push(`s.category_code = ${p(f.categoryCode)}`)
    if (f.cityId) where.push(`c.id = ${p(f.cityId)}`)
    if (f.notCityId) where.push(`c.id <> ${p(f.notCityId)}`)
    // The SQL side of show-status.ts: CANCELED by state, COMPLETED when no session is ahead.
    if (f.aheadOf)
      where.push(
        `s.state <> 'CANCELED' AND EXISTS (SELECT 1 FROM sessions a WHERE a.show_id = s.id AND a.starts_at > ${p(f.aheadOf.toISOString())}::timestamptz)`
      )
    // The SQL side of show-status.ts's SOLD_OUT: no tier of a session ahead has a ticket left.
    if (f.aheadOf && f.withTicketsLeft)
      where.push(
        `EXISTS (SELECT 1 FROM sessions a JOIN price_tiers pt ON pt.session_id = a.id WHERE a.show_id = s.id AND pt.available > 0 AND a.starts_at > ${p(f.aheadOf.toISOString())}::timestamptz)`
      )
    if (f.tag)
      where.push(
        `EXISTS (SELECT 1 FROM jsonb_array_elements(s.tags) t, jsonb_each_text(t->'title') l WHERE lower(l.value) = lower(${p(f.tag)}))`
      )
    if (f.listedOnly) where.push(`s.listing = 'ON_SALE'`)
    if (f.startDate || f.endDate) {
      const from = f.startDate ? `AND x.starts_at >= ${p(f.startDate.toISOString())}::timestamptz` : ''
      const to = f.endDate ? `AND x.starts_at < ${p(f.endDate.toISOString())}::timestamptz` : ''
      where.push(`EXISTS (SELECT 1 FROM sessions x WHERE x.show_id = s.id ${from} ${to})`)
    }
    let order: string
    if (f.sortType === 'DISTANCE' && f.lat !== undefined && f.lng !== undefined) {
      const lat = p(f.lat)
      const lng = p(f.lng)
      // Planar distance is enough to rank venues within a country.
      order = `((v.lat - ${lat}::float8) ^ 2 + ((v.lng - ${lng}::float8) * cos(radians(${lat}::float8))) ^ 2) ASC, s.id`
    } else {
      order = ORDER[f.sortType === 'DISTANCE' ? 'RECOMMEND' : f.sortType]
    }
    return this.db.query<ShowListRow>(
      `SELECT ${SHOW_COLUMNS}, count(*) OVER ()::int AS total
       ${SHOW_FROM}
       WHERE ${where.join(' AND ')}
       ORDER BY ${order}
       LIMIT ${p(f.length)} OFFSET ${p(f.offset)}`,
      params
    )
  }

  async byId(merchantId: string, showId: string): Promise<ShowRow | undefined> {
    const rows = await this.db.query<ShowRow>(`SELECT ${SHOW_COLUMNS} ${SHOW_FROM} WHERE s.merchant_id = $1 AND s.id = $2`, [
      merchantId,
      showId
    ])
    return rows[0]
  }

  /** Of these shows, those on sale and not over (a session after `aheadOf`), in no particular order. */
  async listedAhead(merchantId: string, showIds: string[], aheadOf: Date): Promise<ShowRow[]> {
    if (!showIds.length) return []
    return this.db.query<ShowRow>(
      `SELECT ${SHOW_COLUMNS} ${SHOW_FROM}
        WHERE s.merchant_id = $1 AND s.id = ANY($2::text[]) AND s.listing = 'ON_SALE' AND s.state <> 'CANCELED'
          AND EXISTS (SELECT 1 FROM sessions a WHERE a.show_id = s.id AND a.starts_at > $3::timestamptz)`,
      [merchantId, showIds, aheadOf.toISOString()]
    )
  }

  /**
   * What the generated poster needs. Not scoped by merchant: poster images are public files addressed by
   * show id (an <img> sends no merchant-id header).
   */
  async poster(showId: string): Promise<{ id: string; category_code: string } | undefined> {
    return (await this.db.query<{ id: string; category_code: string }>('SELECT id, category_code FROM shows WHERE id = $1', [showId]))[0]
  }

  /** The poster a merchant uploaded for the show, if any (the first page preloads it instead of the generated art). */
  async uploadedPoster(merchantId: string, showId: string): Promise<string | null> {
    return (
      (
        await this.db.query<{ poster_url: string | null }>('SELECT poster_url FROM shows WHERE merchant_id = $1 AND id = $2', [
          merchantId,
          showId
        ])
      )[0]?.poster_url ?? null
    )
  }

  async byGroup(merchantId: string, groupId: string): Promise<ShowRow[]> {
    return this.db.query<ShowRow>(
      `SELECT ${SHOW_COLUMNS} ${SHOW_FROM} WHERE s.merchant_id = $1 AND s.group_id = $2 ORDER BY st.first_time, s.id`,
      [merchantId, groupId]
    )
  }

  async byTour(merchantId: string, tourId: string): Promise<ShowRow[]> {
    return this.db.query<ShowRow>(
      `SELECT ${SHOW_COLUMNS} ${SHOW_FROM} WHERE s.merchant_id = $1 AND s.tour_id = $2 ORDER BY st.first_time, s.id`,
      [merchantId, tourId]
    )
  }

  /** These shows of the merchant (a buyer's favourites), in no particular order; drafts are not shown. */
  async byIds(merchantId: string, showIds: string[]): Promise<ShowRow[]> {
    if (!showIds.length) return []
    return this.db.query<ShowRow>(`SELECT ${SHOW_COLUMNS} ${SHOW_FROM} WHERE s.merchant_id = $1 AND s.id = ANY($2::text[])`, [
      merchantId,
      showIds
    ])
  }

  /** The venue's shows on sale with a session after `aheadOf` (a site code's shows), soonest first. */
  async listedAheadAtVenue(merchantId: string, venueId: string, aheadOf: Date): Promise<ShowRow[]> {
    return this.db.query<ShowRow>(
      `SELECT ${SHOW_COLUMNS} ${SHOW_FROM}
        WHERE s.merchant_id = $1 AND s.venue_id = $2 AND s.listing = 'ON_SALE' AND s.state <> 'CANCELED'
          AND EXISTS (SELECT 1 FROM sessions a WHERE a.show_id = s.id AND a.starts_at > $3::timestamptz)
        ORDER BY st.first_time, s.id`,
      [merchantId, venueId, aheadOf.toISOString()]
    )
  }

  async byVenue(merchantId: string, venueId: string): Promise<ShowRow[]> {
    return this.db.query<ShowRow>(
      `SELECT ${SHOW_COLUMNS} ${SHOW_FROM} WHERE s.merchant_id = $1 AND s.venue_id = $2 ORDER BY st.first_time, s.id`,
      [merchantId, venueId]
    )
  }

  /** Tickets left per session, for the computed status of many shows at once. */
  async sessionStock(showIds: string[]): Promise<SessionStockRow[]> {
    if (!showIds.length) return []
    return this.db.query<SessionStockRow>(
      `SELECT ss.show_id, ss.id AS session_id, ss.starts_at, ss.name,
              coalesce(sum(pt.available), 0)::int AS available, coalesce(sum(pt.capacity), 0)::int AS capacity
       FROM sessions ss LEFT JOIN price_tiers pt ON pt.session_id = ss.id
       WHERE ss.show_id = ANY($1::text[])
       GROUP BY ss.id
       ORDER BY ss.starts_at, ss.id`,
      [showIds]
    )
  }

  async tiersOfShow(showId: string): Promise<TierRow[]> {
    return this.db.query<TierRow>(
      `SELECT pt.id, pt.session_id, pt.name, pt.price_fen, pt.capacity, pt.available, pt.seated, pt.min_age
       FROM price_tiers pt JOIN sessions ss ON ss.id = pt.session_id
       WHERE ss.show_id = $1 ORDER BY ss.starts_at, pt.sort`,
      [showId]
    )
  }

  /** A session of the show: its third-party seat page (migration 099) and whether it has seats to pick; undefined when not the show's. */
  async sessionSeatPage(showId: string, sessionId: string): Promise<{ seat_page_url: string | null; seated: boolean } | undefined> {
    const rows = await this.db.query<{ seat_page_url: string | null; seated: boolean }>(
      `SELECT ss.seat_page_url, EXISTS (SELECT 1 FROM price_tiers pt WHERE pt.session_id = ss.id AND pt.seated) AS seated
       FROM sessions ss WHERE ss.id = $2 AND ss.show_id = $1`,
      [showId, sessionId]
    )
    return rows[0]
  }

  async categories(): Promise<Array<{ code: string; name: Texts }>> {
    return this.db.query('SELECT code, name FROM categories ORDER BY sort')
  }

  async group(merchantId: string, groupId: string): Promise<{ id: string; name: Texts; address: Texts } | undefined> {
    return (
      await this.db.query<{ id: string; name: Texts; address: Texts }>(
        'SELECT id, name, address FROM show_groups WHERE merchant_id = $1 AND id = $2',
        [merchantId, groupId]
      )
    )[0]
  }

  async tour(merchantId: string, tourId: string): Promise<{ id: string; name: Texts } | undefined> {
    return (
      await this.db.query<{ id: string; name: Texts }>('SELECT id, name FROM tours WHERE merchant_id = $1 AND id = $2', [
        merchantId,
        tourId
      ])
    )[0]
  }

  async venue(merchantId: string, venueId: string): Promise<VenueRow | undefined> {
    const rows = await this.db.query<VenueRow>(
      `SELECT v.id, v.name, v.address, v.lat, v.lng, c.id AS city_id, c.name AS city_name
       FROM venues v JOIN cities c ON c.id = v.city_id WHERE v.merchant_id = $1 AND v.id = $2`,
      [merchantId, venueId]
    )
    return rows[0]
  }

  async venues(merchantId: string, cityId: string | undefined): Promise<Array<VenueRow & { show_count: number }>> {
    return this.db.query(
      `SELECT v.id, v.name, v.address, v.lat, v.lng, c.id AS city_id, c.name AS city_name,
              (SELECT count(*)::int FROM shows s WHERE s.venue_id = v.id AND s.state <> 'CANCELED') AS show_count
       FROM venues v JOIN cities c ON c.id = v.city_id
       WHERE v.merchant_id = $1 AND ($2::text IS NULL OR v.city_id = $2) ORDER BY c.sort, v.id`,
      [merchantId, cityId ?? null]
    )
  }
}
