/**
 * The demo merchant's parking (migration 090), so `npm start` has a lot to pay at: the theatre's car park
 * (free 30 minutes, ¥5 an hour started, at most ¥30 a day, 15 minutes to leave after paying), and a
 * parking coupon (¥5 off a parking fee) a buyer receives with the code PARKING5 — not listed on show pages
 * or among the recommended coupons. Fixed ids and ON CONFLICT DO NOTHING: seeding again adds them once.
 */
import type { Queryable } from '../db/db'
import { DEMO_MERCHANT_ID } from './catalog'

export const DEMO_PARKING_LOT_ID = 'plt_demo_theatre'
export const DEMO_PARKING_COUPON_CODE = 'PARKING5'
const DEMO_PARKING_TEMPLATE_ID = 'ctpl_demo_parking'

export async function seedDemoParking(db: Queryable, anchor: Date): Promise<void> {
  await db.query(
    `INSERT INTO parking_lots (id, merchant_id, name, address, free_minutes, step_minutes, step_fen, daily_cap_fen, grace_minutes, enabled, created_at, updated_at)
     SELECT $1, $2, $3, $4, 30, 60, 500, 3000, 15, true, $5, $5 WHERE EXISTS (SELECT 1 FROM merchants WHERE id = $2)
     ON CONFLICT (id) DO NOTHING`,
    [DEMO_PARKING_LOT_ID, DEMO_MERCHANT_ID, '大剧院停车场', '大剧院地下一层', anchor]
  )
  const noScope = {
    showIds: [],
    showSessionIds: [],
    seatPlanIds: [],
    venueIds: [],
    showTypes: [],
    tagIds: [],
    itemIds: [],
    categoryIds: []
  }
  await db.query(
    `INSERT INTO coupon_templates (id, merchant_id, code, title, rule_comments, coupon_type, biz_types, amount_fen, discount, limitation_type,
       limitation, use_rule, use_limit, expiration_type, start_at, expire_at, quantity, remaining, per_buyer_limit, use_way, show_receivable,
       title_texts, created_at, updated_at)
     SELECT $1, $2, $3, '停车费立减5元', '停车缴费时使用', 'CASH', ARRAY['PARKING_FEE'], 500, 0, 'NONE_THRESHOLD_DEDUCT_AMOUNT', 0,
            'ALL_PRODUCT', $4, 'FIXED', $5, $6, 10000, 10000, 5, 'ONLINE', false, $7, $5, $5
      WHERE EXISTS (SELECT 1 FROM merchants WHERE id = $2)
     ON CONFLICT (id) DO NOTHING`,
    [
      DEMO_PARKING_TEMPLATE_ID,
      DEMO_MERCHANT_ID,
      DEMO_PARKING_COUPON_CODE,
      JSON.stringify(noScope),
      new Date(anchor.getTime() - 86_400_000),
      new Date(anchor.getTime() + 365 * 86_400_000),
      JSON.stringify({ 'zh-MO': '停車費立減5元', 'en-US': '¥5 off parking' })
    ]
  )
}
