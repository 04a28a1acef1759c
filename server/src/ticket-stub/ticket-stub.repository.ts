/**
 * SQL of ticket stubs (080_ticket_stubs.sql): the buyer's tickets a stub may print with the live stub
 * order of each, one ticket as the preview and the order check read it, and the merchant's stub designs
 * (the SKUs of its STUB goods on sale).
 */
import type { Queryable } from '../db/db'
import { TICKET_SELECT, type TicketRow } from '../ticket/ticket.repository'
import { STUB_TICKET_STATES } from './ticket-stub-rules'

export interface StubTicketRow extends TicketRow {
  merchant_id: string
  poster_url: string | null
  /** The buyer's nickname (the holder printed when the ticket names no attendee). */
  nick_name: string
  /** The live goods order printing it, if any. */
  stub_order_id: string | null
}

export interface StubDesignRow {
  sku_id: string
  spu_id: string
  spu_name: Record<string, string>
  /** The option values' names in the groups' order, each per locale. */
  attribute_names: Array<Record<string, string>>
  picture_url: string
  price_fen: number
  market_price_fen: number | null
  available: number
}

const STATES = `(${STUB_TICKET_STATES.map((s) => `'${s}'`).join(', ')})`

/** The live stub order of ticket k at $now: unpaid and not past its deadline, or paid or shipped; its line not refunded. */
const LIVE_STUB_ORDER = (now: string) => `(SELECT l.order_id FROM goods_order_lines l JOIN goods_orders g ON g.id = l.order_id
   WHERE l.ticket_id = k.id AND l.refunded_qty < l.qty
     AND (g.state IN ('PAID', 'SHIPPED') OR (g.state = 'UNPAID' AND g.pay_deadline > ${now}))
   ORDER BY g.created_at DESC, g.id LIMIT 1)`

const STUB_TICKET_SELECT = (now: string) =>
  TICKET_SELECT.replace(
    /^SELECT k\.\*,/,
    `SELECT k.*, sh.merchant_id, sh.poster_url, COALESCE(u.nick_name, '') AS nick_name, ${LIVE_STUB_ORDER(now)} AS stub_order_id,`
  ) + ' JOIN users u ON u.id = k.user_id'

export class TicketStubRepository {
  constructor(private readonly db: Queryable) {}

  /** The buyer's tickets of this merchant a stub may print, newest session first. */
  async eligiblePage(
    userId: string,
    merchantId: string,
    offset: number,
    length: number,
    now: Date
  ): Promise<{ rows: StubTicketRow[]; total: number }> {
    const where = `k.user_id = $1 AND sh.merchant_id = $2 AND k.state IN ${STATES}`
    const [{ n }] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tickets k JOIN shows sh ON sh.id = k.show_id WHERE ${where}`,
      [userId, merchantId]
    )
    const rows = await this.db.query<StubTicketRow>(
      `${STUB_TICKET_SELECT('$3')} WHERE ${where} ORDER BY s.starts_at DESC, k.order_id, k.seq LIMIT $4 OFFSET $5`,
      [userId, merchantId, now, length, offset]
    )
    return { rows, total: n }
  }

  async ticket(ticketId: string, now: Date): Promise<StubTicketRow | undefined> {
    return (await this.db.query<StubTicketRow>(`${STUB_TICKET_SELECT('$2')} WHERE k.id = $1`, [ticketId, now]))[0]
  }

  /** The stubs of a ticket are ordered one at a time: its one live stub is checked without a race. */
  async lockTicket(ticketId: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`stub:${ticketId}`])
  }

  /** The merchant's stub designs on sale: the SKUs on sale of its STUB goods on sale, in the catalogue's order. */
  async designs(merchantId: string): Promise<StubDesignRow[]> {
    return this.db.query<StubDesignRow>(
      `SELECT k.id AS sku_id, s.id AS spu_id, s.name AS spu_name, COALESCE(k.picture_url, s.pictures->>0, '') AS picture_url,
              k.price_fen, k.market_price_fen, k.available,
              COALESCE((SELECT jsonb_agg(v.name ORDER BY g.sort, g.id) FROM spu_option_values v JOIN spu_option_groups g ON g.id = v.group_id
                         WHERE v.id = ANY(k.attribute_value_ids)), '[]'::jsonb) AS attribute_names
         FROM spus s JOIN skus k ON k.spu_id = s.id
        WHERE s.merchant_id = $1 AND s.kind = 'STUB' AND s.on_sale AND k.on_sale
        ORDER BY s.sort, s.id, k.sort, k.id`,
      [merchantId]
    )
  }

  /** What the console prints for stub lines: each ticket's facts, by ticket id. */
  async ticketsByIds(ticketIds: string[]): Promise<StubTicketRow[]> {
    if (!ticketIds.length) return []
    return this.db.query<StubTicketRow>(`${STUB_TICKET_SELECT('now()')} WHERE k.id = ANY($1::text[])`, [ticketIds])
  }
}
