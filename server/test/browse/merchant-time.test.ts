/**
 * "The shows' local time" is the merchant's time zone (one setting per merchant, `timeZone` in its shop
 * configuration, Asia/Shanghai by default): search days, show dates, the age "today", the real-name
 * month and sale reminders all follow it. On every engine, through the real routes.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, idCard, phoneLogin } from '../helpers/account-helpers'
import { PrefillService } from '../../src/prefill/prefill.service'
import { ShopConfigService } from '../../src/shop/shop-config.service'
import { ShopConfigRepository } from '../../src/shop/shop-config.repository'
import { PrefillRepository } from '../../src/prefill/prefill.repository'
import { ShowRepository } from '../../src/browse/show.repository'
import { AudienceRepository } from '../../src/audience/audience.repository'
import { AddressRepository } from '../../src/address/address.repository'
import type { OutboxEntry } from '../../src/account/outbox'
import type { ShopConfig } from '../../../types/shop-config'
import { shopTimeZone } from '../../../types/rules/merchant-time'

const NEW_YORK = 'America/New_York'

interface Page {
  list: Array<{ showId: string; displayShowTime: string }>
  total: number
}

for (const engine of ENGINES) {
  describe(`the merchant's time zone on ${engine}`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine)
    })
    after(async () => t.close())

    // Stands in for the merchant console, whose publish drops the kept browse replies as this does.
    const setZone = async (timeZone: string) => {
      await t.db.query("UPDATE merchants SET config = config || $1::jsonb WHERE id = 'demo'", [JSON.stringify({ timeZone })])
      t.forgetCaches()
    }
    /** The demo's shows with a session in [from, to), straight from the table. */
    const showsBetween = async (from: string, to: string) =>
      (
        await t.db.query<{ show_id: string }>(
          'SELECT DISTINCT show_id FROM sessions WHERE starts_at >= $1::timestamptz AND starts_at < $2::timestamptz ORDER BY show_id',
          [from, to]
        )
      ).map((r) => r.show_id)
    const searchDay = async (day: string) => {
      const page = (await t.get<Page>(`/home/pub/v3/show_list/search?startDate=${day}&endDate=${day}&length=50`)).body.data
      assert.ok(page.total <= 50, 'one page holds the day')
      return page.list.map((c) => c.showId).sort()
    }
    /** An exhibition session: 10:00 in Shanghai is 21:00 the evening before in New York. */
    const exhibition = async () => {
      const [row] = await t.db.query<{ show_id: string; starts_at: Date }>(
        `SELECT s.show_id, s.starts_at FROM sessions s
          WHERE s.starts_at = (SELECT min(x.starts_at) FROM sessions x WHERE x.show_id = s.show_id) AND extract(hour FROM s.starts_at AT TIME ZONE 'UTC') = 2
          ORDER BY s.starts_at, s.show_id LIMIT 1`
      )
      assert.ok(row, 'the demo has exhibitions')
      return row
    }

    test('"one setting per merchant": the shop config names the zone (Asia/Shanghai by default) and its offset now', async () => {
      const before = (await t.get<ShopConfig>('/home/pub/v5/shop/configs')).body.data
      assert.deepEqual([before.timeZone, before.utcOffsetMinutes], ['Asia/Shanghai', 480])
      await setZone(NEW_YORK)
      try {
        const after = (await t.get<ShopConfig>('/home/pub/v5/shop/configs')).body.data
        assert.deepEqual([after.timeZone, after.utcOffsetMinutes], [NEW_YORK, -300], 'New York keeps standard time on 22 November')
        t.setNow(new Date('2026-07-01T12:00:00Z'))
        assert.equal((await t.get<ShopConfig>('/home/pub/v5/shop/configs')).body.data.utcOffsetMinutes, -240, 'and daylight time in July')
      } finally {
        t.setNow(NOON)
        await setZone('Asia/Shanghai')
      }
    })

    test("search by date range: a day is the merchant's local day", async () => {
      const row = await exhibition()
      const day = new Date(row.starts_at).toISOString().slice(0, 10)
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86400000).toISOString().slice(0, 10)
      const shanghai = await showsBetween(`${day}T00:00:00+08:00`, `${next}T00:00:00+08:00`)
      const newYork = await showsBetween(`${day}T00:00:00-05:00`, `${next}T00:00:00-05:00`)
      assert.notDeepEqual(shanghai, newYork, 'the day differs between the zones')
      assert.deepEqual(await searchDay(day), shanghai)
      await setZone(NEW_YORK)
      try {
        assert.deepEqual(await searchDay(day), newYork)
      } finally {
        await setZone('Asia/Shanghai')
      }
    })

    test("show dates and utcOffset are given in the merchant's zone", async () => {
      const row = await exhibition()
      const utcDay = new Date(row.starts_at).toISOString().slice(0, 10)
      const eve = new Date(new Date(row.starts_at).getTime() - 5 * 3600000).toISOString().slice(0, 10)
      const shown = async () =>
        (await t.get<{ displayShowTime: string; utcOffset: number }>(`/show/pub/v5/show/${row.show_id}/static`)).body.data
      const inShanghai = await shown()
      assert.ok(inShanghai.displayShowTime.startsWith(utcDay.replace(/-/g, '.')), inShanghai.displayShowTime)
      assert.equal(inShanghai.utcOffset, 480)
      await setZone(NEW_YORK)
      try {
        const inNewYork = await shown()
        assert.ok(inNewYork.displayShowTime.startsWith(eve.replace(/-/g, '.')), inNewYork.displayShowTime)
        assert.equal(inNewYork.utcOffset, -300)
      } finally {
        await setZone('Asia/Shanghai')
      }
    })

    test('"today" for an age limit is the merchant\'s day: 16 tomorrow in New York is still 15', async () => {
      const [floor] = await t.db.query<{ id: string; show_id: string }>(
        `SELECT t.id, s.show_id FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
          WHERE t.min_age = 16 AND sh.min_age IS NULL ORDER BY t.id LIMIT 1`
      )
      assert.ok(floor, 'the demo has a floor for 16 and over')
      // 03:00 UTC on 22 November: the 22nd in Shanghai, still the 21st in New York.
      t.setNow(new Date('2026-11-22T03:00:00Z'))
      try {
        const teen = await phoneLogin(t, '13300000161')
        await t.call(
          'POST',
          '/buyer/buyer/v1/user_audiences',
          { name: '小红', idType: 'ID_CARD', idNo: idCard('11010120101122123') },
          auth(teen)
        )
        const selectable = async () =>
          (
            await t.get<{ list: Array<{ selectable: boolean }> }>(
              `/buyer/buyer/v1/user_audiences/list?showId=${floor.show_id}&seatPlanIds=${floor.id}`,
              auth(teen)
            )
          ).body.data.list.map((a) => a.selectable)
        assert.deepEqual(await selectable(), [true], '16 today in Shanghai')
        await setZone(NEW_YORK)
        assert.deepEqual(await selectable(), [false], 'not yet 16 in New York')
      } finally {
        t.setNow(NOON)
        await setZone('Asia/Shanghai')
      }
    })

    test('real-name "one change a month" counts the merchant\'s calendar month', async () => {
      await setZone(NEW_YORK)
      try {
        const post = async (at: string, name: string, idNo: string) => {
          t.setNow(new Date(at))
          const who = await phoneLogin(t, '13300000162')
          return (
            await t.call('POST', '/buyer/buyer/v1/user_certification/person/create_or_update', { idType: 'ID_CARD', name, idNo }, auth(who))
          ).body
        }
        assert.equal((await post('2026-11-22T12:00:00Z', '赵六', idCard('11010519491231002'))).statusCode, 200)
        // 20:00 UTC on 30 November is already 1 December in Shanghai, still November in New York.
        assert.equal((await post('2026-11-30T20:00:00Z', '赵六', idCard('31010119900307005'))).statusCode, 200, 'the change of November')
        assert.equal(
          (await post('2026-12-01T03:00:00Z', '赵七', idCard('31010119900307005'))).errorCode,
          'CERT_MONTHLY',
          'still November in New York'
        )
        assert.equal((await post('2026-12-01T06:00:00Z', '赵七', idCard('31010119900307005'))).statusCode, 200, 'December in New York')
      } finally {
        t.setNow(NOON)
        await setZone('Asia/Shanghai')
      }
    })

    test("sale reminders give the sale time in the merchant's zone", async () => {
      const [show] = await t.db.query<{ id: string; sale_time: Date }>(
        "SELECT id, sale_time FROM shows WHERE state = 'SCHEDULED' AND sale_time > $1::timestamptz + interval '1 day' ORDER BY id LIMIT 1",
        [NOON]
      )
      assert.ok(show, 'the demo has a show before its sale')
      const fan = await phoneLogin(t, '13300000163')
      const sub = await t.get(
        `/show/buyer/v1/shows/${show.id}/subscribe?remindType=SALE_START&subscribeTargetType=SHOW&minutesAhead=5&lang=en`,
        auth(fan)
      )
      assert.equal(sub.body.statusCode, 200, sub.body.comments)
      await setZone(NEW_YORK)
      try {
        const sent: OutboxEntry[] = []
        const sender = {
          send: async (m: { channel: string; recipient: string; body: string }) => void sent.push(m as unknown as OutboxEntry)
        }
        const merchant = async (merchantId: string) => {
          const shop = await new ShopConfigService(new ShopConfigRepository(t.db)).config(merchantId)
          return { shopName: shop.shopName, timeZone: shopTimeZone(shop) }
        }
        const sale = new Date(show.sale_time)
        await new PrefillService({
          prefills: new PrefillRepository(t.db),
          shows: new ShowRepository(t.db),
          audiences: new AudienceRepository(t.db),
          addresses: new AddressRepository(t.db)
        }).sendDueReminders(sender, merchant, new Date(sale.getTime() - 5 * 60000))
        const mine = sent.find((m) => m.recipient === '+86 13300000163')
        const local = new Intl.DateTimeFormat('en-US', {
          timeZone: NEW_YORK,
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23'
        }).formatToParts(sale)
        const part = (type: string) => local.find((p) => p.type === type)?.value
        const offset =
          sale.getTime() > Date.parse('2027-03-14T07:00:00Z') && sale.getTime() < Date.parse('2027-11-07T06:00:00Z') ? 'UTC-4' : 'UTC-5'
        assert.ok(mine, 'the reminder went')
        assert.ok(
          mine.body.includes(`goes on sale at ${part('month')}-${part('day')} ${part('hour')}:${part('minute')} (${offset})`),
          mine.body
        )
      } finally {
        await setZone('Asia/Shanghai')
      }
    })
  })
}
