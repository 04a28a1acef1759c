/**
 * Reservations (issue #33 "Venue services", part 3: "time slots with capacity ..., booking and cancelling
 * within the rules, paid or free, reminders, the door check. Console: reservation calendars and capacity.
 * Gateway tests on PGlite and PostgreSQL for every new call, capacity under a crowd (no slot given twice)";
 * product.md "Reserve"; calls-errors-limits.md: the voucher path reservation_voucher/detail under
 * buyer/cyy/v1), on every engine, through the HTTP calls the console and the app make.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, OPERATOR, loggedIn, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import type { DashboardReply } from '../../../types/api/sales-admin'
import { localDate } from '../../../types/rules/merchant-time'
import { directBuyers, type Login } from '../helpers/account-helpers'
import { paying } from '../helpers/payment-helpers'
import { inside, itemInput } from '../helpers/reservation-helpers'
import { OutboxSender } from '../../src/account/outbox'
import {
  ADMIN_RESERVATION_PATHS as A,
  RESERVATION_PATHS as P,
  type AdminBooking,
  type AdminReservationItem,
  type AdminSlot,
  type BookReservationReply,
  type BookingView,
  type ReservationCheckInReply,
  type ReservationItemCard,
  type ReservationItemInput,
  type ReservationItemView,
  type SlotPlanReply
} from '../../../types/api/reservation'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
// NOON is 20:00 on 2026-11-22 in the demo merchant's zone (Asia/Shanghai).
const TOMORROW = '2026-11-23'

for (const engine of ENGINES) {
  describe(`reservations on ${engine}`, () => {
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
    /** `at`: when their sessions start (a test that moves the clock a day on logs them in then). */
    const buyers = async (n: number, at = NOON) => {
      const ids = Array.from({ length: n }, (_, i) => `usr_rsv_${engine}_${made + i}`)
      const headers = await directBuyers(t, ids, '137', made, at)
      made += n
      return headers.map((h, i) => ({ h, userId: ids[i] }))
    }
    const item = async (over: Partial<ReservationItemInput> = {}) => {
      const res = await operator.call<AdminReservationItem>('POST', inside(A.items), itemInput(over))
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }
    /** Slots of the item on the days and times given, through the console's calendar. */
    const slots = async (itemId: string, fromDate: string, toDate: string, times: string[], capacity: number) => {
      const res = await operator.call<SlotPlanReply>('POST', inside(A.slots, itemId), {
        fromDate,
        toDate,
        weekdays: [],
        times: times.map((s) => ({ start: s, end: `${String(Number(s.slice(0, 2)) + 1).padStart(2, '0')}${s.slice(2)}` })),
        capacity
      })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const list = await operator.call<AdminSlot[]>('GET', `${inside(A.slots, itemId)}?from=${fromDate}&to=${toDate}`)
      return list.body.data
    }
    // As the app's request layer sends it: its common params ride in every body.
    const book = (slotId: string, h: Record<string, string>, payAmount = 0, over: object = {}, lang = 'zh') =>
      t.call<BookReservationReply>(
        'POST',
        `${P.book}?lang=${lang}`,
        { slotId, visitorName: '张三', visitorPhone: '13800000000', payAmount, src: 'H5', ver: '1.0.0', merchantId: 'demo', ...over },
        h
      )
    const cancel = (bookingId: string, h: Record<string, string>, lang = 'zh') =>
      t.call<BookingView>('POST', `${P.cancel}?lang=${lang}`, { bookingId }, h)
    const left = async (slotId: string) =>
      (await t.db.query<{ places_left: number }>('SELECT places_left FROM reservation_slots WHERE id = $1', [slotId]))[0].places_left

    test('the console makes an item and a calendar of slots (audited); the app lists it and shows the slots with places left', async () => {
      const it = await item()
      const made = await slots(it.itemId, TOMORROW, '2026-11-24', ['10:00', '14:00'], 6)
      assert.equal(made.length, 4)
      assert.deepEqual(
        made.map((s) => [s.date, s.capacity, s.left]),
        [
          ['2026-11-23', 6, 6],
          ['2026-11-23', 6, 6],
          ['2026-11-24', 6, 6],
          ['2026-11-24', 6, 6]
        ]
      )
      // 10:00 in Shanghai is 02:00 UTC.
      assert.equal(new Date(made[0].start).toISOString(), '2026-11-23T02:00:00.000Z')
      // The same calendar again keeps the slots it made.
      const again = await operator.call<SlotPlanReply>('POST', inside(A.slots, it.itemId), {
        fromDate: TOMORROW,
        toDate: TOMORROW,
        weekdays: [],
        times: [{ start: '10:00', end: '11:00' }],
        capacity: 6
      })
      assert.deepEqual(again.body.data, { created: 0, skipped: 1 })
      const audit = await t.db.query(
        "SELECT 1 FROM audit_log WHERE action IN ('reservation.item.create', 'reservation.slots.add') AND target = $1",
        [it.itemId]
      )
      assert.equal(audit.length, 3)

      const list = await t.get<ReservationItemCard[]>(`${P.items}?lang=en`)
      const card = list.body.data.find((c) => c.itemId === it.itemId)
      assert.equal(card?.title, 'Backstage visit', 'en-US reads the translation')
      assert.equal(card?.nextSlotStart, made[0].start)
      const view = await t.get<ReservationItemView>(`${P.item}?itemId=${it.itemId}&lang=en`)
      assert.equal(view.body.statusCode, 200, view.body.comments)
      assert.deepEqual(
        view.body.data.slots.map((s) => [s.date, s.left, s.state]),
        [
          ['2026-11-23', 6, 'OPEN'],
          ['2026-11-23', 6, 'OPEN'],
          ['2026-11-24', 6, 'OPEN'],
          ['2026-11-24', 6, 'OPEN']
        ]
      )
      const unknown = await t.get(`${P.item}?itemId=rsi_nope&lang=en`)
      assert.equal(unknown.body.errorCode, 'RESERVATION_NOT_FOUND')
      assert.equal(unknown.body.comments, 'This reservation is not available')
    })

    test('a crowd: 100 buyers at once on a slot of 10 get exactly 10 places, never one twice', async () => {
      const it = await item()
      const [slot] = await slots(it.itemId, TOMORROW, TOMORROW, ['15:00'], 10)
      const crowd = await buyers(100)
      const replies = await Promise.all(crowd.map((b) => book(slot.slotId, b.h)))
      const okCount = replies.filter((r) => r.body.statusCode === 200).length
      assert.equal(okCount, 10)
      for (const r of replies) {
        assert.equal(r.status, 200, 'never a 500')
        if (r.body.statusCode !== 200) assert.ok(['RESERVATION_FULL', 'LIMITING'].includes(r.body.errorCode), r.body.errorCode)
      }
      assert.equal(await left(slot.slotId), 0)
      const [live] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM reservation_bookings WHERE slot_id = $1 AND state IN ('BOOKED', 'UNPAID')",
        [slot.slotId]
      )
      assert.equal(live.n, 10)
    })

    test('reserve, cancel (the place back), reserve again; a second live booking of the same slot is refused', async () => {
      const it = await item()
      const [slot] = await slots(it.itemId, TOMORROW, TOMORROW, ['11:00'], 1)
      const [me, other] = await buyers(2)
      const first = await book(slot.slotId, me.h)
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.deepEqual(first.body.data.unPaidTransactionIds, [], 'free: booked at once')
      assert.equal(await left(slot.slotId), 0)
      const twice = await book(slot.slotId, me.h, 0, {}, 'en')
      assert.equal(twice.body.errorCode, 'RESERVATION_ALREADY_BOOKED')
      assert.equal((await book(slot.slotId, other.h, 0, {}, 'en')).body.errorCode, 'RESERVATION_FULL')

      const cancelled = await cancel(first.body.data.bookingId, me.h)
      assert.equal(cancelled.body.statusCode, 200, cancelled.body.comments)
      assert.equal(cancelled.body.data.state, 'CANCELLED')
      assert.equal(cancelled.body.data.entryCode, null)
      assert.equal(await left(slot.slotId), 1, 'cancel gives the place back')
      assert.equal((await cancel(first.body.data.bookingId, me.h, 'en')).body.errorCode, 'RESERVATION_NOT_CANCELLABLE')

      const again = await book(slot.slotId, me.h)
      assert.equal(again.body.statusCode, 200, again.body.comments)
      assert.equal(await left(slot.slotId), 0)
      const mine = await t.get<BookingView[]>(`${P.mine}?lang=en`, me.h)
      assert.deepEqual(
        // Made at the same instant (the test's clock stands still): compared as a set.
        mine.body.data
          .filter((b) => b.itemId === it.itemId)
          .map((b) => b.state)
          .sort(),
        ['BOOKED', 'CANCELLED']
      )
      // Another buyer's booking reads as none.
      const peek = await t.get(`${P.booking}?bookingId=${again.body.data.bookingId}`, other.h)
      assert.equal(peek.body.errorCode, 'RESERVATION_BOOKING_NOT_FOUND')
      const anon = await t.get(`${P.mine}`)
      assert.equal(anon.body.errorCode, 'NOT_LOGGED_IN')
    })

    test('the window: not open N days ahead, closed M minutes before; cancel only until K hours before', async () => {
      const it = await item()
      const [far] = await slots(it.itemId, '2026-12-05', '2026-12-05', ['10:00'], 5)
      const [soon] = await slots(it.itemId, TOMORROW, TOMORROW, ['12:00'], 5)
      // Logged in when the clock moves to below: their session is live both now and then.
      const [b] = await buyers(1, new Date(soon.start - 2 * HOUR))
      const notOpen = await book(far.slotId, b.h, 0, {}, 'en')
      assert.equal(notOpen.body.errorCode, 'RESERVATION_NOT_OPEN')
      assert.equal(notOpen.body.comments, 'Booking for this time slot has not opened yet')
      const booked = await book(soon.slotId, b.h)
      assert.equal(booked.body.statusCode, 200, booked.body.comments)
      try {
        // Booking closes 60 minutes before the slot.
        t.setNow(new Date(soon.start - 59 * MINUTE))
        const [late] = await buyers(1, new Date(soon.start - 59 * MINUTE))
        assert.equal((await book(soon.slotId, late.h, 0, {}, 'en')).body.errorCode, 'RESERVATION_CLOSED')
        t.setNow(new Date(soon.start - 2 * HOUR + MINUTE))
        const refused = await cancel(booked.body.data.bookingId, b.h, 'en')
        assert.equal(refused.body.errorCode, 'RESERVATION_NOT_CANCELLABLE')
        assert.equal(refused.body.comments, 'This booking can no longer be cancelled')
        assert.equal(refused.body.mode, 'alert')
        t.setNow(new Date(soon.start - 2 * HOUR))
        assert.equal((await cancel(booked.body.data.bookingId, b.h)).body.statusCode, 200, 'exactly at the limit it still cancels')
      } finally {
        t.setNow(NOON)
      }
    })

    test('the per-buyer limit per item counts live bookings; a cancelled one frees the room', async () => {
      const it = await item({ rules: { opensDaysAhead: 7, closesMinutesBefore: 0, cancelHoursBefore: 0, perBuyerLimit: 1 } })
      const [a, c] = await slots(it.itemId, TOMORROW, TOMORROW, ['10:00', '16:00'], 5)
      const [b] = await buyers(1)
      const first = await book(a.slotId, b.h)
      assert.equal(first.body.statusCode, 200)
      assert.equal((await book(c.slotId, b.h, 0, {}, 'en')).body.errorCode, 'RESERVATION_BUYER_LIMIT')
      await cancel(first.body.data.bookingId, b.h)
      assert.equal((await book(c.slotId, b.h)).body.statusCode, 200)
    })

    test('bad input is the envelope, never a 500 or a row: schema, visitor, price', async () => {
      const it = await item({ priceFen: 1200 })
      const [slot] = await slots(it.itemId, TOMORROW, TOMORROW, ['09:00'], 3)
      const [b] = await buyers(1)
      assert.equal((await book(slot.slotId, b.h, 0, { payAmount: 'x' })).body.errorCode, 'INVALID_PARAMETER')
      const phone = await book(slot.slotId, b.h, 1200, { visitorPhone: 'call me' }, 'en')
      assert.equal(phone.body.errorCode, 'RESERVATION_INVALID')
      assert.equal(phone.body.comments, 'The reservation is not right: visitorPhone')
      assert.equal((await book(slot.slotId, b.h, 0)).body.errorCode, 'RESERVATION_PRICE_CHANGED')
      assert.equal((await book('rss_nope', b.h, 0)).body.errorCode, 'RESERVATION_NOT_FOUND')
      const rows = await t.db.query('SELECT 1 FROM reservation_bookings WHERE slot_id = $1', [slot.slotId])
      assert.equal(rows.length, 0)
      assert.equal(await left(slot.slotId), 3)
    })

    test('a paid booking holds its place unpaid, pays through the cashier, shows its entry code (also on the voucher path); a cancel refunds it', async () => {
      const it = await item({ priceFen: 5000 })
      const [slot] = await slots(it.itemId, TOMORROW, TOMORROW, ['13:00'], 2)
      const [b] = await buyers(1)
      // The dashboard's revenue counts the booking's money, and the cancel's refund once settled (money-counted.sql.ts).
      const finance = await loggedIn(t, FINANCE)
      const day = localDate(NOON.getTime(), 'Asia/Shanghai')
      const figures = async () => (await finance.call<DashboardReply>('GET', `/sales/dashboard?from=${day}&to=${day}`)).body.data.today
      const start = await figures()
      const res = await book(slot.slotId, b.h, 5000)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const [txn] = res.body.data.unPaidTransactionIds
      assert.ok(txn)
      assert.equal(await left(slot.slotId), 1, 'the unpaid hold takes its place')
      const unpaid = await t.get<BookingView>(`${P.booking}?bookingId=${res.body.data.bookingId}`, b.h)
      assert.equal(unpaid.body.data.state, 'UNPAID')
      assert.equal(unpaid.body.data.entryCode, null, 'no code before it is paid')

      const pay = paying(t, { accessToken: b.h['access-token'] } as Login, `rsv-${engine}`)
      const info = await pay.startPay(txn)
      assert.equal((await pay.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const detail = await t.get<BookingView>(`${P.booking}?bookingId=${res.body.data.bookingId}`, b.h)
      assert.equal(detail.body.data.state, 'BOOKED')
      assert.match(detail.body.data.entryCode ?? '', /^RSV\./)
      const voucher = await t.get<BookingView>(`${P.voucher}?bookingId=${res.body.data.bookingId}`, b.h)
      assert.deepEqual(voucher.body.data, detail.body.data, 'the spec voucher path serves the same booking')
      const afterPay = await figures()
      assert.deepEqual([afterPay.grossFen - start.grossFen, afterPay.paidOrders - start.paidOrders], [5000, 0])

      const cancelled = await cancel(res.body.data.bookingId, b.h)
      assert.equal(cancelled.body.statusCode, 200, cancelled.body.comments)
      assert.equal(cancelled.body.data.refundFen, 5000)
      assert.equal(await left(slot.slotId), 2)
      const [refund] = await t.db.query<{ amount_fen: number; purpose: string; payment_id: string }>(
        "SELECT amount_fen, purpose, payment_id FROM refunds WHERE purpose = 'RESERVATION' AND subject_id = $1",
        [res.body.data.bookingId]
      )
      assert.deepEqual(refund, { amount_fen: 5000, purpose: 'RESERVATION', payment_id: info.paymentId })
      await t.app.payments.refunds.run(NOON)
      const [after] = await t.db.query<{ state: string }>("SELECT state FROM refunds WHERE purpose = 'RESERVATION' AND subject_id = $1", [
        res.body.data.bookingId
      ])
      assert.notEqual(after.state, 'FAILED')
      const [asked] = await t.db.query<{ id: string }>("SELECT id FROM refunds WHERE purpose = 'RESERVATION' AND subject_id = $1", [
        res.body.data.bookingId
      ])
      await t.app.inject({ method: 'POST', url: `/pub/v1/payments/sandbox/refunds/${asked.id}/deliver`, payload: { status: 'SUCCEEDED' } })
      const settled = await figures()
      assert.deepEqual([settled.grossFen - start.grossFen, settled.refundedFen - start.refundedFen], [5000, 5000])
    })

    test('an unpaid hold past its deadline reads expired, the sweeper gives its place back once, and late money goes back', async () => {
      const it = await item({ priceFen: 800 })
      const [slot] = await slots(it.itemId, TOMORROW, TOMORROW, ['17:00'], 1)
      const [b] = await buyers(1)
      const res = await book(slot.slotId, b.h, 800)
      const pay = paying(t, { accessToken: b.h['access-token'] } as Login, `rsv-late-${engine}`)
      const info = await pay.startPay(res.body.data.unPaidTransactionIds[0])
      const late = new Date(NOON.getTime() + 16 * MINUTE)
      t.setNow(late)
      try {
        const read = await t.get<BookingView>(`${P.booking}?bookingId=${res.body.data.bookingId}`, b.h)
        assert.equal(read.body.data.state, 'EXPIRED')
        assert.equal(await left(slot.slotId), 0, 'reading never writes')
        assert.ok((await t.app.reservations.closeDue(late)) >= 1)
        assert.equal(await t.app.reservations.closeDue(late), 0, 'ended once')
        assert.equal(await left(slot.slotId), 1)
        assert.equal((await pay.decide(info.cashierUrl, 'pay')).statusCode, 303)
        const [payment] = await t.db.query<{ state: string }>('SELECT state FROM payments WHERE id = $1', [info.paymentId])
        assert.equal(payment.state, 'REFUND_PENDING')
        assert.equal(await left(slot.slotId), 1)
      } finally {
        t.setNow(NOON)
      }
    })

    test('capacity: raised, lowered to the places booked, never below (audited); finance may not', async () => {
      const it = await item()
      const [slot] = await slots(it.itemId, TOMORROW, TOMORROW, ['18:00'], 3)
      const [a, b] = await buyers(2)
      await book(slot.slotId, a.h)
      await book(slot.slotId, b.h)
      const below = await operator.call('PUT', `${inside(A.capacity, slot.slotId)}?lang=en`, { capacity: 1 })
      assert.equal(below.body.errorCode, 'RESERVATION_BELOW_BOOKED')
      assert.equal(below.body.comments, 'Capacity cannot be below the places booked (2)')
      const same = await operator.call<AdminSlot>('PUT', inside(A.capacity, slot.slotId), { capacity: 2 })
      assert.deepEqual([same.body.data.capacity, same.body.data.left, same.body.data.booked], [2, 0, 2])
      const up = await operator.call<AdminSlot>('PUT', inside(A.capacity, slot.slotId), { capacity: 8 })
      assert.deepEqual([up.body.data.capacity, up.body.data.left], [8, 6])
      assert.equal((await operator.call('PUT', inside(A.capacity, slot.slotId), { capacity: 0 })).body.errorCode, 'INVALID_PARAMETER')
      const audit = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'reservation.slot.capacity' AND target = $1", [slot.slotId])
      assert.equal(audit.length, 2)
      const finance = await loggedIn(t, FINANCE)
      assert.notEqual((await finance.call('GET', inside(A.items))).body.statusCode, 200)
      const bad = await operator.call('POST', `${inside(A.items)}?lang=en`, itemInput({ pictureUrl: 'javascript:alert(1)' }))
      assert.equal(bad.body.errorCode, 'RESERVATION_INVALID')
    })

    test('the door admits an entry code once, on its slot day; a made-up code is unknown, a cancelled booking void', async () => {
      const it = await item()
      const [slot] = await slots(it.itemId, TOMORROW, TOMORROW, ['19:00'], 3)
      const [a, b] = await buyers(2)
      const mine = await book(slot.slotId, a.h)
      const theirs = await book(slot.slotId, b.h)
      const code = (await t.get<BookingView>(`${P.booking}?bookingId=${mine.body.data.bookingId}`, a.h)).body.data.entryCode as string
      const theirCode = (await t.get<BookingView>(`${P.booking}?bookingId=${theirs.body.data.bookingId}`, b.h)).body.data
        .entryCode as string
      let door = await loggedIn(t, DOOR)
      const check = (c: string) => door.call<ReservationCheckInReply>('POST', inside(A.checkIn), { code: c })
      assert.equal((await check(code)).body.data.result, 'NOT_TODAY', 'today is the day before')
      t.setNow(new Date(slot.start - HOUR))
      try {
        door = await loggedIn(t, DOOR)
        const first = await check(code)
        assert.equal(first.body.data.result, 'ADMITTED')
        assert.equal(first.body.data.visitorName, '张三')
        assert.equal((await check(code)).body.data.result, 'ALREADY_USED')
        assert.equal((await check(`${code.slice(0, -2)}xx`)).body.data.result, 'UNKNOWN')
        assert.equal((await check('RSV.rsb_nope.aaaaaaaaaaaaaaaaaaaaaa')).body.data.result, 'UNKNOWN')
        await t.db.query("UPDATE reservation_bookings SET state = 'CANCELLED' WHERE id = $1", [theirs.body.data.bookingId])
        assert.equal((await check(theirCode)).body.data.result, 'VOID')
      } finally {
        t.setNow(NOON)
      }
      const audit = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'door.reservation-check-in' AND target = $1", [
        `reservation:${mine.body.data.bookingId}`
      ])
      assert.equal(audit.length, 1)
      assert.notEqual((await operator.call('POST', inside(A.checkIn), { code })).body.statusCode, 200, 'the door only (owner, door)')
    })

    test('the day-before reminder is sent once through the outbox and shown in the console', async () => {
      const it = await item()
      const [slot] = await slots(it.itemId, '2026-11-25', '2026-11-25', ['10:00'], 3)
      const [b] = await buyers(1)
      const res = await book(slot.slotId, b.h, 0, { visitorPhone: '13900001111' }, 'en')
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const sender = new OutboxSender(t.db)
      assert.equal(await t.app.reservations.sendReminders(sender, async () => 'Stagedoor', NOON), 0, 'not due yet')
      const due = new Date(slot.start - DAY + MINUTE)
      assert.ok((await t.app.reservations.sendReminders(sender, async () => 'Stagedoor', due)) >= 1)
      assert.equal(await t.app.reservations.sendReminders(sender, async () => 'Stagedoor', due), 0, 'sent once')
      const [sms] = await sender.latest('13900001111', 1)
      assert.match(sms.body, /Reminder: Backstage visit is booked for 11-25 10:00/)
      const list = await operator.call<AdminBooking[]>('GET', `${inside(A.bookings)}?itemId=${it.itemId}`)
      const row = list.body.data.find((x) => x.bookingId === res.body.data.bookingId)
      assert.equal(row?.remindAt, slot.start - DAY)
      assert.equal(row?.remindedAt, due.getTime())
    })
  })
}
