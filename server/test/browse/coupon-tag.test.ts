/**
 * The "可用券" tag (issue #31 item 7: "a fixed 可用券 tag on shows while no coupon exists"): a show carries the
 * merchant's coupon tag only while a coupon for it can be had on its page (show-terms storedTagsToShow, the
 * coupon area's showsWithReceivable), on the cards and on show detail, on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { OPERATOR, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { couponTemplate, makeCouponTemplate, noScope } from '../helpers/coupon-helpers'
import { COUPON_PATHS } from '../../../types/api/coupon'

interface Tagged {
  showId: string
  showTags: Array<{ type: string }>
}

const COUPON_TAG = 'MARKETING_TAG_COUPON'
const hasTag = (s: Tagged | undefined) => Boolean(s?.showTags.some((x) => x.type === COUPON_TAG))

for (const engine of ENGINES) {
  describe(`the coupon tag on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let tagged: string[]
    let clock = NOON.getTime()
    // Each read a little later, past the second a browse reply is kept for.
    const later = () => t.setNow(new Date((clock += 5000)))
    const feed = async () => {
      later()
      const res = await t.get<{ list: Tagged[] }>(
        '/home/pub/v5/masonry_component_data?layoutId=L-HOME&componentId=feed&componentType=WATERFALL&length=50'
      )
      assert.equal(res.body.statusCode, 200, JSON.stringify(res.body))
      return res.body.data.list
    }
    const detail = async (showId: string) => {
      later()
      return (await t.get<Tagged>(`/show/pub/v5/show/${showId}/static?lang=zh`)).body.data
    }

    before(async () => {
      ;({
        t,
        staff: [operator]
      } = await staffedApp(engine, OPERATOR))
      await t.db.query("UPDATE coupon_templates SET state = 'STOPPED'")
      const stored = await t.db.query<{ id: string }>(`SELECT id FROM shows WHERE tags @> '[{"type":"${COUPON_TAG}"}]'::jsonb`)
      const ids = new Set(stored.map((r) => r.id))
      tagged = (await feed()).filter((s) => ids.has(s.showId)).map((s) => s.showId)
      assert.ok(tagged.length >= 2, 'shows on sale the merchant tagged 可用券')
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    test('no coupon to be had: no show carries the tag, on cards or on detail', async () => {
      assert.ok(!(await feed()).some(hasTag))
      assert.equal(hasTag(await detail(tagged[0])), false)
    })

    test('a coupon for one show: that show carries the tag, the other tagged show still does not', async () => {
      await makeCouponTemplate(
        operator,
        couponTemplate({ useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN', couponUseLimitVO: { ...noScope(), showIds: [tagged[0]] } })
      )
      const cards = await feed()
      assert.equal(hasTag(cards.find((s) => s.showId === tagged[0])), true)
      assert.equal(hasTag(cards.find((s) => s.showId === tagged[1])), false)
      assert.equal(hasTag(await detail(tagged[0])), true)
      assert.equal(hasTag(await detail(tagged[1])), false)
    })

    test('"a cancelled show still offers a coupon" (issue #31 item 3): its coupon is no longer listed, nor its tag', async () => {
      const list = async () => {
        later()
        return (await t.get<unknown[]>(`${COUPON_PATHS.showList}?showId=${tagged[0]}`)).body.data
      }
      assert.equal((await list()).length, 1)
      await t.db.query("UPDATE shows SET state = 'CANCELED' WHERE id = $1", [tagged[0]])
      try {
        assert.deepEqual(await list(), [])
        assert.equal(hasTag(await detail(tagged[0])), false)
      } finally {
        await t.db.query("UPDATE shows SET state = 'SCHEDULED' WHERE id = $1", [tagged[0]])
      }
    })
  })
}
