/**
 * Seat maps for the seat-picked shows (DESIGN.md: "reserved seating is one row per seat"). Each session's
 * hall is a grid as wide as its seat count suggests; price zones run from the stage back, dearest first,
 * each starting on a new row, a zone's last short row centred. A seeded tier's sold count is spread over
 * its seats by a stride permutation (7919 is prime, so k·7919 mod capacity visits every seat once), so the map looks lived-in and the tier's counters match its seats exactly.
 * A session with tickets held by unpaid orders is left as general admission.
 */
import type { Queryable } from '../db/db'

export async function seedSeatPlans(db: Queryable, merchantId: string): Promise<number> {
  const rows = await db.query<{ tier_id: string }>(
    `WITH tiers AS (
       SELECT t.id AS tier_id, t.session_id, t.sort, t.capacity, t.sold,
              greatest(16, least(44, ceil(sqrt(sum(t.capacity) OVER (PARTITION BY t.session_id) * 2.2))))::int AS width
         FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
        WHERE sh.merchant_id = $1 AND sh.seat_picking AND NOT t.seated
          AND NOT EXISTS (SELECT 1 FROM price_tiers h WHERE h.session_id = t.session_id AND h.held > 0)
          AND NOT EXISTS (SELECT 1 FROM seats x WHERE x.session_id = t.session_id)
     ), zones AS (
       SELECT tiers.*, sum(ceil(capacity::numeric / width)) OVER (PARTITION BY session_id ORDER BY sort DESC) - ceil(capacity::numeric / width) AS row_start
         FROM tiers
     ), places AS (
       SELECT zones.*, n - 1 AS k, ((n - 1) * 7919) % capacity AS lot
         FROM zones, generate_series(1, zones.capacity) AS n
     ), placed AS (
       INSERT INTO seats (session_id, row_no, col_no, tier_id, status)
       SELECT session_id, (row_start + k / width + 1)::int,
              (k % width + 1 + (width - least(width, capacity - (k / width) * width)) / 2)::int,
              tier_id, CASE WHEN lot < sold THEN 'SOLD' ELSE 'FREE' END
         FROM places
       RETURNING tier_id
     )
     UPDATE price_tiers SET seated = true WHERE id IN (SELECT DISTINCT tier_id FROM placed) RETURNING id AS tier_id`,
    [merchantId]
  )
  return rows.length
}
