/**
 * The demo merchant's box-office show (on-site purchase, migration 096), so `npm start` and the on-site
 * journey have a show to buy at the venue: a late show at the first demo venue, sold on site all day
 * (the window opens 1440 minutes before the start), general admission in three tiers. Its sessions are kept
 * ahead of the clock: every start adds the merchant's today and the next two days if missing (fixed ids
 * per day, ON CONFLICT DO NOTHING). Written at start only (seed-on-start.ts), not in the test template.
 */
import type { Queryable } from '../db/db'
import { addDays, instantOfLocal, localDate, sessionLabel } from '../../../types/rules/merchant-time'
import { DEMO_MERCHANT_ID, DEMO_TIME_ZONE } from './catalog'

export const DEMO_ONSITE_SHOW_ID = 'onsite-demo-night'

const T = (zhCN: string, zhMO: string, enUS: string) => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })
const NAME = T('深夜剧场·即兴喜剧之夜', '深夜劇場·即興喜劇之夜', 'Late Night Theatre: Improv Comedy')
const TIERS = [
  { key: 'P1', name: T('看台票', '看台票', 'Stand'), fen: 18000 },
  { key: 'P2', name: T('内场票', '內場票', 'Floor'), fen: 38000 },
  { key: 'P3', name: T('VIP 票', 'VIP 票', 'VIP'), fen: 68000 }
]

export async function seedDemoOnSite(db: Queryable, now: Date): Promise<void> {
  const [venue] = await db.query<{ id: string }>('SELECT id FROM venues WHERE merchant_id = $1 ORDER BY id LIMIT 1', [DEMO_MERCHANT_ID])
  if (!venue) return
  await db.query(
    `INSERT INTO shows (id, merchant_id, category_code, venue_id, name, description, tags, poster_color, state, sale_time, seat_picking,
                        limit_per_order, limit_per_account, real_name, weight, search_text, onsite_sale, onsite_opens_minutes)
     VALUES ($1, $2, 'DRAMA_OPERA', $3, $4, $5, '[]', '#7c3aed', 'SCHEDULED', $6, false, 6, 0, false, 0, $7, true, 1440)
     ON CONFLICT (id) DO NOTHING`,
    [
      DEMO_ONSITE_SHOW_ID,
      DEMO_MERCHANT_ID,
      venue.id,
      JSON.stringify(NAME),
      JSON.stringify(
        T(
          '每晚上演的即兴喜剧，到场扫码即可现场购票入场。',
          '每晚上演的即興喜劇，到場掃碼即可現場購票入場。',
          'Improv comedy every night: scan the code at the venue and buy your ticket on the spot.'
        )
      ),
      new Date(now.getTime() - 86_400_000),
      Object.values(NAME).join(' ').toLowerCase()
    ]
  )
  const today = localDate(now, DEMO_TIME_ZONE)
  for (let d = 0; d < 3; d++) {
    const day = addDays(today, d)
    const startsAt = instantOfLocal(`${day} 20:00`, DEMO_TIME_ZONE)
    // Until midnight, when the next day's session (open all day) takes over: the box office is never shut,
    // whatever the hour `npm start` or the on-site journey runs at.
    const endsAt = instantOfLocal(`${addDays(day, 1)} 00:00`, DEMO_TIME_ZONE)
    if (!startsAt || !endsAt) continue
    const sessionId = `${DEMO_ONSITE_SHOW_ID}-${day.replace(/-/g, '')}`
    const label = sessionLabel(startsAt, DEMO_TIME_ZONE)
    const added = await db.query<{ id: string }>(
      `INSERT INTO sessions (id, show_id, starts_at, ends_at, name) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [sessionId, DEMO_ONSITE_SHOW_ID, startsAt, endsAt, JSON.stringify(T(label, label, label))]
    )
    if (!added.length) continue
    for (const [i, tier] of TIERS.entries()) {
      await db.query(
        `INSERT INTO price_tiers (id, session_id, name, price_fen, capacity, available, sort) VALUES ($1, $2, $3, $4, 200, 200, $5) ON CONFLICT (id) DO NOTHING`,
        [`${sessionId}-${tier.key}`, sessionId, JSON.stringify(tier.name), tier.fen, i]
      )
    }
  }
}
