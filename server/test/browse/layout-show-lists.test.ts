/**
 * Issue #16 item 2, show lists and topic pages: a layout's "show list" component (a titled list of shows
 * the merchant picks, or by category/tag with a count) is validated on save and publish ("1-20 shows,
 * shows must belong to the merchant and be listed") and answered to buyers with the shows resolved by
 * the show list's own card presenter, unlisted and ended ones left out; a topic page is asked for by its
 * id, and the console's preview token answers its draft — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { loggedIn, OPERATOR, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { createMerchant } from '../../src/admin/merchant-create'
import {
  PREVIEW_HEADER,
  type LayoutContent,
  type LayoutDraft,
  type LayoutPageSummary,
  type LayoutShowListDraft,
  type LayoutVersion,
  type PreviewReply
} from '../../../types/api/storefront-admin'
import type { Layout, LayoutComponent } from '../../../types/api/layout'
import type { ShowCard } from '../../../types/api/show'

const LAYOUTS = '/home/pub/v5/layouts'
const SITE = 'shop.example.com'
const T = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-MO': `${en}（繁）`, 'en-US': en })
type ShowListReply = Extract<LayoutComponent, { style: 'SHOW_LIST' }>

const picked = (showIds: string[], componentId = 'picks'): LayoutShowListDraft => ({
  componentId,
  componentType: 'NORMAL',
  style: 'SHOW_LIST',
  title: T('Our picks'),
  direction: 'HORIZONTAL',
  source: { kind: 'PICKED', showIds }
})

for (const engine of ENGINES) {
  describe(`layout show lists and topic pages on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let home: string
    /** Demo shows on sale with a session ahead of the clock, best first. */
    let live: string[]
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      operator = await loggedIn(t, OPERATOR)
      home = (await operator.call<LayoutPageSummary[]>('GET', '/layouts')).body.data.find((p) => p.page === 'HOME')!.layoutId
      const rows = await t.db.query<{ id: string }>(
        `SELECT s.id FROM shows s WHERE s.merchant_id = 'demo' AND s.listing = 'ON_SALE' AND s.state <> 'CANCELED'
            AND EXISTS (SELECT 1 FROM sessions a WHERE a.show_id = s.id AND a.starts_at > $1) ORDER BY s.id LIMIT 6`,
        [NOON.toISOString()]
      )
      live = rows.map((r) => r.id)
      assert.equal(live.length, 6)
    })
    after(async () => t.close())

    const draft = async (id = home) => (await operator.call<LayoutDraft>('GET', `/layouts/${id}/draft`)).body.data
    const save = (content: LayoutContent, id = home) =>
      operator.call<LayoutDraft>('PUT', `/layouts/${id}/draft`, { content }, { host: SITE })
    const publish = (id = home) => operator.call<LayoutVersion>('POST', `/layouts/${id}/publish`, undefined, { host: SITE })
    const buyers = async (query: string, headers: Record<string, string> = {}) =>
      (await t.get<Layout | null>(`${LAYOUTS}?${query}&lang=en`, headers)).body.data
    const showList = (layout: Layout | null, componentId = 'picks') =>
      layout?.components.find((c) => c.componentId === componentId) as ShowListReply | undefined

    test('"1-20 shows, shows must belong to the merchant and be listed": each refusal a LAYOUT_INVALID naming the show', async () => {
      const base = (await draft()).content
      const withList = (list: object): LayoutContent => ({ ...base, components: [list as LayoutShowListDraft, ...base.components] })
      await createMerchant(t.db, { id: 'acme-live', name: 'Acme Live', email: 'boss@acme.test' }, new Date())
      const [theirs] = live.slice(-1)
      await t.db.query(`UPDATE shows SET merchant_id = 'acme-live' WHERE id = $1`, [theirs])
      const drafted = live[4]
      await t.db.query(`UPDATE shows SET listing = 'DRAFT' WHERE id = $1`, [drafted])
      const cases: Array<[string, LayoutContent, RegExp]> = [
        ['no show', withList(picked([])), /components\/0\/source/],
        ['21 shows', withList(picked(Array.from({ length: 21 }, (_, i) => `S${i}`))), /components\/0\/source/],
        ['picked twice', withList(picked([live[0], live[0]])), /components\/0\/source\/showIds\/1 is picked twice/],
        ['unknown show', withList(picked([live[0], 'NOPE'])), /components\/0\/source\/showIds\/1 NOPE is not a listed show/],
        ["another merchant's show", withList(picked([theirs])), /showIds\/0 .* is not a listed show of this shop/],
        ['a draft show', withList(picked([live[1], drafted])), /showIds\/1 .* is not a listed show/],
        ['rule with count 0', withList({ ...picked([]), source: { kind: 'RULE', count: 0 } }), /components\/0\/source/],
        ['rule with count 21', withList({ ...picked([]), source: { kind: 'RULE', count: 21 } }), /components\/0\/source/],
        ['unknown direction', withList({ ...picked([live[0]]), direction: 'DIAGONAL' }), /components\/0/]
      ]
      for (const [name, content, field] of cases) {
        const res = await save(content)
        assert.deepEqual([res.status, res.body.errorCode], [200, 'LAYOUT_INVALID'], name)
        assert.match(res.body.comments, field, `${name}: ${res.body.comments}`)
      }
      const twenty = await save(withList(picked(live.slice(0, 4))))
      assert.equal(twenty.body.statusCode, 200, twenty.body.comments)

      // A show taken off sale after the draft was saved stops the publish, naming it.
      await t.db.query(`UPDATE shows SET listing = 'OFF_SALE' WHERE id = $1`, [live[3]])
      const refused = await publish()
      assert.equal(refused.body.errorCode, 'LAYOUT_INVALID')
      assert.match(refused.body.comments, /showIds\/3/)
      await t.db.query(`UPDATE shows SET listing = 'ON_SALE' WHERE id = $1`, [live[3]])
      await save(base)
    })

    test("the buyers' reply: the picked shows in the merchant's order, as the show list's cards; unlisted and ended ones left out", async () => {
      const base = (await draft()).content
      const order = [live[2], live[0], live[1], live[3]]
      assert.equal((await save({ ...base, components: [picked(order), ...base.components] })).body.statusCode, 200)
      assert.equal((await publish()).body.statusCode, 200)
      const list = showList(await buyers('page=HOME'))
      assert.ok(list, 'the show list is in the reply')
      assert.deepEqual([list.title, list.direction], ['Our picks', 'HORIZONTAL'])
      assert.deepEqual(
        list.shows.map((s) => s.showId),
        order
      )
      // The same presenter as every other list of shows: the card equals the show's own preview card.
      const card = (await t.get<ShowCard>(`/buyer/pub/v1/shows/${live[0]}/preview?lang=en`)).body.data
      assert.deepEqual(list.shows[1], card)

      await t.db.query(`UPDATE shows SET listing = 'OFF_SALE' WHERE id = $1`, [live[0]])
      // Ended: every session of this one is now behind the clock.
      await t.db.query(`UPDATE sessions SET starts_at = $2 WHERE show_id = $1`, [
        live[1],
        new Date(NOON.getTime() - 86400000).toISOString()
      ])
      t.forgetCaches()
      assert.deepEqual(
        showList(await buyers('page=HOME'))!.shows.map((s) => s.showId),
        [live[2], live[3]]
      )
      await save(base)
      await publish()
    })

    test('a rule list: the first N shows of a category and/or tag, on sale and not over', async () => {
      const [{ tag, category }] = await t.db.query<{ tag: string; category: string }>(
        `SELECT t->'title'->>'en-US' AS tag, s.category_code AS category FROM shows s, jsonb_array_elements(s.tags) t
          WHERE s.merchant_id = 'demo' AND s.listing = 'ON_SALE' AND s.id = ANY($1::text[]) LIMIT 1`,
        [live.slice(2)]
      )
      const base = (await draft()).content
      const rule: LayoutShowListDraft = {
        ...picked([]),
        componentId: 'ruled',
        direction: 'VERTICAL',
        source: { kind: 'RULE', categoryCode: category, tag: tag.toUpperCase(), count: 3 }
      }
      assert.equal((await save({ ...base, components: [rule, ...base.components] })).body.statusCode, 200)
      await publish()
      const list = showList(await buyers('page=HOME'), 'ruled')!
      assert.ok(list.shows.length >= 1 && list.shows.length <= 3, `${list.shows.length} shows`)
      const ids = list.shows.map((s) => s.showId)
      const matching = await t.db.query<{ id: string }>(
        `SELECT s.id FROM shows s WHERE s.id = ANY($1::text[]) AND s.category_code = $2 AND s.listing = 'ON_SALE'
            AND EXISTS (SELECT 1 FROM jsonb_array_elements(s.tags) t WHERE t->'title'->>'en-US' = $3)`,
        [ids, category, tag]
      )
      assert.equal(matching.length, ids.length, 'every show has the category and the tag (matched in any case)')
      await save(base)
      await publish()
    })

    test('topic pages: asked for by id; unknown or unpublished is null; the preview token answers the draft of that topic', async () => {
      const create = async (en: string) =>
        (await operator.call<LayoutPageSummary>('POST', '/layouts/topics', { name: T(en) })).body.data.layoutId
      const summer = await create('Summer')
      const winter = await create('Winter')
      const notice = {
        componentId: 'n',
        componentType: 'NORMAL' as const,
        style: 'NOTICE' as const,
        title: T('Summer nights'),
        content: T('Open air')
      }
      assert.equal((await save({ name: T('Summer'), components: [notice, picked([live[2]])] }, summer)).body.statusCode, 200)
      assert.equal((await publish(summer)).body.statusCode, 200)
      assert.equal((await save({ name: T('Winter'), components: [picked([live[3]], 'w')] }, winter)).body.statusCode, 200)

      const got = await buyers(`page=TOPIC&topicId=${summer}`)
      assert.equal(got?.layoutId, summer)
      assert.equal(got?.title, 'Summer')
      assert.deepEqual(
        showList(got)!.shows.map((s) => s.showId),
        [live[2]]
      )
      assert.equal(await buyers(`page=TOPIC&topicId=${winter}`), null, "a topic never published is not the buyers'")
      assert.equal(await buyers('page=TOPIC&topicId=L-NOPE'), null)

      const { token } = (await operator.call<PreviewReply>('POST', '/storefront/preview')).body.data
      const preview = { [PREVIEW_HEADER]: token }
      const draftWinter = await buyers(`page=TOPIC&topicId=${winter}`, preview)
      assert.equal(draftWinter?.layoutId, winter, "the preview shows this topic's draft, not the first topic")
      assert.deepEqual(
        showList(draftWinter, 'w')!.shows.map((s) => s.showId),
        [live[3]]
      )
      // A saved, unpublished change to a published topic: previewed, not served.
      await save({ name: T('Summer'), components: [notice] }, summer)
      assert.deepEqual(
        (await buyers(`page=TOPIC&topicId=${summer}`, preview))!.components.map((c) => c.componentId),
        ['n']
      )
      assert.deepEqual(
        (await buyers(`page=TOPIC&topicId=${summer}`))!.components.map((c) => c.componentId),
        ['n', 'picks']
      )
      const res = await t.app.inject({ method: 'GET', url: `${LAYOUTS}?page=TOPIC&topicId=${winter}&preview=${encodeURIComponent(token)}` })
      assert.equal(res.headers['cache-control'], 'no-store')
      assert.equal(await buyers(`page=TOPIC&topicId=${winter}`, { [PREVIEW_HEADER]: `${token}x` }), null, 'a tampered token is ignored')
    })

    test('"a banner/notice jump to a topic opens it": both need the topic; a notice with a jump carries it to the app', async () => {
      const base = (await draft()).content
      const banner = {
        componentId: 'to-topic',
        componentType: 'NORMAL' as const,
        style: 'BANNER' as const,
        items: [{ itemId: 'B1', title: T('Summer'), color: '#123456', jumpType: 'TOPIC' as const }]
      }
      const res = await save({ ...base, components: [banner, ...base.components] })
      assert.equal(res.body.errorCode, 'LAYOUT_INVALID')
      assert.match(res.body.comments, /items\/0\/jumpValue is needed for TOPIC/)

      const notice = {
        componentId: 'go',
        componentType: 'NORMAL' as const,
        style: 'NOTICE' as const,
        title: T('Summer'),
        content: T('See the topic'),
        jumpType: 'TOPIC' as const
      }
      const bare = await save({ ...base, components: [notice, ...base.components] })
      assert.equal(bare.body.errorCode, 'LAYOUT_INVALID')
      assert.match(bare.body.comments, /components\/0\/jumpValue is needed for TOPIC/)
      const away = await save({
        ...base,
        components: [{ ...notice, jumpType: 'H5' as const, jumpValue: 'https://evil.test/x' }, ...base.components]
      })
      assert.match(away.body.comments, /components\/0\/jumpValue must be an https URL on shop.example.com/)
      const topic = (await operator.call<LayoutPageSummary[]>('GET', '/layouts')).body.data.find((p) => p.page === 'TOPIC')!.layoutId
      assert.equal((await save({ ...base, components: [{ ...notice, jumpValue: topic }, ...base.components] })).body.statusCode, 200)
      const plain = {
        componentId: 'plain',
        componentType: 'NORMAL' as const,
        style: 'NOTICE' as const,
        title: T('Plain'),
        content: T('Text only')
      }
      assert.equal((await save({ ...base, components: [{ ...notice, jumpValue: topic }, plain, ...base.components] })).body.statusCode, 200)
      await publish()
      const [go, text] = (await buyers('page=HOME'))!.components as Array<Extract<LayoutComponent, { style: 'NOTICE' }>>
      assert.deepEqual([go.jumpType, go.jumpValue], ['TOPIC', topic])
      assert.equal(text.jumpType, undefined, 'a notice without a jump has none')
      await save(base)
      await publish()
    })
  })
}
