/**
 * Membership, growth and points (issue #18: "growth value from paid orders, level-up and birthday popups
 * with 'no longer remind'"; "Points: earned from paid orders by the merchant's rate, about-to-expire
 * notice"; "Merchant console: levels and rights, growth and points rates ... reports of ... points
 * liability"; product.md "Prime privilege and membership", "Other states": "Level-upgrade and birthday
 * popups: on closing, a 'no longer remind' call is made unless the server said it was already set") — on
 * every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, loggedIn, OPERATOR, OWNER, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { saveLevels } from '../helpers/member-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { REFUND_API } from '../../../types/api/refund'
import type { RefundRule } from '../../../types/rules/refund-rule'
import {
  MEMBER_API,
  type AboutToExpireReply,
  type AdminMemberReport,
  type AdminMembership,
  type MemberLevelReply,
  type MemberLevelsReply,
  type MemberPopupReply,
  type MemberRulesReply,
  type PointsPage
} from '../../../types/api/member'
import { MemberService } from '../../src/member/member.service'
import { tier, type Tier } from '../helpers/tier-helpers'
import type { RebookApplyReply } from '../../../types/api/rebook'

const FREE_PER_TICKET: RefundRule = { kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 24, feePercent: 0 }], scope: 'PER_TICKET' }
const DAY = 86400000
// Issue #31 "Merchant content in the three languages … zh-CN required, zh-MO and en-US optional with a
// fallback": the right and 银卡 are translated into English only.
const RIGHT = {
  icon: 'https://cdn.example/icon.svg',
  primeRightTypeName: '优先购票',
  primeRightTypeNameTexts: { 'en-US': 'Priority booking', 'zh-MO': '  ' },
  badgeDesc: '专享',
  badgeDescTexts: { 'en-US': 'Exclusive' },
  isDisplayToUser: true,
  isHighlight: true
}
const HIDDEN = { icon: 'https://cdn.example/h.svg', primeRightTypeName: '内部', isDisplayToUser: false, isHighlight: true }
const LEVELS = [
  { primeLevelName: '普通会员', threshold: 0, primeRights: [] },
  {
    primeLevelName: '银卡',
    primeLevelNameTexts: { 'en-US': ' Silver ' },
    threshold: 200,
    discountPercent: 95,
    primeRights: [HIDDEN, RIGHT]
  },
  { primeLevelName: '金卡', threshold: 1000, discountPercent: 85, primeRights: [RIGHT] }
]
const RATES = {
  pointsRate: { points: 2, perYuan: 1 },
  growthRate: { points: 1, perYuan: 1 },
  pointsValidDays: 10,
  expiryNoticeDays: 30,
  agreement: '会员协议',
  agreementTexts: { 'en-US': 'Membership agreement' },
  birthdayGifts: [{ icon: 'https://cdn.example/g.svg', giftDesc: '生日券', giftDescTexts: { 'en-US': 'Birthday coupon' } }]
}

for (const engine of ENGINES) {
  describe(`membership on ${engine}`, () => {
    let t: TestApp
    let owner: ConsoleClient
    let operator: ConsoleClient
    let finance: ConsoleClient
    let n = 0
    before(async () => {
      ;({
        t,
        staff: [owner, operator, finance]
      } = await staffedApp(engine, OWNER, OPERATOR, FINANCE))
      await saveLevels(owner, LEVELS)
      assert.equal((await owner.call('PUT', '/membership/rates', RATES)).body.statusCode, 200)
    })
    after(async () => t.close())

    const phones = new Map<Login, string>()
    const buyer = async () => {
      const phone = `1320000${String(300 + n++).padStart(4, '0')}`
      const login = await phoneLogin(t, phone)
      phones.set(login, phone)
      return login
    }
    const level = async (b: Login, lang = 'zh') =>
      (await t.get<MemberLevelReply>(`${MEMBER_API.currentLevel}?lang=${lang}`, auth(b))).body.data
    const points = async (b: Login) => {
      const res = await t.get<PointsPage>(`${MEMBER_API.points}?offset=0&length=50`, auth(b))
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }
    const ledgerSum = async () =>
      Number(
        (await t.db.query<{ n: number }>("SELECT COALESCE(sum(points), 0)::float8 AS n FROM points_ledger WHERE merchant_id = 'demo'"))[0].n
      )

    test('"earned from paid orders by the merchant\'s rate": a paid order credits points and growth once, a duplicate notification adds nothing', async () => {
      const b = await buyer()
      const calls = paying(t, b, `member-dup-${engine}`)
      const tr = await freshTier(t, 5000)
      const order = await calls.order(tr, 2)
      const info = await calls.startPay(order.unPaidTransactionIds[0])
      const note = { paymentId: info.paymentId, providerTxn: `txn-member-${engine}`, amountFen: 10000, status: 'SUCCEEDED' as const }
      assert.equal((await calls.notify(note)).statusCode, 200)
      assert.equal((await calls.notify(note)).statusCode, 200, 'the provider repeats its notification')
      // 100 yuan paid: 2 points per yuan, 1 growth per yuan (points-rules.ts, floored).
      const page = await points(b)
      assert.equal(page.balance, 200)
      assert.deepEqual(
        page.entries.map((e) => [e.kind, e.amount, e.orderId]),
        [['EARN', 200, order.orderId]]
      )
      assert.equal((await level(b)).growthValue, 100)
      const rows = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM growth_ledger WHERE order_id = $1 AND kind = 'EARN'", [
        order.orderId
      ])
      assert.equal(rows[0].n, 1)
      // Earning again for the same order (a second settle path) is refused by the ledger's unique earning.
      await t.db.transaction((tx) => new MemberService(t.db, async () => 'Asia/Shanghai').earnForOrder(tx, order.orderId, NOON))
      assert.equal((await points(b)).balance, 200)
    })

    test('"level from growth value (reached at its threshold)": 199 stays base, 200 is 银卡 with 会员9.5折 and its visible rights; the level-up popup shows until "no longer remind"', async () => {
      const b = await buyer()
      const calls = paying(t, b, `member-level-${engine}`)
      await calls.paidOrder(await freshTier(t, 19900), 1)
      let mine = await level(b)
      assert.deepEqual(
        [mine.growthValue, mine.level.primeLevelName, mine.nextLevel?.level.primeLevelName, mine.nextLevel?.growthNeeded],
        [199, '普通会员', '银卡', 1]
      )
      assert.equal(
        (await t.get<MemberPopupReply>(MEMBER_API.popups, auth(b))).body.data.levelUp.show,
        false,
        'no level-up at the base level'
      )
      await calls.paidOrder(await freshTier(t, 100), 1)
      mine = await level(b)
      assert.deepEqual(
        [mine.growthValue, mine.level.primeLevelName, mine.level.discountLabel, mine.level.formatDiscount],
        [200, '银卡', '会员9.5折', '9.5']
      )
      assert.deepEqual(
        mine.level.primeRights.map((r) => r.primeRightTypeName),
        ['优先购票'],
        'a right not for buyers is not shown'
      )
      assert.deepEqual([mine.nextLevel?.level.primeLevelName, mine.nextLevel?.growthNeeded], ['金卡', 800])
      assert.equal((await level(b, 'zh-MO')).level.discountLabel, '會員9.5折')
      assert.equal((await level(b, 'en')).level.discountLabel, 'Members 5% off')
      // The merchant's texts in the buyer's language: English where given, the zh-CN text where not (zh-MO).
      const inEnglish = await level(b, 'en')
      assert.deepEqual(
        [
          inEnglish.level.primeLevelName,
          inEnglish.level.primeRights.map((r) => [r.primeRightTypeName, r.badgeDesc]),
          inEnglish.nextLevel?.level.primeLevelName
        ],
        ['Silver', [['Priority booking', 'Exclusive']], '金卡']
      )
      const inMacao = await level(b, 'zh-MO')
      assert.deepEqual(
        [inMacao.level.primeLevelName, inMacao.level.primeRights.map((r) => [r.primeRightTypeName, r.badgeDesc])],
        ['银卡', [['优先购票', '专享']]]
      )
      assert.equal('primeRightTypeNameTexts' in inEnglish.level.primeRights[0], false, 'buyers read one text, not the translations')

      const popup = (await t.get<MemberPopupReply>(MEMBER_API.popups, auth(b))).body.data
      assert.deepEqual([popup.levelUp.show, popup.levelUp.primeLevelName, popup.levelUp.noLongerRemind], [true, '银卡', false])
      assert.deepEqual(
        popup.levelUp.primeRights.map((r) => r.primeRightTypeName),
        ['优先购票'],
        '"a list of highlighted user-visible rights"'
      )
      const popupInEnglish = (await t.get<MemberPopupReply>(`${MEMBER_API.popups}?lang=en`, auth(b))).body.data.levelUp
      assert.deepEqual(
        [popupInEnglish.primeLevelName, popupInEnglish.primeRights.map((r) => r.primeRightTypeName)],
        ['Silver', ['Priority booking']]
      )
      const closed = await t.call<boolean>('PUT', MEMBER_API.noLongerRemindLevelUp, undefined, auth(b))
      assert.deepEqual([closed.body.statusCode, closed.body.data], [200, true], '"reply reads statusCode 200 and a boolean data"')
      const after = (await t.get<MemberPopupReply>(MEMBER_API.popups, auth(b))).body.data
      assert.deepEqual([after.levelUp.show, after.levelUp.noLongerRemind], [false, true])
      const anonymous = await t.get(MEMBER_API.currentLevel)
      assert.equal(anonymous.body.mode, 'login', 'the buyer calls need a login')
      // The rights list and compare read every level without a login (a pub path).
      const all = (await t.get<MemberLevelsReply>(`${MEMBER_API.levels}?lang=en`)).body.data.levels
      assert.deepEqual(
        all.map((l) => [l.primeLevelName, l.threshold, l.discountLabel ?? '']),
        [
          ['普通会员', 0, ''],
          ['Silver', 200, 'Members 5% off'],
          ['金卡', 1000, 'Members 15% off']
        ]
      )
      assert.deepEqual((await t.get<MemberRulesReply>(MEMBER_API.rules)).body.data.pointsRate, RATES.pointsRate)
      // The agreement in the buyer's language, the zh-CN text where no translation was given.
      assert.deepEqual(
        await Promise.all(
          ['zh', 'zh-MO', 'en'].map(async (lang) => (await t.get<MemberRulesReply>(`${MEMBER_API.rules}?lang=${lang}`)).body.data.agreement)
        ),
        ['会员协议', '会员协议', 'Membership agreement']
      )
    })

    test('birthday popup: shows in the birthday\'s month with the gifts, not after "no longer remind" that month', async () => {
      const b = await buyer()
      await t.db.query("UPDATE users SET birthday = '1990-11-03' WHERE id = $1", [b.userId])
      const popup = (await t.get<MemberPopupReply>(MEMBER_API.popups, auth(b))).body.data
      assert.deepEqual([popup.birthday.show, popup.birthday.gifts.map((g) => g.giftDesc)], [true, ['生日券']])
      const inEnglish = (await t.get<MemberPopupReply>(`${MEMBER_API.popups}?lang=en`, auth(b))).body.data
      assert.deepEqual(inEnglish.birthday.gifts, [{ icon: 'https://cdn.example/g.svg', giftDesc: 'Birthday coupon' }])
      assert.equal((await t.call<boolean>('PUT', MEMBER_API.noLongerRemindBirthday, undefined, auth(b))).body.data, true)
      assert.deepEqual((await t.get<MemberPopupReply>(MEMBER_API.popups, auth(b))).body.data.birthday, {
        show: false,
        gifts: popup.birthday.gifts,
        noLongerRemind: true
      })
    })

    test('a refund takes back its share: one of two equal tickets half the points and growth, the second the rest; the level falls with the growth', async () => {
      const b = await buyer()
      const calls = paying(t, b, `member-refund-${engine}`)
      const tr = await freshTier(t, 15000)
      await t.db.query('UPDATE shows SET refund_rule = $2 WHERE id = $1', [tr.show_id, JSON.stringify(FREE_PER_TICKET)])
      const orderId = await calls.paidOrder(tr, 2)
      assert.deepEqual([(await points(b)).balance, (await level(b)).growthValue, (await level(b)).level.primeLevelName], [600, 300, '银卡'])
      const tickets = await t.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1 ORDER BY seq', [orderId])
      const refund = async (ticketId: string) => {
        const req = await t.call<{ requestId: string }>(
          'POST',
          REFUND_API.requests(orderId),
          { ticketIds: [ticketId], reason: 'PLANS_CHANGED' },
          auth(b)
        )
        assert.equal(req.body.statusCode, 200, req.body.comments)
        assert.equal((await finance.call('POST', `/sales/refunds/${req.body.data.requestId}/approve`)).body.statusCode, 200)
      }
      // A minute apart each, so the ledger's newest-first order is the order things happened in.
      t.setNow(new Date(NOON.getTime() + 60000))
      try {
        await refund(tickets[0].id)
        assert.deepEqual(
          [(await points(b)).balance, (await level(b)).growthValue, (await level(b)).level.primeLevelName],
          [300, 150, '普通会员']
        )
        t.setNow(new Date(NOON.getTime() + 120000))
        await refund(tickets[1].id)
      } finally {
        t.setNow(NOON)
      }
      const page = await points(b)
      assert.equal(page.balance, 0)
      assert.deepEqual(
        page.entries.map((e) => [e.kind, e.amount]),
        [
          ['REVERSE', -300],
          ['REVERSE', -300],
          ['EARN', 600]
        ]
      )
      assert.equal((await level(b)).growthValue, 0)
    })

    test('a refund racing the expiry sweep: points past expiry are expired once and not also taken back; growth is taken back', async () => {
      assert.equal((await owner.call('PUT', '/membership/rates', { ...RATES, pointsValidDays: 1 })).body.statusCode, 200)
      const b = await buyer()
      const calls = paying(t, b, `member-race-${engine}`)
      const tr = await freshTier(t, 15000)
      await t.db.query('UPDATE shows SET refund_rule = $2 WHERE id = $1', [tr.show_id, JSON.stringify(FREE_PER_TICKET)])
      let orderId: string
      try {
        orderId = await calls.paidOrder(tr, 2)
      } finally {
        assert.equal((await owner.call('PUT', '/membership/rates', RATES)).body.statusCode, 200)
      }
      const [first] = await t.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1 ORDER BY seq LIMIT 1', [orderId])
      const at = new Date(NOON.getTime() + DAY + 1000)
      const members = new MemberService(t.db, async () => 'Asia/Shanghai')
      t.setNow(at)
      try {
        const again = await phoneLogin(t, phones.get(b) as string)
        const req = await t.call<{ requestId: string }>(
          'POST',
          REFUND_API.requests(orderId),
          { ticketIds: [first.id], reason: 'PLANS_CHANGED' },
          auth(again)
        )
        assert.equal(req.body.statusCode, 200, req.body.comments)
        // A day on, sessions have lapsed: the buyer and the finance staff log in again.
        const fin = await loggedIn(t, FINANCE)
        const [approved] = await Promise.all([fin.call('POST', `/sales/refunds/${req.body.data.requestId}/approve`), members.expireDue(at)])
        assert.equal(approved.body.statusCode, 200, approved.body.comments)
        await members.expireDue(at)
        const rows = await t.db.query<{ kind: string; points: number }>(
          'SELECT kind, points FROM points_ledger WHERE user_id = $1 ORDER BY kind',
          [b.userId]
        )
        assert.deepEqual(
          rows.map((r) => [r.kind, r.points]),
          [
            ['EARN', 600],
            ['EXPIRE', -600]
          ]
        )
        const growth = await t.db.query<{ n: number }>('SELECT sum(growth)::int AS n FROM growth_ledger WHERE user_id = $1', [b.userId])
        assert.equal(growth[0].n, 150)
      } finally {
        t.setNow(NOON)
      }
    })

    test("expiry (test clock): points earned 10 days ago move to EXPIRE, the notice warns before; the liability report equals the ledger's sum", async () => {
      const b = await buyer()
      const calls = paying(t, b, `member-expiry-${engine}`)
      await calls.paidOrder(await freshTier(t, 1000), 1)
      assert.equal((await points(b)).balance, 20)
      const soon = (await t.get<AboutToExpireReply>(MEMBER_API.aboutToExpire, auth(b))).body.data
      assert.deepEqual(soon, { point: 20, expireTime: NOON.getTime() + 10 * DAY }, '"about-to-expire notice": within the 30-day window')
      const members = new MemberService(t.db, async () => 'Asia/Shanghai')
      try {
        t.setNow(new Date(NOON.getTime() + 9 * DAY))
        assert.equal(await members.expireDue(new Date(NOON.getTime() + 9 * DAY)), 0, 'not yet')
        const at = new Date(NOON.getTime() + 10 * DAY + 1000)
        t.setNow(at)
        assert.ok((await members.expireDue(at)) >= 20)
        assert.equal(await members.expireDue(at), 0, 'a second run finds nothing left')
        // Ten days on, the buyer's session has lapsed: they log in again.
        const again = await phoneLogin(t, phones.get(b) as string)
        const page = await points(again)
        assert.equal(page.balance, 0)
        assert.deepEqual([page.entries[0].kind, page.entries[0].amount], ['EXPIRE', -20])
        assert.deepEqual((await t.get<AboutToExpireReply>(MEMBER_API.aboutToExpire, auth(again))).body.data, { point: 0 })
      } finally {
        t.setNow(NOON)
      }
      const report = (await operator.call<AdminMemberReport>('GET', '/membership/report')).body.data
      assert.equal(report.pointsOutstanding, await ledgerSum())
      assert.equal(report.pointsOutstanding, report.pointsIssued - report.pointsSpent - report.pointsExpired - report.pointsReversed)
      assert.ok(report.pointsExpired >= 20 && report.pointsReversed >= 600)
      const per = Object.fromEntries(report.membersPerLevel.map((l) => [l.primeLevelName, l.members]))
      assert.deepEqual(Object.keys(per), ['普通会员', '银卡', '金卡'])
      assert.ok(per['银卡'] >= 1, 'the buyer who reached 200')
    })

    test('console validation: thresholds strictly rising from 0, discount 1-99, names distinct — refused with their own codes, nothing saved', async () => {
      const put = (levels: object[]) => owner.call('PUT', '/membership/levels', { levels })
      const base = { primeLevelName: 'A', threshold: 0, primeRights: [] }
      const cases: Array<[object[], number, string]> = [
        [[], 40290, 'MEMBER_LEVELS_EMPTY'],
        [[{ ...base, threshold: 10 }], 40291, 'MEMBER_LEVELS_NO_BASE'],
        [[base, { ...base, primeLevelName: 'B', threshold: -5 }], 40292, 'MEMBER_LEVELS_THRESHOLD'],
        [
          [base, { ...base, primeLevelName: 'B', threshold: 100 }, { ...base, primeLevelName: 'C', threshold: 100 }],
          40293,
          'MEMBER_LEVELS_ORDER'
        ],
        [[base, { ...base, primeLevelName: 'B', threshold: 100, discountPercent: 0 }], 40294, 'MEMBER_DISCOUNT_INVALID'],
        [[base, { ...base, primeLevelName: 'B', threshold: 100, discountPercent: 100 }], 40294, 'MEMBER_DISCOUNT_INVALID'],
        [[base, { ...base, threshold: 100 }], 40295, 'MEMBER_LEVEL_NAME_TAKEN']
      ]
      for (const [levels, code, errorCode] of cases) {
        const res = await put(levels)
        assert.deepEqual([res.body.statusCode, res.body.errorCode], [code, errorCode], JSON.stringify(levels))
        assert.ok(res.body.comments.length > 0)
      }
      const en = await owner.call('PUT', '/membership/levels?lang=en', { levels: [] })
      assert.match(en.body.comments, /at least one member level/)
      assert.equal(
        (await owner.call('PUT', '/membership/rates', { ...RATES, pointsRate: { points: 1, perYuan: 0 } })).body.statusCode,
        40000
      )
      const saved = (await owner.call<AdminMembership>('GET', '/membership')).body.data
      assert.deepEqual(
        saved.levels.map((l) => [l.primeLevelName, l.threshold, l.discountPercent]),
        [
          ['普通会员', 0, undefined],
          ['银卡', 200, 95],
          ['金卡', 1000, 85]
        ]
      )
      assert.deepEqual(saved.pointsRate, RATES.pointsRate)
    })

    test('roles: owner and operator edit membership (audited, level ids kept); finance and door staff are refused', async () => {
      for (const staff of [finance, await loggedIn(t, DOOR)]) {
        for (const [method, path, body] of [
          ['GET', '/membership'],
          ['GET', '/membership/report'],
          ['PUT', '/membership/levels', { levels: LEVELS }],
          ['PUT', '/membership/rates', RATES]
        ] as const) {
          const res = await staff.call(method, path, body)
          assert.deepEqual([res.status, res.body.errorCode], [403, 'STAFF_FORBIDDEN'], `${method} ${path}`)
        }
      }
      const saved = (await operator.call<AdminMembership>('GET', '/membership')).body.data
      // The console reads the translations as kept: trimmed, a blank one dropped.
      const silver = saved.levels.find((l) => l.primeLevelName === '银卡')
      assert.deepEqual(
        [silver?.primeLevelNameTexts, silver?.primeRights[1].primeRightTypeNameTexts, silver?.primeRights[1].badgeDescTexts],
        [{ 'en-US': 'Silver' }, { 'en-US': 'Priority booking' }, { 'en-US': 'Exclusive' }]
      )
      const edited = saved.levels.map((l) => (l.primeLevelName === '金卡' ? { ...l, threshold: 1200 } : l))
      const res = await operator.call<AdminMembership>('PUT', '/membership/levels', { levels: edited })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.deepEqual(
        res.body.data.levels.map((l) => [l.levelId, l.primeLevelNameTexts]),
        saved.levels.map((l) => [l.levelId, l.primeLevelNameTexts]),
        'ids and translations kept through the console’s round trip'
      )
      const audit = await t.db.query<{ action: string; staff_id: string }>(
        "SELECT action, staff_id FROM audit_log WHERE action LIKE 'membership.%' ORDER BY at DESC, id DESC LIMIT 1"
      )
      assert.equal(audit[0]?.action, 'membership.levels')
    })

    // Review #18-2, defect 1: "a paid order ... earns points and growth in its settling transaction" must not cost the payment.
    test('"earned from paid orders by the merchant\'s rate": an order paid at the console\'s highest rate becomes PAID and earns beyond the int range; rates above it are refused', async () => {
      const top = { ...RATES, pointsRate: { points: 1000, perYuan: 1 }, growthRate: { points: 1000, perYuan: 1 } }
      try {
        assert.equal(
          (await owner.call('PUT', '/membership/rates', { ...RATES, pointsRate: { points: 10000, perYuan: 1 } })).body.statusCode,
          40000,
          'a rate above 1000 points per yuan is refused'
        )
        assert.equal((await owner.call('PUT', '/membership/rates', top)).body.statusCode, 200)
        const b = await buyer()
        const calls = paying(t, b, `member-big-${engine}`)
        // 3,000,000 yuan at 1000 per yuan: 3e9 points, past a 32-bit column's 2,147,483,647.
        const o = await calls.order(await freshTier(t, 300_000_000), 1)
        const info = await calls.startPay(o.unPaidTransactionIds[0])
        const res = await calls.notify({
          paymentId: info.paymentId,
          providerTxn: `txn-member-big-${engine}`,
          amountFen: 300_000_000,
          status: 'SUCCEEDED'
        })
        const [order] = await t.db.query<{ state: string }>('SELECT state FROM orders WHERE id = $1', [o.orderId])
        assert.equal(order.state, 'PAID', `notification answered ${res.statusCode} ${res.body.slice(0, 200)}`)
        assert.deepEqual([(await points(b)).balance, (await level(b)).growthValue], [3_000_000_000, 3_000_000_000])
      } finally {
        assert.equal((await owner.call('PUT', '/membership/rates', RATES)).body.statusCode, 200)
      }
    })

    test('an earning the ledger refuses never rolls back the payment: the order is PAID, its tickets issued, no points', async () => {
      // A ledger that refuses every earning stands for any failure of the earning's writes.
      await t.db.query("ALTER TABLE points_ledger ADD CONSTRAINT test_refuse_earning CHECK (kind <> 'EARN') NOT VALID")
      try {
        const b = await buyer()
        const calls = paying(t, b, `member-refused-${engine}`)
        const o = await calls.order(await freshTier(t, 1000), 1)
        const info = await calls.startPay(o.unPaidTransactionIds[0])
        const res = await calls.notify({
          paymentId: info.paymentId,
          providerTxn: `txn-member-refused-${engine}`,
          amountFen: 1000,
          status: 'SUCCEEDED'
        })
        assert.equal(res.statusCode, 200)
        const [order] = await t.db.query<{ state: string }>('SELECT state FROM orders WHERE id = $1', [o.orderId])
        assert.equal(order.state, 'PAID')
        const [issued] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM tickets WHERE order_id = $1 AND state = 'VALID'", [
          o.orderId
        ])
        assert.equal(issued.n, 1)
        assert.equal((await points(b)).balance, 0)
      } finally {
        await t.db.query('ALTER TABLE points_ledger DROP CONSTRAINT test_refuse_earning')
      }
    })

    const used = new Set<string>()
    /** Two sessions of one show that supports rebooking (general admission), tiers priced `fromFen` and `toFen`. */
    const rebookPair = async (fromFen: number, toFen: number): Promise<{ from: Tier; to: Tier; toSessionId: string }> => {
      const rows = await t.db.query<{ from_id: string; to_id: string; to_session: string }>(
        `SELECT a.id AS from_id, b.id AS to_id, sb.id AS to_session
           FROM price_tiers a JOIN sessions sa ON sa.id = a.session_id JOIN shows sh ON sh.id = sa.show_id
           JOIN sessions sb ON sb.show_id = sh.id AND sb.id <> sa.id JOIN price_tiers b ON b.session_id = sb.id
          WHERE sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND sa.starts_at > $1 + interval '3 days' AND sb.starts_at > $1 + interval '1 day'
            AND NOT sh.real_name AND sh.min_age IS NULL AND NOT a.seated AND NOT b.seated AND NOT a.closed AND NOT b.closed
            AND a.available >= 10 AND b.available >= 10
          ORDER BY a.id DESC, b.id DESC`,
        [NOON]
      )
      const row = rows.find((r) => !used.has(r.from_id) && !used.has(r.to_id))
      assert.ok(row, 'the demo data has a show with two sessions on sale')
      used.add(row.from_id)
      used.add(row.to_id)
      await t.db.query('UPDATE price_tiers SET price_fen = $2 WHERE id = $1', [row.from_id, fromFen])
      await t.db.query('UPDATE price_tiers SET price_fen = $2 WHERE id = $1', [row.to_id, toFen])
      const from = await tier(t, row.from_id)
      await t.db.query('UPDATE shows SET support_rebook = true, rebook_hours_before = 24, refund_rule = $2 WHERE id = $1', [
        from.show_id,
        JSON.stringify(FREE_PER_TICKET)
      ])
      t.forgetCaches()
      return { from, toSessionId: row.to_session, to: await tier(t, row.to_id) }
    }
    const rebook = async (b: Login, orderId: string, p: { to: Tier; toSessionId: string }, differenceFen: number) => {
      const [k] = await t.db.query<{ id: string }>("SELECT id FROM tickets WHERE order_id = $1 AND state = 'VALID' ORDER BY id LIMIT 1", [
        orderId
      ])
      const res = await t.call<RebookApplyReply>(
        'POST',
        '/buyer/buyer/v1/reschedule_ticket/apply',
        { orderId, sessionId: p.toSessionId, tickets: [{ ticketId: k.id, seatPlanId: p.to.id }], differenceFen },
        auth(b)
      )
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }
    const balances = async (b: Login) => ({ points: (await points(b)).balance, growth: (await level(b)).growthValue })

    // Review #18-2, defect 2: a rebook's money "with the difference paid or refunded" moves the earning with it.
    test('"the difference ... refunded": a cheaper rebook\'s refund, once the money is back, takes back the points and growth that money earned', async () => {
      const b = await buyer()
      const p = await rebookPair(30000, 10000)
      const orderId = await paying(t, b, `member-rebook-cheaper-${engine}`).paidOrder(p.from, 1)
      assert.deepEqual(await balances(b), { points: 600, growth: 300 })
      const reply = await rebook(b, orderId, p, -20000)
      assert.deepEqual(await balances(b), { points: 600, growth: 300 }, 'nothing taken back before the money is')
      await t.app.payments.refunds.run(NOON)
      const [asked] = await t.db.query<{ id: string }>("SELECT id FROM refunds WHERE purpose = 'REBOOK' AND subject_id = $1", [
        reply.rebookId
      ])
      await t.app.inject({ method: 'POST', url: `/pub/v1/payments/sandbox/refunds/${asked.id}/deliver`, payload: { status: 'SUCCEEDED' } })
      await t.app.payments.refunds.run(NOON)
      // 300 yuan paid, 200 came back: the 100 yuan kept earned 200 points and 100 growth.
      assert.deepEqual(await balances(b), { points: 200, growth: 100 })
      // The rest of the ticket refunded: everything the order earned is taken back.
      const req = await t.call<{ requestId: string }>('POST', REFUND_API.requests(orderId), { reason: 'PLANS_CHANGED' }, auth(b))
      assert.equal(req.body.statusCode, 200, req.body.comments)
      assert.equal((await finance.call('POST', `/sales/refunds/${req.body.data.requestId}/approve`)).body.statusCode, 200)
      assert.deepEqual(await balances(b), { points: 0, growth: 0 })
    })

    test('"the difference paid": a dearer rebook\'s paid difference earns like an order payment, once; a later refund takes back both', async () => {
      const b = await buyer()
      const calls = paying(t, b, `member-rebook-dearer-${engine}`)
      const p = await rebookPair(10000, 15000)
      const orderId = await calls.paidOrder(p.from, 1)
      const reply = await rebook(b, orderId, p, 5000)
      assert.ok(reply.payment)
      const info = await calls.startPay(reply.payment.transactionId)
      const note = { paymentId: info.paymentId, providerTxn: `txn-member-dearer-${engine}`, amountFen: 5000, status: 'SUCCEEDED' as const }
      assert.equal((await calls.notify(note)).statusCode, 200)
      assert.equal((await calls.notify(note)).statusCode, 200, 'the provider repeats its notification')
      // 100 yuan and then 50 yuan paid: 300 points and 150 growth.
      assert.deepEqual(await balances(b), { points: 300, growth: 150 })
      const req = await t.call<{ requestId: string }>('POST', REFUND_API.requests(orderId), { reason: 'PLANS_CHANGED' }, auth(b))
      assert.equal(req.body.statusCode, 200, req.body.comments)
      assert.equal((await finance.call('POST', `/sales/refunds/${req.body.data.requestId}/approve`)).body.statusCode, 200)
      assert.deepEqual(await balances(b), { points: 0, growth: 0 })
    })

    // Review #18-2, defect 5: the sweeper "runs once an hour", so one run must leave no buyer holding expired points.
    test('"about-to-expire ... points" expire: one sweep expires every buyer past expiry, more than one batch of them', async () => {
      const ids = Array.from({ length: 250 }, (_, i) => `usr_mexp_${engine}_${i}`)
      await t.db.query(
        "INSERT INTO users (id, merchant_id, country_code, cellphone) SELECT u, 'demo', '86', '136' || lpad(n::text, 8, '0') FROM unnest($1::text[]) WITH ORDINALITY AS x(u, n)",
        [ids]
      )
      await t.db.query(
        "INSERT INTO points_ledger (id, merchant_id, user_id, kind, points, expires_at, created_at) SELECT 'pts_m_' || u, 'demo', u, 'EARN', 10, $2, $3 FROM unnest($1::text[]) AS x(u)",
        [ids, new Date(NOON.getTime() - DAY), new Date(NOON.getTime() - 400 * DAY)]
      )
      assert.ok((await new MemberService(t.db, async () => 'Asia/Shanghai').expireDue(NOON)) >= 2500)
      const [left] = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM (SELECT user_id FROM points_ledger WHERE user_id = ANY($1) GROUP BY user_id HAVING sum(points) > 0) s',
        [ids]
      )
      assert.equal(left.n, 0, 'buyers still holding points a day past their expiry after the sweep')
    })

    // Review #18-2, defect 6: "primeLevelName" of spaces is no name.
    test('"primeLevelName": a blank or over-long name (after trimming) is refused with MEMBER_LEVEL_NAME_INVALID in every language, never a 500', async () => {
      for (const name of ['   ', '\u3000\t']) {
        for (const lang of ['zh-CN', 'zh-MO', 'en-US']) {
          const res = await owner.call('PUT', `/membership/levels?lang=${lang}`, {
            levels: [
              { primeLevelName: 'Base', threshold: 0, primeRights: [] },
              { primeLevelName: name, threshold: 100, primeRights: [] }
            ]
          })
          assert.deepEqual(
            [res.status, res.body.statusCode, res.body.errorCode],
            [200, 40296, 'MEMBER_LEVEL_NAME_INVALID'],
            `${JSON.stringify(name)} ${lang}`
          )
          assert.ok(res.body.comments.length > 0)
        }
      }
      const saved = (await owner.call<AdminMembership>('GET', '/membership')).body.data
      assert.equal(saved.levels.length, 3, 'nothing saved')
    })

    // Review #18-2, defect 8b: two console saves of the ladder at once.
    test('"levels and rights" saved by two staff at once: each applied in turn, never an internal error', async () => {
      const ladder = (tag: string) => ({
        levels: [
          { primeLevelName: `${tag}0`, threshold: 0, primeRights: [] },
          { primeLevelName: `${tag}1`, threshold: 100, primeRights: [] }
        ]
      })
      try {
        for (let i = 0; i < 5; i++) {
          const replies = await Promise.all([
            owner.call('PUT', '/membership/levels', ladder(`a${i}-`)),
            operator.call('PUT', '/membership/levels', ladder(`b${i}-`))
          ])
          for (const r of replies) assert.equal(r.body.statusCode, 200, `round ${i}: ${JSON.stringify(r.body)}`)
        }
      } finally {
        assert.equal((await owner.call('PUT', '/membership/levels', { levels: LEVELS })).body.statusCode, 200)
      }
    })
  })
}
