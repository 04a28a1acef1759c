/**
 * Binding tickets (issue #17; product.md "Tickets": bind-invitation-ticket): invitation batches in the
 * console (stock held for the batch, CSV, void) and redemption by buyers (one per code, even racing), on
 * every engine, through the HTTP calls the console and the app make.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { FINANCE, OPERATOR, loggedIn, consoleClient, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, idCard, latestCode, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying, stock } from '../helpers/payment-helpers'
import { ADMIN_API } from '../../../types/api/staff'
import {
  ADMIN_INVITATION_PATHS,
  ADMIN_REAL_NAME_PATHS,
  BIND_TICKET_PATHS,
  BINDING_PATHS,
  REAL_NAME_PATHS,
  type AdminInvitationBatch,
  type BindTicketReply,
  type RedeemReply,
  type ShowRealNameSettings,
  type UnnamedTicket
} from '../../../types/api/binding'
import { realNameDeadline, realNameOpen } from '../../../types/rules/real-name-binding'
import type { Ticket } from '../../../types/api/order'
import { formatInvitationCode, invitationCodeFrom, normalizeInvitationCode } from '../../../types/rules/invitation-code'
import { tier, type Tier } from '../helpers/tier-helpers'
import type { RebookApplyReply } from '../../../types/api/rebook'

describe('invitation codes (pure rules)', () => {
  test('"codes: unguessable (≥ 80 bits, base32, grouped for reading)": 20 base32 characters in groups of four', () => {
    const code = invitationCodeFrom(new Uint8Array(20).map((_, i) => i * 13))
    assert.match(code, /^[A-Z2-7]{20}$/)
    assert.match(formatInvitationCode(code), /^([A-Z2-7]{4}-){4}[A-Z2-7]{4}$/)
    assert.ok(20 * Math.log2(32) >= 80)
  })
  const cases: Array<[string, string | null]> = [
    ['abcd-efgh-ijkl-mnop-qrst', 'ABCDEFGHIJKLMNOPQRST'],
    [' ABCD EFGH IJKL MNOP QRST ', 'ABCDEFGHIJKLMNOPQRST'],
    ['0BCD-1FGH-8JKL-MNOP-QRST', 'OBCDIFGHBJKLMNOPQRST'],
    ['ABCD-EFGH-IJKL-MNOP-QRS', null],
    ['ABCD-EFGH-IJKL-MNOP-QRST9', null],
    ['ABCD-EFGH-IJKL-MNOP-QRS9', null],
    ['', null]
  ]
  for (const [typed, stored] of cases)
    test(`normalizeInvitationCode(${JSON.stringify(typed)}) = ${stored}`, () => assert.equal(normalizeInvitationCode(typed), stored))
})

for (const engine of ENGINES) {
  describe(`invitation tickets on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let a: Login
    let b: Login

    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      operator = await loggedIn(t, OPERATOR)
      a = await phoneLogin(t, '13200000421')
      b = await phoneLogin(t, '13200000422')
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    const makeBatch = async (tr: Tier, size: number, label = 'VIP') => {
      const res = await operator.call<AdminInvitationBatch>('POST', ADMIN_INVITATION_PATHS.create, { tierId: tr.id, size, label })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }
    const codesOf = async (batchId: string) =>
      (await t.db.query<{ code: string }>('SELECT code FROM invitation_codes WHERE batch_id = $1 ORDER BY seq', [batchId])).map(
        (r) => r.code
      )
    const redeem = (who: Login, code: string, lang = 'zh-CN') =>
      t.call<RedeemReply>('POST', `${BINDING_PATHS.redeem}?lang=${lang}`, { code }, auth(who))
    const balanced = async (tierId: string) => {
      const [row] = await t.db.query<{ ok: boolean }>('SELECT available + held + sold = capacity AS ok FROM price_tiers WHERE id = $1', [
        tierId
      ])
      assert.equal(row.ok, true)
    }
    const freshGaTier = async () => {
      const tr = await freshTier(t)
      await t.db.query('UPDATE shows SET limit_per_account = 0 WHERE id = $1', [tr.show_id])
      return tr
    }

    test('"the stock is taken from the tier when the batch is made": available → held for the batch, with an audit row', async () => {
      const tr = await freshGaTier()
      const before = await stock(t, tr.id)
      const batch = await makeBatch(tr, 5)
      assert.deepEqual([batch.size, batch.redeemed, batch.voided, batch.tierId], [5, 0, 0, tr.id])
      assert.deepEqual(await stock(t, tr.id), { available: before.available - 5, held: before.held + 5, sold: before.sold })
      assert.equal((await codesOf(batch.id)).length, 5)
      const audit = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'invitation.create' AND target = $1", [batch.id])
      assert.equal(audit.length, 1)
      await balanced(tr.id)
      const list = await operator.call<AdminInvitationBatch[]>('GET', ADMIN_INVITATION_PATHS.list)
      assert.ok(list.body.data.some((x) => x.id === batch.id))
    })

    test('"owner/operator; CSRF": finance is refused, a write without the CSRF header is refused, and nothing is held', async () => {
      const tr = await freshGaTier()
      const before = await stock(t, tr.id)
      const finance = await loggedIn(t, FINANCE)
      const refused = await finance.call('POST', ADMIN_INVITATION_PATHS.create, { tierId: tr.id, size: 2 })
      assert.notEqual(refused.body.statusCode, 200)
      const noCsrf = await t.app.inject({
        method: 'POST',
        url: `${ADMIN_API}${ADMIN_INVITATION_PATHS.create}`,
        headers: { cookie: [...operator.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        payload: { tierId: tr.id, size: 2 }
      })
      assert.notEqual(noCsrf.statusCode, 200)
      const anonymous = await (await consoleClient(t)).call('POST', ADMIN_INVITATION_PATHS.create, { tierId: tr.id, size: 2 })
      assert.notEqual(anonymous.body.statusCode, 200)
      assert.deepEqual(await stock(t, tr.id), before)
    })

    test('a batch larger than what is on sale is refused with a translated message and holds nothing', async () => {
      const tr = await freshGaTier()
      const before = await stock(t, tr.id)
      const res = await operator.call('POST', `${ADMIN_INVITATION_PATHS.create}?lang=en-US`, {
        tierId: tr.id,
        size: Math.min(1000, before.available + 1)
      })
      if (before.available + 1 <= 1000) {
        assert.deepEqual([res.body.statusCode, res.body.errorCode], [40243, 'INVITATION_STOCK_SHORT'])
        assert.match(res.body.comments, /fewer than/)
      }
      assert.deepEqual(await stock(t, tr.id), before)
    })

    test('"downloads them as CSV (escape cells against CSV formula injection)"', async () => {
      const tr = await freshGaTier()
      const batch = await makeBatch(tr, 3, '=HYPERLINK("http://evil","x")')
      const cookie = [...operator.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      const res = await t.app.inject({
        method: 'GET',
        url: `${ADMIN_API}${ADMIN_INVITATION_PATHS.csv.replace(':id', batch.id)}?lang=en-US`,
        headers: { cookie }
      })
      assert.equal(res.statusCode, 200)
      assert.match(String(res.headers['content-type']), /text\/csv/)
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
      assert.equal(lines[0], 'No.,Code,Batch,Show,Tier,State')
      assert.equal(lines.length, 4)
      for (const line of lines.slice(1)) {
        assert.match(line, /^\d,([A-Z2-7]{4}-){4}[A-Z2-7]{4},"'=HYPERLINK\(""http:\/\/evil"",""x""\)",/)
        assert.ok(line.endsWith(',Open'))
      }
      const codes = (await codesOf(batch.id)).map(formatInvitationCode)
      assert.deepEqual(
        lines.slice(1).map((l) => l.split(',')[1]),
        codes
      )
    })

    test('a buyer redeems a code: a zero-amount paid order with one ticket, held → sold; retried it answers the same order', async () => {
      const tr = await freshGaTier()
      const batch = await makeBatch(tr, 2)
      const [code] = await codesOf(batch.id)
      const before = await stock(t, tr.id)
      const res = await redeem(a, formatInvitationCode(code).toLowerCase())
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal(res.body.data.ticketIds.length, 1)
      const [order] = await t.db.query<{ state: string; total_fen: number; user_id: string; ticket_count: number }>(
        'SELECT state, total_fen, user_id, ticket_count FROM orders WHERE id = $1',
        [res.body.data.orderId]
      )
      assert.deepEqual(order, { state: 'PAID', total_fen: 0, user_id: a.userId, ticket_count: 1 })
      assert.deepEqual(await stock(t, tr.id), { available: before.available, held: before.held - 1, sold: before.sold + 1 })
      const tickets = await t.get<Ticket[]>(`/buyer/buyer/v5/orders/${res.body.data.orderId}/tickets`, auth(a))
      assert.equal(tickets.body.data.length, 1)
      assert.equal(tickets.body.data[0].ticketId, res.body.data.ticketIds[0])
      const again = await redeem(a, code)
      assert.deepEqual(again.body.data, res.body.data)
      // "another buyer's order/ticket is 404": B cannot read A's invitation ticket.
      const bSees = await t.get(`/buyer/buyer/v5/orders/${res.body.data.orderId}/tickets`, auth(b))
      assert.notEqual(bSees.body.statusCode, 200)
      const used = await redeem(b, code, 'en-US')
      assert.deepEqual(
        [used.body.statusCode, used.body.errorCode, used.body.comments],
        [40242, 'INVITATION_CODE_USED', 'This invitation code has already been used']
      )
      await balanced(tr.id)
    })

    test('an unknown, malformed and voided code get the same answer in three languages', async () => {
      const tr = await freshGaTier()
      const batch = await makeBatch(tr, 1)
      const [code] = await codesOf(batch.id)
      await operator.call('POST', ADMIN_INVITATION_PATHS.void.replace(':id', batch.id))
      const texts = {
        'zh-CN': '邀请码无效，请核对后重新输入',
        'zh-MO': '邀請碼無效，請核對後重新輸入',
        'en-US': 'This invitation code is not valid. Check it and try again'
      }
      for (const [lang, text] of Object.entries(texts)) {
        for (const typed of [code, 'AAAA-BBBB-CCCC-DDDD-EEEE', 'nope']) {
          const res = await redeem(a, typed, lang)
          assert.deepEqual(
            [res.body.statusCode, res.body.mode, res.body.errorCode, res.body.comments],
            [40241, 'toast', 'INVITATION_CODE_INVALID', text],
            `${lang} ${typed}`
          )
        }
      }
    })

    test('"voids unredeemed codes": their stock goes back on sale, a redeemed one stays sold; audited', async () => {
      const tr = await freshGaTier()
      const start = await stock(t, tr.id)
      const batch = await makeBatch(tr, 4)
      const [first] = await codesOf(batch.id)
      assert.equal((await redeem(a, first)).body.statusCode, 200)
      const res = await operator.call<AdminInvitationBatch>('POST', ADMIN_INVITATION_PATHS.void.replace(':id', batch.id))
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.deepEqual([res.body.data.redeemed, res.body.data.voided], [1, 3])
      assert.deepEqual(await stock(t, tr.id), { available: start.available - 1, held: start.held, sold: start.sold + 1 })
      // Voiding again returns nothing twice.
      await operator.call('POST', ADMIN_INVITATION_PATHS.void.replace(':id', batch.id))
      assert.deepEqual(await stock(t, tr.id), { available: start.available - 1, held: start.held, sold: start.sold + 1 })
      assert.equal((await t.db.query("SELECT 1 FROM audit_log WHERE action = 'invitation.void' AND target = $1", [batch.id])).length, 2)
      await balanced(tr.id)
    })

    test('"respecting the show\'s per-account limit": past it the code is refused and stays open', async () => {
      const tr = await freshGaTier()
      await t.db.query('UPDATE shows SET limit_per_account = 1 WHERE id = $1', [tr.show_id])
      const batch = await makeBatch(tr, 2)
      const [c1, c2] = await codesOf(batch.id)
      // Buyers with no other ticket of this show (earlier tests' tiers may share it).
      const c = await phoneLogin(t, '13200000423')
      const d = await phoneLogin(t, '13200000424')
      assert.equal((await redeem(c, c1)).body.statusCode, 200)
      const refused = await redeem(c, c2)
      assert.equal(refused.body.errorCode, 'PURCHASE_LIMIT')
      const [row] = await t.db.query<{ redeemed_at: Date | null }>('SELECT redeemed_at FROM invitation_codes WHERE code = $1', [c2])
      assert.equal(row.redeemed_at, null)
      assert.equal((await redeem(d, c2)).body.statusCode, 200)
      await balanced(tr.id)
    })

    test('"one code twice racing → one wins"', async () => {
      const tr = await freshGaTier()
      const batch = await makeBatch(tr, 1)
      const [code] = await codesOf(batch.id)
      const results = await Promise.all([redeem(a, code), redeem(b, code)])
      assert.deepEqual(results.map((r) => r.body.statusCode).sort(), [200, 40242])
      assert.equal(
        (await t.db.query('SELECT 1 FROM tickets k JOIN invitation_codes c ON c.order_id = k.order_id WHERE c.code = $1', [code])).length,
        1
      )
      await balanced(tr.id)
    })

    test('"300 concurrent redemptions of 50 codes → exactly 50 tickets and the stock balance holds"', async () => {
      const tr = await freshGaTier()
      if ((await stock(t, tr.id)).available < 50)
        await t.db.query('UPDATE price_tiers SET capacity = capacity + 50, available = available + 50 WHERE id = $1', [tr.id])
      const start = await stock(t, tr.id)
      const batch = await makeBatch(tr, 50)
      const codes = await codesOf(batch.id)
      const buyers: Login[] = []
      for (let i = 0; i < 10; i++) buyers.push(await phoneLogin(t, `1320000043${i}`))
      const attempts = Array.from({ length: 300 }, (_, i) => redeem(buyers[i % 10], codes[(i * 7) % 50]))
      const results = await Promise.all(attempts)
      for (const r of results) assert.ok([200, 40242].includes(r.body.statusCode), `${r.body.statusCode} ${r.body.comments}`)
      const [n] = await t.db.query<{ tickets: number; codes: number }>(
        `SELECT (SELECT count(*)::int FROM tickets k JOIN invitation_codes c ON c.order_id = k.order_id WHERE c.batch_id = $1) AS tickets,
                (SELECT count(*)::int FROM invitation_codes WHERE batch_id = $1 AND redeemed_at IS NOT NULL) AS codes`,
        [batch.id]
      )
      assert.deepEqual(n, { tickets: 50, codes: 50 })
      assert.deepEqual(await stock(t, tr.id), { available: start.available - 50, held: start.held, sold: start.sold + 50 })
      await balanced(tr.id)
    })
  })
}

for (const engine of ENGINES) {
  describe(`bindTicket on ${engine}`, () => {
    let t: TestApp
    let a: Login
    let b: Login
    let buy: ReturnType<typeof paying>
    const A_PHONE = '13200000441'

    before(async () => {
      t = await seededApp(engine)
      a = await phoneLogin(t, A_PHONE)
      b = await phoneLogin(t, '13200000442')
      buy = paying(t, a, `binding-${engine}`)
    })
    after(async () => t.close())

    /** One of A's free tickets (issued at once): its id and number. */
    const ticketOfA = async () => {
      const o = await buy.order(await freshTier(t, 0), 1)
      const [k] = (await t.get<Ticket[]>(`/buyer/buyer/v5/orders/${o.orderId}/tickets`, auth(a))).body.data
      return { id: k.ticketId, number: k.ticketNumber }
    }
    const askCode = (who: Login, ticketNumber: string) =>
      t.call<{ resendAfterSeconds: number }>('POST', BIND_TICKET_PATHS.code, { ticketNumber }, auth(who))
    const bind = (who: Login, body: object, lang = 'zh-CN') =>
      t.call<BindTicketReply>('POST', `${BIND_TICKET_PATHS.bind}?lang=${lang}`, body, auth(who))
    const row = async (id: string) =>
      (
        await t.db.query<{ user_id: string; code_secret: Uint8Array; state: string }>(
          'SELECT user_id, code_secret, state FROM tickets WHERE id = $1',
          [id]
        )
      )[0]
    const outboxSize = async () =>
      (await t.get<unknown[]>(`/dev/outbox?recipient=${encodeURIComponent(`+86 ${A_PHONE}`)}`)).body.data.length

    test('"no enumeration (same answer for unknown number and wrong proof)": code requests and failed bindings answer alike', async () => {
      const k = await ticketOfA()
      const before = await outboxSize()
      const known = await askCode(b, k.number)
      const unknown = await askCode(b, '9999999999999999')
      assert.deepEqual(known.body, unknown.body)
      assert.equal(await outboxSize(), before + 1, "only the real ticket's phone gets an SMS")
      // A second request within the minute: still the same answer (the resend wait would tell the number exists).
      assert.deepEqual((await askCode(b, k.number)).body, unknown.body)
      const texts = {
        'zh-CN': '票号或验证信息不正确，或该票当前不可绑定',
        'zh-MO': '票號或驗證資料不正確，或該票當前不可綁定',
        'en-US': 'The ticket number or the proof is not right, or this ticket cannot be bound now'
      }
      for (const [lang, text] of Object.entries(texts)) {
        for (const body of [
          { ticketNumber: '9999999999999999', verifyCode: '123456' },
          { ticketNumber: k.number, verifyCode: '000000' },
          { ticketNumber: k.number },
          { ticketNumber: k.number, idNo: idCard('11010119900307123') }
        ]) {
          const res = await bind(b, body, lang)
          assert.deepEqual(
            [res.body.statusCode, res.body.mode, res.body.errorCode, res.body.comments],
            [40245, 'toast', 'BIND_TICKET_FAILED', text],
            JSON.stringify(body)
          )
        }
      }
      assert.equal((await row(k.id)).user_id, a.userId)
    })

    test(`"moves the ticket like a transfer acceptance does (re-keyed)": the SMS code to the order's phone binds it to the caller`, async () => {
      const k = await ticketOfA()
      const before = await row(k.id)
      assert.equal((await askCode(b, k.number)).body.statusCode, 200)
      const code = await latestCode(t, `+86 ${A_PHONE}`)
      const res = await bind(b, { ticketNumber: k.number, verifyCode: code })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal(res.body.data.ticketId, k.id)
      const after = await row(k.id)
      assert.equal(after.user_id, b.userId)
      assert.notDeepEqual(Buffer.from(after.code_secret), Buffer.from(before.code_secret))
      // "another buyer's order/ticket is 404": A no longer reads it; B does.
      assert.notEqual((await t.get(`/buyer/buyer/v1/tickets/${k.id}`, auth(a))).body.statusCode, 200)
      assert.equal((await t.get(`/buyer/buyer/v1/tickets/${k.id}`, auth(b))).body.statusCode, 200)
      // The code is spent: used again it proves nothing.
      assert.equal((await bind(a, { ticketNumber: k.number, verifyCode: code })).body.errorCode, 'BIND_TICKET_FAILED')
    })

    test(`a real-name ticket binds with its attendee's ID number; a malformed ID is told as the real-name form tells it`, async () => {
      const k = await ticketOfA()
      const id = idCard('11010119900307123')
      await t.db.query("UPDATE tickets SET attendee_name = '张三', attendee_id_no = $2 WHERE id = $1", [k.id, id])
      const bad = await bind(b, { ticketNumber: k.number, idNo: '12345' })
      assert.deepEqual([bad.body.statusCode, bad.body.errorCode], [40047, 'ID_FORMAT'])
      const res = await bind(b, { ticketNumber: k.number, idNo: id.toLowerCase() })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal((await row(k.id)).user_id, b.userId)
    })

    test('issue #17 leftovers: binding keeps the per-account purchase limit, counted by the one rule buying and transfer acceptance use (a bound ticket counts for its new holder)', async () => {
      // Two buyers of their own, so the show's count starts at nothing for both.
      const SELLER = '13200000443'
      const seller = await phoneLogin(t, SELLER)
      const binder = await phoneLogin(t, '13200000444')
      const tr = await freshTier(t, 0)
      const [{ limit_per_account: was }] = await t.db.query<{ limit_per_account: number }>(
        'SELECT limit_per_account FROM shows WHERE id = $1',
        [tr.show_id]
      )
      await t.db.query('UPDATE shows SET limit_per_account = 2 WHERE id = $1', [tr.show_id])
      t.forgetCaches()
      try {
        const sells = paying(t, seller, `binding-limit-a-${engine}`)
        const ticketOf = async (orderId: string) =>
          (await t.get<Ticket[]>(`/buyer/buyer/v5/orders/${orderId}/tickets`, auth(seller))).body.data[0]
        const first = await ticketOf((await sells.order(tr, 1)).orderId)
        const second = await ticketOf((await sells.order(tr, 1)).orderId)
        await paying(t, binder, `binding-limit-b-${engine}`).order(tr, 1)
        // The binder holds 1 of 2: binding one more is within the limit.
        assert.equal((await askCode(binder, first.ticketNumber)).body.statusCode, 200)
        const ok = await bind(binder, { ticketNumber: first.ticketNumber, verifyCode: await latestCode(t, `+86 ${SELLER}`) })
        assert.equal(ok.body.statusCode, 200, ok.body.comments)
        // Now 2 of 2: the next binding is refused with the limit named (after the proof held, so it tells a guesser nothing), in three languages.
        const texts = {
          'zh-CN': '已达本演出每人购票上限（2张），无法绑定',
          'zh-MO': '已達本演出每人購票上限（2張），無法綁定',
          'en-US': 'Purchase limit reached (2 per person for this show): the ticket cannot be bound'
        }
        let wait = 0
        for (const [lang, text] of Object.entries(texts)) {
          // A code proves once and is sent once a minute: a fresh one per language.
          t.setNow(new Date(NOON.getTime() + ++wait * 61000))
          assert.equal((await askCode(binder, second.ticketNumber)).body.statusCode, 200)
          const code = await latestCode(t, `+86 ${SELLER}`)
          const refused = await bind(binder, { ticketNumber: second.ticketNumber, verifyCode: code }, lang)
          assert.deepEqual([refused.body.statusCode, refused.body.errorCode, refused.body.comments], [40260, 'BIND_PURCHASE_LIMIT', text])
        }
        assert.equal((await row(second.ticketId)).user_id, seller.userId, 'the ticket stays where it was')
        // Buying counts the bound ticket too: the binder cannot buy a third.
        const third = await t.call(
          'POST',
          '/buyer/buyer/v5/create_order',
          {
            showId: tr.show_id,
            items: [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }],
            paymentParam: { payAmount: 0 },
            idempotencyKey: `binding-limit-third-${engine}`
          },
          auth(binder)
        )
        assert.equal(third.body.errorCode, 'PURCHASE_LIMIT')
      } finally {
        t.setNow(NOON)
        await t.db.query('UPDATE shows SET limit_per_account = $2 WHERE id = $1', [tr.show_id, was])
        t.forgetCaches()
      }
    })

    test('issue #17 leftovers: ID proofs have a budget per ticket number (5 an hour, whatever the address), told alike for an unknown number and a real one; a right proof after the window binds', async () => {
      const k = await ticketOfA()
      const id = idCard('11010119900307123')
      await t.db.query("UPDATE tickets SET attendee_name = '张三', attendee_id_no = $2 WHERE id = $1", [k.id, id])
      const wrong = idCard('11010119900307124')
      const unknownNumber = '8888888888888888'
      for (const number of [k.number, unknownNumber]) {
        for (let i = 0; i < 5; i++)
          assert.equal((await bind(b, { ticketNumber: number, idNo: wrong })).body.errorCode, 'BIND_TICKET_FAILED', `attempt ${i + 1}`)
      }
      const texts = {
        'zh-CN': '该票号验证错误次数过多，请 60 分钟后再试',
        'zh-MO': '該票號驗證錯誤次數過多，請 60 分鐘後再試',
        'en-US': 'Too many wrong proofs for this ticket number: try again in 60 minutes'
      }
      for (const [lang, text] of Object.entries(texts)) {
        const known = await bind(b, { ticketNumber: k.number, idNo: id }, lang)
        const unknown = await bind(b, { ticketNumber: unknownNumber, idNo: id }, lang)
        assert.deepEqual(
          [known.body.statusCode, known.body.errorCode, known.body.comments],
          [40261, 'BIND_TICKET_ATTEMPTS', text],
          'even the right ID is refused once the budget is spent'
        )
        assert.deepEqual(unknown.body, known.body, 'an unknown number is refused exactly alike')
      }
      // Another caller (another account, another address) is refused too: the budget is the number's.
      assert.equal((await bind(a, { ticketNumber: unknownNumber, idNo: id })).body.errorCode, 'BIND_TICKET_ATTEMPTS')
      assert.equal((await row(k.id)).user_id, a.userId)
      t.setNow(new Date(NOON.getTime() + 3600_000 + 1000))
      try {
        const res = await bind(b, { ticketNumber: k.number, idNo: id })
        assert.equal(res.body.statusCode, 200, res.body.comments)
        assert.equal((await row(k.id)).user_id, b.userId)
      } finally {
        t.setNow(NOON)
      }
    })

    test('"VALID only": a used ticket cannot be bound even with the right code', async () => {
      const k = await ticketOfA()
      assert.equal((await askCode(b, k.number)).body.statusCode, 200)
      const code = await latestCode(t, `+86 ${A_PHONE}`)
      await t.db.query("UPDATE tickets SET state = 'USED', used_at = $2 WHERE id = $1", [k.id, NOON])
      assert.equal((await bind(b, { ticketNumber: k.number, verifyCode: code })).body.errorCode, 'BIND_TICKET_FAILED')
      assert.equal((await row(k.id)).user_id, a.userId)
    })

    test('"moves the ticket like a transfer acceptance does": a ticket waiting in a dearer rebook is refused as transfer, refund and rebook refuse it (REBOOK_PENDING); once the rebook is cancelled it binds', async () => {
      // Found by review: binding never read rebook_pending_id, so the rebook's payment would move a ticket that had changed hands.
      const [pair] = await t.db.query<{ from_id: string; to_id: string; to_session: string }>(
        `SELECT a.id AS from_id, b.id AS to_id, sb.id AS to_session
           FROM price_tiers a JOIN sessions sa ON sa.id = a.session_id JOIN shows sh ON sh.id = sa.show_id
           JOIN sessions sb ON sb.show_id = sh.id AND sb.id <> sa.id JOIN price_tiers b ON b.session_id = sb.id
          WHERE sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND sa.starts_at > $2 AND sb.starts_at > $2
            AND NOT sh.real_name AND sh.min_age IS NULL AND NOT a.seated AND NOT b.seated AND NOT a.closed AND NOT b.closed
            AND a.available >= 4 AND b.available >= 4
          ORDER BY a.id DESC, b.id DESC LIMIT 1`,
        [NOON, new Date(NOON.getTime() + 3 * 86400000)]
      )
      await t.db.query('UPDATE price_tiers SET price_fen = 11000 WHERE id = $1', [pair.from_id])
      await t.db.query('UPDATE price_tiers SET price_fen = 11500 WHERE id = $1', [pair.to_id])
      await t.db.query(
        'UPDATE shows SET support_rebook = true, rebook_hours_before = 24, limit_per_account = 0 FROM price_tiers p JOIN sessions s ON s.id = p.session_id WHERE p.id = $1 AND shows.id = s.show_id',
        [pair.from_id]
      )
      t.forgetCaches()
      const orderId = await buy.paidOrder(await tier(t, pair.from_id), 1)
      const [k] = await t.db.query<{ id: string; ticket_number: string }>('SELECT id, ticket_number FROM tickets WHERE order_id = $1', [
        orderId
      ])
      const id = idCard('11010119900307123')
      await t.db.query("UPDATE tickets SET attendee_name = '张三', attendee_id_no = $2 WHERE id = $1", [k.id, id])
      t.forgetCaches()
      const rebook = await t.call<RebookApplyReply>(
        'POST',
        '/buyer/buyer/v1/reschedule_ticket/apply',
        { orderId, sessionId: pair.to_session, tickets: [{ ticketId: k.id, seatPlanId: pair.to_id }], differenceFen: 500 },
        auth(a)
      )
      assert.equal(rebook.body.statusCode, 200, rebook.body.comments)
      const refused = await bind(b, { ticketNumber: k.ticket_number, idNo: id })
      assert.deepEqual([refused.body.statusCode, refused.body.errorCode], [40250, 'REBOOK_PENDING'])
      assert.equal((await row(k.id)).user_id, a.userId)
      assert.equal(
        (await t.call('POST', `/buyer/buyer/v1/rebook/${rebook.body.data.payment!.rebookId}/cancel`, {}, auth(a))).body.statusCode,
        200
      )
      const bound = await bind(b, { ticketNumber: k.ticket_number, idNo: id })
      assert.equal(bound.body.statusCode, 200, bound.body.comments)
      assert.equal((await row(k.id)).user_id, b.userId)
    })
  })
}

describe('real-name deadline (pure rule)', () => {
  const starts = Date.UTC(2026, 11, 1, 12)
  const H = 3600 * 1000
  const cases: Array<[number, number, boolean]> = [
    [24, starts - 25 * H, true],
    [24, starts - 24 * H - 1, true],
    [24, starts - 24 * H, false],
    [0, starts - 1, true],
    [0, starts, false]
  ]
  for (const [hours, now, open] of cases) {
    test(`"Real-name registration stops at a deadline": ${hours} h before, at start${(now - starts) / H} h → ${open ? 'open' : 'closed'}`, () => {
      assert.equal(realNameOpen(starts, hours, now), open)
      assert.equal(realNameDeadline(starts, hours), starts - hours * H)
    })
  }
})

for (const engine of ENGINES) {
  describe(`real-name binding after purchase on ${engine}`, () => {
    let t: TestApp
    let a: Login
    let b: Login
    let buy: ReturnType<typeof paying>

    before(async () => {
      t = await seededApp(engine)
      a = await phoneLogin(t, '13200000451')
      b = await phoneLogin(t, '13200000452')
      buy = paying(t, a, `realname-${engine}`)
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    /** A's free tickets of a show set (as the console sets it) to name attendees after purchase, 24 h before. */
    const ticketsOfA = async (qty: number) => {
      const tr = await freshTier(t, 0)
      await t.db.query('UPDATE shows SET attendees_after_purchase = true, real_name_deadline_hours = 24 WHERE id = $1', [tr.show_id])
      const o = await buy.order(tr, qty)
      const tickets = (await t.get<Ticket[]>(`/buyer/buyer/v5/orders/${o.orderId}/tickets`, auth(a))).body.data
      const [{ starts_at }] = await t.db.query<{ starts_at: Date }>('SELECT starts_at FROM sessions WHERE id = $1', [tr.session_id])
      return { orderId: o.orderId, ids: tickets.map((k) => k.ticketId), startsAt: starts_at.getTime() }
    }
    const bindAttendee = (who: Login, ticketId: string, body: object, lang = 'zh-CN') =>
      t.call<UnnamedTicket>('POST', `${REAL_NAME_PATHS.bind.replace(':ticketId', ticketId)}?lang=${lang}`, body, auth(who))

    test('"the name is required (请输入姓名)" and "the ID number must match 10 digits, 18 digits, or 17 digits plus a digit or X/x (身份证号码格式错误)", in three languages', async () => {
      const { ids } = await ticketsOfA(1)
      const name = { 'zh-CN': '请输入姓名', 'zh-MO': '請輸入姓名', 'en-US': 'Please enter the name' }
      const id = { 'zh-CN': '身份证号码格式错误', 'zh-MO': '身份證號碼格式錯誤', 'en-US': 'Invalid ID number' }
      for (const lang of ['zh-CN', 'zh-MO', 'en-US'] as const) {
        const noName = await bindAttendee(a, ids[0], { name: '  ', idNo: idCard('11010119900307123') }, lang)
        assert.deepEqual([noName.body.statusCode, noName.body.mode, noName.body.comments], [40046, 'toast', name[lang]])
        for (const bad of ['12345', '1101011990030712', '11010119900307123Y', '']) {
          const res = await bindAttendee(a, ids[0], { name: '张三', idNo: bad }, lang)
          assert.deepEqual([res.body.statusCode, res.body.comments], [40047, id[lang]], bad)
        }
      }
      const [row] = await t.db.query<{ attendee_name: string | null }>('SELECT attendee_name FROM tickets WHERE id = $1', [ids[0]])
      assert.equal(row.attendee_name, null)
    })

    test('real-name lists the tickets waiting; binding names the ticket; "one ID per show" refuses the same ID on a second ticket', async () => {
      const { orderId, ids } = await ticketsOfA(2)
      const list = await t.get<UnnamedTicket[]>(`${REAL_NAME_PATHS.list}?orderId=${orderId}`, auth(a))
      assert.deepEqual(list.body.data.map((k) => k.ticketId).sort(), [...ids].sort())
      assert.ok(list.body.data.every((k) => k.open && k.deadline === k.startsAt - 24 * 3600 * 1000))
      const id = idCard('11010119900307123')
      const ok = await bindAttendee(a, ids[0], { name: '张三', idNo: id.toLowerCase() })
      assert.equal(ok.body.statusCode, 200, ok.body.comments)
      assert.equal(ok.body.data.attendeeName, '张三')
      const [row] = await t.db.query<{ attendee_name: string; attendee_id_no: string }>(
        'SELECT attendee_name, attendee_id_no FROM tickets WHERE id = $1',
        [ids[0]]
      )
      assert.deepEqual(row, { attendee_name: '张三', attendee_id_no: id })
      const taken = await bindAttendee(a, ids[1], { name: '李四', idNo: id })
      assert.equal(taken.body.errorCode, 'ATTENDEE_TAKEN')
      const again = await bindAttendee(a, ids[0], { name: '王五', idNo: idCard('11010119850101123') })
      assert.equal(again.body.errorCode, 'REAL_NAME_ALREADY_BOUND')
      const left = await t.get<UnnamedTicket[]>(`${REAL_NAME_PATHS.list}?orderId=${orderId}`, auth(a))
      assert.deepEqual(
        left.body.data.map((k) => k.ticketId),
        [ids[1]]
      )
    })

    test('"Real-name registration stops at a deadline": after it binding is refused with a translated message', async () => {
      const { ids } = await ticketsOfA(1)
      // The session moved (as the console may) so that the 24 h deadline is this very moment.
      const session = (await t.db.query<{ session_id: string }>('SELECT session_id FROM tickets WHERE id = $1', [ids[0]]))[0].session_id
      const at = async (startsAt: number) => t.db.query('UPDATE sessions SET starts_at = $2 WHERE id = $1', [session, new Date(startsAt)])
      await at(NOON.getTime() + 24 * 3600 * 1000)
      const texts = {
        'zh-CN': '实名登记已截止，无法再绑定观演人',
        'zh-MO': '實名登記已截止，無法再綁定觀演人',
        'en-US': 'Real-name registration has closed: attendees can no longer be added'
      }
      for (const [lang, text] of Object.entries(texts)) {
        const res = await bindAttendee(a, ids[0], { name: '张三', idNo: idCard('11010119920101123') }, lang)
        assert.deepEqual(
          [res.body.statusCode, res.body.mode, res.body.errorCode, res.body.comments],
          [40246, 'alert', 'REAL_NAME_CLOSED', text]
        )
      }
      const one = await t.get<UnnamedTicket>(REAL_NAME_PATHS.one.replace(':ticketId', ids[0]), auth(a))
      assert.equal(one.body.data.open, false)
      await at(NOON.getTime() + 24 * 3600 * 1000 + 1000)
      assert.equal((await bindAttendee(a, ids[0], { name: '张三', idNo: idCard('11010119920101123') })).body.statusCode, 200)
    })

    test('console: the show editor sets "attendees bound after purchase" and its deadline (owner/operator, CSRF, audited)', async () => {
      await withDemoStaff(t)
      const operator = await loggedIn(t, OPERATOR)
      const finance = await loggedIn(t, FINANCE)
      const tr = await freshTier(t)
      const path = ADMIN_REAL_NAME_PATHS.settings.replace(':id', tr.show_id)
      assert.notEqual((await finance.call('PUT', path, { afterPurchase: true, deadlineHours: 12 })).body.statusCode, 200)
      const bad = await operator.call('PUT', path, { afterPurchase: true, deadlineHours: 721 })
      assert.notEqual(bad.body.statusCode, 200)
      const res = await operator.call<ShowRealNameSettings>('PUT', path, { afterPurchase: true, deadlineHours: 12 })
      assert.deepEqual(res.body.data, { afterPurchase: true, deadlineHours: 12 })
      assert.deepEqual((await operator.call<ShowRealNameSettings>('GET', path)).body.data, { afterPurchase: true, deadlineHours: 12 })
      const [audit] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE action = 'catalogue.show.real-name-settings' AND target = $1",
        [`show:${tr.show_id}`]
      )
      assert.equal(audit.n, 1)
    })

    test(`ownership: another buyer's ticket is TICKET_NOT_FOUND (as an unknown one), and another's audience cannot be used`, async () => {
      const { ids } = await ticketsOfA(1)
      const other = await bindAttendee(b, ids[0], { name: '张三', idNo: idCard('11010119930101123') })
      const unknown = await bindAttendee(b, 'tkt_nope', { name: '张三', idNo: idCard('11010119930101123') })
      assert.deepEqual([other.body.statusCode, other.body.errorCode], [unknown.body.statusCode, unknown.body.errorCode])
      assert.equal(other.body.errorCode, 'TICKET_NOT_FOUND')
      assert.notEqual((await t.get(REAL_NAME_PATHS.one.replace(':ticketId', ids[0]), auth(b))).body.statusCode, 200)
      assert.equal((await bindAttendee(a, ids[0], { audienceId: 'aud_not_mine' })).body.errorCode, 'REAL_NAME_AUDIENCE_UNKNOWN')
    })
  })
}
