/**
 * Open shows (issue #33 "Venue services", part 2; product.md "Open show"): "free or approval-based
 * registration with a merchant-defined form (text, choice, ID, phone), capacity and waiting list, approval
 * by the merchant, an entry code checked at the door like a ticket", and "Real-name registration stops at
 * a deadline". On every engine, through the HTTP calls the app and the console make.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, OPERATOR, loggedIn, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { directBuyers, idCard } from '../helpers/account-helpers'
import {
  ADMIN_OPEN_SHOW_PATHS as A,
  OPEN_SHOW_PATHS as P,
  type AdminOpenShow,
  type AdminRegistration,
  type EntryCheckReply,
  type OpenShowCard,
  type OpenShowInput,
  type OpenShowView,
  type RegistrationView
} from '../../../types/api/open-show'
import { ADMIN_API } from '../../../types/api/staff'
import { DEMO_APPROVAL_OPEN_SHOW_ID, DEMO_FREE_OPEN_SHOW_ID } from '../../src/seed/demo-open-shows'

const HOUR = 3_600_000
const DAY = 24 * HOUR

const input = (over: Partial<OpenShowInput> = {}): OpenShowInput => ({
  title: '周末公开课',
  titleTexts: { 'en-US': 'Weekend open class' },
  description: '免费报名',
  posterUrl: '',
  venueName: '小剧场',
  venueAddress: '文化中心',
  startsAt: NOON.getTime() + 3 * DAY,
  endsAt: NOON.getTime() + 3 * DAY + 2 * HOUR,
  registrationDeadline: NOON.getTime() + 2 * DAY,
  capacity: 5,
  mode: 'FREE',
  form: [
    { key: 'name', kind: 'TEXT', label: '姓名', labelTexts: { 'en-US': 'Name' }, required: true },
    { key: 'phone', kind: 'PHONE', label: '手机号', labelTexts: { 'en-US': 'Phone' }, required: true },
    { key: 'seat', kind: 'CHOICE', label: '区域', required: false, options: ['前排', '后排'] },
    { key: 'id_no', kind: 'ID', label: '身份证号', labelTexts: { 'en-US': 'ID number' }, required: false }
  ],
  ...over
})

const answers = (i: number) => ({ name: `观众${i}`, phone: `138${String(i).padStart(8, '0')}` })

for (const engine of ENGINES) {
  describe(`open shows on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let door: ConsoleClient
    let made = 0
    before(async () => {
      ;({
        t,
        staff: [operator, door]
      } = await staffedApp(engine, OPERATOR, DOOR))
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    const buyers = async (n: number) => {
      const ids = Array.from({ length: n }, (_, i) => `usr_os_${engine}_${made + i}`)
      const headers = await directBuyers(t, ids, '137', made)
      made += n
      return headers
    }
    const create = async (over: Partial<OpenShowInput> = {}) => {
      const res = await operator.call<AdminOpenShow>('POST', A.create, input(over))
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }
    // As the app's request layer sends it: its common params ride in every body.
    const register = (openShowId: string, a: Record<string, string>, h: Record<string, string>, lang = 'zh') =>
      t.call<RegistrationView>('POST', `${P.register}?lang=${lang}`, { openShowId, answers: a, src: 'H5', merchantId: 'demo' }, h)
    const cancel = (registrationId: string, h: Record<string, string>) =>
      t.call<RegistrationView>('POST', P.cancel, { registrationId, src: 'H5' }, h)
    const mine = async (h: Record<string, string>, showId?: string) =>
      (await t.get<RegistrationView[]>(`${P.mine}${showId ? `?openShowId=${showId}` : ''}`, h)).body.data
    const registrations = async (showId: string) =>
      (await operator.call<AdminRegistration[]>('GET', A.registrations.replace(':id', showId))).body.data
    const admin = (path: string, id: string) => path.replace(':id', id)

    test('the seed has a free and an approval open show; the list and detail read them in the caller language', async () => {
      const list = await t.get<OpenShowCard[]>(`${P.list}?lang=en`)
      assert.equal(list.body.statusCode, 200)
      const ids = list.body.data.map((s) => s.showId)
      assert.ok(ids.includes(DEMO_FREE_OPEN_SHOW_ID) && ids.includes(DEMO_APPROVAL_OPEN_SHOW_ID))
      const detail = await t.get<OpenShowView>(`${P.detail}?showId=${DEMO_APPROVAL_OPEN_SHOW_ID}&lang=en`)
      assert.equal(detail.body.data.title, 'Masterclass for young players')
      assert.equal(detail.body.data.mode, 'APPROVAL')
      assert.deepEqual(
        detail.body.data.form.map((f) => [f.key, f.label]),
        [
          ['name', 'Name'],
          ['phone', 'Phone'],
          ['instrument', 'Instrument'],
          ['id_no', 'ID number']
        ]
      )
      const missing = await t.get(`${P.detail}?showId=osh_nope&lang=en`)
      assert.equal(missing.body.errorCode, 'OPEN_SHOW_NOT_FOUND')
      assert.equal(missing.body.mode, 'back')
      assert.equal(missing.body.comments, 'This event does not exist')
    })

    test('the console creates an open show (audited); a bad one is a translated OPEN_SHOW_INVALID, a malformed one INVALID_PARAMETER', async () => {
      const show = await create()
      assert.equal(show.state, 'OPEN')
      assert.equal(show.counts.CONFIRMED, 0)
      const audit = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'open-show.create' AND target = $1", [show.showId])
      assert.equal(audit.length, 1)
      for (const [over, reason] of [
        [{ title: ' ' }, 'title'],
        [{ registrationDeadline: NOON.getTime() - HOUR }, 'deadline'],
        [{ endsAt: NOON.getTime() }, 'times'],
        [{ form: [] }, 'form.empty'],
        [{ form: [{ key: 'c', kind: 'CHOICE', label: '选', required: true, options: ['一'] }] }, 'form.options'],
        [
          {
            form: [
              { key: 'a', kind: 'TEXT', label: '甲', required: true },
              { key: 'a', kind: 'TEXT', label: '乙', required: true }
            ]
          },
          'form.duplicateKey'
        ]
      ] as const) {
        const res = await operator.call('POST', `${A.create}?lang=en`, input(over as Partial<OpenShowInput>))
        assert.equal(res.body.errorCode, 'OPEN_SHOW_INVALID', JSON.stringify(over))
        assert.equal(res.body.comments, `The event is not set up right: ${reason}`)
      }
      const bad = await operator.call('POST', A.create, { ...input(), capacity: 0 })
      assert.equal(bad.body.errorCode, 'INVALID_PARAMETER')
      const rows = await t.db.query('SELECT count(*)::int AS n FROM open_shows WHERE title = $1', ['周末公开课'])
      assert.equal((rows[0] as { n: number }).n, 1, 'a refused show writes nothing')
    })

    test('finance staff may not manage open shows; the door may not either, but checks entry codes', async () => {
      const finance = await loggedIn(t, FINANCE)
      assert.equal((await finance.call('GET', A.list)).body.errorCode, 'STAFF_FORBIDDEN')
      assert.equal((await door.call('GET', A.list)).body.errorCode, 'STAFF_FORBIDDEN')
      assert.equal((await finance.call('POST', A.checkIn, { code: 'x' })).body.errorCode, 'STAFF_FORBIDDEN')
    })

    test('answers must fit the form: required, phone as the login takes it, ID with its check digit, a listed choice', async () => {
      const show = await create()
      const [h] = await buyers(1)
      for (const [a, field] of [
        [{ phone: '13800000000' }, 'Name'],
        [{ name: '甲', phone: '12345' }, 'Phone'],
        [{ name: '甲', phone: '13800000000', id_no: '110101199001011231' }, 'ID number'],
        [{ name: '甲', phone: '13800000000', seat: '包厢' }, '区域']
      ] as const) {
        const res = await register(show.showId, a, h, 'en')
        assert.equal(res.body.errorCode, 'OPEN_SHOW_ANSWERS_INVALID', JSON.stringify(a))
        assert.equal(res.body.comments, `Please check your answer: ${field}`)
      }
      // Malformed input is the envelope's INVALID_PARAMETER, never a 500, and writes nothing.
      for (const body of [{ openShowId: show.showId, answers: 'x' }, { openShowId: show.showId }, { answers: {} }]) {
        const bad = await t.call('POST', P.register, body, h)
        assert.equal(bad.body.errorCode, 'INVALID_PARAMETER', JSON.stringify(body))
      }
      const written = await t.db.query('SELECT 1 FROM open_show_registrations WHERE open_show_id = $1', [show.showId])
      assert.equal(written.length, 0, 'refused answers write nothing')
      const ok = await register(show.showId, { name: '甲', phone: '+853 66123456', id_no: idCard('11010119900101123') }, h)
      assert.equal(ok.body.statusCode, 200, ok.body.comments)
      assert.equal(ok.body.data.state, 'CONFIRMED')
      // One live registration per buyer per open show.
      const again = await register(show.showId, answers(1), h, 'en')
      assert.equal(again.body.errorCode, 'OPEN_SHOW_ALREADY_REGISTERED')
      assert.equal(
        (await t.get<OpenShowView>(`${P.detail}?showId=${show.showId}`)).body.data.placesLeft,
        4,
        'the refused second took no place'
      )
    })

    test('200 buyers at once for capacity 50: exactly 50 confirmed, 150 waiting in order, no place given twice', async () => {
      const show = await create({ capacity: 50 })
      const hs = await buyers(200)
      const replies = await Promise.all(hs.map((h, i) => register(show.showId, answers(i), h)))
      for (const r of replies) assert.equal(r.body.statusCode, 200, r.body.comments)
      const states = replies.map((r) => r.body.data.state)
      assert.equal(states.filter((s) => s === 'CONFIRMED').length, 50)
      assert.equal(states.filter((s) => s === 'WAITING').length, 150)
      const row = (await t.db.query<{ taken: number }>('SELECT taken FROM open_shows WHERE id = $1', [show.showId]))[0]
      assert.equal(row.taken, 50)
      const positions = replies.flatMap((r) => (r.body.data.state === 'WAITING' ? [r.body.data.waitingPosition] : []))
      assert.deepEqual(
        positions.sort((a, b) => (a ?? 0) - (b ?? 0)),
        Array.from({ length: 150 }, (_, i) => i + 1)
      )
      // A crowd of cancels by confirmed buyers: each freed place goes to the next in line, never to two.
      const confirmed = replies.map((r, i) => ({ r, h: hs[i] })).filter(({ r }) => r.body.data.state === 'CONFIRMED')
      const cancels = await Promise.all(confirmed.slice(0, 10).map(({ r, h }) => cancel(r.body.data.registrationId, h)))
      for (const c of cancels) assert.equal(c.body.data.state, 'CANCELLED', c.body.comments)
      const all = await registrations(show.showId)
      assert.equal(all.filter((r) => r.state === 'CONFIRMED').length, 50)
      assert.equal(all.filter((r) => r.state === 'WAITING').length, 140)
      assert.equal((await t.db.query<{ taken: number }>('SELECT taken FROM open_shows WHERE id = $1', [show.showId]))[0].taken, 50)
    })

    test('approval: pending holds a place; approve confirms with an entry code; reject (with reason) promotes the first waiting', async () => {
      const show = await create({ mode: 'APPROVAL', capacity: 1 })
      const [a, b] = await buyers(2)
      const first = (await register(show.showId, answers(1), a)).body.data
      assert.equal(first.state, 'PENDING')
      assert.equal(first.entryCode, null, 'no code before approval')
      const second = (await register(show.showId, answers(2), b)).body.data
      assert.equal(second.state, 'WAITING')
      assert.equal(second.waitingPosition, 1)
      // The buyer may change answers while pending.
      const edited = await t.call<RegistrationView>(
        'POST',
        P.answers,
        { registrationId: first.registrationId, answers: { ...answers(1), name: '改名' } },
        a
      )
      assert.equal(edited.body.data.answers.name, '改名')
      const rejected = await operator.call<AdminRegistration>('POST', admin(A.reject, first.registrationId), { reason: '名额已满' })
      assert.equal(rejected.body.data.state, 'REJECTED')
      assert.equal(rejected.body.data.rejectReason, '名额已满')
      const promoted = (await t.get<RegistrationView>(`${P.one}?registrationId=${second.registrationId}`, b)).body.data
      assert.equal(promoted.state, 'PENDING', 'the first waiting moves up to pending on an approval show')
      const approved = await operator.call<AdminRegistration>('POST', admin(A.approve, second.registrationId))
      assert.equal(approved.body.data.state, 'CONFIRMED')
      const mineNow = (await t.get<RegistrationView>(`${P.one}?registrationId=${second.registrationId}`, b)).body.data
      assert.match(mineNow.entryCode ?? '', /^OS\.osr_/)
      assert.deepEqual(
        (await mine(b, show.showId)).map((r) => [r.registrationId, r.state]),
        [[second.registrationId, 'CONFIRMED']]
      )
      // Answers are fixed once decided; a second approval is refused; both audited.
      const late = await t.call('POST', P.answers, { registrationId: second.registrationId, answers: answers(2) }, b)
      assert.equal(late.body.errorCode, 'OPEN_SHOW_REGISTRATION_STATE')
      assert.equal((await operator.call('POST', admin(A.approve, second.registrationId))).body.errorCode, 'OPEN_SHOW_REGISTRATION_STATE')
      const audit = await t.db.query('SELECT action FROM audit_log WHERE target = ANY($1::text[]) ORDER BY id', [
        [first.registrationId, second.registrationId]
      ])
      assert.deepEqual(
        audit.map((r) => (r as { action: string }).action),
        ['open-show.reject', 'open-show.approve']
      )
      // Another buyer reads neither registration.
      const [c] = await buyers(1)
      assert.equal((await t.get(`${P.one}?registrationId=${second.registrationId}`, c)).body.errorCode, 'OPEN_SHOW_REGISTRATION_NOT_FOUND')
    })

    test('registration stops at its deadline: register and edit are refused after it', async () => {
      // A deadline within the buyers' session, so the refusal is the deadline's and not the login's.
      const show = await create({ mode: 'APPROVAL', registrationDeadline: NOON.getTime() + HOUR })
      const [a, b] = await buyers(2)
      const pending = (await register(show.showId, answers(1), a)).body.data
      t.setNow(new Date(show.registrationDeadline))
      try {
        const late = await register(show.showId, answers(2), b, 'en')
        assert.equal(late.body.errorCode, 'OPEN_SHOW_CLOSED')
        assert.equal(late.body.comments, 'Registration has closed')
        const edit = await t.call('POST', P.answers, { registrationId: pending.registrationId, answers: answers(1) }, a)
        assert.equal(edit.body.errorCode, 'OPEN_SHOW_CLOSED')
        assert.equal((await t.get<OpenShowView>(`${P.detail}?showId=${show.showId}`)).body.data.state, 'CLOSED')
        // The merchant still decides after the deadline.
        assert.equal(
          (await operator.call<AdminRegistration>('POST', admin(A.approve, pending.registrationId))).body.data.state,
          'CONFIRMED'
        )
      } finally {
        t.setNow(NOON)
      }
    })

    test('the door admits a confirmed entry code once; a pending, cancelled, forged or other code is not admitted', async () => {
      const show = await create()
      const [a, b] = await buyers(2)
      const reg = (await register(show.showId, answers(7), a)).body.data
      const code = reg.entryCode ?? ''
      const first = await door.call<EntryCheckReply>('POST', A.checkIn, { code })
      assert.equal(first.body.data.result, 'ADMITTED')
      assert.equal(first.body.data.registration?.holder, '观**')
      const twice = await Promise.all([
        door.call<EntryCheckReply>('POST', A.checkIn, { code }),
        door.call<EntryCheckReply>('POST', A.checkIn, { code })
      ])
      assert.deepEqual(
        twice.map((r) => r.body.data.result),
        ['ALREADY_USED', 'ALREADY_USED']
      )
      assert.equal((await cancel(reg.registrationId, a)).body.errorCode, 'OPEN_SHOW_REGISTRATION_STATE', 'admitted: no cancel')
      const forged = code.slice(0, -2) + (code.endsWith('AA') ? 'BB' : 'AA')
      assert.equal((await door.call<EntryCheckReply>('POST', A.checkIn, { code: forged })).body.data.result, 'UNKNOWN')
      const other = (await register(show.showId, answers(8), b)).body.data
      await cancel(other.registrationId, b)
      const cancelledCode = `OS.${other.registrationId}.${(other.entryCode ?? '').split('.')[2]}`
      const voided = await door.call<EntryCheckReply>('POST', A.checkIn, { code: cancelledCode })
      assert.equal(voided.body.data.result, 'VOID')
      const audit = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'door.open-show-check-in' AND target = $1", [
        `open-show-registration:${reg.registrationId}`
      ])
      assert.equal(audit.length, 1)
    })

    test('capacity raised in the console moves the line up; lowered below the places held is refused; CSV lists answers', async () => {
      const show = await create({ capacity: 1 })
      const hs = await buyers(3)
      const regs = []
      for (const [i, h] of hs.entries()) regs.push((await register(show.showId, answers(i), h)).body.data)
      assert.deepEqual(
        regs.map((r) => r.state),
        ['CONFIRMED', 'WAITING', 'WAITING']
      )
      const kept: OpenShowInput = { ...input({ capacity: 1 }), registrationDeadline: show.registrationDeadline }
      const grown = await operator.call<AdminOpenShow>('PUT', admin(A.one, show.showId), { ...kept, capacity: 2 })
      assert.equal(grown.body.statusCode, 200, grown.body.comments)
      assert.equal(grown.body.data.counts.CONFIRMED, 2)
      assert.equal(grown.body.data.counts.WAITING, 1)
      const shrunk = await operator.call('PUT', `${admin(A.one, show.showId)}?lang=en`, { ...kept, capacity: 1 })
      assert.equal(shrunk.body.errorCode, 'OPEN_SHOW_INVALID')
      const csv = await t.app.inject({
        method: 'GET',
        url: `${ADMIN_API}${admin(A.csv, show.showId)}`,
        headers: { cookie: [...operator.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
      })
      assert.equal(csv.statusCode, 200)
      assert.match(String(csv.headers['content-type']), /text\/csv/)
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
      assert.equal(lines.length, 4)
      assert.match(lines[0], /姓名,手机号,区域,身份证号$/)
      assert.ok(lines.some((l) => l.includes('观众0') && l.includes('已确认')))
    })
  })
}
