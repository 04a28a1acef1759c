/**
 * The buyer's sale reminders (calls-errors-limits.md "GET | shows subscribe | remindType, subscribeTargetType,
 * showSessionId": an on-sale reminder for a show not yet on sale, stored per buyer and listed from Mine) —
 * on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { directBuyers } from '../helpers/account-helpers'
import { SALE_REMINDERS_PATH, type SaleReminder, type SaleReminderItem } from '../../../types/api/prefill'

for (const engine of ENGINES) {
  describe(`sale reminders list on ${engine}`, () => {
    let t: TestApp
    let shows: Array<{ id: string; sale_time: Date }>
    let buyers: Array<Record<string, string>>
    before(async () => {
      t = await seededApp(engine)
      shows = await t.db.query<{ id: string; sale_time: Date }>(
        `SELECT id, sale_time FROM shows WHERE merchant_id = 'demo' AND state = 'SCHEDULED' AND listing = 'ON_SALE'
            AND sale_time > $1::timestamptz + interval '1 day' ORDER BY sale_time DESC, id LIMIT 3`,
        [NOON]
      )
      assert.equal(shows.length, 3, 'the seed has pre-sale shows')
      buyers = await directBuyers(t, ['u-remind-1', 'u-remind-2'], '1391', 200)
    })
    after(async () => t.close())

    const subscribe = (showId: string, who: Record<string, string>, extra = '') =>
      t.get<SaleReminder>(`/show/buyer/v1/shows/${showId}/subscribe?remindType=SALE_START&subscribeTargetType=SHOW${extra}`, who)
    const list = async (who: Record<string, string>, lang = 'en-US') => {
      const res = await t.get<SaleReminderItem[]>(`${SALE_REMINDERS_PATH}?lang=${lang}`, who)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }

    test('every reminder set from a show page is listed, soonest first, with the show and the sale time', async () => {
      for (const s of shows) assert.equal((await subscribe(s.id, buyers[0])).body.statusCode, 200)
      const mine = await list(buyers[0])
      const expected = [...shows].sort((a, b) => a.sale_time.getTime() - b.sale_time.getTime() || a.id.localeCompare(b.id))
      assert.deepEqual(
        mine.map((r) => [r.showId, r.saleTime, r.remindAt]),
        expected.map((s) => [s.id, s.sale_time.getTime(), s.sale_time.getTime() - 10 * 60000])
      )
      assert.ok(mine.every((r) => r.showName.length > 0 && r.minutesAhead === 10))
      assert.deepEqual(await list(buyers[1]), [], "another buyer's reminders are not mine")
    })

    test('cancelled and already sent reminders leave the list', async () => {
      const cancel = await t.get<SaleReminder>(`/show/buyer/v1/shows/${shows[0].id}/subscribe?remindType=CANCEL`, buyers[0])
      assert.equal(cancel.body.data.subscribed, false)
      await t.db.query("UPDATE sale_reminders SET sent_at = $1 WHERE user_id = 'u-remind-1' AND show_id = $2", [NOON, shows[1].id])
      assert.deepEqual(
        (await list(buyers[0])).map((r) => r.showId),
        [shows[2].id]
      )
    })

    test('without a login the envelope says so, never a 500', async () => {
      const res = await t.get(SALE_REMINDERS_PATH)
      assert.notEqual(res.status, 500)
      assert.notEqual(res.body.statusCode, 200)
      assert.ok(res.body.comments)
    })
  })
}
