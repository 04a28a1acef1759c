/**
 * Seeds the demo merchant and catalogue into an empty database (first start, `npm run seed`). One
 * transaction, one statement per table: rows go in as a jsonb array through jsonb_to_recordset.
 */
import { randomBytes } from 'node:crypto'
import type { Db, Queryable } from '../db/db'
import { buildCatalog, DEMO_MERCHANT_ID, type Row } from './catalog'
import { DEMO_SHOP_CONFIG } from './demo-merchant'
import { buildLayouts } from './demo-layouts'
import { seedSeatPlans } from './seat-plans'
import { seedDemoCards } from './demo-cards'
import { seedDemoVotes } from './demo-votes'
import { seedDemoOpenShows } from './demo-open-shows'
import { seedDemoReservations } from './demo-reservations'
import { seedDemoVersions } from './demo-versions'
import { seedDemoParking } from './demo-parking'
import { seedDemoPromotions } from './demo-promotions'
import { seedDemoGoods } from './demo-goods'

const COLUMNS: Array<[table: string, key: keyof ReturnType<typeof buildCatalog>, columns: string]> = [
  ['provinces', 'provinces', 'id text, name jsonb'],
  ['cities', 'cities', 'id text, province_id text, name jsonb, pinyin text, lat double precision, lng double precision, sort int'],
  ['districts', 'districts', 'id text, city_id text, name jsonb'],
  ['categories', 'categories', 'code text, name jsonb, sort int'],
  ['venues', 'venues', 'id text, merchant_id text, city_id text, name jsonb, address jsonb, lat double precision, lng double precision'],
  ['tours', 'tours', 'id text, merchant_id text, name jsonb'],
  ['show_groups', 'showGroups', 'id text, merchant_id text, name jsonb, address jsonb'],
  [
    'shows',
    'shows',
    'id text, merchant_id text, category_code text, venue_id text, tour_id text, group_id text, name jsonb, description jsonb, tags jsonb, poster_color text, state text, sale_time timestamptz, seat_picking boolean, min_age int, limit_per_order int, limit_per_account int, real_name boolean, express_fee_fen int, refund_hours_before int, refund_fee_percent int, weight int, search_text text, waiting_room boolean, want_count int'
  ],
  ['sessions', 'sessions', 'id text, show_id text, starts_at timestamptz, name jsonb'],
  [
    'price_tiers',
    'priceTiers',
    'id text, session_id text, name jsonb, price_fen int, capacity int, available int, sold int, sort int, min_age int'
  ]
]

const LAYOUT_COLUMNS =
  'id text, merchant_id text, page text, name jsonb, title jsonb, components jsonb, enabled boolean, end_time timestamptz, sort int'

/** Databases seeded before layouts existed get the demo layouts once, from the shows they hold. */
export async function seedMissingLayouts(db: Db, now: Date = new Date()): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM layouts WHERE merchant_id = $1', [DEMO_MERCHANT_ID])
  if (n > 0) return 0
  const shows = await db.query<Row>('SELECT id, name, poster_color, state, sale_time, weight FROM shows WHERE merchant_id = $1', [
    DEMO_MERCHANT_ID
  ])
  const rows = buildLayouts(
    shows.map((s) => ({ ...s, sale_time: s.sale_time ? new Date(s.sale_time as string).toISOString() : null })),
    now
  )
  await insertRows(db, 'layouts', LAYOUT_COLUMNS, rows)
  return rows.length
}

async function insertRows(tx: Queryable, table: string, columns: string, rows: Row[]): Promise<void> {
  if (!rows.length) return
  const names = columns
    .split(',')
    .map((c) => c.trim().split(' ')[0])
    .join(', ')
  await tx.query(`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${columns})`, [
    JSON.stringify(rows)
  ])
}

/** The demo merchant's partner channel code. */
export const DEMO_PARTNER_CHANNEL = 'DEMO_PARTNER'

async function hasColumn(db: Queryable, table: string, column: string): Promise<boolean> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2',
    [table, column]
  )
  return rows[0].n > 0
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM merchants WHERE id = $1', [DEMO_MERCHANT_ID])
  return rows[0].n > 0
}

export async function seedDemo(db: Db, anchor: Date = new Date()): Promise<{ shows: number }> {
  const catalog = buildCatalog(anchor)
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO merchants (id, name, config) VALUES ($1, $2, $3)', [
      DEMO_MERCHANT_ID,
      JSON.stringify({ 'zh-CN': 'Stagedoor Live', 'zh-MO': 'Stagedoor Live', 'en-US': 'Stagedoor Live' }),
      JSON.stringify(DEMO_SHOP_CONFIG)
    ])
    for (const [table, key, columns] of COLUMNS) await insertRows(tx, table, columns, catalog[key])
    await insertRows(tx, 'layouts', LAYOUT_COLUMNS, buildLayouts(catalog.shows, anchor))
    await seedSeatPlans(tx, DEMO_MERCHANT_ID)
    await seedMissingPartnerChannel(tx)
    // the demo rows, each only where its migration has run: a migration's own test seeds the demo
    // on the schema as it was before that migration (server/test/console/admin-seats.test.ts: before 030).
    if (await hasColumn(tx, 'benefit_cards', 'id')) await seedDemoCards(tx, anchor)
    // Promotions: a two-show package and a channel discount.
    if (await hasColumn(tx, 'promotions', 'id')) await seedDemoPromotions(tx, anchor)
    // The shop: goods tied to the featured concerts, and the shop tab's layout.
    if (await hasColumn(tx, 'spus', 'id')) await seedDemoGoods(tx, anchor)
    // A vote on the demo topic page (migration 085).
    if (await hasColumn(tx, 'votes', 'id')) await seedDemoVotes(tx, anchor)
    // A free and an approval open show (migration 091).
    if (await hasColumn(tx, 'open_shows', 'id')) await seedDemoOpenShows(tx, anchor)
    // A backstage tour and a photo session with two weeks of slots (migration 092).
    if (await hasColumn(tx, 'reservation_items', 'id')) await seedDemoReservations(tx, anchor)
    // The app versions the demo shop publishes (migration 094).
    if (await hasColumn(tx, 'app_versions', 'client')) await seedDemoVersions(tx, anchor)
    // A car park with its fee rule and a parking coupon to receive by code (migration 090).
    if (await hasColumn(tx, 'parking_lots', 'id')) await seedDemoParking(tx, anchor)
    // The venues' site codes (migration 088).
    if (await hasColumn(tx, 'venues', 'site_code'))
      await tx.query(
        `UPDATE venues v SET site_code = x.site_code FROM jsonb_to_recordset($1::jsonb) AS x(id text, site_code text) WHERE v.id = x.id`,
        [JSON.stringify(catalog.venues)]
      )
    // Paying with points is off for a merchant until it turns it on (migration 055); the demo merchant
    // has it on, so the demo's confirm-order page shows the points row.
    if (await hasColumn(tx, 'member_settings', 'points_pay_enabled')) {
      await tx.query(
        'INSERT INTO member_settings (merchant_id, points_pay_enabled, updated_at) VALUES ($1, true, $2) ON CONFLICT (merchant_id) DO UPDATE SET points_pay_enabled = true',
        [DEMO_MERCHANT_ID, anchor]
      )
    }
  })
  return { shows: catalog.shows.length }
}

/**
 * The demo partner for the channel auto-login, on databases seeded before it existed too. Its secret is
 * made here and never leaves the database (GET /dev/partner_code signs codes with it outside production).
 */
export async function seedMissingPartnerChannel(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO partner_channels (merchant_id, channel_code, name, secret) SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM merchants WHERE id = $1)
     ON CONFLICT DO NOTHING`,
    [DEMO_MERCHANT_ID, DEMO_PARTNER_CHANNEL, 'Demo partner', randomBytes(32).toString('base64url')]
  )
}
