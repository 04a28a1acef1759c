/**
 * SQL for reservable items, their slots and bookings (migration 092_reservations.sql). Reads are scoped to
 * a merchant; the places of a slot move only through takePlace / givePlace / setCapacity, each one
 * conditional statement that the slot's CHECK backs up.
 */
import type { Queryable } from '../db/db'
import type { Translations } from '../../../types/api/translations'
import type { BookingState, ReservationRules } from '../../../types/api/reservation'

export interface ItemRow {
  id: string
  merchant_id: string
  title: string
  title_texts: Translations
  description: string
  description_texts: Translations
  venue_name: string
  venue_texts: Translations
  picture_url: string
  price_fen: number
  opens_days_ahead: number
  closes_minutes_before: number
  cancel_hours_before: number
  per_buyer_limit: number
  on_sale: boolean
  created_at: Date
}

export interface SlotRow {
  id: string
  item_id: string
  starts_at: Date
  ends_at: Date
  capacity: number
  places_left: number
}

export interface BookingRow {
  id: string
  merchant_id: string
  item_id: string
  slot_id: string
  user_id: string
  state: BookingState
  visitor_name: string
  visitor_phone: string
  price_fen: number
  transaction_id: string | null
  pay_deadline: Date | null
  paid_fen: number
  refund_fen: number
  used_at: Date | null
  locale: string
  remind_at: Date | null
  reminded_at: Date | null
  created_at: Date
}

/** A booking with its slot's times and its item, as the buyer's pages and the console show it. */
export interface BookingFullRow extends BookingRow {
  starts_at: Date
  ends_at: Date
  title: string
  title_texts: Translations
  venue_name: string
  venue_texts: Translations
  picture_url: string
  cancel_hours_before: number
}

export interface ItemWrite {
  title: string
  titleTexts: Translations
  description: string
  descriptionTexts: Translations
  venueName: string
  venueTexts: Translations
  pictureUrl: string
  priceFen: number
  rules: ReservationRules
  onSale: boolean
}

export interface BookingWrite {
  id: string
  merchantId: string
  itemId: string
  slotId: string
  userId: string
  state: 'UNPAID' | 'BOOKED'
  visitorName: string
  visitorPhone: string
  priceFen: number
  transactionId: string | null
  payDeadline: Date | null
  locale: string
  remindAt: Date | null
  now: Date
}

const ITEM_COLUMNS =
  'i.id, i.merchant_id, i.title, i.title_texts, i.description, i.description_texts, i.venue_name, i.venue_texts, i.picture_url, i.price_fen, i.opens_days_ahead, i.closes_minutes_before, i.cancel_hours_before, i.per_buyer_limit, i.on_sale, i.created_at'
const SLOT_COLUMNS = 's.id, s.item_id, s.starts_at, s.ends_at, s.capacity, s.places_left'
const BOOKING_COLUMNS =
  'b.id, b.merchant_id, b.item_id, b.slot_id, b.user_id, b.state, b.visitor_name, b.visitor_phone, b.price_fen, b.transaction_id, b.pay_deadline, b.paid_fen, b.refund_fen, b.used_at, b.locale, b.remind_at, b.reminded_at, b.created_at'
const FULL_FROM = `SELECT ${BOOKING_COLUMNS}, s.starts_at, s.ends_at, i.title, i.title_texts, i.venue_name, i.venue_texts, i.picture_url, i.cancel_hours_before
  FROM reservation_bookings b JOIN reservation_slots s ON s.id = b.slot_id JOIN reservation_items i ON i.id = b.item_id`
/** A booking that holds its place: booked, or unpaid within its deadline ($now). */
const HOLDS = (now: string) => `(b.state = 'BOOKED' OR (b.state = 'UNPAID' AND b.pay_deadline > ${now}))`

export const rulesOf = (i: ItemRow): ReservationRules => ({
  opensDaysAhead: i.opens_days_ahead,
  closesMinutesBefore: i.closes_minutes_before,
  cancelHoursBefore: i.cancel_hours_before,
  perBuyerLimit: i.per_buyer_limit
})

export class ReservationRepository {
  constructor(private readonly db: Queryable) {}

  // Items

  async item(merchantId: string, itemId: string): Promise<ItemRow | undefined> {
    const rows = await this.db.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM reservation_items i WHERE i.merchant_id = $1 AND i.id = $2`, [
      merchantId,
      itemId
    ])
    return rows[0]
  }

  async itemsOf(merchantId: string, onSaleOnly: boolean): Promise<ItemRow[]> {
    return this.db.query<ItemRow>(
      `SELECT ${ITEM_COLUMNS} FROM reservation_items i WHERE i.merchant_id = $1 AND ($2::boolean = false OR i.on_sale) ORDER BY i.created_at DESC, i.id`,
      [merchantId, onSaleOnly]
    )
  }

  async insertItem(id: string, merchantId: string, w: ItemWrite, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO reservation_items (id, merchant_id, title, title_texts, description, description_texts, venue_name, venue_texts, picture_url,
         price_fen, opens_days_ahead, closes_minutes_before, cancel_hours_before, per_buyer_limit, on_sale, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
      [id, merchantId, ...this.itemValues(w), now]
    )
  }

  async updateItem(id: string, merchantId: string, w: ItemWrite, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE reservation_items SET title = $3, title_texts = $4, description = $5, description_texts = $6, venue_name = $7, venue_texts = $8,
         picture_url = $9, price_fen = $10, opens_days_ahead = $11, closes_minutes_before = $12, cancel_hours_before = $13,
         per_buyer_limit = $14, on_sale = $15, updated_at = $16
        WHERE id = $1 AND merchant_id = $2 RETURNING id`,
      [id, merchantId, ...this.itemValues(w), now]
    )
    return rows.length > 0
  }

  private itemValues(w: ItemWrite): unknown[] {
    return [
      w.title,
      JSON.stringify(w.titleTexts),
      w.description,
      JSON.stringify(w.descriptionTexts),
      w.venueName,
      JSON.stringify(w.venueTexts),
      w.pictureUrl,
      w.priceFen,
      w.rules.opensDaysAhead,
      w.rules.closesMinutesBefore,
      w.rules.cancelHoursBefore,
      w.rules.perBuyerLimit,
      w.onSale
    ]
  }

  // Slots

  /** The item's slots starting in [from, to), in order. */
  async slots(itemIds: readonly string[], from: Date, to: Date): Promise<SlotRow[]> {
    if (!itemIds.length) return []
    return this.db.query<SlotRow>(
      `SELECT ${SLOT_COLUMNS} FROM reservation_slots s WHERE s.item_id = ANY($1::text[]) AND s.starts_at >= $2 AND s.starts_at < $3 ORDER BY s.starts_at, s.id`,
      [itemIds, from, to]
    )
  }

  /** The slot and its item, when the item is the merchant's. */
  async slotOf(merchantId: string, slotId: string): Promise<{ slot: SlotRow; item: ItemRow } | undefined> {
    const [slot] = await this.db.query<SlotRow>(`SELECT ${SLOT_COLUMNS} FROM reservation_slots s WHERE s.id = $1`, [slotId])
    const item = slot ? await this.item(merchantId, slot.item_id) : undefined
    return slot && item ? { slot, item } : undefined
  }

  /** New slots; one at a start the item already has is kept as it is. How many were added. */
  async insertSlots(itemId: string, slots: ReadonlyArray<{ id: string; start: Date; end: Date }>, capacity: number): Promise<number> {
    if (!slots.length) return 0
    const rows = await this.db.query(
      `INSERT INTO reservation_slots (id, item_id, starts_at, ends_at, capacity, places_left)
       SELECT x.id, $1, x.s, x.e, $5, $5 FROM unnest($2::text[], $3::timestamptz[], $4::timestamptz[]) AS x(id, s, e)
       ON CONFLICT (item_id, starts_at) DO NOTHING RETURNING id`,
      [itemId, slots.map((s) => s.id), slots.map((s) => s.start), slots.map((s) => s.end), capacity]
    )
    return rows.length
  }

  /** One place taken, only while one is left: false when the slot is full. */
  async takePlace(slotId: string): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE reservation_slots SET places_left = places_left - 1 WHERE id = $1 AND places_left >= 1 RETURNING id',
      [slotId]
    )
    return rows.length > 0
  }

  /** A place given back (a cancel, an unpaid hold ended); the CHECK refuses more places than the capacity. */
  async givePlace(slotId: string): Promise<void> {
    await this.db.query('UPDATE reservation_slots SET places_left = places_left + 1 WHERE id = $1', [slotId])
  }

  /** The capacity changed by the places it adds or removes, never below the places booked: false when it would be. */
  async setCapacity(slotId: string, capacity: number): Promise<SlotRow | undefined> {
    const rows = await this.db.query<SlotRow>(
      `UPDATE reservation_slots s SET capacity = $2, places_left = s.places_left + ($2 - s.capacity)
        WHERE s.id = $1 AND s.places_left + ($2 - s.capacity) >= 0 RETURNING ${SLOT_COLUMNS}`,
      [slotId, capacity]
    )
    return rows[0]
  }

  // Bookings

  /** The buyer's bookings on this item one at a time (the per-buyer limit is counted under it). */
  async lockBuyer(userId: string, itemId: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`reservation:${itemId}:${userId}`])
  }

  /** The buyer's bookings holding a place on the item's slots still to end. */
  async liveOfBuyer(userId: string, itemId: string, now: Date): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM reservation_bookings b JOIN reservation_slots s ON s.id = b.slot_id
        WHERE b.user_id = $1 AND b.item_id = $2 AND s.ends_at > $3 AND ${HOLDS('$3')}`,
      [userId, itemId, now]
    )
    return row.n
  }

  /** Whether the buyer holds a live booking on the slot (what a full slot tells them instead of FULL). */
  async holdsSlot(userId: string, slotId: string): Promise<boolean> {
    const rows = await this.db.query(
      "SELECT 1 FROM reservation_bookings WHERE user_id = $1 AND slot_id = $2 AND state IN ('UNPAID', 'BOOKED', 'USED')",
      [userId, slotId]
    )
    return rows.length > 0
  }

  /** The booking, unless the buyer already holds one on the slot (the live index): false then. */
  async insertBooking(w: BookingWrite): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO reservation_bookings (id, merchant_id, item_id, slot_id, user_id, state, visitor_name, visitor_phone, price_fen,
         transaction_id, pay_deadline, locale, remind_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (slot_id, user_id) WHERE state IN ('UNPAID', 'BOOKED', 'USED') DO NOTHING RETURNING id`,
      [
        w.id,
        w.merchantId,
        w.itemId,
        w.slotId,
        w.userId,
        w.state,
        w.visitorName,
        w.visitorPhone,
        w.priceFen,
        w.transactionId,
        w.payDeadline,
        w.locale,
        w.remindAt,
        w.now
      ]
    )
    return rows.length > 0
  }

  async booking(bookingId: string): Promise<BookingFullRow | undefined> {
    return (await this.db.query<BookingFullRow>(`${FULL_FROM} WHERE b.id = $1`, [bookingId]))[0]
  }

  async byTransaction(transactionId: string): Promise<BookingFullRow | undefined> {
    return (await this.db.query<BookingFullRow>(`${FULL_FROM} WHERE b.transaction_id = $1`, [transactionId]))[0]
  }

  async lock(bookingId: string): Promise<BookingRow | undefined> {
    return (
      await this.db.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM reservation_bookings b WHERE b.id = $1 FOR UPDATE`, [bookingId])
    )[0]
  }

  async mine(userId: string, limit = 100): Promise<BookingFullRow[]> {
    return this.db.query<BookingFullRow>(`${FULL_FROM} WHERE b.user_id = $1 ORDER BY b.created_at DESC, b.id LIMIT $2`, [userId, limit])
  }

  /** The console's bookings of the merchant, optionally of one item, their slots starting in [from, to). */
  async ofMerchant(merchantId: string, filter: { itemId?: string; from?: Date; to?: Date }, limit = 500): Promise<BookingFullRow[]> {
    return this.db.query<BookingFullRow>(
      `${FULL_FROM} WHERE b.merchant_id = $1 AND ($2::text IS NULL OR b.item_id = $2)
          AND ($3::timestamptz IS NULL OR s.starts_at >= $3) AND ($4::timestamptz IS NULL OR s.starts_at < $4)
        ORDER BY s.starts_at, b.created_at LIMIT $5`,
      [merchantId, filter.itemId ?? null, filter.from ?? null, filter.to ?? null, limit]
    )
  }

  /** A booking moved from `from` to `to`, once: false when it was no longer in `from`. */
  async transition(
    bookingId: string,
    from: BookingState,
    to: BookingState,
    now: Date,
    money: { paidFen?: number; refundFen?: number } = {}
  ): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE reservation_bookings SET state = $3,
          paid_fen = COALESCE($5, paid_fen), paid_at = CASE WHEN $3 = 'BOOKED' AND $2 = 'UNPAID' THEN $4 ELSE paid_at END,
          refund_fen = COALESCE($6, refund_fen),
          cancelled_at = CASE WHEN $3 = 'CANCELLED' THEN $4 ELSE cancelled_at END,
          used_at = CASE WHEN $3 = 'USED' THEN $4 ELSE used_at END
        WHERE id = $1 AND state = $2 RETURNING id`,
      [bookingId, from, to, now, money.paidFen ?? null, money.refundFen ?? null]
    )
    return rows.length > 0
  }

  /** Unpaid holds past their deadline, at most a batch. */
  async dueUnpaid(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      "SELECT id FROM reservation_bookings WHERE state = 'UNPAID' AND pay_deadline <= $1 ORDER BY pay_deadline LIMIT $2",
      [now, limit]
    )
    return rows.map((r) => r.id)
  }

  /**
   * Day-before reminders due now, marked sent as they are claimed (one claimant each, whatever runs at
   * once): the bookings with their slot and item for the message.
   */
  async claimReminders(now: Date, limit: number): Promise<BookingFullRow[]> {
    const claimed = await this.db.query<{ id: string }>(
      `UPDATE reservation_bookings SET reminded_at = $1 WHERE id IN (
         SELECT id FROM reservation_bookings WHERE state = 'BOOKED' AND reminded_at IS NULL AND remind_at <= $1
          ORDER BY remind_at LIMIT $2 FOR UPDATE SKIP LOCKED) RETURNING id`,
      [now, limit]
    )
    if (!claimed.length) return []
    return this.db.query<BookingFullRow>(`${FULL_FROM} WHERE b.id = ANY($1::text[]) ORDER BY s.starts_at`, [claimed.map((r) => r.id)])
  }

  /** The payment that paid a booking, for its refund. */
  async paidPaymentOf(bookingId: string): Promise<{ id: string; amount_fen: number } | undefined> {
    return (
      await this.db.query<{ id: string; amount_fen: number }>(
        `SELECT id, amount_fen FROM payments WHERE purpose = 'RESERVATION' AND subject_id = $1 AND state = 'SUCCEEDED' ORDER BY completed_at LIMIT 1`,
        [bookingId]
      )
    )[0]
  }

  /** The coming slots' counts per item, for the console's list. */
  async comingCounts(itemIds: readonly string[], now: Date): Promise<Map<string, { slots: number; booked: number; capacity: number }>> {
    if (!itemIds.length) return new Map()
    const rows = await this.db.query<{ item_id: string; slots: number; booked: number; capacity: number }>(
      `SELECT item_id, count(*)::int AS slots, COALESCE(sum(capacity - places_left), 0)::int AS booked, COALESCE(sum(capacity), 0)::int AS capacity
         FROM reservation_slots WHERE item_id = ANY($1::text[]) AND ends_at > $2 GROUP BY item_id`,
      [itemIds, now]
    )
    return new Map(rows.map((r) => [r.item_id, { slots: r.slots, booked: r.booked, capacity: r.capacity }]))
  }

  /** The merchant's slot (for a capacity change), with its item id. */
  async slotOfMerchant(merchantId: string, slotId: string): Promise<SlotRow | undefined> {
    return (
      await this.db.query<SlotRow>(
        `SELECT ${SLOT_COLUMNS} FROM reservation_slots s JOIN reservation_items i ON i.id = s.item_id WHERE s.id = $2 AND i.merchant_id = $1`,
        [merchantId, slotId]
      )
    )[0]
  }
}
