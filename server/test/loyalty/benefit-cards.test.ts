/**
 * Benefit (privilege) cards (issue #18 "Benefit (privilege) cards: card list, detail, range, confirm and
 * purchase (cash, points, or both), redemption times per card, annual cards, booking with
 * userCardInstanceId/cardId ..., refund of a card"; product.md entity "Privilege card item"; calls
 * "buyer/v3/purchased/privilege/card/query", "query_card_by_order_id", "support_auto_use",
 * "exchange_coupon/use"), on every engine, through the HTTP calls the console and the app make.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { OPERATOR, OWNER, FINANCE, loggedIn, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { directBuyers } from '../helpers/account-helpers'
import { benefitCard, createCard } from '../helpers/card-helpers'
import { cardExchangeTemplate, makeCouponTemplate, noScope, receiveCoupon } from '../helpers/coupon-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { SANDBOX_REFUND_NOTIFY_PATH } from '../../src/payment/payment-provider'
import type { Tier } from '../helpers/tier-helpers'
import {
  ADMIN_CARD_PATHS,
  BENEFIT_CARD_PATHS as P,
  type AdminBenefitCard,
  type AdminCardInstancePage,
  type BenefitCardInput,
  type BenefitCardMineView,
  type CardOrderReply,
  type CardPreOrderReply,
  type CardRangeReply,
  type CouponSupportReply,
  type PrivilegeCardItem,
  type PurchasedCardsReply
} from '../../../types/api/benefit-card'
import { ADMIN_COUPON_PATHS } from '../../../types/api/coupon'
import type { CreateOrderReply, PreOrderReply } from '../../../types/api/order'
import { REFUND_API } from '../../../types/api/refund'
import { OrderService } from '../../src/order/order.service'
import { closeOrder } from '../../src/lifecycle/order-closed'
import { orderStores } from '../../src/stores'

const DAY = 86_400_000

interface Buyer {
  userId: string
  h: Record<string, string>
}

for (const engine of ENGINES) {
  describe(`benefit cards on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let owner: ConsoleClient
    let made = 0
    let keys = 0
    before(async () => {
      ;({
        t,
        staff: [operator, owner]
      } = await staffedApp(engine, OPERATOR, OWNER))
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    /** Buyers made directly, each with a session (the login flow is tested elsewhere). */
    const buyers = async (n: number): Promise<Buyer[]> => {
      const ids = Array.from({ length: n }, (_, i) => `usr_card_${engine}_${made + i}`)
      const first = made
      made += n
      const headers = await directBuyers(t, ids, '137', first)
      return ids.map((userId, i) => ({ userId, h: headers[i] }))
    }
    const buyer = async () => (await buyers(1))[0]
    /** Points standing in for ones earned on paid orders. */
    const givePoints = (b: Buyer, points: number) =>
      t.db.query(
        "INSERT INTO points_ledger (id, merchant_id, user_id, kind, points, expires_at, created_at) VALUES ($1, 'demo', $2, 'EARN', $3, $4, $5)",
        [`pts_t${made}_${keys++}`, b.userId, points, new Date(NOON.getTime() + 300 * DAY), NOON]
      )
    const points = async (b: Buyer) =>
      (await t.db.query<{ n: number }>('SELECT COALESCE(sum(points), 0)::int AS n FROM points_ledger WHERE user_id = $1', [b.userId]))[0].n
    const make = (over: Partial<BenefitCardInput> = {}): Promise<AdminBenefitCard> => createCard(operator, benefitCard(over))
    const pre = (b: Buyer, cardId: string) => t.call<CardPreOrderReply>('POST', `${P.preOrder}?lang=en-US`, { cardId }, b.h)
    const create = (b: Buyer, cardId: string, payAmount: number, pointAmount: number, key = `card-${engine}-${keys++}`) =>
      t.call<CardOrderReply>('POST', `${P.createOrder}?lang=en-US`, { cardId, payAmount, pointAmount, idempotencyKey: key }, b.h)
    const held = (b: Buyer, id: string) => t.get<PrivilegeCardItem>(`${P.instance}?userCardInstanceId=${id}&lang=en-US`, b.h)
    const cashier = (b: Buyer) =>
      paying(t, { userId: b.userId, accessToken: b.h['access-token'], refreshToken: '', isNewUser: false }, `cardpay-${engine}`)
    /** A cash card bought and paid in the sandbox cashier: the held card's id. */
    const buyPaid = async (b: Buyer, c: AdminBenefitCard): Promise<string> => {
      const o = await create(b, c.id, c.cardPrice, c.pointPrice)
      assert.equal(o.body.statusCode, 200, o.body.comments)
      const pay = cashier(b)
      const info = await pay.startPay(o.body.data.transactionId as string, '/pay-success')
      assert.equal((await pay.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const after = await t.get<CardOrderReply>(P.order.replace(':itemOrderId', o.body.data.itemOrderId), b.h)
      assert.equal(after.body.data.state, 'PAID')
      return after.body.data.userCardInstanceId as string
    }

    test('the console makes a card (audited); the buyer lists it, opens its detail and range; a bad card is refused with a translated reason', async () => {
      const c = await make({ cardName: '三场卡' })
      assert.deepEqual([c.remaining, c.sold, c.active], [100, 0, 0])
      assert.equal((await t.db.query("SELECT 1 FROM audit_log WHERE action = 'card.create' AND target = $1", [c.id])).length, 1)
      const list = await t.get<{ cards: Array<{ cardId: string; promotionDesc: string; isAnnualCard: boolean }> }>(`${P.list}?lang=zh-CN`)
      const listed = list.body.data.cards.find((x) => x.cardId === c.id)
      assert.deepEqual([listed?.isAnnualCard, listed?.promotionDesc], [true, '3次观演 · 年卡 · 免费兑换'])
      const range = await t.get<CardRangeReply>(`${P.range}?cardId=${c.id}&lang=en-US&length=5`)
      assert.equal(range.body.statusCode, 200, range.body.comments)
      assert.equal(range.body.data.allShows, true)
      assert.ok(range.body.data.total > 0 && range.body.data.shows[0].sessions[0].tiers.length > 0)
      // CASH with a points price: refused, the reason named, in the request's language.
      const bad = await operator.call('POST', `${ADMIN_CARD_PATHS.create}?lang=zh-MO`, benefitCard({ pointPrice: 10 }))
      assert.equal(bad.body.statusCode, 40343)
      assert.match(bad.body.comments, /權益卡設定有誤/)
      // Finance staff do not make cards.
      const finance = await loggedIn(t, FINANCE)
      assert.notEqual((await finance.call('POST', ADMIN_CARD_PATHS.create, benefitCard())).body.statusCode, 200)
    })

    test('purchase by cash: pre_order quotes, create_order makes an unpaid card order, the sandbox payment notification issues exactly one card; a retry replays', async () => {
      const c = await make()
      const b = await buyer()
      const q = await pre(b, c.id)
      assert.deepEqual([q.body.data.payAmount, q.body.data.pointAmount, q.body.data.canBuy], [19900, 0, true])
      const key = `cash-${engine}`
      const o = await create(b, c.id, 19900, 0, key)
      assert.equal(o.body.statusCode, 200, o.body.comments)
      assert.equal(o.body.data.state, 'UNPAID')
      assert.ok(o.body.data.transactionId && o.body.data.payDeadline)
      // The app's retry with the same key answers the same order.
      assert.equal((await create(b, c.id, 19900, 0, key)).body.data.itemOrderId, o.body.data.itemOrderId)
      // A changed price is refused.
      assert.equal((await create(b, c.id, 100, 0)).body.statusCode, 40333)
      const pay = cashier(b)
      const info = await pay.startPay(o.body.data.transactionId as string, '/pay-success')
      assert.equal((await pay.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const paid = await t.get<CardOrderReply>(P.order.replace(':itemOrderId', o.body.data.itemOrderId), b.h)
      assert.equal(paid.body.data.state, 'PAID')
      const byOrder = await t.get<PrivilegeCardItem>(`${P.byOrder}?itemOrderId=${o.body.data.itemOrderId}&lang=en-US`, b.h)
      assert.equal(byOrder.body.statusCode, 200, byOrder.body.comments)
      assert.deepEqual(
        [
          byOrder.body.data.userCardInstanceId,
          byOrder.body.data.cardStatus,
          byOrder.body.data.enabled,
          byOrder.body.data.convertibleTimes,
          byOrder.body.data.redeemedTimes,
          byOrder.body.data.refundable,
          byOrder.body.data.cardPrice
        ],
        [paid.body.data.userCardInstanceId, null, true, 3, 0, true, 19900]
      )
      // Annual: to the end of the Shanghai day a year on (NOON is 2026-11-22 20:00 there).
      assert.equal(byOrder.body.data.expirationTime, Date.UTC(2027, 10, 22, 16))
      // A second notification of the same payment issues nothing more.
      assert.equal(
        (await pay.notify({ paymentId: info.paymentId, providerTxn: 'dup', amountFen: 19900, status: 'SUCCEEDED' })).statusCode,
        200
      )
      assert.equal(
        (await t.db.query('SELECT count(*)::int AS n FROM card_instances WHERE card_order_id = $1', [o.body.data.itemOrderId]))[0].n,
        1
      )
      const mine = await t.get<PurchasedCardsReply>(`${P.purchased}?tab=ACTIVE&lang=en-US`, b.h)
      assert.deepEqual(
        mine.body.data.cards.map((x) => x.userCardInstanceId),
        [paid.body.data.userCardInstanceId]
      )
      const detail = await t.get<BenefitCardMineView>(`${P.detailMine}?cardId=${c.id}`, b.h)
      assert.deepEqual(detail.body.data.userCardInstanceIds, [paid.body.data.userCardInstanceId])
    })

    test('purchase by points: taken at creation, PAID at once; one point short is refused and takes nothing', async () => {
      const c = await make({ priceMode: 'POINT', cardPrice: 0, pointPrice: 500 })
      const b = await buyer()
      await givePoints(b, 499)
      assert.deepEqual([(await pre(b, c.id)).body.data.canBuy, (await pre(b, c.id)).body.data.reason], [false, 'POINTS_SHORT'])
      const short = await create(b, c.id, 0, 500)
      assert.equal(short.body.statusCode, 40331)
      assert.equal(await points(b), 499)
      await givePoints(b, 1)
      const o = await create(b, c.id, 0, 500)
      assert.equal(o.body.statusCode, 200, o.body.comments)
      assert.deepEqual([o.body.data.state, o.body.data.transactionId, typeof o.body.data.userCardInstanceId], ['PAID', undefined, 'string'])
      assert.equal(await points(b), 0)
    })

    test('purchase by both: points at creation, cash at the cashier; an unpaid order closed by the sweeper gives the points and the card back once, and late money is queued back whole', async () => {
      const c = await make({ priceMode: 'CASH_POINT', cardPrice: 9900, pointPrice: 300, stock: 1 })
      const b = await buyer()
      await givePoints(b, 1000)
      const o = await create(b, c.id, 9900, 300)
      assert.equal(o.body.statusCode, 200, o.body.comments)
      assert.equal(await points(b), 700)
      // The one card is held by the unpaid order.
      assert.equal((await create(await buyer(), c.id, 9900, 300)).body.statusCode, 40329)
      const pay = cashier(b)
      const info = await pay.startPay(o.body.data.transactionId as string, '/pay-success')
      // Past its deadline the sweeper closes it: points back, the card back on sale.
      t.setNow(new Date(NOON.getTime() + 16 * 60_000))
      assert.equal(await t.app.cardOrders.closeDue(new Date(NOON.getTime() + 16 * 60_000)), 1)
      assert.equal(await t.app.cardOrders.closeDue(new Date(NOON.getTime() + 17 * 60_000)), 0)
      assert.equal(await points(b), 1000)
      assert.equal((await t.db.query<{ remaining: number }>('SELECT remaining FROM benefit_cards WHERE id = $1', [c.id]))[0].remaining, 1)
      // The money arrives anyway: no card, the payment is queued back.
      assert.equal(
        (
          await pay.notify(
            { paymentId: info.paymentId, providerTxn: `late-${engine}`, amountFen: 9900, status: 'SUCCEEDED' },
            NOON.getTime() + 16 * 60_000
          )
        ).statusCode,
        200
      )
      assert.equal(
        (await t.db.query<{ state: string }>('SELECT state FROM payments WHERE id = $1', [info.paymentId]))[0].state,
        'REFUND_PENDING'
      )
      assert.equal((await t.db.query('SELECT 1 FROM card_instances WHERE card_order_id = $1', [o.body.data.itemOrderId])).length, 0)
      t.setNow(NOON)
      // Paid in time, a both card issues its card.
      const b2 = await buyer()
      await givePoints(b2, 300)
      const id = await buyPaid(b2, c)
      assert.equal((await held(b2, id)).body.data.pointPrice, 300)
      assert.equal(await points(b2), 0)
    })

    test('"100 concurrent buyers for 10 cards get exactly 10": the rest are told sold out, never an error', async () => {
      const c = await make({ priceMode: 'POINT', cardPrice: 0, pointPrice: 10, stock: 10 })
      const crowd = await buyers(100)
      for (const b of crowd) await givePoints(b, 10)
      const replies = await Promise.all(crowd.map((b) => create(b, c.id, 0, 10)))
      const codes = replies.map((r) => r.body.statusCode)
      assert.equal(codes.filter((x) => x === 200).length, 10)
      assert.equal(codes.filter((x) => x === 40329).length, 90, JSON.stringify([...new Set(codes)]))
      assert.equal((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM card_instances WHERE card_id = $1', [c.id]))[0].n, 10)
      assert.equal((await t.db.query<{ remaining: number }>('SELECT remaining FROM benefit_cards WHERE id = $1', [c.id]))[0].remaining, 0)
      // The refused ones kept their points.
      const spent = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM points_ledger WHERE kind = 'SPEND' AND user_id = ANY($1)",
        [crowd.map((b) => b.userId)]
      )
      assert.equal(spent[0].n, 10)
    })

    test('per-buyer limit: two concurrent orders by one buyer for a limit-1 card make one', async () => {
      const c = await make({ priceMode: 'POINT', cardPrice: 0, pointPrice: 1, perBuyerLimit: 1 })
      const b = await buyer()
      await givePoints(b, 10)
      const [r1, r2] = await Promise.all([create(b, c.id, 0, 1), create(b, c.id, 0, 1)])
      assert.deepEqual([r1.body.statusCode, r2.body.statusCode].sort(), [200, 40330])
    })

    test('card refund only when unused: a points card back at once (points and stock), a cash card REFUNDING then REFUND when the refund succeeds; a used card refused', async () => {
      const pc = await make({ priceMode: 'POINT', cardPrice: 0, pointPrice: 100, stock: 5 })
      const b = await buyer()
      await givePoints(b, 100)
      const o = await create(b, pc.id, 0, 100)
      const id = o.body.data.userCardInstanceId as string
      const refunded = await t.call<PrivilegeCardItem>('POST', `${P.refund}?lang=en-US`, { userCardInstanceId: id }, b.h)
      assert.equal(refunded.body.statusCode, 200, refunded.body.comments)
      assert.deepEqual([refunded.body.data.cardStatus, refunded.body.data.isHistory], ['REFUND', true])
      assert.equal(await points(b), 100)
      assert.equal((await t.db.query<{ remaining: number }>('SELECT remaining FROM benefit_cards WHERE id = $1', [pc.id]))[0].remaining, 5)
      // Twice: refused.
      assert.equal((await t.call('POST', P.refund, { userCardInstanceId: id }, b.h)).body.statusCode, 40341)

      const cc = await make()
      const b2 = await buyer()
      const cid = await buyPaid(b2, cc)
      const r = await t.call<PrivilegeCardItem>('POST', P.refund, { userCardInstanceId: cid }, b2.h)
      assert.equal(r.body.data.cardStatus, 'REFUNDING')
      const [rf] = await t.db.query<{ id: string; amount_fen: number; purpose: string }>(
        'SELECT id, amount_fen, purpose FROM refunds WHERE subject_id = $1',
        [cid]
      )
      assert.deepEqual([rf.amount_fen, rf.purpose], [19900, 'CARD'])
      // The refund job asks the sandbox (PROCESSING); its signed notification settles the card once.
      await t.app.payments.refunds.run(NOON)
      assert.equal((await held(b2, cid)).body.data.cardStatus, 'REFUNDING')
      const signed = await cashier(b2).sandbox.signRefundNotice(
        { refundId: rf.id, providerRefundId: `sbxr_${rf.id}`, status: 'SUCCEEDED' },
        NOON.getTime()
      )
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: SANDBOX_REFUND_NOTIFY_PATH,
          payload: signed.body,
          headers: { 'x-payment-signature': signed.signature }
        })
        assert.equal(res.json().data.state, 'SUCCEEDED')
      }
      assert.equal((await held(b2, cid)).body.data.cardStatus, 'REFUND')
      assert.equal(
        (await t.db.query<{ remaining: number }>('SELECT remaining FROM benefit_cards WHERE id = $1', [cc.id]))[0].remaining,
        100
      )

      // A card refund the provider refused for good: the sales list says so and the owner asks again.
      const b4 = await buyer()
      const fid = await buyPaid(b4, cc)
      await t.call('POST', P.refund, { userCardInstanceId: fid }, b4.h)
      const [frf] = await t.db.query<{ id: string }>("SELECT id FROM refunds WHERE purpose = 'CARD' AND subject_id = $1", [fid])
      await t.db.query("UPDATE refunds SET state = 'FAILED', next_attempt_at = NULL, last_error = 'refused' WHERE id = $1", [frf.id])
      const list = await owner.call<AdminCardInstancePage>('GET', ADMIN_CARD_PATHS.instances.replace(':id', cc.id))
      assert.equal(list.body.data.instances.find((i) => i.userCardInstanceId === fid)?.refundFailed, true)
      const again = await owner.call<{ refundFailed: boolean }>('POST', ADMIN_CARD_PATHS.refund.replace(':id', fid))
      assert.equal(again.body.statusCode, 200, again.body.comments)
      assert.equal(again.body.data.refundFailed, false)
      assert.equal((await t.db.query<{ state: string }>('SELECT state FROM refunds WHERE id = $1', [frf.id]))[0].state, 'REQUESTED')

      // A used card (one time redeemed) cannot be refunded.
      const b3 = await buyer()
      await givePoints(b3, 100)
      const used = (await create(b3, pc.id, 0, 100)).body.data.userCardInstanceId as string
      await t.db.query('UPDATE card_instances SET redeemed_times = 1 WHERE id = $1', [used])
      const no = await t.call('POST', `${P.refund}?lang=zh-CN`, { userCardInstanceId: used }, b3.h)
      assert.equal(no.body.statusCode, 40341)
      assert.match(no.body.comments, /仅未使用且未过期/)
    })

    // ---- Booking with a card ----

    const items = (tr: Tier, qty: number) => [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty }]
    const preBook = (b: Buyer, tr: Tier, qty: number, card: { userCardInstanceId: string; cardId: string }) =>
      t.call<PreOrderReply>('POST', '/buyer/buyer/v3/pre_order?lang=en-US', { showId: tr.show_id, items: items(tr, qty), ...card }, b.h)
    const book = (
      b: Buyer,
      tr: Tier,
      qty: number,
      payAmount: number,
      card: { userCardInstanceId: string; cardId: string },
      key = `cbook-${engine}-${keys++}`
    ) =>
      t.call<CreateOrderReply>(
        'POST',
        '/buyer/buyer/v5/create_order?lang=en-US',
        { showId: tr.show_id, items: items(tr, qty), paymentParam: { payAmount }, idempotencyKey: key, ...card },
        b.h
      )
    const times = async (id: string) =>
      (await t.db.query<{ redeemed_times: number }>('SELECT redeemed_times FROM card_instances WHERE id = $1', [id]))[0].redeemed_times
    /** A held points card of `times` times at `redeemPrice` for the tier's show. */
    const heldCard = async (b: Buyer, tr: Tier, over: Partial<BenefitCardInput> = {}) => {
      const c = await make({
        priceMode: 'POINT',
        cardPrice: 0,
        pointPrice: 1,
        range: { useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN', couponUseLimitVO: { ...noScope(), showIds: [tr.show_id] } },
        ...over
      })
      await givePoints(b, 1)
      const id = (await create(b, c.id, 0, 1)).body.data.userCardInstanceId as string
      return { userCardInstanceId: id, cardId: c.id }
    }

    test('booking with a card: pre_order prices the tickets at the redemption price; create_order takes the times; a free order is paid at once; another show is out of range', async () => {
      const b = await buyer()
      const tr = await freshTier(t, 28000)
      const card = await heldCard(b, tr, { convertibleTimes: 3 })
      const q = await preBook(b, tr, 2, card)
      assert.equal(q.body.statusCode, 200, q.body.comments)
      assert.deepEqual(
        [q.body.data.payAmount, q.body.data.card?.cardDiscount, q.body.data.card?.timesLeft, q.body.data.coupons],
        [0, 56000, 3, []]
      )
      const key = `cbook-replay-${engine}`
      const o = await book(b, tr, 2, 0, card, key)
      assert.equal(o.body.statusCode, 200, o.body.comments)
      assert.deepEqual(o.body.data.unPaidTransactionIds, [])
      // The app's retry with the same key answers the same order, though the card has no longer the times for it.
      assert.equal((await book(b, tr, 2, 0, card, key)).body.data.orderId, o.body.data.orderId)
      assert.equal(await times(card.userCardInstanceId), 2)
      assert.equal((await t.db.query('SELECT count(*)::int AS n FROM tickets WHERE order_id = $1', [o.body.data.orderId]))[0].n, 2)
      const item = await held(b, card.userCardInstanceId)
      assert.deepEqual([item.body.data.redeemedTimes, item.body.data.refundable, item.body.data.seatInfos.length], [2, false, 2])
      // A tier of another show is not in the card's range.
      const other = await freshTier(t, 5000)
      if (other.show_id !== tr.show_id) assert.equal((await preBook(b, other, 1, card)).body.statusCode, 40338)
      // One time left: two tickets are refused.
      assert.equal((await preBook(b, tr, 2, card)).body.statusCode, 40339)
    })

    test('"a card with 2 times cannot book 3 tickets across two concurrent orders": one order of 2 and one of 1 race, exactly 2 tickets are booked', async () => {
      const b = await buyer()
      const tr = await freshTier(t, 10000)
      const card = await heldCard(b, tr, { convertibleTimes: 2, redeemPrice: 1000 })
      const [x, y] = await Promise.all([book(b, tr, 2, 2000, card), book(b, tr, 1, 1000, card)])
      const codes = [x.body.statusCode, y.body.statusCode]
      assert.equal(codes.filter((c) => c === 200).length, 1, JSON.stringify(codes))
      assert.ok(codes.includes(40339), JSON.stringify(codes))
      assert.ok((await times(card.userCardInstanceId)) <= 2)
      const booked = await t.db.query<{ n: number }>(
        "SELECT COALESCE(sum(b.qty - b.returned), 0)::int AS n FROM card_bookings b JOIN orders o ON o.id = b.order_id WHERE b.instance_id = $1 AND o.state <> 'CLOSED'",
        [card.userCardInstanceId]
      )
      assert.equal(booked[0].n, await times(card.userCardInstanceId))
    })

    test('closing the unpaid order returns its times once; refunding a redeemed ticket returns its time once', async () => {
      const b = await buyer()
      const tr = await freshTier(t, 9000)
      await t.db.query('UPDATE shows SET refund_rule = $2 WHERE id = $1', [
        tr.show_id,
        JSON.stringify({ kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 24, feePercent: 0 }], scope: 'PER_TICKET' })
      ])
      const card = await heldCard(b, tr, { convertibleTimes: 3, redeemPrice: 1000 })
      const o = await book(b, tr, 2, 2000, card)
      assert.equal(o.body.statusCode, 200, o.body.comments)
      assert.equal(await times(card.userCardInstanceId), 2)
      assert.equal((await t.call('POST', `/buyer/buyer/v5/orders/${o.body.data.orderId}/cancel`, {}, b.h)).body.statusCode, 200)
      assert.equal(await times(card.userCardInstanceId), 0)
      // Closing again (the sweeper after the cancel) gives nothing twice.
      await new OrderService(t.db, orderStores, closeOrder).closeExpiredOrders(new Date(NOON.getTime() + DAY))
      assert.equal(await times(card.userCardInstanceId), 0)

      // Paid at the redemption price, then one ticket refunded: one time back.
      const pay = cashier(b)
      const paid = await book(b, tr, 2, 2000, card)
      assert.equal(paid.body.statusCode, 200, paid.body.comments)
      const info = await pay.startPay(paid.body.data.unPaidTransactionIds[0])
      assert.equal((await pay.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const orderId = paid.body.data.orderId
      assert.equal(
        (await t.db.query<{ unit_fen: number }>('SELECT unit_fen FROM order_items WHERE order_id = $1', [orderId]))[0].unit_fen,
        1000
      )
      const [k] = await t.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1 ORDER BY id LIMIT 1', [orderId])
      const finance = await loggedIn(t, FINANCE)
      const req = await t.call<{ requestId: string }>(
        'POST',
        `${REFUND_API.requests(orderId)}?lang=en`,
        { ticketIds: [k.id], reason: 'OTHER' },
        b.h
      )
      assert.equal(req.body.statusCode, 200, req.body.comments)
      assert.equal((await finance.call('POST', `/sales/refunds/${req.body.data.requestId}/approve`)).body.statusCode, 200)
      assert.equal(await times(card.userCardInstanceId), 1)
      // The refund is what the ticket cost with the card, not the tier price.
      assert.equal(
        (
          await t.db.query<{ amount_fen: number }>("SELECT amount_fen FROM refunds WHERE purpose = 'AFTER_SALE' AND subject_id = $1", [
            req.body.data.requestId
          ])
        )[0].amount_fen,
        1000
      )
    })

    test('per-session limit: a card limited to 1 a session books one ticket there, then is refused for a second', async () => {
      const b = await buyer()
      const tr = await freshTier(t, 8000)
      const card = await heldCard(b, tr, { convertibleTimes: 3, perSessionLimit: 1 })
      assert.equal((await preBook(b, tr, 2, card)).body.statusCode, 40340)
      assert.equal((await book(b, tr, 1, 0, card)).body.statusCode, 200)
      assert.equal((await book(b, tr, 1, 0, card)).body.statusCode, 40340)
    })

    test("wrong buyer's instance refused: reading, refunding and booking another buyer's card reads as unknown", async () => {
      const c = await make({ priceMode: 'POINT', cardPrice: 0, pointPrice: 1 })
      const a = await buyer()
      const other = await buyer()
      await givePoints(a, 1)
      const id = (await create(a, c.id, 0, 1)).body.data.userCardInstanceId as string
      assert.equal((await held(other, id)).body.statusCode, 40336)
      assert.equal((await t.call('POST', P.refund, { userCardInstanceId: id }, other.h)).body.statusCode, 40336)
      const tr = await freshTier(t, 5000)
      const booked = await t.call<PreOrderReply>(
        'POST',
        '/buyer/buyer/v3/pre_order?lang=en-US',
        {
          showId: tr.show_id,
          items: [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }],
          userCardInstanceId: id,
          cardId: c.id
        },
        other.h
      )
      assert.equal(booked.body.statusCode, 40336)
    })

    test('coupon → card exchange once: support_auto_use names the card; two concurrent exchanges make one card and the coupon is USED', async () => {
      const c = await make({ cardName: '兑换卡' })
      const tpl = await makeCouponTemplate(operator, cardExchangeTemplate(c.id))
      assert.equal(tpl.privilegeCardId, c.id)
      // Only an exchange coupon for benefit cards may name a card.
      const wrong = await operator.call('POST', ADMIN_COUPON_PATHS.create, {
        ...cardExchangeTemplate(c.id),
        couponType: 'CASH',
        amount: 500,
        limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
        limitation: 0,
        couponBizTypes: ['SHOW'],
        useCouponRule: 'ALL_SHOW',
        privilegeCardId: c.id
      })
      assert.equal(wrong.body.statusCode, 40342)
      const b = await buyer()
      const couponId = (await receiveCoupon(t, tpl.couponCode, b.h, 'TOPIC_OBTAIN')).couponId
      const support = await t.get<CouponSupportReply>(`${P.supportAutoUse}?couponId=${couponId}`, b.h)
      assert.deepEqual(support.body.data, { supportUse: true, privilegeCardName: '兑换卡', privilegeCardTemplateId: c.id, spuId: c.id })
      const body = { couponId, privilegeCardTemplateId: c.id, type: 'EXCHANGE' }
      const [x, y] = await Promise.all([
        t.call<PrivilegeCardItem>('POST', P.exchangeCouponUse, body, b.h),
        t.call<PrivilegeCardItem>('POST', P.exchangeCouponUse, body, b.h)
      ])
      assert.equal(x.body.statusCode, 200, x.body.comments)
      assert.equal(y.body.statusCode, 200, y.body.comments)
      assert.equal(x.body.data.userCardInstanceId, y.body.data.userCardInstanceId)
      assert.deepEqual([x.body.data.source, x.body.data.refundable], ['COUPON', false])
      assert.equal((await t.db.query('SELECT count(*)::int AS n FROM card_instances WHERE coupon_id = $1', [couponId]))[0].n, 1)
      assert.equal((await t.db.query<{ status: string }>('SELECT status FROM coupons WHERE id = $1', [couponId]))[0].status, 'USED')
      // Once used, it no longer exchanges.
      assert.equal((await t.get<CouponSupportReply>(`${P.supportAutoUse}?couponId=${couponId}`, b.h)).body.data.supportUse, false)
      // Another buyer cannot use it.
      assert.equal((await t.call('POST', P.exchangeCouponUse, body, (await buyer()).h)).body.statusCode, 40270)
    })

    test('the console: sales list with redeemed times; the owner refunds an unused card, the operator may not', async () => {
      const c = await make({ priceMode: 'POINT', cardPrice: 0, pointPrice: 1 })
      const b = await buyer()
      await givePoints(b, 1)
      const id = (await create(b, c.id, 0, 1)).body.data.userCardInstanceId as string
      const sales = await operator.call<AdminCardInstancePage>('GET', ADMIN_CARD_PATHS.instances.replace(':id', c.id))
      assert.deepEqual(
        sales.body.data.instances.map((i) => [i.userCardInstanceId, i.redeemedTimes, i.refundable]),
        [[id, 0, true]]
      )
      assert.notEqual((await operator.call('POST', ADMIN_CARD_PATHS.refund.replace(':id', id))).body.statusCode, 200)
      const done = await owner.call<{ cardStatus: string }>('POST', ADMIN_CARD_PATHS.refund.replace(':id', id))
      assert.equal(done.body.statusCode, 200, done.body.comments)
      assert.equal(done.body.data.cardStatus, 'REFUND')
      // Stock may not go below what is sold.
      const c2 = await make({ priceMode: 'POINT', cardPrice: 0, pointPrice: 1, stock: 2 })
      const b2 = await buyer()
      await givePoints(b2, 1)
      await create(b2, c2.id, 0, 1)
      assert.equal(
        (
          await operator.call(
            'PUT',
            ADMIN_CARD_PATHS.one.replace(':id', c2.id),
            benefitCard({ priceMode: 'POINT', cardPrice: 0, pointPrice: 1, stock: 0 })
          )
        ).body.statusCode,
        40344
      )
    })
  })
}
