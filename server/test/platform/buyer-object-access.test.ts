/**
 * "A buyer reaches only their own orders, tickets, addresses, attendees, invoices, refunds and transfers":
 * buyer A calls every buyer route that names one of buyer B's objects by id (in the path, the query or
 * the body) with B's id. Each call is refused, or answers with nothing of B's; afterwards B's objects are
 * as they were. The same for what B holds of the shop, the venue and loyalty: goods orders, bookings,
 * benefit card orders and held cards, received coupons, paid-membership orders and parking payments. B's
 * address and attendee are refused in A's own orders too.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { auth, idCard, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { onSaleTier } from '../helpers/tier-helpers'
import { shanghaiAddress, shanghaiAddressInput } from '../helpers/address-helpers'
import { DOOR, OPERATOR, OWNER, loggedIn, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { monthlyGoldPlan, offerPlan, saveLevels } from '../helpers/member-helpers'
import { lotInput } from '../helpers/parking-helpers'
import { inside, itemInput } from '../helpers/reservation-helpers'
import { PAID_MEMBER_API, type MemberOrderReply } from '../../../types/api/paid-member'
import {
  ADMIN_PARKING_PATHS,
  PARKING_PATHS,
  type AdminParkingLot,
  type ParkingPayReply,
  type ParkingQuote
} from '../../../types/api/parking'
import { GOODS_PATHS, goodsBuyer, makeGoods } from '../helpers/goods-helpers'
import { couponTemplate, makeCouponTemplate, noScope, receiveCoupon } from '../helpers/coupon-helpers'
import { benefitCard, createCard } from '../helpers/card-helpers'
import { BENEFIT_CARD_PATHS, type CardOrderReply } from '../../../types/api/benefit-card'
import { COUPON_SUPPORT_INFO_PATH } from '../../../types/api/user-calls'
import {
  ADMIN_RESERVATION_PATHS,
  RESERVATION_PATHS,
  type AdminReservationItem,
  type AdminSlot,
  type BookReservationReply
} from '../../../types/api/reservation'

const A_PHONE = '13900007711'
const B_PHONE = '13900007712'
const C_PHONE = '13900007713'

interface Theirs {
  showId: string
  sessionId: string
  paidOrderId: string
  unpaidOrderId: string
  unpaidTxn: string
  ticketId: string
  otherTicketId: string
  transferId: string
  addressId: string
  audienceId: string
  invoiceId: string
}

/** B's state as the database holds it: what A's calls must leave alone. */
async function snapshot(t: TestApp, b: Theirs): Promise<unknown[]> {
  return Promise.all([
    t.db.query('SELECT id, state, close_reason FROM orders WHERE id = ANY($1::text[]) ORDER BY id', [[b.paidOrderId, b.unpaidOrderId]]),
    t.db.query('SELECT id, state, user_id, attendee_name FROM tickets WHERE order_id = $1 ORDER BY id', [b.paidOrderId]),
    t.db.query('SELECT * FROM addresses WHERE id = $1', [b.addressId]),
    t.db.query('SELECT * FROM audiences WHERE id = $1', [b.audienceId]),
    t.db.query('SELECT id, state, title FROM invoices WHERE id = $1', [b.invoiceId]),
    t.db.query('SELECT id, state FROM ticket_transfers WHERE id = $1', [b.transferId]),
    t.db.query('SELECT count(*)::int AS n FROM refund_requests WHERE order_id = $1', [b.paidOrderId])
  ])
}

type Call = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object]

/** Makes each call as `who`, none of which may fail with a 500; answers the ones that succeeded, each with the start of its reply. */
async function reachedBy(t: TestApp, who: Login, calls: Call[]): Promise<string[]> {
  const reached: string[] = []
  for (const [method, url, body] of calls) {
    const res = await t.call(method, url, body, auth(who))
    if (res.body.statusCode === 200) reached.push(`${method} ${url}: ${JSON.stringify(res.body.data).slice(0, 160)}`)
    assert.ok(res.status < 500 && res.body.statusCode < 50000, `${method} ${url}: ${res.body.errorCode}`)
  }
  return reached
}

for (const engine of ENGINES) {
  describe(`one buyer's objects, another buyer's calls (${engine})`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let owner: ConsoleClient
    let a: Login
    let b: Login
    let theirs: Theirs
    before(async () => {
      ;({
        t,
        staff: [operator, owner]
      } = await staffedApp(engine, OPERATOR, OWNER))
      a = await phoneLogin(t, A_PHONE)
      b = await phoneLogin(t, B_PHONE)
      await phoneLogin(t, C_PHONE)
      const buy = paying(t, b, `access-${engine}`)
      const tier = await freshTier(t)
      await t.db.query('UPDATE shows SET refund_rule = $2 WHERE id = $1', [
        tier.show_id,
        JSON.stringify({ kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 24, feePercent: 10 }], scope: 'PER_TICKET' })
      ])
      const paidOrderId = await buy.paidOrder(tier, 2)
      const unpaid = await buy.order(await freshTier(t), 1)
      const tickets = (await t.get<Array<{ ticketId: string }>>(`/buyer/buyer/v5/orders/${paidOrderId}/tickets`, auth(b))).body.data
      const transfer = await t.call<{ transferId: string }>(
        'POST',
        `/buyer/buyer/v1/tickets/${tickets[1].ticketId}/transfers`,
        { cellphone: C_PHONE },
        auth(b)
      )
      assert.equal(transfer.body.statusCode, 200, transfer.body.comments)
      const audience = await t.call<{ id: string }>(
        'POST',
        '/buyer/buyer/v1/user_audiences',
        { name: '李四', idType: 'ID_CARD', idNo: idCard('31010119900307005') },
        auth(b)
      )
      assert.equal(audience.body.statusCode, 200, audience.body.comments)
      const invoice = await t.call<{ id: string }>(
        'POST',
        '/trade/buyer/v1/invoices',
        { orderId: paidOrderId, invoiceType: 'VAT_E_ORDINARY', invoiceTitleType: 'INDIVIDUAL_OR_INSTITUTION', invoiceTitle: '李四' },
        auth(b)
      )
      assert.equal(invoice.body.statusCode, 200, invoice.body.comments)
      theirs = {
        showId: tier.show_id,
        sessionId: tier.session_id,
        paidOrderId,
        unpaidOrderId: unpaid.orderId,
        unpaidTxn: unpaid.unPaidTransactionIds[0],
        ticketId: tickets[0].ticketId,
        otherTicketId: tickets[1].ticketId,
        transferId: transfer.body.data.transferId,
        addressId: await shanghaiAddress(t, b),
        audienceId: audience.body.data.id,
        invoiceId: invoice.body.data.id
      }
    })
    after(() => t.close())

    test('"a buyer reaches only their own objects": every call naming another buyer\'s object by id is refused and changes nothing', async () => {
      const x = theirs
      // A whole, valid address: one the rules refuse never reaches the owner check behind them.
      const address = await shanghaiAddressInput(t, '赵六')
      const invoiceFields = { invoiceType: 'VAT_E_ORDINARY', invoiceTitleType: 'INDIVIDUAL_OR_INSTITUTION', invoiceTitle: '王五' }
      const calls: Call[] = [
        ['GET', `/buyer/buyer/v5/orders/${x.paidOrderId}`],
        ['GET', `/buyer/buyer/v5/orders/${x.paidOrderId}/tickets`],
        ['GET', `/buyer/buyer/order/v3/${x.unpaidTxn}/reserve_time`],
        ['GET', `/buyer/buyer/v1/orders/${x.paidOrderId}/refund_quote`],
        ['GET', `/buyer/buyer/v1/orders/${x.paidOrderId}/refund_requests`],
        ['GET', `/buyer/buyer/v1/orders/${x.paidOrderId}/express`],
        ['GET', `/buyer/buyer/v1/tickets/${x.ticketId}`],
        ['GET', `/buyer/buyer/v1/tickets/${x.ticketId}/wallet/apple`],
        ['GET', `/buyer/buyer/v1/tickets/${x.ticketId}/wallet/google`],
        ['GET', `/buyer/buyer/v1/tickets/${x.otherTicketId}/transfer`],
        ['GET', `/buyer/buyer/v1/ticket_stubs/${x.ticketId}`],
        ['GET', `/buyer/buyer/v1/real_name/tickets/${x.ticketId}`],
        ['GET', `/buyer/buyer/cyy/v1/voucher/detail?voucherId=${x.ticketId}`],
        ['GET', `/buyer/buyer/cyy/v1/voucher/ticket_code?ticketId=${x.ticketId}`],
        ['GET', `/buyer/buyer/cyy/v1/voucher/calendar?ticketId=${x.ticketId}`],
        ['GET', `/buyer/buyer/cyy/v1/order/voucher/created?orderId=${x.paidOrderId}`],
        ['GET', `/buyer/buyer/v1/rebook/check?orderId=${x.paidOrderId}&sessionId=${x.sessionId}`],
        ['GET', `/user/buyer/v3/user/addresses/${x.addressId}/detail`],
        ['GET', `/trade/buyer/v1/invoices/${x.invoiceId}`],
        ['GET', `/trade/buyer/v1/invoices/${x.invoiceId}/download`],
        ['GET', `/trade/buyer/v1/orders/${x.paidOrderId}/invoice`],
        ['POST', '/trade/buyer/v3/payments/cashiers', { transactionIds: [x.unpaidTxn], platform: 'H5' }],
        ['POST', '/trade/buyer/v3/payments/pay', { transactionIds: [x.unpaidTxn], paymentProduct: 'SANDBOX', platform: 'H5' }],
        ['POST', '/trade/buyer/v3/payments/doooly/make_pay_verification_code', { transactionIds: [x.unpaidTxn] }],
        ['POST', '/trade/buyer/v3/payments/doooly/verification/query', { transactionIds: [x.unpaidTxn] }],
        ['POST', `/buyer/buyer/v5/orders/${x.unpaidOrderId}/cancel`],
        ['POST', `/buyer/buyer/v1/orders/${x.paidOrderId}/refund_requests`, { ticketIds: [x.ticketId], reason: 'OTHER' }],
        ['POST', `/buyer/buyer/v1/orders/${x.paidOrderId}/refund_requests`, { reason: 'OTHER' }],
        ['PUT', `/user/buyer/v3/user/addresses/${x.addressId}`, address],
        ['POST', `/user/buyer/v3/user/addresses/${x.addressId}/default`],
        ['DELETE', `/user/buyer/v3/user/addresses/${x.addressId}`],
        ['PUT', `/buyer/buyer/v1/user_audiences/${x.audienceId}`, { name: '王五', idType: 'ID_CARD', idNo: idCard('11010119800101001') }],
        ['DELETE', `/buyer/buyer/v1/user_audiences/${x.audienceId}`],
        ['POST', '/trade/buyer/v1/invoices', { orderId: x.paidOrderId, ...invoiceFields }],
        ['POST', `/trade/buyer/v1/invoices/${x.invoiceId}/reapply`, invoiceFields],
        ['POST', `/trade/buyer/v1/invoices/${x.invoiceId}/cancel`],
        ['POST', `/buyer/buyer/v1/tickets/${x.ticketId}/transfers`, { cellphone: A_PHONE }],
        ['POST', `/buyer/buyer/v1/ticket_transfers/${x.transferId}/cancel`],
        ['POST', `/buyer/buyer/v1/real_name/tickets/${x.ticketId}/attendee`, { audienceId: x.audienceId }],
        [
          'POST',
          '/buyer/buyer/v1/reschedule_ticket/apply',
          { orderId: x.paidOrderId, sessionId: x.sessionId, tickets: [{ ticketId: x.ticketId }] }
        ],
        ['POST', '/buyer/buyer/v1/items/orders/' + x.paidOrderId + '/cancel']
      ]
      const before = await snapshot(t, x)
      assert.deepEqual(await reachedBy(t, a, calls), [], "A reached B's objects")
      assert.deepEqual(await snapshot(t, x), before, "B's objects are as they were")
      // The control: the same reads as B succeed, so A's refusals are about the owner, not a wrong path.
      const ownerReads = calls.filter(
        ([method, url]) => method === 'GET' && !/express|wallet|real_name|voucher\/detail|rebook|download/.test(url)
      )
      for (const [method, url] of ownerReads)
        assert.equal((await t.call(method, url, undefined, auth(b))).body.statusCode, 200, `B: ${url}`)
    })

    test("B's ids in A's own orders and records are refused: B's address, B's attendee", async () => {
      const tier = await freshTier(t)
      const risk = await t.get<{ token: string }>(`/buyer/buyer/v1/risk_shows/${tier.show_id}/check_right`, auth(a))
      const pass = await t.get<{ passId: string }>(`/show/pub/v5/show/${tier.show_id}/dynamic`)
      const proofs = { ...auth(a), 'risk-token': risk.body.data.token, 'pass-id': pass.body.data.passId }
      const items = [{ bizShowSessionId: tier.session_id, seatPlanId: tier.id, qty: 1 }]
      const cases: Array<[string, object]> = [
        ['/buyer/buyer/v3/pre_order', { showId: tier.show_id, items, deliverMethod: 'EXPRESS', addressId: theirs.addressId }],
        ['/buyer/buyer/v3/pre_order', { showId: tier.show_id, items: [{ ...items[0], audienceIds: [theirs.audienceId] }] }],
        [
          '/show/buyer/v1/pre_filed_info/' + tier.show_id,
          { bizShowSessionIds: [tier.session_id], addressId: theirs.addressId, audienceIds: [theirs.audienceId] }
        ]
      ]
      for (const [url, body] of cases) {
        const res = await t.call('POST', url, body, proofs)
        const leaked = JSON.stringify(res.body.data ?? '').includes('漕溪北路') || JSON.stringify(res.body.data ?? '').includes('李四')
        assert.ok(!leaked, `${url} ${JSON.stringify(body)}: B's details came back: ${JSON.stringify(res.body.data).slice(0, 200)}`)
        assert.ok(res.body.statusCode < 50000, `${url}: ${res.body.errorCode}`)
      }
      // A real-name order naming B's attendee is refused as one naming no attendee of A's, and none is made.
      const named = await onSaleTier(t, true, 1)
      const namedRisk = await t.get<{ token: string }>(`/buyer/buyer/v1/risk_shows/${named.show_id}/check_right`, auth(a))
      const namedPass = await t.get<{ passId: string }>(`/show/pub/v5/show/${named.show_id}/dynamic`)
      const ordersOfA = () => t.db.query('SELECT id FROM orders WHERE user_id = $1 ORDER BY id', [a.userId])
      const aOrders = await ordersOfA()
      const withTheirs = await t.call(
        'POST',
        '/buyer/buyer/v5/create_order',
        {
          showId: named.show_id,
          items: [{ bizShowSessionId: named.session_id, seatPlanId: named.id, qty: 1, audienceIds: [theirs.audienceId] }],
          paymentParam: { payAmount: named.price_fen },
          idempotencyKey: `access-named-${engine}`
        },
        { ...auth(a), 'risk-token': namedRisk.body.data.token, 'pass-id': namedPass.body.data.passId }
      )
      assert.equal(withTheirs.body.errorCode, 'ATTENDEES_MISMATCH', withTheirs.body.comments)
      assert.deepEqual(await ordersOfA(), aOrders)
    })

    test('"a buyer reaches only their own objects" in the shop, the venue and loyalty: B\'s goods orders, booking, card orders and held card, coupon and member order', async () => {
      // B's goods orders: one unpaid, one paid (a paid one may be refunded by line).
      const goods = await makeGoods(t, { priceFen: 2500, stock: 10 })
      const bGoods = goodsBuyer(t, b, auth(b), `access-goods-${engine}`)
      const line = { skuId: goods.skuIds[0], qty: 1 }
      const unpaidGoods = await bGoods.order({ lines: [line], addressId: theirs.addressId })
      const paidGoods = await bGoods.order({ lines: [line], addressId: theirs.addressId })
      await bGoods.pay(paidGoods)
      // B's booking of a paid slot tomorrow, not yet paid (the anchor day's noon is 20:00 in the merchant's zone).
      const item = await operator.call<AdminReservationItem>('POST', inside(ADMIN_RESERVATION_PATHS.items), itemInput({ priceFen: 1200 }))
      assert.equal(item.body.statusCode, 200, item.body.comments)
      const slotsPath = inside(ADMIN_RESERVATION_PATHS.slots, item.body.data.itemId)
      const plan = { fromDate: '2026-11-23', toDate: '2026-11-23', weekdays: [], times: [{ start: '12:00', end: '13:00' }], capacity: 5 }
      assert.equal((await operator.call('POST', slotsPath, plan)).body.statusCode, 200)
      const [slot] = (await operator.call<AdminSlot[]>('GET', `${slotsPath}?from=2026-11-23&to=2026-11-23`)).body.data
      const booked = await t.call<BookReservationReply>(
        'POST',
        RESERVATION_PATHS.book,
        { slotId: slot.slotId, visitorName: '李四', visitorPhone: B_PHONE, payAmount: 1200 },
        auth(b)
      )
      assert.equal(booked.body.statusCode, 200, booked.body.comments)
      const bookingId = booked.body.data.bookingId
      const [bookingTxn] = booked.body.data.unPaidTransactionIds
      // B's card order, unpaid, and a coupon B received.
      const card = await createCard(operator, benefitCard())
      const cardOrder = await t.call<CardOrderReply>(
        'POST',
        BENEFIT_CARD_PATHS.createOrder,
        { cardId: card.id, payAmount: card.cardPrice, pointAmount: 0, idempotencyKey: `access-card-${engine}` },
        auth(b)
      )
      assert.equal(cardOrder.body.statusCode, 200, cardOrder.body.comments)
      const itemOrderId = cardOrder.body.data.itemOrderId
      // B's paid card order and the unused card it issued (a card B may refund).
      const paidCardOrder = await t.call<CardOrderReply>(
        'POST',
        BENEFIT_CARD_PATHS.createOrder,
        { cardId: card.id, payAmount: card.cardPrice, pointAmount: 0, idempotencyKey: `access-card-paid-${engine}` },
        auth(b)
      )
      assert.equal(paidCardOrder.body.statusCode, 200, paidCardOrder.body.comments)
      const bCashier = paying(t, b, `access-card-pay-${engine}`)
      const cardPay = await bCashier.startPay(paidCardOrder.body.data.transactionId as string, '/pay-success')
      assert.equal((await bCashier.decide(cardPay.cashierUrl, 'pay')).statusCode, 303)
      const paidCard = await t.get<CardOrderReply>(
        BENEFIT_CARD_PATHS.order.replace(':itemOrderId', paidCardOrder.body.data.itemOrderId),
        auth(b)
      )
      assert.equal(paidCard.body.data.state, 'PAID')
      const instanceId = paidCard.body.data.userCardInstanceId as string
      const coupon = await receiveCoupon(
        t,
        (
          await makeCouponTemplate(
            operator,
            couponTemplate({
              couponBizTypes: ['ITEM'],
              useCouponRule: 'LIMIATION_ITEM',
              couponUseLimitVO: { ...noScope(), itemIds: [goods.spuId] },
              amount: 500,
              limitation: 2000
            })
          )
        ).couponCode,
        auth(b)
      )

      // B's paid membership order, not yet paid: a gold plan the owner's levels and the operator's offer make.
      const { levels } = await saveLevels(owner, [
        { primeLevelName: '普通会员', threshold: 0, primeRights: [] },
        { primeLevelName: '金卡', threshold: 1000, discountPercent: 85, primeRights: [] }
      ])
      const gold = await offerPlan(operator, monthlyGoldPlan(levels[1].levelId))
      const memberOrder = await t.call<MemberOrderReply>(
        'POST',
        PAID_MEMBER_API.createOrder,
        { planId: gold.planId, idempotencyKey: `access-member-${engine}` },
        auth(b)
      )
      assert.equal(memberOrder.body.statusCode, 200, memberOrder.body.comments)

      const held = () =>
        Promise.all([
          t.db.query('SELECT id, state FROM goods_orders WHERE id = ANY($1::text[]) ORDER BY id', [
            [unpaidGoods.orderId, paidGoods.orderId]
          ]),
          t.db.query('SELECT count(*)::int AS n FROM goods_refunds WHERE order_id = $1', [paidGoods.orderId]),
          t.db.query('SELECT id, state, user_id FROM reservation_bookings WHERE id = $1', [bookingId]),
          t.db.query('SELECT id, state, user_id FROM card_orders WHERE id = ANY($1::text[]) ORDER BY id', [
            [itemOrderId, paidCardOrder.body.data.itemOrderId]
          ]),
          t.db.query('SELECT * FROM card_instances WHERE id = $1', [instanceId]),
          t.db.query('SELECT count(*)::int AS n FROM refunds WHERE subject_id = $1', [instanceId]),
          t.db.query('SELECT id, status, user_id FROM coupons WHERE id = $1', [coupon.couponId]),
          t.db.query('SELECT id, state, user_id FROM member_orders WHERE id = $1', [memberOrder.body.data.orderId])
        ])
      const before = await held()
      const calls: Call[] = [
        ['GET', GOODS_PATHS.detail(unpaidGoods.orderId)],
        ['GET', GOODS_PATHS.detail(paidGoods.orderId)],
        ['POST', GOODS_PATHS.cancel(unpaidGoods.orderId), {}],
        ['POST', GOODS_PATHS.cancel(paidGoods.orderId), {}],
        ['POST', GOODS_PATHS.refund(paidGoods.orderId), { lines: [line] }],
        ['POST', '/trade/buyer/v3/payments/cashiers', { transactionIds: unpaidGoods.unPaidTransactionIds, platform: 'H5' }],
        ['GET', `${RESERVATION_PATHS.booking}?bookingId=${bookingId}`],
        ['GET', `${RESERVATION_PATHS.voucher}?bookingId=${bookingId}`],
        ['POST', RESERVATION_PATHS.cancel, { bookingId }],
        ['POST', '/trade/buyer/v3/payments/cashiers', { transactionIds: [bookingTxn], platform: 'H5' }],
        ['POST', '/trade/buyer/v3/payments/pay', { transactionIds: [bookingTxn], paymentProduct: 'SANDBOX', platform: 'H5' }],
        ['GET', BENEFIT_CARD_PATHS.order.replace(':itemOrderId', itemOrderId)],
        ['GET', `${BENEFIT_CARD_PATHS.byOrder}?itemOrderId=${itemOrderId}`],
        ['GET', `${BENEFIT_CARD_PATHS.byOrder}?itemOrderId=${paidCardOrder.body.data.itemOrderId}`],
        ['GET', `${BENEFIT_CARD_PATHS.instance}?userCardInstanceId=${instanceId}`],
        ['POST', BENEFIT_CARD_PATHS.refund, { userCardInstanceId: instanceId }],
        ['POST', BENEFIT_CARD_PATHS.cancelOrder.replace(':itemOrderId', itemOrderId), {}],
        ['POST', '/trade/buyer/v3/payments/cashiers', { transactionIds: [cardOrder.body.data.transactionId], platform: 'H5' }],
        ['GET', `${COUPON_SUPPORT_INFO_PATH}?couponId=${coupon.couponId}`],
        ['GET', `${BENEFIT_CARD_PATHS.supportAutoUse}?couponId=${coupon.couponId}`],
        ['POST', BENEFIT_CARD_PATHS.exchangeCouponUse, { couponId: coupon.couponId }],
        ['GET', PAID_MEMBER_API.order(memberOrder.body.data.orderId)],
        ['POST', '/trade/buyer/v3/payments/cashiers', { transactionIds: [memberOrder.body.data.transactionId], platform: 'H5' }]
      ]
      assert.deepEqual(await reachedBy(t, a, calls), [], "A reached B's objects")
      // B's paid goods order is not found for A, rather than found and then not refundable.
      assert.equal(
        (await t.call('POST', GOODS_PATHS.refund(paidGoods.orderId), { lines: [line] }, auth(a))).body.errorCode,
        'GOODS_ORDER_NOT_FOUND'
      )
      // B's coupon in A's own goods order takes nothing off, and A's order does not hold it.
      const aGoods = goodsBuyer(t, a, auth(a), `access-goods-a-${engine}`)
      const aAddress = await shanghaiAddress(t, a)
      const quote = await aGoods.preOrder({ lines: [line], addressId: aAddress, couponIds: [coupon.couponId] })
      assert.ok(quote.body.statusCode !== 200 || !quote.body.data.checkedCouponIds.includes(coupon.couponId), "B's coupon quoted to A")
      const ordered = await aGoods.create({
        lines: [line],
        addressId: aAddress,
        couponIds: [coupon.couponId],
        paymentParam: { payAmount: 2500 }
      })
      assert.notEqual(ordered.body.statusCode, 200, "A ordered with B's coupon")
      assert.ok(ordered.body.statusCode < 50000, ordered.body.errorCode)
      assert.deepEqual(await held(), before, "B's objects are as they were")
      // The control: B reads the same objects, so A's refusals are about the owner (all but the card an
      // unpaid card order has not issued yet).
      for (const [method, url] of calls.filter(([method, url]) => method === 'GET' && !url.endsWith(`itemOrderId=${itemOrderId}`)))
        assert.equal((await t.call(method, url, undefined, auth(b))).body.statusCode, 200, `B: ${url}`)
    })

    test('"a buyer reaches only their own objects" at the car park: B\'s unpaid parking payment is neither read nor paid by A', async () => {
      const lot = await operator.call<AdminParkingLot>('POST', ADMIN_PARKING_PATHS.lots, lotInput())
      assert.equal(lot.body.statusCode, 200, lot.body.comments)
      const plate = '沪A12345'
      assert.equal((await t.call('POST', PARKING_PATHS.addPlate, { plate }, auth(b))).body.statusCode, 200)
      const door = await loggedIn(t, DOOR)
      assert.equal((await door.call('POST', ADMIN_PARKING_PATHS.entry, { lotId: lot.body.data.lotId, plate })).body.statusCode, 200)
      // An hour in, a fee is due (B's session, started at noon, is still live).
      t.setNow(new Date(NOON.getTime() + 61 * 60_000))
      try {
        const quote = await t.get<ParkingQuote>(`${PARKING_PATHS.quote}?plate=${encodeURIComponent(plate)}`, auth(b))
        const payFen = quote.body.data.stay?.payFen ?? 0
        assert.ok(payFen > 0, JSON.stringify(quote.body))
        const parked = await t.call<ParkingPayReply>('POST', PARKING_PATHS.pay, { plate, payAmount: payFen }, auth(b))
        assert.equal(parked.body.statusCode, 200, parked.body.comments)
        const { orderId, unPaidTransactionIds } = parked.body.data
        const held = () => t.db.query('SELECT id, state, user_id FROM parking_orders WHERE id = $1', [orderId])
        const before = await held()
        const calls: Call[] = [
          ['GET', `${PARKING_PATHS.record}?orderId=${orderId}`],
          ['POST', '/trade/buyer/v3/payments/cashiers', { transactionIds: unPaidTransactionIds, platform: 'H5' }],
          ['POST', '/trade/buyer/v3/payments/pay', { transactionIds: unPaidTransactionIds, paymentProduct: 'SANDBOX', platform: 'H5' }]
        ]
        assert.deepEqual(await reachedBy(t, a, calls), [], "A reached B's parking payment")
        assert.deepEqual(await held(), before, "B's parking payment is as it was")
        assert.equal((await t.get(`${PARKING_PATHS.record}?orderId=${orderId}`, auth(b))).body.statusCode, 200)
      } finally {
        t.setNow(NOON)
      }
    })
  })
}
