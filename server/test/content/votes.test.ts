/**
 * Votes (issue "Content and contact": "a merchant creates a vote in the console ...; buyers (logged in) cast
 * ONE vote ..., then see the results (count and percentage per option, their own choice marked); after the
 * deadline, voting is refused with a translated error in the spec's envelope"; product.md "Topic":
 * vote-detail /vote-detail/:id), on every engine, through the HTTP calls the console and the app make.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { FINANCE, OPERATOR, OWNER, loggedIn, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { directBuyers } from '../helpers/account-helpers'
import { ADMIN_VOTE_PATHS, VOTE_PATHS as P, type AdminVote, type VoteCard, type VoteInput, type VoteView } from '../../../types/api/vote'

const HOUR = 3_600_000

const input = (over: Partial<VoteInput> = {}): VoteInput => ({
  title: '年度最想看的演出',
  titleTexts: { 'en-US': 'The show you most want to see' },
  description: '每人一票',
  options: [
    { text: '交响音乐会', textTexts: { 'en-US': 'Symphony' }, pictureUrl: 'https://img.example.test/a.png' },
    { text: '话剧', pictureUrl: '' },
    { text: '芭蕾', pictureUrl: '' }
  ],
  deadline: NOON.getTime() + 24 * HOUR,
  topicId: 'L-TOPIC-1',
  showId: null,
  ...over
})

for (const engine of ENGINES) {
  describe(`votes on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let made = 0
    before(async () => {
      ;({
        t,
        staff: [operator]
      } = await staffedApp(engine, OPERATOR))
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    /** Buyers written directly, each with a session (the login flow is tested elsewhere). */
    const buyers = async (n: number) => {
      const ids = Array.from({ length: n }, (_, i) => `usr_vote_${engine}_${made + i}`)
      const headers = await directBuyers(t, ids, '139', made)
      made += n
      return headers
    }
    const create = async (over: Partial<VoteInput> = {}) => {
      const res = await operator.call<AdminVote>('POST', ADMIN_VOTE_PATHS.create, input(over))
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }
    // As the app's request layer sends it: its common params (src, ver, merchantId, appId) ride in every body.
    const cast = (voteId: string, optionId: string, h: Record<string, string>, lang = 'zh') =>
      t.call<VoteView>('POST', `${P.cast}?lang=${lang}`, { voteId, optionId, src: 'H5', ver: '1.0.0', merchantId: 'demo', appId: 'h5' }, h)

    test('the console creates a vote; it lists with zero ballots, and the topic page lists it', async () => {
      const vote = await create()
      assert.equal(vote.state, 'OPEN')
      assert.equal(vote.options.length, 3)
      assert.deepEqual(
        vote.options.map((o) => [o.text, o.count, o.percent]),
        [
          ['交响音乐会', 0, 0],
          ['话剧', 0, 0],
          ['芭蕾', 0, 0]
        ]
      )
      const list = await operator.call<AdminVote[]>('GET', ADMIN_VOTE_PATHS.list)
      assert.ok(list.body.data.some((v) => v.voteId === vote.voteId))
      const linked = await t.get<VoteCard[]>(`${P.linked}?topicId=L-TOPIC-1&lang=en`)
      const card = linked.body.data.find((v) => v.voteId === vote.voteId)
      assert.equal(card?.title, 'The show you most want to see', 'en-US reads the translation')
      // The console's write is audited.
      const audit = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'vote.create' AND target = $1", [vote.voteId])
      assert.equal(audit.length, 1)
    })

    test('a refused vote (one option, a past deadline, an unknown topic) is a translated VOTE_INVALID, not a 500', async () => {
      for (const [over, reason] of [
        [{ options: [{ text: '只有一个', pictureUrl: '' }] }, 'options'],
        [{ deadline: NOON.getTime() - HOUR }, 'deadline'],
        [{ topicId: 'L-NOPE' }, 'link'],
        [
          {
            options: [
              { text: '同', pictureUrl: '' },
              { text: '同', pictureUrl: '' }
            ]
          },
          'optionText'
        ],
        [
          {
            options: [
              { text: '甲', pictureUrl: 'javascript:alert(1)' },
              { text: '乙', pictureUrl: '' }
            ]
          },
          'pictureUrl'
        ]
      ] as const) {
        const res = await operator.call('POST', `${ADMIN_VOTE_PATHS.create}?lang=en`, input(over as Partial<VoteInput>))
        assert.equal(res.status, 200)
        assert.equal(res.body.errorCode, 'VOTE_INVALID', JSON.stringify(over))
        assert.equal(res.body.comments, `The vote is not set up right: ${reason}`)
      }
      const bad = await operator.call('POST', ADMIN_VOTE_PATHS.create, { ...input(), deadline: 'soon' })
      assert.equal(bad.body.errorCode, 'INVALID_PARAMETER')
    })

    test('finance staff may not manage votes (owner and operator only)', async () => {
      const finance = await loggedIn(t, FINANCE)
      const res = await finance.call('GET', ADMIN_VOTE_PATHS.list)
      assert.notEqual(res.body.statusCode, 200)
      const owner = await loggedIn(t, OWNER)
      assert.equal((await owner.call('GET', ADMIN_VOTE_PATHS.list)).body.statusCode, 200)
    })

    test('a buyer casts one ballot and reads the results with the choice marked; a second ballot is refused and counts nothing', async () => {
      const vote = await create()
      const [h] = await buyers(1)
      const [first, second] = vote.options
      const res = await cast(vote.voteId, second.optionId, h)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal(res.body.data.myOptionId, second.optionId)
      assert.equal(res.body.data.totalCount, 1)
      assert.deepEqual(
        res.body.data.options.map((o) => [o.count, o.percent]),
        [
          [0, 0],
          [1, 100],
          [0, 0]
        ]
      )
      // "cast ONE vote": the second, even for another option, is refused in the envelope with the results.
      const again = await cast(vote.voteId, first.optionId, h, 'en')
      assert.equal(again.body.errorCode, 'VOTE_ALREADY_CAST')
      assert.equal(again.body.statusCode, 40852)
      assert.equal(again.body.comments, 'You have already voted')
      assert.equal(again.body.data.myOptionId, second.optionId)
      const mine = await t.get<VoteView>(`${P.detailMine}?voteId=${vote.voteId}`, h)
      assert.equal(mine.body.data.myOptionId, second.optionId)
      assert.equal(mine.body.data.totalCount, 1)
      const anyone = await t.get<VoteView>(`${P.detail}?voteId=${vote.voteId}`)
      assert.equal(anyone.body.data.myOptionId, null)
      assert.equal(anyone.body.data.totalCount, 1)
    })

    test('casting needs the login', async () => {
      const vote = await create()
      const res = await cast(vote.voteId, vote.options[0].optionId, {})
      assert.equal(res.body.mode, 'login')
    })

    test('an option of another vote is refused and writes nothing', async () => {
      const a = await create()
      const b = await create()
      const [h] = await buyers(1)
      const res = await cast(a.voteId, b.options[0].optionId, h, 'en')
      assert.equal(res.body.errorCode, 'VOTE_OPTION_INVALID')
      assert.equal(res.body.comments, 'That option is not part of this vote')
      assert.equal((await t.get<VoteView>(`${P.detail}?voteId=${a.voteId}`)).body.data.totalCount, 0)
      assert.equal((await t.get<VoteView>(`${P.detail}?voteId=${b.voteId}`)).body.data.totalCount, 0)
    })

    test("another merchant's vote is not found, to read or to cast", async () => {
      await t.db.query(
        "INSERT INTO merchants (id, name, config) VALUES ('vote_other', '{\"zh-CN\":\"别家\"}', '{}') ON CONFLICT DO NOTHING"
      )
      await t.db.query(
        `INSERT INTO votes (id, merchant_id, title, deadline, created_at, updated_at) VALUES ('vote_elsewhere', 'vote_other', '别家投票', $1, $2, $2)`,
        [new Date(NOON.getTime() + 24 * HOUR), NOON]
      )
      await t.db.query("INSERT INTO vote_options (id, vote_id, sort, text) VALUES ('vopt_elsewhere', 'vote_elsewhere', 0, '甲')")
      const [h] = await buyers(1)
      const res = await cast('vote_elsewhere', 'vopt_elsewhere', h)
      assert.equal(res.body.errorCode, 'VOTE_NOT_FOUND')
      assert.equal((await t.get(`${P.detail}?voteId=vote_elsewhere`)).body.errorCode, 'VOTE_NOT_FOUND')
      assert.equal((await operator.call('GET', ADMIN_VOTE_PATHS.one.replace(':id', 'vote_elsewhere'))).body.errorCode, 'VOTE_NOT_FOUND')
      const ballots = await t.db.query("SELECT 1 FROM vote_ballots WHERE vote_id = 'vote_elsewhere'")
      assert.equal(ballots.length, 0)
    })

    test('after the deadline voting is refused (VOTE_CLOSED, translated) and the results show', async () => {
      const vote = await create({ deadline: NOON.getTime() + HOUR })
      const [early, late] = await buyers(2)
      assert.equal((await cast(vote.voteId, vote.options[0].optionId, early)).body.statusCode, 200)
      t.setNow(new Date(NOON.getTime() + HOUR))
      try {
        const res = await cast(vote.voteId, vote.options[1].optionId, late, 'zh-MO')
        assert.equal(res.body.errorCode, 'VOTE_CLOSED')
        assert.equal(res.body.statusCode, 40851)
        assert.equal(res.body.comments, '投票已截止')
        const view = await t.get<VoteView>(`${P.detail}?voteId=${vote.voteId}`)
        assert.equal(view.body.data.state, 'CLOSED')
        assert.deepEqual(
          view.body.data.options.map((o) => o.percent),
          [100, 0, 0]
        )
      } finally {
        t.setNow(NOON)
      }
    })

    test('closed early in the console: ballots refused from then on; closing twice is refused; audited', async () => {
      const vote = await create()
      const closed = await operator.call<AdminVote>('POST', ADMIN_VOTE_PATHS.close.replace(':id', vote.voteId))
      assert.equal(closed.body.data.state, 'CLOSED')
      assert.equal(closed.body.data.closedAt, NOON.getTime())
      assert.equal((await operator.call('POST', ADMIN_VOTE_PATHS.close.replace(':id', vote.voteId))).body.errorCode, 'VOTE_CLOSED')
      const [h] = await buyers(1)
      assert.equal((await cast(vote.voteId, vote.options[0].optionId, h)).body.errorCode, 'VOTE_CLOSED')
      const audit = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'vote.close' AND target = $1", [vote.voteId])
      assert.equal(audit.length, 1)
    })

    test('editing: texts change freely; once a ballot is cast options may not be added or removed', async () => {
      const vote = await create()
      const reworded = {
        ...input(),
        title: '改过的标题',
        options: vote.options.map((o) => ({ optionId: o.optionId, text: `${o.text}!`, pictureUrl: o.pictureUrl }))
      }
      const edited = await operator.call<AdminVote>('PUT', ADMIN_VOTE_PATHS.one.replace(':id', vote.voteId), reworded)
      assert.equal(edited.body.statusCode, 200, edited.body.comments)
      assert.equal(edited.body.data.title, '改过的标题')
      assert.deepEqual(
        edited.body.data.options.map((o) => o.optionId),
        vote.options.map((o) => o.optionId)
      )
      const [h] = await buyers(1)
      await cast(vote.voteId, vote.options[2].optionId, h)
      const fewer = { ...reworded, options: reworded.options.slice(0, 2) }
      const res = await operator.call('PUT', ADMIN_VOTE_PATHS.one.replace(':id', vote.voteId), fewer)
      assert.equal(res.body.errorCode, 'VOTE_INVALID')
      const still = await operator.call<AdminVote>('GET', ADMIN_VOTE_PATHS.one.replace(':id', vote.voteId))
      assert.equal(still.body.data.options.length, 3)
      assert.equal(still.body.data.totalCount, 1)
    })

    test('200 voters at once: the total equals the distinct voters and each option its exact ballots; the same buyer twice at once counts once', async () => {
      const vote = await create({ options: [0, 1, 2, 3].map((i) => ({ text: `选项${i}`, pictureUrl: '' })) })
      const crowd = await buyers(200)
      // Voter i picks option i % 4, so the counts are known: 50 each.
      const replies = await Promise.all(crowd.map((h, i) => cast(vote.voteId, vote.options[i % 4].optionId, h)))
      assert.deepEqual(
        replies.filter((r) => r.body.statusCode !== 200).map((r) => r.body.comments),
        []
      )
      // The first 20 voters tap again, twice at once each, for another option: refused, nothing counted.
      const retaps = await Promise.all(crowd.slice(0, 20).flatMap((h) => [0, 1].map(() => cast(vote.voteId, vote.options[3].optionId, h))))
      assert.ok(retaps.every((r) => r.body.errorCode === 'VOTE_ALREADY_CAST'))
      // New buyers each voting twice at once: exactly one of each pair counts.
      const doubles = await buyers(30)
      const pairs = await Promise.all(doubles.flatMap((h) => [0, 1].map(() => cast(vote.voteId, vote.options[0].optionId, h))))
      assert.equal(pairs.filter((r) => r.body.statusCode === 200).length, 30)
      assert.equal(pairs.filter((r) => r.body.errorCode === 'VOTE_ALREADY_CAST').length, 30)
      const view = (await t.get<VoteView>(`${P.detail}?voteId=${vote.voteId}`)).body.data
      assert.equal(view.totalCount, 230)
      assert.deepEqual(
        view.options.map((o) => o.count),
        [80, 50, 50, 50]
      )
      assert.equal(
        view.options.reduce((s, o) => s + o.percent, 0),
        100
      )
      const distinct = await t.db.query<{ n: number }>('SELECT count(DISTINCT user_id)::int AS n FROM vote_ballots WHERE vote_id = $1', [
        vote.voteId
      ])
      assert.equal(distinct[0].n, 230)
    })
  })
}
