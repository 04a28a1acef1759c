/**
 * The demo merchant's promotions (issue #18 "Demo seed: one package of two shows and one channel
 * discount"): a two-show ticket package (CROSS_SHOW_SESSION at a FIXED_AMOUNT about 20% under the two
 * cheapest tiers bought alone, 200 sets, 2 a buyer) and a 9折 discount for buyers launched with the channel
 * DEMO_CHANNEL (?channelId=DEMO_CHANNEL), 1000 tickets. Picked from the seeded catalogue: on-sale, not
 * real-name, general-admission shows with sessions ahead, the least featured first (they are extras, not
 * what the home page leads with). Both run 90 days from the anchor.
 */
import type { Queryable } from '../db/db'
import { DEMO_MERCHANT_ID } from './catalog'

export const DEMO_CHANNEL = 'DEMO_CHANNEL'
const DAY = 86400000

export async function seedDemoPromotions(tx: Queryable, anchor: Date): Promise<void> {
  const shows = await tx.query<{ id: string; min_fen: number }>(
    `SELECT sh.id, min(t.price_fen)::int AS min_fen FROM shows sh JOIN sessions s ON s.show_id = sh.id JOIN price_tiers t ON t.session_id = s.id
      WHERE sh.merchant_id = $1 AND sh.state = 'SCHEDULED' AND sh.sale_time <= $2 AND NOT sh.real_name AND sh.min_age IS NULL
        AND s.starts_at > $2 + interval '2 days' AND NOT t.seated AND t.price_fen > 0 AND t.available > 0
      GROUP BY sh.id, sh.weight ORDER BY sh.weight, sh.id LIMIT 3`,
    [DEMO_MERCHANT_ID, anchor]
  )
  if (shows.length < 3) return
  const [a, b, c] = shows
  const start = new Date(anchor.getTime() - DAY)
  const end = new Date(anchor.getTime() + 90 * DAY)
  // 80% of the two cheapest tiers, to the yuan.
  const fixedFen = Math.max(100, Math.floor(((a.min_fen + b.min_fen) * 0.8) / 100) * 100)
  await tx.query(
    `INSERT INTO promotions (id, merchant_id, kind, name, description, fixed_fen, slot_count, quota, per_buyer_limit, start_at, end_at, created_at)
     VALUES ('prm_demo_package', $1, 'PACKAGE', $2, $3, $4, 2, 200, 2, $5, $6, $7)`,
    [
      DEMO_MERCHANT_ID,
      JSON.stringify({ 'zh-CN': '双城剧场套票', 'zh-MO': '雙城劇場套票', 'en-US': 'Two-show theatre package' }),
      JSON.stringify({ 'zh-CN': '两场演出一起买，更优惠', 'zh-MO': '兩場演出一起買，更優惠', 'en-US': 'Two shows together, for less' }),
      fixedFen,
      start,
      end,
      anchor
    ]
  )
  await tx.query(
    `INSERT INTO promotions (id, merchant_id, kind, name, description, channel_code, discount_kind, discount_value, quota, start_at, end_at, created_at)
     VALUES ('prm_demo_channel', $1, 'CHANNEL', $2, '{}', $3, 'PERCENT', 90, 1000, $4, $5, $6)`,
    [
      DEMO_MERCHANT_ID,
      JSON.stringify({ 'zh-CN': '合作渠道专享', 'zh-MO': '合作渠道專享', 'en-US': 'Partner channel price' }),
      DEMO_CHANNEL,
      start,
      end,
      anchor
    ]
  )
  await tx.query(
    `INSERT INTO promotion_scopes (promotion_id, slot, show_id) VALUES ('prm_demo_package', 0, $1), ('prm_demo_package', 1, $2), ('prm_demo_channel', 0, $3)`,
    [a.id, b.id, c.id]
  )
}
