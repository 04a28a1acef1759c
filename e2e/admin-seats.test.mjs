/**
 * Issue #16 item 4, "Done when": "designs a small seated hall, publishes it to a session, and a buyer
 * picks a seat on it", in Chromium: the operator generates a curved section with an aisle in the console's
 * designer, gives it a price zone, saves, publishes it to a seat-picked session mapping the zone to a
 * tier; a buyer opens that session's seat map in the H5 app, picks a seat, reads it by the designer's
 * name (section, row, number) on pick-seat and confirm order, and orders it (held for them). The hall is
 * the catalogue's (migration 030): the designer opens it from the list by its id.
 *
 * The demo's seat-picked sessions all have sold seats (which a new map may not remove), so the journey
 * publishes to a session of its own, inserted beside the demo data: the gateway runs on PostgreSQL in a
 * schema of this test (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
 * Needs dist/h5 (npm run build:h5) and dist/admin (npm run build:admin).
 */
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import pg from 'pg'
import { DESKTOP_UA, launchBrowser, phonePage, startStorefront } from './browser.mjs'
import { logInFromMine, logInToConsole } from './journeys.mjs'

const DB_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const SCHEMA = `e2e_seats_${process.pid}`
const SESSION = 'e2e-designer-session'
const TIER = 'e2e-designer-tier'
const HALL = 'H-E2E-STUDIO'
const suite = {}
let db

before(async () => {
  db = new pg.Client({ connectionString: DB_URL })
  await db.connect()
  await db.query(`CREATE SCHEMA ${SCHEMA}`)
  suite.storefront = await startStorefront({ DATABASE_URL: `${DB_URL}?options=${encodeURIComponent(`-c search_path=${SCHEMA}`)}` })
  suite.browser = await launchBrowser()
  await db.query(`SET search_path = ${SCHEMA}`)
  const { rows } = await db.query(
    `SELECT id, venue_id FROM shows WHERE seat_picking AND state = 'SCHEDULED' AND sale_time <= now() AND NOT real_name AND min_age IS NULL ORDER BY id LIMIT 1`
  )
  assert.ok(rows[0], 'a seat-picked show on sale')
  suite.show = rows[0]
  await db.query(
    `INSERT INTO sessions (id, show_id, starts_at, name) VALUES ($1, $2, now() + interval '30 days', '{"zh-CN":"设计场","en-US":"Designer night"}')`,
    [SESSION, suite.show.id]
  )
  await db.query(
    `INSERT INTO price_tiers (id, session_id, name, price_fen, capacity, available, sort) VALUES ($1, $2, '{"zh-CN":"设计票档","en-US":"Designer tier"}', 28000, 0, 0, 1)`,
    [TIER, SESSION]
  )
  await db.query(
    `INSERT INTO halls (id, venue_id, name, capacity) VALUES ($1, $2, '{"zh-CN":"小剧场","zh-MO":"小劇場","en-US":"Studio"}', 0)`,
    [HALL, suite.show.venue_id]
  )
})

after(async () => {
  await suite.browser?.close()
  await suite.storefront?.close()
  await db?.query(`DROP SCHEMA ${SCHEMA} CASCADE`)
  await db?.end()
})

/** Picks the option of an antd Select whose text contains `text`. */
async function choose(page, select, text) {
  await select.click()
  await page.locator('.ant-select-item-option', { hasText: text }).first().click()
}

test('designs a small seated hall, publishes it to a session, and a buyer picks a seat on it', async () => {
  const base = suite.storefront.base
  const { page, errors, close } = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1400, height: 1000 })
  await logInToConsole(page, base, 'operator@demo.stagedoor.test', 'Stagedoor-demo-2026')
  await page.locator('[data-testid=side-menu]').getByText('座位图').click()
  await page.waitForURL(`${base}/admin/seats`)
  await page.locator('[data-testid=seats-hall-name]').waitFor()

  // The hall at the show's venue, opened from the list: empty, so the grid generator is open.
  await page.locator(`[data-testid=seats-open-${HALL}]`).click()
  await page.waitForURL(`${base}/admin/seats/${encodeURIComponent(suite.show.venue_id)}/${HALL}`)
  await page.getByText('座位图：小剧场').waitFor()
  await page.getByText('该演出厅还没有座位').waitFor()
  await page.locator('#rows').fill('3')
  await page.locator('#seatsPerRow').fill('8')
  await page.locator('#aisles').fill('4')
  await page.locator('[data-testid=grid-generate]').click()
  await page.locator('[data-testid=hall-canvas] canvas').first().waitFor()
  await page.getByText('已选 24 个座位').waitFor()

  // A zone for every seat, then save.
  await page.locator('[data-testid=zone-name]').fill('前区')
  await page.locator('[data-testid=zone-add]').click()
  await page.locator('[data-testid="zone-assign-前区"]').click()
  await page.locator('[data-testid=save-draft]').click()
  await page.getByText('已保存').first().waitFor()

  // Where each saved seat is on the screen: the canvas's view (pan, zoom) applied to the map's x/y.
  const draftUrl = `${base}/admin-api/v1/seat-maps/${encodeURIComponent(suite.show.venue_id)}/halls/${encodeURIComponent(HALL)}`
  const saved = await page.evaluate(async (url) => (await (await fetch(url, { credentials: 'include' })).json()).data.map, draftUrl)
  const canvas = page.locator('[data-testid=hall-canvas]')
  const box = await canvas.boundingBox()
  const [vx, vy, scale] = (await canvas.getAttribute('data-view')).split(',').map(Number)
  const screen = (p) => ({ x: box.x + 1 + vx + p.x * scale, y: box.y + 1 + vy + p.y * scale })
  const seats = saved.sections[0].rows.flatMap((r) => r.seats)
  // A lasso round the right-hand block (right of the aisle): its 12 seats.
  const right = seats.filter((s) => s.x > 0)
  const [ys, xs] = [right.map((s) => s.y), right.map((s) => s.x)]
  const corners = [
    { x: Math.min(...xs) - 10, y: Math.min(...ys) - 10 },
    { x: Math.max(...xs) + 10, y: Math.min(...ys) - 10 },
    { x: Math.max(...xs) + 10, y: Math.max(...ys) + 10 },
    { x: Math.min(...xs) - 10, y: Math.max(...ys) + 10 }
  ].map(screen)
  await page.getByText('套索', { exact: true }).click()
  await page.mouse.move(corners[0].x, corners[0].y)
  await page.mouse.down()
  for (const c of [...corners.slice(1), corners[0]]) await page.mouse.move(c.x, c.y, { steps: 4 })
  await page.mouse.up()
  await page.getByText('已选 12 个座位').waitFor()
  // A click picks one seat, whole rows widen it to its row, shift-click adds a seat of another row.
  await page.getByText('点选 / 拖动').click()
  const first = seats[0]
  const rowTwo = saved.sections[0].rows[1].seats[0]
  await page.mouse.click(screen(first).x, screen(first).y)
  await page.getByText('已选 1 个座位').waitFor()
  await page.locator('[data-testid=select-rows]').click()
  await page.getByText('已选 8 个座位').waitFor()
  await page.keyboard.down('Shift')
  await page.mouse.click(screen(rowTwo).x, screen(rowTwo).y)
  await page.keyboard.up('Shift')
  await page.getByText('已选 9 个座位').waitFor()
  // One seat unavailable: it is not sold.
  await page.mouse.click(screen(first).x, screen(first).y)
  await page.getByText('已选 1 个座位').waitFor()
  await page.locator('[data-testid=toggle-unavailable]').click()
  await page.locator('[data-testid=save-draft]').click()
  await page.getByText('已保存').first().waitFor()

  // Publish to the session, the zone mapped to its tier.
  await page.locator('[data-testid=open-publish]').click()
  await choose(page, page.locator('[data-testid=publish-drawer] .ant-select').first(), '设计场')
  await choose(page, page.locator('[data-testid=publish-drawer] .ant-select').nth(1), '设计票档')
  await page.locator('[data-testid=publish-confirm]').click()
  await page.getByText('已发布：23 个座位开售').first().waitFor()

  const map = (await (await fetch(`${base}/show/pub/v5/show/${suite.show.id}/session/${SESSION}/seat_map?lang=zh`)).json()).data
  assert.equal(map.seats.length, 23)
  assert.equal(map.cols, 9, 'the aisle is a gap in the grid')

  // The buyer opens the session's seat map, picks a seat and orders it.
  const buyer = await phonePage(suite.browser)
  await logInFromMine(buyer.page, base, '13900000091')
  await buyer.page.goto(`${base}/pick-seat/${suite.show.id}?sessionId=${SESSION}&seatPlanId=${TIER}`)
  const wrapper = buyer.page.locator('.seat-map')
  await buyer.page.waitForFunction(() => document.querySelector('.seat-map')?.getAttribute('data-seat-pitch'))
  const mapBox = await buyer.page.locator('.seat-map canvas').boundingBox()
  const [ox, oy] = (await wrapper.getAttribute('data-seat-origin')).split(',').map(Number)
  const pitch = Number(await wrapper.getAttribute('data-seat-pitch'))
  const [r, c] = map.seats.find(([row, col]) => row === 2 && col === 3)
  await buyer.page.mouse.click(mapBox.x + ox + (c - 1) * pitch, mapBox.y + oy + (r - 1) * pitch)
  assert.deepEqual(await buyer.page.locator('.pick-seat__seat').evaluateAll((els) => els.map((e) => e.getAttribute('data-seat'))), [
    `${r}-${c}`
  ])
  // "Seat names from the designer reach the buyer": the seat reads by its section, row label and number.
  const section = saved.sections[0]
  const named = `${section.name} ${section.rows[r - 1].label}排${section.rows[r - 1].seats[c - 1].number}座`
  assert.equal(await buyer.page.locator('.pick-seat__seat-label').innerText(), named)
  await buyer.page.locator('.pick-seat__confirm', { hasText: '确认选座（1）' }).click()
  await buyer.page.waitForURL(/\/order\/confirm\?/)
  assert.equal(await buyer.page.locator('.confirm-order__seats').innerText(), `座位：${named}`)
  await buyer.page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await buyer.page.locator('.payment-chooser__pay').waitFor()
  const after = (await (await fetch(`${base}/show/pub/v5/show/${suite.show.id}/session/${SESSION}/seat_map`)).json()).data
  assert.equal(after.seats.find(([row, col]) => row === r && col === c)[3], 1, 'the seat is held for the buyer')
  assert.deepEqual(buyer.errors, [])
  await buyer.close()

  // "A held seat cannot be deleted by the designer": reopened, the hall draws it locked and leaves it out of a delete.
  await page.reload()
  await page.locator('[data-testid=hall-canvas] canvas').first().waitFor()
  const held = saved.sections[0].rows[r - 1].seats[c - 1]
  const [vx2, vy2, scale2] = (await canvas.getAttribute('data-view')).split(',').map(Number)
  const box2 = await canvas.boundingBox()
  await page.mouse.click(box2.x + 1 + vx2 + held.x * scale2, box2.y + 1 + vy2 + held.y * scale2)
  await page.getByText('其中 1 个已锁定或售出，不会被修改').waitFor()
  assert.equal(await page.locator('[data-testid=delete-seats]').isDisabled(), true)
  assert.deepEqual(errors, [])
  await close()
})
