/**
 * A session is named by its start on the merchant's wall clock (types/rules/merchant-time.ts, "every name
 * the gateway gives a session" is in the merchant's time zone). Buyers see the name on show detail and
 * booking, confirm order prints it beside the start, the door card shows it: a name written from UTC put
 * a 14:20 Shanghai session on those screens as 06:20.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { loggedIn, OPERATOR, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import type { AdminShow, CatalogueOptionsReply, ShowInput } from '../../../types/api/catalogue-admin'
import type { MeReply } from '../../../types/api/staff'
import type { SessionStatic } from '../../../types/api/show'
import { sessionLabel } from '../../../types/rules/merchant-time'

const T = (zh: string, en: string) => ({ 'zh-CN': zh, 'zh-MO': zh, 'en-US': en })
const START = '2026-11-29T06:20:00.000Z'

for (const engine of ENGINES) {
  describe(`session names in the merchant's time zone on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let show: AdminShow
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      operator = await loggedIn(t, OPERATOR)
    })
    after(async () => t.close())

    // Stands in for the console's storefront publish of another zone (it drops the kept replies as this does).
    const setZone = async (timeZone: string) => {
      await t.db.query("UPDATE merchants SET config = config || $1::jsonb WHERE id = 'demo'", [JSON.stringify({ timeZone })])
      t.forgetCaches()
    }
    const publicSessions = async () => {
      const res = await t.get<SessionStatic[]>(`/show/pub/v5/show/${show.id}/sessions_static_data`, { 'accept-language': 'en-US' })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data.map((s) => [s.sessionName, new Date(s.showTime).toISOString()])
    }

    test('a session saved at 2026-11-29T06:20Z for an Asia/Shanghai merchant is named "2026-11-29 14:20" in the public show replies', async () => {
      const options = (await operator.call<CatalogueOptionsReply>('GET', '/catalogue/options')).body.data
      const venueId = (await operator.call<Array<{ id: string }>>('GET', '/catalogue/venues')).body.data[0].id
      const input: ShowInput = {
        categoryCode: options.categories[0].id,
        venueId,
        name: T('时区测试演出', 'Time Zone Test Show'),
        description: T('<p>测试</p>', '<p>Test</p>'),
        tags: [],
        realName: false,
        minAge: null,
        limitPerOrder: 6,
        limitPerAccount: 0,
        saleTime: new Date(NOON.getTime() - 3600000).toISOString(),
        hot: false,
        listing: 'ON_SALE'
      }
      const created = await operator.call<AdminShow>('POST', '/catalogue/shows', input)
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const saved = await operator.call<AdminShow>('POST', `/catalogue/shows/${created.body.data.id}/sessions`, {
        start: START,
        end: null,
        hallId: null
      })
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
      show = saved.body.data
      assert.deepEqual(
        show.sessions.map((s) => s.name['zh-CN']),
        ['2026-11-29 14:20'],
        "the console's reply names it so too"
      )
      assert.deepEqual(await publicSessions(), [['2026-11-29 14:20', START]])
    })

    test("the console learns the merchant's zone from GET me, and an update names the session in the zone then published", async () => {
      assert.equal((await operator.call<MeReply>('GET', '/me')).body.data.merchant.timeZone, 'Asia/Shanghai')
      await setZone('America/New_York')
      try {
        assert.equal((await operator.call<MeReply>('GET', '/me')).body.data.merchant.timeZone, 'America/New_York')
        const updated = await operator.call<AdminShow>('PUT', `/catalogue/sessions/${show.sessions[0].id}`, {
          start: START,
          end: null,
          hallId: null
        })
        assert.equal(updated.body.statusCode, 200, updated.body.comments)
        t.forgetCaches()
        // 06:20 UTC on 29 November is 01:20 in New York (standard time, UTC-5).
        assert.deepEqual(await publicSessions(), [['2026-11-29 01:20', START]])
      } finally {
        await setZone('Asia/Shanghai')
      }
    })

    test("the seed names every demo session (the one made above aside) by its start in the demo merchant's zone", async () => {
      const rows = await t.db.query<{ starts_at: Date; name: Record<string, string> }>(
        "SELECT s.starts_at, s.name FROM sessions s JOIN shows sh ON sh.id = s.show_id WHERE sh.merchant_id = 'demo' AND sh.id <> $1",
        [show.id]
      )
      assert.ok(rows.length > 100)
      for (const r of rows) assert.equal(r.name['en-US'], sessionLabel(new Date(r.starts_at), 'Asia/Shanghai'))
    })
  })
}
