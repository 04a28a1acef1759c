/**
 * Announcements (issue "Content and contact"; product.md "Announcement": noticeId, noticeTitle,
 * noticeContent, noticeMoreUrl, read records with announcementId, showId, clientReadTime and pageSource;
 * "Announcement banner"), on every engine, through the HTTP calls the console and the app make.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { DOOR, OPERATOR, OWNER, FINANCE, loggedIn, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { directBuyers } from '../helpers/account-helpers'
import {
  ADMIN_ANNOUNCEMENT_PATHS as A,
  ANNOUNCEMENT_PATHS as P,
  type AdminAnnouncement,
  type AnnouncementInput,
  type AnnouncementList,
  type AnnouncementNotice,
  type AnnouncementReadReply
} from '../../../types/api/announcement'

const HOUR = 3_600_000
const at = (p: string, id: string) => p.replace(':id', id)

for (const engine of ENGINES) {
  describe(`announcements on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let showId: string
    let otherShowId: string
    before(async () => {
      ;({
        t,
        staff: [operator]
      } = await staffedApp(engine, OPERATOR))
      const shows = await t.db.query<{ id: string }>("SELECT id FROM shows WHERE merchant_id = 'demo' ORDER BY id LIMIT 2")
      ;[showId, otherShowId] = shows.map((s) => s.id)
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    const input = (over: Partial<AnnouncementInput> = {}): AnnouncementInput => ({
      title: '系统维护通知',
      content: '今晚 23:00 至 24:00 系统维护，期间暂停购票。',
      moreUrl: '',
      showId: null,
      startTime: NOON.getTime() - HOUR,
      endTime: NOON.getTime() + 24 * HOUR,
      ...over
    })
    const create = async (over: Partial<AnnouncementInput> = {}) => {
      const res = await operator.call<AdminAnnouncement>('POST', A.create, input(over))
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }
    const current = async (query = '', lang = 'zh') =>
      (await t.get<AnnouncementList>(`${P.current}?lang=${lang}${query}`)).body.data.notices.map((n) => n.noticeId)

    test('the console writes an announcement (audited); buyers read it, in the spec fields, on home while it is current', async () => {
      const made = await create({ title: '公告甲', moreUrl: 'https://example.com/more' })
      assert.equal(made.state, 'CURRENT')
      assert.equal((await t.db.query("SELECT 1 FROM audit_log WHERE action = 'announcement.create' AND target = $1", [made.id])).length, 1)
      const list = (await t.get<AnnouncementList>(`${P.current}?lang=zh`)).body.data.notices
      const mine = list.find((n) => n.noticeId === made.id)
      assert.deepEqual(mine && { t: mine.noticeTitle, u: mine.noticeMoreUrl, s: mine.showId }, {
        t: '公告甲',
        u: 'https://example.com/more',
        s: null
      })
      const detail = await t.get<AnnouncementNotice>(at(P.detail, made.id))
      assert.equal(detail.body.data.noticeContent, '今晚 23:00 至 24:00 系统维护，期间暂停购票。')
    })

    test('times: one not yet started or already ended is not current; a scheduled one does not open', async () => {
      const later = await create({ startTime: NOON.getTime() + HOUR, endTime: NOON.getTime() + 2 * HOUR })
      const ended = await create({ startTime: NOON.getTime() - 2 * HOUR, endTime: NOON.getTime() - HOUR })
      assert.equal(later.state, 'SCHEDULED')
      assert.equal(ended.state, 'ENDED')
      const now = await current()
      assert.ok(!now.includes(later.id) && !now.includes(ended.id))
      assert.equal((await t.get(at(P.detail, later.id))).body.statusCode, 40881)
      t.setNow(new Date(NOON.getTime() + HOUR + 1))
      assert.ok((await current()).includes(later.id), 'current once its start has come')
      t.setNow(new Date(NOON.getTime() + 2 * HOUR))
      assert.ok(!(await current()).includes(later.id), 'gone at its end')
      t.setNow(NOON)
    })

    test("scope: a show's announcement is on that show's page (first) and not on home or another show's", async () => {
      const shop = await create({ title: '全店' })
      const own = await create({ title: '本场', showId })
      const home = await current()
      assert.ok(home.includes(shop.id) && !home.includes(own.id))
      const onShow = await current(`&showId=${showId}`)
      assert.equal(onShow[0], own.id, "the show's own comes first")
      assert.ok(onShow.includes(shop.id))
      assert.ok(!(await current(`&showId=${otherShowId}`)).includes(own.id))
    })

    test('translation fallback: zh-MO / en-US when given, else the zh-CN text', async () => {
      const made = await create({ title: '中文标题', content: '中文内容', titleTexts: { 'en-US': 'English title', 'zh-MO': ' ' } })
      const read = async (lang: string) => (await t.get<AnnouncementNotice>(`${at(P.detail, made.id)}?lang=${lang}`)).body.data
      assert.deepEqual([(await read('en')).noticeTitle, (await read('en')).noticeContent], ['English title', '中文内容'])
      assert.equal((await read('zh-MO')).noticeTitle, '中文标题', 'a blank translation reads as the zh-CN text')
      assert.deepEqual(made.titleTexts, { 'en-US': 'English title' })
    })

    test('read records: need a login, idempotent per buyer (the first kept), per buyer, and counted in the console', async () => {
      const made = await create()
      const [a, b] = await directBuyers(t, [`usr_ann_${engine}_a`, `usr_ann_${engine}_b`], '139', 0)
      const body = { announcementId: made.id, showId, clientReadTime: NOON.getTime() - 5000, pageSource: 'announce_detail' }
      assert.notEqual((await t.call('POST', P.read, body)).body.statusCode, 200, 'no login, no record')
      for (let i = 0; i < 2; i++) {
        const res = await t.call<AnnouncementReadReply>('POST', P.read, { ...body, clientReadTime: body.clientReadTime + i * 1000 }, a)
        assert.deepEqual(res.body.data.readIds, [made.id])
      }
      const rows = await t.db.query<{ page_source: string; show_id: string; client_read_at: Date }>(
        'SELECT page_source, show_id, client_read_at FROM announcement_reads WHERE announcement_id = $1',
        [made.id]
      )
      assert.equal(rows.length, 1)
      assert.deepEqual(
        [rows[0].page_source, rows[0].show_id, rows[0].client_read_at.getTime()],
        ['announce_detail', showId, NOON.getTime() - 5000]
      )
      const state = async (h: Record<string, string>) =>
        (await t.get<AnnouncementReadReply>(`${P.reads}?ids=${made.id},ann_unknown`, h)).body.data.readIds
      assert.deepEqual(await state(a), [made.id])
      assert.deepEqual(await state(b), [], "another buyer's read is not this buyer's")
      const listed = (await operator.call<AdminAnnouncement[]>('GET', A.list)).body.data.find((x) => x.id === made.id)
      assert.equal(listed?.readCount, 1)
    })

    test("another merchant's announcement is not visible, nor readable, nor editable", async () => {
      await t.db.query("INSERT INTO merchants (id, name, config) VALUES ('ann_other', '{\"zh-CN\":\"别家\"}', '{}') ON CONFLICT DO NOTHING")
      await t.db.query(
        `INSERT INTO announcements (id, merchant_id, title, content, starts_at, ends_at, created_at, updated_at)
         VALUES ('ann_theirs', 'ann_other', '别家公告', '别家内容', $1, $2, $1, $1)`,
        [new Date(NOON.getTime() - HOUR), new Date(NOON.getTime() + HOUR)]
      )
      assert.ok(!(await current()).includes('ann_theirs'))
      assert.equal((await t.get(at(P.detail, 'ann_theirs'))).body.statusCode, 40881)
      const theirs = await t.get<AnnouncementList>(`${P.current}`, { 'merchant-id': 'ann_other' })
      assert.deepEqual(
        theirs.body.data.notices.map((n) => n.noticeId),
        ['ann_theirs'],
        'its own buyers see it'
      )
      const [buyer] = await directBuyers(t, [`usr_ann_${engine}_c`], '138', 0)
      const read = await t.call('POST', P.read, { announcementId: 'ann_theirs', clientReadTime: NOON.getTime(), pageSource: 'home' }, buyer)
      assert.equal(read.body.statusCode, 40881)
      assert.equal((await operator.call('PUT', at(A.one, 'ann_theirs'), input())).body.statusCode, 40881)
      assert.equal((await operator.call('POST', at(A.withdraw, 'ann_theirs'))).body.statusCode, 40881)
    })

    test('edit and withdraw: a withdrawn one leaves the banner, cannot be changed or withdrawn again; both audited', async () => {
      const made = await create()
      const changed = await operator.call<AdminAnnouncement>('PUT', at(A.one, made.id), input({ title: '改后的标题' }))
      assert.equal(changed.body.data.title, '改后的标题')
      const gone = await operator.call<AdminAnnouncement>('POST', at(A.withdraw, made.id))
      assert.equal(gone.body.data.state, 'WITHDRAWN')
      assert.ok(!(await current()).includes(made.id))
      assert.equal((await t.get(at(P.detail, made.id))).body.statusCode, 40881)
      assert.equal((await operator.call('POST', at(A.withdraw, made.id))).body.statusCode, 40883)
      assert.equal((await operator.call('PUT', at(A.one, made.id), input())).body.statusCode, 40883)
      const audited = await t.db.query<{ action: string }>('SELECT action FROM audit_log WHERE target = $1 ORDER BY id', [made.id])
      assert.deepEqual(
        audited.map((r) => r.action),
        ['announcement.create', 'announcement.update', 'announcement.withdraw']
      )
    })

    test('bad input: clear envelopes, never a 500, and nothing written', async () => {
      const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM announcements'))[0].n
      const was = await count()
      const refused: Array<[string, object, number]> = [
        ['no zh-CN title', input({ title: '  ' }), 40882],
        ['no content', input({ content: '' }), 40882],
        ['end before start', input({ endTime: NOON.getTime() - 2 * HOUR }), 40882],
        ['javascript link', input({ moreUrl: 'javascript:alert(1)' }), 40882],
        ['plain http link', input({ moreUrl: 'http://example.com' }), 40882],
        ['unknown show', input({ showId: 'show_nope' }), 40882],
        ['title too long', input({ title: '长'.repeat(61) }), 40000],
        ['unknown field', { ...input(), extra: 1 }, 40000],
        ['time not a number', { ...input(), startTime: 'noon' }, 40000]
      ]
      for (const [why, body, code] of refused) {
        const res = await operator.call('POST', A.create, body)
        assert.equal(res.body.statusCode, code, `${why}: ${res.body.comments}`)
        assert.notEqual(res.status, 500, why)
        assert.ok(res.body.comments.length > 0, `${why} says why`)
      }
      const en = await operator.call('POST', `${A.create}?lang=en`, input({ title: '' }))
      assert.match(en.body.comments, /title/)
      assert.equal(await count(), was, 'nothing written')
      const [buyer] = await directBuyers(t, [`usr_ann_${engine}_d`], '136', 0)
      const badReads: object[] = [
        { announcementId: 'x', clientReadTime: NOON.getTime(), pageSource: 'nowhere' },
        { announcementId: 'x', clientReadTime: -1, pageSource: 'home' },
        { clientReadTime: NOON.getTime(), pageSource: 'home' }
      ]
      for (const body of badReads) assert.equal((await t.call('POST', P.read, body, buyer)).body.statusCode, 40000)
      assert.equal((await t.get(`${P.reads}?ids=a;b`, buyer)).body.statusCode, 40000)
      assert.equal((await t.get(`${P.current}?showId=${'x'.repeat(61)}`)).body.statusCode, 40000)
    })

    test('roles: owner and operator write; finance and door staff are refused', async () => {
      const owner = await loggedIn(t, OWNER)
      assert.equal((await owner.call('POST', A.create, input())).body.statusCode, 200)
      for (const email of [FINANCE, DOOR]) {
        const other = await loggedIn(t, email)
        const res = await other.call('POST', A.create, input())
        assert.notEqual(res.body.statusCode, 200, email)
        assert.notEqual(res.status, 500)
      }
    })
  })
}
