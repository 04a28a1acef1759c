/**
 * Parking (issue #33 "Venue services"; product.md "Parking (login)"): the buyer's plates ("the mainland and
 * Macao/Hong Kong formats validated"), the fee for a plate now ("entry time, duration, the lot's fee rule
 * with free minutes, steps and a daily cap"), paying through the cashiers with a PARKING_FEE coupon
 * (couponBizTypes PARKING_FEE), records and receipts, "exit grace time after paying", the gate adapter
 * (entries in, "paid until" out) and the console's lots, records and refunds. On every engine, through
 * the HTTP calls the app and the console make.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, OPERATOR, loggedIn, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { directBuyers, type Login } from '../helpers/account-helpers'
import { paying } from '../helpers/payment-helpers'
import { lotInput } from '../helpers/parking-helpers'
import { SessionService } from '../../src/account/session.service'
import { secretStore } from '../../src/account/secret-store'
import { couponTemplate, makeCouponTemplate, receiveCoupon } from '../helpers/coupon-helpers'
import type { DashboardReply } from '../../../types/api/sales-admin'
import { localDate } from '../../../types/rules/merchant-time'
import {
  ADMIN_PARKING_PATHS as A,
  type AdminParkingPlate,
  PARKING_PATHS as P,
  type AdminParkingLot,
  type AdminParkingStay,
  type GateExitReply,
  type ParkingPayReply,
  type ParkingPlate,
  type ParkingQuote,
  type ParkingRecord
} from '../../../types/api/parking'

const MIN = 60_000

for (const engine of ENGINES) {
  describe(`parking on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let finance: ConsoleClient
    let door: ConsoleClient
    let lot: AdminParkingLot
    let made = 0
    let now = NOON.getTime()
    /** Who each session is, so a buyer can log in again hours later (a session does not last a night). */
    const userOf = new Map<string, string>()
    before(async () => {
      ;({
        t,
        staff: [operator, finance, door]
      } = await staffedApp(engine, OPERATOR, FINANCE, DOOR))
      const res = await operator.call<AdminParkingLot>('POST', A.lots, lotInput())
      assert.equal(res.body.statusCode, 200, res.body.comments)
      lot = res.body.data
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    const buyers = async (n: number) => {
      const ids = Array.from({ length: n }, (_, i) => `usr_park_${engine}_${made + i}`)
      const headers = await directBuyers(t, ids, '137', made, new Date(now))
      headers.forEach((h, i) => userOf.set(h['access-token'], ids[i]))
      made += n
      return headers
    }
    // As the app's request layer sends it: its common params ride in every body.
    const common = { src: 'H5', ver: '1.0.0', merchantId: 'demo', appId: 'h5' }
    const addPlate = (h: Record<string, string>, plate: string, lang = 'zh') =>
      t.call<ParkingPlate[]>('POST', `${P.addPlate}?lang=${lang}`, { plate, ...common }, h)
    /** The buyer logged in again at the clock's time. */
    const fresh = async (h: Record<string, string>) => {
      const userId = userOf.get(h['access-token']) as string
      const token = (await new SessionService(t.db, secretStore(t.db)).start(userId, 'demo', new Date(now), false)).accessToken
      userOf.set(token, userId)
      return { 'access-token': token }
    }
    const quote = async (h: Record<string, string>, plate: string, couponId?: string) => {
      const q = new URLSearchParams({ plate, ...(couponId !== undefined ? { couponId } : {}) })
      const res = await t.get<ParkingQuote>(`${P.quote}?${q}`, await fresh(h))
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }
    const at = (ms: number) => {
      now = ms
      t.setNow(new Date(ms))
    }
    /** The car enters through the console's simulator at `when` (door staff logged in then: a staff session idles out in hours). */
    const enter = async (plate: string, when: number, lotId = lot.lotId) => {
      at(when)
      const gate = when === NOON.getTime() ? door : await loggedIn(t, DOOR)
      const res = await gate.call<AdminParkingStay>('POST', A.entry, { lotId, plate })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }
    /** A buyer with the plate saved and the car inside since `when`. */
    const parked = async (plate: string, when = NOON.getTime()) => {
      at(NOON.getTime())
      const [h] = await buyers(1)
      assert.equal((await addPlate(h, plate)).body.statusCode, 200)
      await enter(plate, when)
      return h
    }
    const payCall = async (h: Record<string, string>, body: object) =>
      t.call<ParkingPayReply>('POST', `${P.pay}?lang=en`, { ...body, ...common }, await fresh(h))
    const asLogin = (h: Record<string, string>) => ({ accessToken: h['access-token'] }) as Login
    const paySandbox = async (h: Record<string, string>, txn: string, tag: string) => {
      const calls = paying(t, asLogin(await fresh(h)), tag)
      const info = await calls.startPay(txn, '/parking-detail')
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
    }

    test('plates: mainland, new-energy, Hong Kong and Macao read into one canonical form; a bad plate is the translated envelope', async () => {
      const [h] = await buyers(1)
      for (const p of ['粤b 12345', '粤BD12345', 'AB1234', 'mx 12-34']) assert.equal((await addPlate(h, p)).body.statusCode, 200)
      // The same plate typed again is not a second plate.
      const again = await addPlate(h, '粤B12345')
      assert.deepEqual(again.body.data.map((p) => [p.plate, p.region]).sort(), [
        ['AB1234', 'HONG_KONG'],
        ['MX-12-34', 'MACAO'],
        ['粤B12345', 'MAINLAND'],
        ['粤BD12345', 'MAINLAND']
      ])
      for (const [lang, text] of [
        ['en', 'That is not a valid licence plate'],
        ['zh', '车牌号格式不正确'],
        ['zh-MO', '車牌號碼格式不正確']
      ]) {
        const bad = await addPlate(h, '粤I1234', lang)
        assert.equal(bad.status, 200)
        assert.equal(bad.body.statusCode, 41000)
        assert.equal(bad.body.mode, 'toast')
        assert.equal(bad.body.comments, text)
      }
      // The console's plates name the buyer by phone (issue #31 "human states and numbers"), not the user id.
      const [{ cellphone }] = await t.db.query<{ cellphone: string }>('SELECT cellphone FROM users WHERE id = $1', [
        userOf.get(h['access-token'])
      ])
      const listed = (await operator.call<AdminParkingPlate[]>('GET', `${A.plates}?plate=${encodeURIComponent('粤B12345')}`)).body.data
      assert.deepEqual(
        listed.map((p) => [p.plate, p.buyer]),
        [['粤B12345', cellphone]]
      )
      assert.match(cellphone, /^1\d{10}$/)
      // Removing one; removing one never saved is refused.
      const removed = await t.call<ParkingPlate[]>('POST', P.removePlate, { plate: 'AB1234', ...common }, h)
      assert.equal(removed.body.data.length, 3)
      assert.equal((await t.call('POST', P.removePlate, { plate: 'AB1234', ...common }, h)).body.statusCode, 41002)
      // Without a login: the login reply, nothing read.
      assert.equal((await t.get(P.plates)).body.mode, 'login')
    })

    test('plates: at most 5 a buyer, also when 8 are added at once', async () => {
      const [h] = await buyers(1)
      const plates = Array.from({ length: 8 }, (_, i) => `京A1234${i}`)
      const replies = await Promise.all(plates.map((p) => addPlate(h, p, 'en')))
      assert.equal(replies.filter((r) => r.body.statusCode === 200).length, 5)
      const full = replies.filter((r) => r.body.statusCode === 41001)
      assert.equal(full.length, 3)
      assert.equal(full[0].body.comments, 'You can keep at most 5 plates')
      assert.equal((await t.get<ParkingPlate[]>(P.plates, h)).body.data.length, 5)
    })

    test('the fee at the rule’s boundaries: free minutes exactly, one minute over, step edges, the cap, over midnight', async () => {
      // NOON is 20:00 in Shanghai (the demo merchant's zone).
      const h = await parked('粤C10001')
      const due = async (minutes: number) => {
        at(NOON.getTime() + minutes * MIN)
        return (await quote(h, '粤C10001', '')).stay
      }
      assert.equal((await due(30))?.dueFen, 0, 'free minutes exactly')
      assert.equal((await due(30))?.free, true)
      assert.equal((await due(31))?.dueFen, 500, 'one minute over: one step, from the entry')
      assert.equal((await due(60))?.dueFen, 500, 'a step exactly')
      assert.equal((await due(61))?.dueFen, 1000, 'one minute into the second step')
      assert.equal((await due(240))?.dueFen, 2000, 'four steps to midnight')
      // 20:00 to 10:00 the next day: 4 steps on the 22nd, 10 on the 23rd capped at 3000.
      const overnight = await due(14 * 60)
      assert.equal(overnight?.dueFen, 5000)
      assert.deepEqual(
        overnight?.days.map((d) => [d.date, d.steps, d.feeFen, d.capped]),
        [
          ['2026-11-22', 4, 2000, false],
          ['2026-11-23', 10, 3000, true]
        ]
      )
      // The same day: seven steps from 08:00 capped at 3000.
      const morning = NOON.getTime() - 12 * 60 * MIN
      const h2 = await parked('粤C10002', morning)
      at(morning + 7 * 60 * MIN)
      assert.equal((await quote(h2, '粤C10002', '')).stay?.dueFen, 3000)
      // A plate not in a lot: no stay; another buyer's plate cannot be quoted.
      assert.equal((await addPlate(await fresh(h2), '粤C10003')).body.statusCode, 200)
      assert.equal((await quote(h2, '粤C10003', '')).stay, null)
      const [stranger] = await buyers(1)
      assert.equal((await t.get(`${P.quote}?plate=${encodeURIComponent('粤C10001')}`, await fresh(stranger))).body.statusCode, 41002)
    })

    test('pay with a PARKING_FEE coupon in the sandbox cashier: the record, the grace to leave, the gate told, the exit opens', async () => {
      const template = await makeCouponTemplate(
        operator,
        couponTemplate({
          title: '停车减3元',
          couponBizTypes: ['PARKING_FEE'],
          couponType: 'CASH',
          useCouponRule: 'ALL_PRODUCT',
          amount: 300,
          limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
          limitation: 0,
          showReceivable: false
        })
      )
      const plate = '粤D20001'
      const h = await parked(plate)
      at(NOON.getTime())
      const coupon = await receiveCoupon(t, template.couponCode, h)
      const showCoupon = await receiveCoupon(t, (await makeCouponTemplate(operator, couponTemplate())).couponCode, h)
      at(NOON.getTime() + 90 * MIN)
      const q = (await quote(h, plate)).stay
      assert.ok(q)
      assert.equal(q.dueFen, 1000)
      // The parking coupon is listed and picked; a show coupon is not a parking one.
      assert.equal(q.checkedCouponId, coupon.couponId)
      assert.equal(q.couponFen, 300)
      assert.equal(q.payFen, 700)
      assert.ok(!q.coupons.some((c) => c.couponId === showCoupon.couponId))
      // The amount the buyer saw is checked; a coupon of another kind is refused.
      assert.equal((await payCall(h, { plate, couponId: coupon.couponId, payAmount: 1000 })).body.statusCode, 41005)
      assert.equal((await payCall(h, { plate, couponId: showCoupon.couponId, payAmount: 1000 })).body.statusCode, 41006)
      const paid = await payCall(h, { plate, couponId: coupon.couponId, payAmount: 700 })
      assert.equal(paid.body.statusCode, 200, paid.body.comments)
      assert.equal(paid.body.data.unPaidTransactionIds.length, 1)
      const [couponRow] = await t.db.query<{ status: string }>('SELECT status FROM coupons WHERE id = $1', [coupon.couponId])
      assert.equal(couponRow.status, 'PENDING')
      // The exit stays closed while unpaid.
      const closed = await door.call<GateExitReply>('POST', A.exit, { lotId: lot.lotId, plate })
      assert.deepEqual([closed.body.data.opened, closed.body.data.dueFen], [false, 1000])

      await paySandbox(h, paid.body.data.unPaidTransactionIds[0], `parking-${engine}-1`)
      const record = (await t.get<ParkingRecord>(`${P.record}?orderId=${paid.body.data.orderId}`, await fresh(h))).body.data
      assert.equal(record.state, 'PAID')
      assert.deepEqual([record.feeFen, record.dueFen, record.couponFen, record.payFen], [1000, 1000, 300, 700])
      assert.equal(record.couponTitle, '停车减3元')
      assert.equal(record.paymentProduct, 'SANDBOX')
      assert.equal(record.paidUntil, NOON.getTime() + (90 + 15) * MIN, 'paid until now plus the lot’s 15 grace minutes')
      assert.equal(t.app.parkingGate.lastTold(lot.lotId, plate)?.getTime(), record.paidUntil, 'the gate was told')
      assert.equal((await t.db.query<{ status: string }>('SELECT status FROM coupons WHERE id = $1', [coupon.couponId]))[0].status, 'USED')
      const list = (await t.get<{ list: ParkingRecord[]; total: number }>(P.records, await fresh(h))).body.data
      assert.deepEqual(
        list.list.map((r) => r.orderId),
        [record.orderId]
      )
      // Within the grace nothing is due; past it, only the new step.
      at(NOON.getTime() + 105 * MIN)
      assert.equal((await quote(h, plate)).stay?.dueFen, 0)
      at(NOON.getTime() + 121 * MIN)
      assert.equal((await quote(h, plate, '')).stay?.dueFen, 500)
      // Back inside the grace: the gate opens and the stay ends.
      at(NOON.getTime() + 100 * MIN)
      const out = await door.call<GateExitReply>('POST', A.exit, { lotId: lot.lotId, plate })
      assert.equal(out.body.data.opened, true)
      assert.equal(out.body.data.stay?.exitTime, NOON.getTime() + 100 * MIN)
      assert.equal((await quote(h, plate)).stay, null)
    })

    test('a coupon that covers the fee pays at once; a second payment of the same fee is refused', async () => {
      const template = await makeCouponTemplate(
        operator,
        couponTemplate({
          title: '停车全免',
          couponBizTypes: ['PARKING_FEE'],
          couponType: 'CASH',
          useCouponRule: 'ALL_PRODUCT',
          amount: 5000,
          limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
          limitation: 0,
          showReceivable: false
        })
      )
      const plate = '粤E30001'
      const h = await parked(plate)
      const coupon = await receiveCoupon(t, template.couponCode, h)
      at(NOON.getTime() + 45 * MIN)
      const q = (await quote(h, plate)).stay
      assert.deepEqual([q?.dueFen, q?.couponFen, q?.payFen], [500, 500, 0])
      const paid = await payCall(h, { plate, couponId: coupon.couponId, payAmount: 0 })
      assert.equal(paid.body.statusCode, 200, paid.body.comments)
      assert.deepEqual(paid.body.data.unPaidTransactionIds, [])
      const record = (await t.get<ParkingRecord>(`${P.record}?orderId=${paid.body.data.orderId}`, await fresh(h))).body.data
      assert.equal(record.state, 'PAID')
      assert.equal((await payCall(h, { plate, payAmount: 0 })).body.statusCode, 41004, 'nothing due')
    })

    test('an unpaid parking order closes at its deadline (PARKING_PAY_MINUTES): its coupon is the buyer’s again, a late payment is refused', async () => {
      const template = await makeCouponTemplate(
        operator,
        couponTemplate({
          title: '停车减2元',
          couponType: 'CASH',
          couponBizTypes: ['PARKING_FEE'],
          useCouponRule: 'ALL_PRODUCT',
          amount: 200,
          limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
          limitation: 0,
          showReceivable: false
        })
      )
      const plate = '粤J70001'
      const h = await parked(plate)
      const coupon = await receiveCoupon(t, template.couponCode, h)
      at(NOON.getTime() + 45 * MIN)
      const made = (await payCall(h, { plate, couponId: coupon.couponId, payAmount: 300 })).body.data
      assert.equal(
        (await t.db.query<{ status: string }>('SELECT status FROM coupons WHERE id = $1', [coupon.couponId]))[0].status,
        'PENDING'
      )
      at(NOON.getTime() + 55 * MIN)
      const q = (await quote(h, plate)).stay
      assert.equal(q?.checkedCouponId, coupon.couponId, 'the coupon is offered again')
      assert.equal(
        (await t.db.query<{ state: string }>('SELECT state FROM parking_orders WHERE id = $1', [made.orderId]))[0].state,
        'CLOSED'
      )
      const late = await t.call(
        'POST',
        '/trade/buyer/v3/payments/pay',
        { transactionIds: made.unPaidTransactionIds, paymentProduct: 'SANDBOX', platform: 'H5', returnUrl: '/parking-detail' },
        await fresh(h)
      )
      assert.equal(late.body.statusCode, 41008)
    })

    test('the sweeper closes an abandoned unpaid parking order at its deadline, its coupon free again, without its buyer coming back', async () => {
      const template = await makeCouponTemplate(
        operator,
        couponTemplate({
          title: '停车减1元',
          couponType: 'CASH',
          couponBizTypes: ['PARKING_FEE'],
          useCouponRule: 'ALL_PRODUCT',
          amount: 100,
          limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
          limitation: 0,
          showReceivable: false
        })
      )
      const plate = '粤J70002'
      const h = await parked(plate)
      const coupon = await receiveCoupon(t, template.couponCode, h)
      at(NOON.getTime() + 45 * MIN)
      const made = (await payCall(h, { plate, couponId: coupon.couponId, payAmount: 400 })).body.data
      const state = async () =>
        [
          (await t.db.query<{ state: string }>('SELECT state FROM parking_orders WHERE id = $1', [made.orderId]))[0].state,
          (await t.db.query<{ status: string }>('SELECT status FROM coupons WHERE id = $1', [coupon.couponId]))[0].status
        ] as const
      assert.equal(await t.app.parking.closeDue(new Date(NOON.getTime() + 46 * MIN)), 0, 'not due yet')
      assert.deepEqual(await state(), ['UNPAID', 'PENDING'])
      const due = new Date(NOON.getTime() + 55 * MIN)
      assert.ok((await t.app.parking.closeDue(due)) >= 1)
      assert.deepEqual(await state(), ['CLOSED', 'AVAILABLE'])
      assert.equal(await t.app.parking.closeDue(due), 0, 'closed once')
    })

    test('a crowd: 6 pay calls at once with one coupon lock it to exactly one parking order', async () => {
      const template = await makeCouponTemplate(
        operator,
        couponTemplate({
          title: '停车减1元',
          couponType: 'CASH',
          couponBizTypes: ['PARKING_FEE'],
          useCouponRule: 'ALL_PRODUCT',
          amount: 100,
          limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
          limitation: 0,
          showReceivable: false
        })
      )
      const plate = '粤K80001'
      const h = await parked(plate)
      const coupon = await receiveCoupon(t, template.couponCode, h)
      at(NOON.getTime() + 45 * MIN)
      const replies = await Promise.all(Array.from({ length: 6 }, () => payCall(h, { plate, couponId: coupon.couponId, payAmount: 400 })))
      assert.equal(replies.filter((r) => r.body.statusCode === 200).length, 1)
      assert.equal(replies.filter((r) => r.body.statusCode === 41006).length, 5)
      const locked = await t.db.query('SELECT 1 FROM parking_orders WHERE plate = $1', [plate])
      assert.equal(locked.length, 1)
    })

    test('two payments of the same fee: the first settles the stay, the second’s money is queued back whole', async () => {
      const plate = '粤F40001'
      const h = await parked(plate)
      at(NOON.getTime() + 61 * MIN)
      const first = (await payCall(h, { plate, payAmount: 1000 })).body.data
      const second = (await payCall(h, { plate, payAmount: 1000 })).body.data
      await paySandbox(h, first.unPaidTransactionIds[0], `parking-${engine}-2a`)
      await paySandbox(h, second.unPaidTransactionIds[0], `parking-${engine}-2b`)
      const states = await t.db.query<{ id: string; state: string }>(
        'SELECT id, state FROM parking_orders WHERE id = ANY($1) ORDER BY id',
        [[first.orderId, second.orderId]]
      )
      assert.deepEqual(
        new Map(states.map((s) => [s.id, s.state])),
        new Map([
          [first.orderId, 'PAID'],
          [second.orderId, 'CLOSED']
        ])
      )
      const [pay2] = await t.db.query<{ state: string }>("SELECT state FROM payments WHERE purpose = 'PARKING' AND subject_id = $1", [
        second.orderId
      ])
      assert.equal(pay2.state, 'REFUND_PENDING')
      const [stay] = await t.db.query<{ settled_fen: number }>('SELECT settled_fen FROM parking_stays WHERE plate = $1', [plate])
      assert.equal(stay.settled_fen, 1000, 'settled once')
    })

    test('refund from the console: finance only, audited; the money queued back (purpose PARKING), the coupon back, the fee owed again', async () => {
      const template = await makeCouponTemplate(
        operator,
        couponTemplate({
          title: '停车减1元',
          couponBizTypes: ['PARKING_FEE'],
          couponType: 'CASH',
          useCouponRule: 'ALL_PRODUCT',
          amount: 100,
          limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
          limitation: 0,
          showReceivable: false
        })
      )
      const plate = '粤G50001'
      const h = await parked(plate)
      const coupon = await receiveCoupon(t, template.couponCode, h)
      at(NOON.getTime() + 61 * MIN)
      // The dashboard's revenue counts the parking fee paid, and its refund once settled (money-counted.sql.ts).
      const day = localDate(NOON.getTime() + 61 * MIN, 'Asia/Shanghai')
      const figures = async () => (await finance.call<DashboardReply>('GET', `/sales/dashboard?from=${day}&to=${day}`)).body.data.today
      const start = await figures()
      const paid = (await payCall(h, { plate, couponId: coupon.couponId, payAmount: 900 })).body.data
      await paySandbox(h, paid.unPaidTransactionIds[0], `parking-${engine}-3`)
      const afterPay = await figures()
      assert.deepEqual(
        [afterPay.grossFen - start.grossFen, afterPay.refundedFen - start.refundedFen, afterPay.paidOrders - start.paidOrders],
        [900, 0, 0]
      )
      const path = A.refund.replace(':id', paid.orderId)
      // The operator may not refund; the door may not either.
      assert.equal((await operator.call('POST', path, { reason: 'x' })).body.statusCode, 40116)
      assert.equal((await door.call('POST', path, { reason: 'x' })).body.statusCode, 40116)
      const res = await finance.call<ParkingRecord>('POST', path, { reason: '道闸故障' })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal(res.body.data.state, 'REFUNDING')
      assert.equal(res.body.data.refundedFen, 900)
      const [refund] = await t.db.query<{ amount_fen: number; purpose: string }>(
        'SELECT amount_fen, purpose FROM refunds WHERE subject_id = $1',
        [paid.orderId]
      )
      assert.deepEqual([refund.amount_fen, refund.purpose], [900, 'PARKING'])
      assert.equal(
        (await t.db.query('SELECT 1 FROM audit_log WHERE action = $1 AND target = $2', ['parking.refund', paid.orderId])).length,
        1
      )
      // Refunded once: a second refund is refused and writes nothing.
      assert.equal((await finance.call('POST', path, { reason: 'again' })).body.statusCode, 41009)
      assert.equal((await t.db.query('SELECT 1 FROM refunds WHERE subject_id = $1', [paid.orderId])).length, 1)
      // The coupon is the buyer's again, and the car owes its fee again; the gate is told it must pay.
      assert.equal(
        (await t.db.query<{ status: string }>('SELECT status FROM coupons WHERE id = $1', [coupon.couponId]))[0].status,
        'AVAILABLE'
      )
      assert.equal((await quote(h, plate, '')).stay?.dueFen, 1000)
      assert.equal(t.app.parkingGate.lastTold(lot.lotId, plate), null)
      // The refund job: the sandbox returns the money, the record ends REFUNDED.
      await t.app.payments.refunds.run(new Date(NOON.getTime() + 62 * MIN))
      const [asked] = await t.db.query<{ id: string }>('SELECT id FROM refunds WHERE subject_id = $1', [paid.orderId])
      await t.app.inject({ method: 'POST', url: `/pub/v1/payments/sandbox/refunds/${asked.id}/deliver`, payload: { status: 'SUCCEEDED' } })
      const record = (await t.get<ParkingRecord>(`${P.record}?orderId=${paid.orderId}`, await fresh(h))).body.data
      assert.equal(record.state, 'REFUNDED')
      const settled = await figures()
      assert.deepEqual([settled.grossFen - start.grossFen, settled.refundedFen - start.refundedFen], [900, 900])
      // The console lists it with its buyer.
      const listed = (await finance.call<ParkingRecord[]>('GET', `${A.records}?plate=${encodeURIComponent(plate)}`)).body.data
      assert.equal(listed[0].orderId, paid.orderId)
      assert.ok(listed[0].userId)
    })

    test('console lots: a bad rule is refused (translated), door staff may not edit rules; a repeated entry is refused', async () => {
      const bad = await operator.call('POST', `${A.lots}?lang=en`, lotInput({ dailyCapFen: 0 }))
      assert.equal(bad.body.statusCode, 41011)
      assert.equal(bad.body.comments, 'The parking lot is not set up right: dailyCapFen')
      const schema = await operator.call('POST', A.lots, lotInput({ stepMinutes: 0 }))
      assert.notEqual(schema.body.statusCode, 200)
      assert.notEqual(schema.status, 500)
      assert.equal((await door.call('POST', A.lots, lotInput())).body.statusCode, 40116)
      const changed = await operator.call<AdminParkingLot>('PUT', A.lot.replace(':id', lot.lotId), lotInput({ name: '新名字' }))
      assert.equal(changed.body.data.name, '新名字')
      assert.equal((await t.db.query("SELECT 1 FROM audit_log WHERE action = 'parking.lot.update' AND target = $1", [lot.lotId])).length, 1)
      await enter('粤H60001', NOON.getTime())
      assert.equal((await door.call('POST', A.entry, { lotId: lot.lotId, plate: '粤H60001' })).body.statusCode, 41012)
      assert.equal((await door.call('POST', A.entry, { lotId: lot.lotId, plate: 'nope' })).body.statusCode, 41000)
    })
  })
}
