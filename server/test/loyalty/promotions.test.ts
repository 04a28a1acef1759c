/**
 * Promotions (issue #18 "Promotions: list and detail, channel and outer discounts, ticket packages / combo
 * activities (cross-show sessions at a fixed amount) with their four pages and the combo price call";
 * product.md "Ticket package: grantorMerchantId, promotionId, activityType (CROSS_SHOW_SESSION),
 * promotionMethod (FIXED_AMOUNT)"; calls-errors-limits.md error "22037056 promotion discount wrong").
 * The channel discount applies only with the channel and its quota holds under a crowd; a package of two
 * sessions makes two orders adding up to the fixed amount, one PACKAGE payment pays both exactly once,
 * closing one closes both, a child's refund is capped at what it was paid, and the sets' quota holds
 * under 50 concurrent buyers. On every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { OPERATOR, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, directBuyers, phoneLogin } from '../helpers/account-helpers'
import { callCreateOrder, callPreOrder } from '../helpers/order-helpers'
import { paying, stock } from '../helpers/payment-helpers'
import { untouchedShowTiers, type Tier } from '../helpers/tier-helpers'
import { RefundRepository } from '../../src/payment/refund.repository'
import { ticketPriceSql } from '../../src/ticket-price/ticket-price.sql'
import { OrderService } from '../../src/order/order.service'
import { closeOrder } from '../../src/lifecycle/order-closed'
import { orderStores } from '../../src/stores'
import type { OrderDetail } from '../../../types/api/order'
import {
  ADMIN_PROMOTION_PATHS,
  PROMOTION_PATHS,
  type AdminPromotion,
  type ChannelPromotionReply,
  type ComboOrderReply,
  type ComboPriceReply,
  type PromotionDetail,
  type PromotionInput,
  type PromotionView
} from '../../../types/api/promotion'

const DAY = 86400000

for (const engine of ENGINES) {
  describe(`promotions on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let phones = 0
    let keys = 0
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

    const buyer = () => phoneLogin(t, `1320006${String(phones++).padStart(4, '0')}`)
    /** Many buyers at once, as the coupon crowd test makes them (users and sessions written directly). */
    const crowd = async (n: number): Promise<Array<Record<string, string>>> => {
      const first = made
      made += n
      return directBuyers(
        t,
        Array.from({ length: n }, (_, i) => `usr_promo_${engine}_${first + i}`),
        '138',
        first
      )
    }
    /** General-admission tiers on sale of `n` different shows no order has touched, at the prices given. */
    const tiersOfShows = (...prices: number[]): Promise<Tier[]> => untouchedShowTiers(t, prices, 60)
    const create = async (input: Partial<PromotionInput> & Pick<PromotionInput, 'kind' | 'scopes'>): Promise<AdminPromotion> => {
      const res = await operator.call<AdminPromotion>('POST', ADMIN_PROMOTION_PATHS.create, {
        name: { 'zh-CN': '双剧套票', 'en-US': 'Two-show package', 'zh-MO': '雙劇套票' },
        startTime: NOON.getTime() - DAY,
        endTime: NOON.getTime() + 30 * DAY,
        ...input
      })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }
    const channel = (code: string) => ({ 'channel-id': code })
    const preOrder = (h: Record<string, string>, tr: Tier, qty: number) => callPreOrder(t, h, tr, qty)
    const createOrder = (h: Record<string, string>, tr: Tier, qty: number, payAmount: number) =>
      callCreateOrder(t, h, tr, qty, payAmount, `promo-${engine}-${keys++}`)
    const picks = (...trs: Tier[]) => trs.map((tr, slot) => ({ slot, bizShowSessionId: tr.session_id, seatPlanId: tr.id }))
    const buyPackage = (h: Record<string, string>, promotionId: string, trs: Tier[], payAmount: number, key = `pkg-${engine}-${keys++}`) =>
      t.call<ComboOrderReply>(
        'POST',
        `${PROMOTION_PATHS.comboOrder}?lang=en-US`,
        { promotionId, sets: 1, items: picks(...trs), idempotencyKey: key, paymentParam: { payAmount } },
        h
      )
    /** A package of two shows at 300.00 (two 200.00 tickets), bought unpaid by a new buyer. */
    const unpaidPackage = async () => {
      const a = await buyer()
      const [ta, tb] = await tiersOfShows(20000, 20000)
      const promo = await create({
        kind: 'PACKAGE',
        fixedAmount: 30000,
        quota: 5,
        scopes: [
          { slot: 0, showId: ta.show_id },
          { slot: 1, showId: tb.show_id }
        ]
      })
      const bought = await buyPackage(auth(a), promo.promotionId, [ta, tb], 30000)
      assert.equal(bought.body.statusCode, 200, bought.body.comments)
      return { a, ta, tb, promo, bought }
    }
    const orderRow = async (id: string) =>
      (
        await t.db.query<{ state: string; total_fen: number; paid_fen: number; promotion_fen: number }>(
          'SELECT state, total_fen, paid_fen, promotion_fen FROM orders WHERE id = $1',
          [id]
        )
      )[0]
    const used = async (id: string) => (await t.db.query<{ used: number }>('SELECT used FROM promotions WHERE id = $1', [id]))[0].used

    test("a channel discount applies only with its channel: pre_order, create_order (never the app's amount), the lists, the ticket's own price", async () => {
      const a = await buyer()
      const [tr] = await tiersOfShows(10000)
      // No refund fee, so the refund quote is exactly what the tickets cost.
      await t.db.query('UPDATE shows SET refund_rule = $2 WHERE id = $1', [
        tr.show_id,
        JSON.stringify({ kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 24, feePercent: 0 }], scope: 'PER_TICKET' })
      ])
      const promo = await create({
        kind: 'CHANNEL',
        channelCode: 'WXPROMO',
        discountKind: 'PERCENT',
        discountValue: 80,
        scopes: [{ slot: 0, showId: tr.show_id }]
      })
      // 8折 on 2 × 100.00: 40.00 off, with the channel only.
      const plain = await preOrder(auth(a), tr, 2)
      assert.deepEqual([plain.body.data.payAmount, plain.body.data.promotionDiscount], [20000, 0])
      const other = await preOrder({ ...auth(a), ...channel('OTHER') }, tr, 2)
      assert.deepEqual([other.body.data.payAmount, other.body.data.promotionDiscount], [20000, 0])
      const mine = await preOrder({ ...auth(a), ...channel('WXPROMO') }, tr, 2)
      assert.deepEqual(
        [mine.body.data.payAmount, mine.body.data.promotionDiscount, mine.body.data.promotionId, mine.body.data.originalAmount],
        [16000, 4000, promo.promotionId, 20000]
      )

      // The show's promotions: the channel's discount is listed for that channel's buyers only.
      const list = async (query: string, h: Record<string, string> = {}) =>
        (await t.get<PromotionView[]>(`${PROMOTION_PATHS.list}?showId=${tr.show_id}&lang=zh-CN${query}`, h)).body.data.map(
          (p) => p.promotionId
        )
      assert.deepEqual(await list(''), [])
      assert.deepEqual(await list('&channelId=WXPROMO'), [promo.promotionId])
      // The list is kept per URL (reply cache): a header alone never puts the channel's discount in a URL without it.
      assert.deepEqual(await list('', channel('WXPROMO')), [])
      const adapter = await t.call<ChannelPromotionReply>(
        'POST',
        `${PROMOTION_PATHS.channel}?lang=zh-CN`,
        { showId: tr.show_id },
        { ...auth(a), ...channel('WXPROMO') }
      )
      assert.equal(adapter.body.data.promotion?.promotionDescription, '渠道专享8折')
      assert.equal(
        (await t.call<ChannelPromotionReply>('POST', PROMOTION_PATHS.channel, { showId: tr.show_id }, auth(a))).body.data.promotion,
        null
      )

      // An app claiming the discount without the channel is refused, nothing written.
      assert.equal((await createOrder(auth(a), tr, 2, 16000)).body.errorCode, 'PRICE_CHANGED')
      const madeOrder = await createOrder({ ...auth(a), ...channel('WXPROMO') }, tr, 2, 16000)
      assert.equal(madeOrder.body.statusCode, 200, madeOrder.body.comments)
      const orderId = madeOrder.body.data.orderId
      assert.deepEqual(await orderRow(orderId), { state: 'UNPAID', total_fen: 16000, paid_fen: 0, promotion_fen: 4000 })
      assert.equal(await used(promo.promotionId), 2)
      const calls = paying(t, a, `promo-ch-${engine}`)
      const info = await calls.startPay(madeOrder.body.data.unPaidTransactionIds[0])
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      // Each ticket stands for what it cost (a refund returns it): 80.00, not the tier's 100.00.
      const prices = await t.db.query<{ p: number }>(
        `SELECT ${ticketPriceSql('k', 't')} AS p FROM tickets k JOIN price_tiers t ON t.id = k.tier_id WHERE k.order_id = $1`,
        [orderId]
      )
      assert.deepEqual(
        prices.map((r) => Number(r.p)),
        [8000, 8000]
      )
      const detail = (await t.get<OrderDetail>(`/buyer/buyer/v5/orders/${orderId}`, auth(a))).body.data
      assert.deepEqual([detail.hasPromotion, detail.promotionDiscount, detail.refundQuote?.amountFen], [true, 4000, 16000])
    })

    test("a channel discount's quota is atomic: 8 concurrent buyers, 3 tickets of quota → exactly 3 discounted orders; a cancel gives its unit back", async () => {
      const [tr] = await tiersOfShows(10000)
      const promo = await create({
        kind: 'CHANNEL',
        channelCode: 'QUOTA3',
        discountKind: 'AMOUNT',
        discountValue: 2000,
        quota: 3,
        scopes: [{ slot: 0, showId: tr.show_id, sessionId: tr.session_id, seatPlanId: tr.id }]
      })
      const heads = await crowd(8)
      const replies = await Promise.all(heads.map((h) => createOrder({ ...h, ...channel('QUOTA3') }, tr, 1, 8000)))
      const okd = replies.filter((r) => r.body.statusCode === 200)
      assert.equal(okd.length, 3)
      // The rest hear the spec's "promotion discount wrong" (the quota ran out under them) or a changed price (it was out before they were priced).
      for (const r of replies.filter((x) => x.body.statusCode !== 200))
        assert.ok(['PROMOTION_DISCOUNT_WRONG', 'PRICE_CHANGED'].includes(r.body.errorCode), r.body.errorCode)
      assert.ok(replies.some((r) => r.body.statusCode === 22037056) || replies.every((r) => r.body.statusCode !== 22037056))
      assert.equal(await used(promo.promotionId), 3)
      const h = heads[replies.indexOf(okd[0])]
      assert.equal((await t.call('POST', `/buyer/buyer/v5/orders/${okd[0].body.data.orderId}/cancel`, {}, h)).body.statusCode, 200)
      assert.equal(await used(promo.promotionId), 2)
    })

    test('a package of two sessions: detail, the combo price, two orders adding up to the fixed amount, one PACKAGE payment paying both exactly once', async () => {
      const a = await buyer()
      const [ta, tb] = await tiersOfShows(38000, 18000)
      const promo = await create({
        kind: 'PACKAGE',
        fixedAmount: 45000,
        quota: 10,
        perBuyerLimit: 2,
        scopes: [
          { slot: 0, showId: ta.show_id },
          { slot: 1, showId: tb.show_id }
        ]
      })
      assert.deepEqual(
        [promo.promotionCategory, promo.activityType, promo.promotionMethod, promo.slotCount],
        ['PACKAGE', 'CROSS_SHOW_SESSION', 'FIXED_AMOUNT', 2]
      )
      const detail = (
        await t.get<PromotionDetail>(`${PROMOTION_PATHS.detail}?promotionId=${promo.promotionId}&grantorMerchantId=demo&lang=en-US`)
      ).body.data
      assert.deepEqual(
        detail.slots.map((s) => s.shows.map((x) => x.showId)),
        [[ta.show_id], [tb.show_id]]
      )
      assert.ok(detail.slots[0].shows[0].sessions.some((s) => s.tiers.some((x) => x.seatPlanId === ta.id && x.price === 38000)))
      assert.equal(detail.promotionDescription, 'Package of 2 shows: ¥450')
      // The show page lists the package to everyone.
      assert.deepEqual(
        (await t.get<PromotionView[]>(`${PROMOTION_PATHS.list}?showId=${tb.show_id}`)).body.data.map((p) => p.promotionId),
        [promo.promotionId]
      )

      // 380 + 180 = 560.00 alone, 450.00 as a package: shares 380:180 → 305.36 and 144.64.
      const quote = await t.call<ComboPriceReply>('POST', PROMOTION_PATHS.comboPrice, {
        promotionId: promo.promotionId,
        sets: 1,
        items: picks(ta, tb)
      })
      assert.equal(quote.body.statusCode, 200, quote.body.comments)
      assert.deepEqual(
        [quote.body.data.payAmount, quote.body.data.originalAmount, quote.body.data.saving, quote.body.data.items.map((i) => i.share)],
        [45000, 56000, 11000, [30536, 14464]]
      )
      // A slot left out, or a tier of another show in a slot: refused in words.
      assert.equal(
        (await t.call('POST', PROMOTION_PATHS.comboPrice, { promotionId: promo.promotionId, sets: 1, items: picks(ta) })).body.errorCode,
        'PROMOTION_SELECTION_INVALID'
      )
      assert.equal(
        (await t.call('POST', PROMOTION_PATHS.comboPrice, { promotionId: promo.promotionId, sets: 1, items: picks(tb, ta) })).body
          .errorCode,
        'PROMOTION_SELECTION_INVALID'
      )
      // A slot's order holds one ticket a set: the detail says each show's tickets per order, and the quote
      // refuses more sets than that, as the purchase would (the app's stepper stops there).
      const [{ limit_per_order: limitA }] = await t.db.query<{ limit_per_order: number }>(
        'SELECT limit_per_order FROM shows WHERE id = $1',
        [ta.show_id]
      )
      assert.equal(detail.slots[0].shows[0].limitPerOrder, limitA)
      await t.db.query('UPDATE shows SET limit_per_order = 2 WHERE id = $1', [ta.show_id])
      try {
        const over = await t.call('POST', `${PROMOTION_PATHS.comboPrice}?lang=en-US`, {
          promotionId: promo.promotionId,
          sets: 3,
          items: picks(ta, tb)
        })
        assert.deepEqual([over.body.errorCode, over.body.mode], ['PURCHASE_LIMIT', 'toast'])
        assert.equal(
          (
            await t.call<ComboPriceReply>('POST', PROMOTION_PATHS.comboPrice, {
              promotionId: promo.promotionId,
              sets: 2,
              items: picks(ta, tb)
            })
          ).body.data.payAmount,
          90000
        )
      } finally {
        await t.db.query('UPDATE shows SET limit_per_order = $2 WHERE id = $1', [ta.show_id, limitA])
      }

      assert.equal((await buyPackage(auth(a), promo.promotionId, [ta, tb], 1)).body.errorCode, 'PRICE_CHANGED')
      const key = `pkg-${engine}-first`
      const bought = await buyPackage(auth(a), promo.promotionId, [ta, tb], 45000, key)
      assert.equal(bought.body.statusCode, 200, bought.body.comments)
      assert.deepEqual(
        await buyPackage(auth(a), promo.promotionId, [ta, tb], 45000, key).then((r) => r.body.data),
        bought.body.data,
        'the key replays the first reply'
      )
      const [o1, o2] = bought.body.data.orderIds
      const rows = [await orderRow(o1), await orderRow(o2)]
      assert.equal(rows[0].total_fen + rows[1].total_fen, 45000)
      assert.deepEqual(rows.map((r) => r.total_fen).sort(), [14464, 30536])
      assert.deepEqual([(await stock(t, ta.id)).held, (await stock(t, tb.id)).held], [1, 1])
      assert.equal(await used(promo.promotionId), 1)

      const soldBefore = [(await stock(t, ta.id)).sold, (await stock(t, tb.id)).sold]
      // One payment for both; a child's own transaction id pays the whole package too (never a child alone).
      const calls = paying(t, a, `promo-pkg-${engine}`)
      const info = await calls.startPay(bought.body.data.unPaidTransactionIds[0])
      const payment = await t.db.query<{ purpose: string; amount_fen: number }>('SELECT purpose, amount_fen FROM payments WHERE id = $1', [
        info.paymentId
      ])
      assert.deepEqual(payment, [{ purpose: 'PACKAGE', amount_fen: 45000 }])
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const paid = [await orderRow(o1), await orderRow(o2)]
      assert.deepEqual(
        paid.map((r) => r.state),
        ['PAID', 'PAID']
      )
      assert.deepEqual(
        paid.map((r) => r.paid_fen),
        paid.map((r) => r.total_fen)
      )
      // The same provider notification again changes nothing: tickets and sold stock counted once.
      const [{ provider_txn }] = await t.db.query<{ provider_txn: string }>('SELECT provider_txn FROM payments WHERE id = $1', [
        info.paymentId
      ])
      await calls.notify({ paymentId: info.paymentId, providerTxn: provider_txn, amountFen: 45000, status: 'SUCCEEDED' })
      const tickets = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tickets WHERE order_id = ANY($1::text[])', [[o1, o2]])
      assert.equal(tickets[0].n, 2)
      assert.deepEqual(
        [(await stock(t, ta.id)).sold - soldBefore[0], (await stock(t, tb.id)).sold - soldBefore[1], (await stock(t, ta.id)).held],
        [1, 1, 0]
      )
      assert.equal(
        (
          await t.call(
            'POST',
            '/trade/buyer/v3/payments/pay',
            { transactionIds: bought.body.data.unPaidTransactionIds, paymentProduct: 'SANDBOX', platform: 'H5' },
            auth(a)
          )
        ).body.errorCode,
        'PROMOTION_PACKAGE_NOT_PAYABLE'
      )

      // The order list names the package on each child; a child is not rebooked.
      const list = (await t.get<{ list: OrderDetail[] }>('/buyer/buyer/v5/orders?lang=zh-CN', auth(a))).body.data.list
      assert.deepEqual(
        list.filter((o) => o.packageOrderId === bought.body.data.packageOrderId).map((o) => [o.packageName, o.orderState]),
        [
          ['双剧套票', 'SUCCEEDED'],
          ['双剧套票', 'SUCCEEDED']
        ]
      )
      assert.ok(list.every((o) => !o.orderOperations.some((x) => x.name === 'REBOOK')))

      // A child's refund goes back through the PACKAGE payment, capped at the child's own share.
      const refunds = new RefundRepository(t.db)
      const big = paid[0].total_fen > paid[1].total_fen ? o1 : o2
      assert.deepEqual(await refunds.roomsOf(big), [{ paymentId: info.paymentId, roomFen: 30536 }])
      await assert.rejects(
        refunds.queueSplit(
          { orderId: big, amountFen: 30537, reason: 'test', purpose: 'AFTER_SALE', subjectId: 'rrq_cap_test' },
          () => 'rfd_cap_test',
          NOON
        ),
        (e: Error) => e.message === 'REFUND_EXCEEDS_PAYMENT'
      )
    })

    test('closing one child closes the package: both orders, the sets and the held stock back once; money after that goes back; another buyer cannot pay it', async () => {
      const { a, ta, tb, promo, bought } = await unpaidPackage()
      // "A buyer reaches only their own objects": another buyer naming the package's transaction, or a child's,
      // gets neither the cashier list nor a payment, and no payment row is made for the package.
      const other = await buyer()
      const [{ transaction_id: childTxn }] = await t.db.query<{ transaction_id: string }>(
        'SELECT transaction_id FROM orders WHERE id = $1',
        [bought.body.data.orderIds[0]]
      )
      for (const txn of [bought.body.data.unPaidTransactionIds[0], childTxn])
        for (const path of ['/trade/buyer/v3/payments/cashiers', '/trade/buyer/v3/payments/pay']) {
          const foreign = await t.call('POST', path, { transactionIds: [txn], paymentProduct: 'SANDBOX', platform: 'H5' }, auth(other))
          assert.deepEqual([foreign.body.statusCode, foreign.body.errorCode], [40078, 'ORDER_NOT_FOUND'], `${path} ${txn}`)
        }
      const packagePayments = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM payments WHERE purpose = 'PACKAGE' AND subject_id = $1",
        [bought.body.data.packageOrderId]
      )
      assert.equal(packagePayments[0].n, 0)
      const calls = paying(t, a, `promo-close-${engine}`)
      const info = await calls.startPay(bought.body.data.unPaidTransactionIds[0])
      const [o1, o2] = bought.body.data.orderIds
      assert.equal((await t.call('POST', `/buyer/buyer/v5/orders/${o2}/cancel`, {}, auth(a))).body.statusCode, 200)
      assert.deepEqual([(await orderRow(o1)).state, (await orderRow(o2)).state], ['CLOSED', 'CLOSED'])
      assert.equal(await used(promo.promotionId), 0)
      assert.deepEqual([(await stock(t, ta.id)).held, (await stock(t, tb.id)).held], [0, 0])
      const [pkg] = await t.db.query<{ state: string }>('SELECT state FROM package_orders WHERE id = $1', [bought.body.data.packageOrderId])
      assert.equal(pkg.state, 'CLOSED')
      // The cashier's money arriving after the close is kept for refund, never marks a closed child paid.
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const [p] = await t.db.query<{ state: string }>('SELECT state FROM payments WHERE id = $1', [info.paymentId])
      assert.equal(p.state, 'REFUND_PENDING')
      assert.deepEqual([(await orderRow(o1)).state, (await orderRow(o2)).state], ['CLOSED', 'CLOSED'])
    })

    test('expiry (the one sweeper) closes every child of an unpaid package once and gives its set back', async () => {
      const { ta, tb, promo, bought } = await unpaidPackage()
      const [{ reserve_deadline }] = await t.db.query<{ reserve_deadline: Date }>(
        'SELECT reserve_deadline FROM package_orders WHERE id = $1',
        [bought.body.data.packageOrderId]
      )
      const after = new Date(reserve_deadline.getTime() + 1000)
      assert.ok((await new OrderService(t.db, orderStores, closeOrder).closeExpiredOrders(after)) >= 2)
      assert.deepEqual(await Promise.all(bought.body.data.orderIds.map(async (id) => (await orderRow(id)).state)), ['CLOSED', 'CLOSED'])
      assert.equal(await used(promo.promotionId), 0)
      assert.deepEqual([(await stock(t, ta.id)).held, (await stock(t, tb.id)).held], [0, 0])
    })

    test("a package's sets are atomic: 50 concurrent buyers, 10 sets → exactly 10 packages", async () => {
      const [ta, tb] = await tiersOfShows(10000, 10000)
      const promo = await create({
        kind: 'PACKAGE',
        fixedAmount: 15000,
        quota: 10,
        scopes: [
          { slot: 0, showId: ta.show_id },
          { slot: 1, showId: tb.show_id }
        ]
      })
      const heads = await crowd(50)
      const replies = await Promise.all(heads.map((h) => buyPackage(h, promo.promotionId, [ta, tb], 15000)))
      const okd = replies.filter((r) => r.body.statusCode === 200)
      assert.equal(okd.length, 10)
      for (const r of replies.filter((x) => x.body.statusCode !== 200))
        assert.ok(['PROMOTION_SOLD_OUT', 'LIMITING'].includes(r.body.errorCode), r.body.errorCode)
      assert.equal(await used(promo.promotionId), 10)
      const [{ n }] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM package_orders WHERE promotion_id = $1 AND state = 'UNPAID'",
        [promo.promotionId]
      )
      assert.equal(n, 10)
      assert.deepEqual([(await stock(t, ta.id)).held, (await stock(t, tb.id)).held], [10, 10])
    })

    test("the console refuses a promotion that is not set up right, in the buyer's words", async () => {
      const [tr] = await tiersOfShows(10000)
      const bad = await operator.call('POST', `${ADMIN_PROMOTION_PATHS.create}?lang=en-US`, {
        kind: 'PACKAGE',
        name: { 'zh-CN': '单场' },
        startTime: NOON.getTime(),
        endTime: NOON.getTime() + DAY,
        fixedAmount: 100,
        scopes: [{ slot: 0, showId: tr.show_id }]
      })
      assert.deepEqual([bad.body.errorCode, bad.body.comments], ['PROMOTION_INVALID', 'The promotion is not set up right: slots'])
      const percent = await operator.call('POST', ADMIN_PROMOTION_PATHS.create, {
        kind: 'CHANNEL',
        name: { 'zh-CN': '渠道' },
        channelCode: 'X',
        discountKind: 'PERCENT',
        discountValue: 100,
        startTime: NOON.getTime(),
        endTime: NOON.getTime() + DAY,
        scopes: [{ slot: 0, showId: tr.show_id }]
      })
      assert.equal(percent.body.errorCode, 'PROMOTION_INVALID')
    })
  })
}
