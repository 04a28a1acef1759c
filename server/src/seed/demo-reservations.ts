/**
 * The demo merchant's reservations, so `npm start` and the route walk have reserve pages to open: a free
 * backstage tour and a paid photo session on the stage, with slots on each of the 14 days from the seed
 * (10:00, 14:00, 16:00 on the demo merchant's clock). Fixed item ids and ON CONFLICT DO NOTHING: seeding
 * again adds only the slots still missing.
 */
import type { Queryable } from '../db/db'
import { DEMO_MERCHANT_ID, DEMO_TIME_ZONE } from './catalog'
import { addDays, instantOfLocal, localDate } from '../../../types/rules/merchant-time'

export const DEMO_TOUR_ID = 'rsi_demo_backstage'
export const DEMO_PHOTO_ID = 'rsi_demo_photo'

const ITEMS = [
  {
    id: DEMO_TOUR_ID,
    title: '剧院后台参观',
    titleTexts: { 'zh-MO': '劇院後台參觀', 'en-US': 'Backstage tour' },
    description: '跟随舞台监督走进后台、化妆间与舞台机械区，约 60 分钟。',
    descriptionTexts: {
      'zh-MO': '跟隨舞台監督走進後台、化妝間與舞台機械區，約 60 分鐘。',
      'en-US': 'Walk through the wings, dressing rooms and stage machinery with a stage manager; about 60 minutes.'
    },
    venue: '星光大剧院',
    venueTexts: { 'zh-MO': '星光大劇院', 'en-US': 'Starlight Grand Theatre' },
    priceFen: 0,
    rules: [7, 60, 2, 2],
    capacity: 12
  },
  {
    id: DEMO_PHOTO_ID,
    title: '舞台合影',
    titleTexts: { 'zh-MO': '舞台合影', 'en-US': 'Photo on the stage' },
    description: '在主舞台灯光下与布景合影，每组 15 分钟，含 5 张精修照片。',
    descriptionTexts: {
      'zh-MO': '在主舞台燈光下與佈景合影，每組 15 分鐘，含 5 張精修照片。',
      'en-US': 'Your photo under the main stage lights with the set; 15 minutes a group, five edited photos included.'
    },
    venue: '星光大剧院',
    venueTexts: { 'zh-MO': '星光大劇院', 'en-US': 'Starlight Grand Theatre' },
    priceFen: 5000,
    rules: [14, 30, 24, 1],
    capacity: 4
  }
]

const TIMES = [
  ['10:00', '11:00'],
  ['14:00', '15:00'],
  ['16:00', '17:00']
]
const DAYS = 14

export async function seedDemoReservations(db: Queryable, anchor: Date): Promise<void> {
  const first = localDate(anchor, DEMO_TIME_ZONE)
  for (const item of ITEMS) {
    const [opens, closes, cancel, limit] = item.rules
    await db.query(
      `INSERT INTO reservation_items (id, merchant_id, title, title_texts, description, description_texts, venue_name, venue_texts, picture_url,
         price_fen, opens_days_ahead, closes_minutes_before, cancel_hours_before, per_buyer_limit, on_sale, created_at, updated_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, '', $9, $10, $11, $12, $13, true, $14, $14 WHERE EXISTS (SELECT 1 FROM merchants WHERE id = $2)
       ON CONFLICT (id) DO NOTHING`,
      [
        item.id,
        DEMO_MERCHANT_ID,
        item.title,
        JSON.stringify(item.titleTexts),
        item.description,
        JSON.stringify(item.descriptionTexts),
        item.venue,
        JSON.stringify(item.venueTexts),
        item.priceFen,
        opens,
        closes,
        cancel,
        limit,
        anchor
      ]
    )
    const slots = Array.from({ length: DAYS }, (_, d) => addDays(first, d)).flatMap((date) =>
      TIMES.map(([start, end], t) => ({
        id: `rss_demo_${item.id.slice(9)}_${date.replace(/-/g, '')}_${t}`,
        start: instantOfLocal(`${date} ${start}`, DEMO_TIME_ZONE) as Date,
        end: instantOfLocal(`${date} ${end}`, DEMO_TIME_ZONE) as Date
      }))
    )
    await db.query(
      `INSERT INTO reservation_slots (id, item_id, starts_at, ends_at, capacity, places_left)
       SELECT x.id, $1, x.s, x.e, $5, $5 FROM unnest($2::text[], $3::timestamptz[], $4::timestamptz[]) AS x(id, s, e)
        WHERE EXISTS (SELECT 1 FROM reservation_items WHERE id = $1)
       ON CONFLICT DO NOTHING`,
      [item.id, slots.map((s) => s.id), slots.map((s) => s.start), slots.map((s) => s.end), item.capacity]
    )
  }
}
