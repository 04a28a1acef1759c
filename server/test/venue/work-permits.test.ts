/**
 * Work permits (issue #33 "Venue services", part 4; product.md "work-permit: login, apply, records,
 * success" and "A separate work-permit login exists"): "crew and vendors apply for a show's work permit
 * with their ID and photo, the merchant approves or rejects with a reason, the approved permit is a code
 * checked at the staff door" — on every engine, through the HTTP calls the app and the console make.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, OPERATOR, loggedIn, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, captcha, idCard, latestCode, phoneLogin, sendCode } from '../helpers/account-helpers'
import { secretStore } from '../../src/account/secret-store'
import { workPermitCode } from '../../src/work-permit/work-permit-code'
import {
  ADMIN_WORK_PERMIT_PATHS as A,
  WORK_PERMIT_PATHS as P,
  WORK_PERMIT_TOKEN_HEADER,
  type AdminWorkPermit,
  type WorkPermitApplyBody,
  type WorkPermitDoorReply,
  type WorkPermitLogin,
  type WorkPermitShow,
  type WorkPermitView
} from '../../../types/api/work-permit'

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)])
const DAY = 86_400_000

function multipart(fields: Record<string, string>, file: Buffer) {
  const boundary = '----permit' + Math.random().toString(16).slice(2)
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
  )
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`)
  )
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

for (const engine of ENGINES) {
  describe(`work permits on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let door: ConsoleClient
    let finance: ConsoleClient
    let crew: Record<string, string>
    let other: Record<string, string>
    let show: WorkPermitShow
    let photo: string
    let ids = 0
    /** A fresh valid mainland ID number per application. */
    const nextId = () => idCard(`11010519900101${String(ids++).padStart(3, '0')}`)

    const permitLogin = async (cellphone: string): Promise<Record<string, string>> => {
      const sent = await t.call('POST', P.smsCode, { cellphone, countryCode: '86', ...(await captcha(t)) })
      assert.equal(sent.body.statusCode, 200, sent.body.comments)
      const verifyCode = await latestCode(t, `+86 ${cellphone}`)
      const res = await t.call<WorkPermitLogin>('POST', P.login, { cellphone, countryCode: '86', verifyCode })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return { [WORK_PERMIT_TOKEN_HEADER]: res.body.data.token }
    }
    const uploadPhoto = async (who: Record<string, string>): Promise<string> => {
      const sig = (await t.call<{ host: string; key: string; policy: string; signature: string }>('POST', P.photoSignature, {}, who)).body
        .data
      const form = multipart({ key: sig.key, policy: sig.policy, signature: sig.signature }, PNG)
      const res = await t.app.inject({ method: 'POST', url: sig.host, payload: form.payload, headers: form.headers })
      const body = res.json() as { statusCode: number; data: { url: string } }
      assert.equal(body.statusCode, 200)
      return body.data.url
    }
    const body = (over: Partial<WorkPermitApplyBody> = {}): WorkPermitApplyBody => ({
      showId: show.showId,
      name: '王工',
      idType: 'ID_CARD',
      idNumber: nextId(),
      cellphone: '13800002222',
      countryCode: '86',
      company: '舞台搭建有限公司',
      role: 'CREW',
      photoUrl: photo,
      ...over
    })
    const apply = (b: WorkPermitApplyBody, who = crew, lang = 'zh') => t.call<WorkPermitView>('POST', `${P.apply}?lang=${lang}`, b, who)
    const applied = async (over: Partial<WorkPermitApplyBody> = {}) => {
      const res = await apply(body(over))
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }
    const permitRows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM work_permits'))[0].n

    before(async () => {
      ;({
        t,
        staff: [operator, door, finance]
      } = await staffedApp(engine, OPERATOR, DOOR, FINANCE))
      crew = await permitLogin('13800001111')
      other = await permitLogin('13800003333')
      const shows = await t.get<WorkPermitShow[]>(P.shows, crew)
      assert.equal(shows.body.statusCode, 200, shows.body.comments)
      assert.ok(shows.body.data.length > 0, 'the seeded shows take applications')
      show = shows.body.data[0]
      photo = await uploadPhoto(crew)
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    test('the separate login: a permit token never opens a buyer call, a buyer token never opens a permit call', async () => {
      const buyer = await phoneLogin(t, '13900004444')
      // Permit calls without a permit login, or with the buyer's token in its place.
      const tries: Array<Record<string, string>> = [{}, auth(buyer), { [WORK_PERMIT_TOKEN_HEADER]: buyer.accessToken }]
      for (const headers of tries) {
        const res = await t.get(`${P.records}?lang=en`, headers)
        assert.equal(res.body.errorCode, 'WORK_PERMIT_LOGIN_NEEDED')
        assert.equal(res.body.statusCode, 40960)
        assert.equal(res.body.mode, 'none', 'the app must not log the buyer out for it')
        assert.equal(res.body.comments, 'Please log in to the work permit service first')
      }
      // The permit token as a buyer's access token: refused by the buyers' check.
      const asBuyer = await t.get('/user/buyer/v1/user_info', { 'access-token': crew[WORK_PERMIT_TOKEN_HEADER] })
      assert.notEqual(asBuyer.body.statusCode, 200)
      assert.equal(asBuyer.body.errorCode, 'TOKEN_EXCEPTION')
      // A buyer's login code is not a permit login code (its own code purpose).
      await sendCode(t, '13900005555')
      const code = await latestCode(t, '+86 13900005555')
      const cross = await t.call('POST', P.login, { cellphone: '13900005555', countryCode: '86', verifyCode: code })
      assert.equal(cross.body.errorCode, 'CODE_EXPIRED')
      // A forged token (the buyer secret's shape, any signature) is refused too.
      const forged = await t.get(P.records, { [WORK_PERMIT_TOKEN_HEADER]: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA' })
      assert.equal(forged.body.errorCode, 'WORK_PERMIT_LOGIN_NEEDED')
    })

    test('apply validation: each problem answers the envelope with its translated message, and writes nothing', async () => {
      const before = await permitRows()
      const cases: Array<[Partial<WorkPermitApplyBody>, string, number, string]> = [
        [{ name: ' ' }, 'WORK_PERMIT_NAME', 40961, 'Enter your name (at most 30 characters)'],
        [{ idNumber: '110105199001010000' }, 'WORK_PERMIT_ID_NUMBER', 40962, 'The ID number is not valid'],
        [{ cellphone: '2380000' }, 'WORK_PERMIT_PHONE', 40963, 'The phone number is not valid'],
        [{ company: '' }, 'WORK_PERMIT_COMPANY', 40964, 'Enter your company (at most 60 characters)'],
        [{ photoUrl: '' }, 'WORK_PERMIT_PHOTO', 40966, 'Upload a photo of yourself']
      ]
      for (const [over, errorCode, statusCode, comments] of cases) {
        const res = await apply(body(over), crew, 'en')
        assert.equal(res.status, 200)
        assert.equal(res.body.errorCode, errorCode)
        assert.equal(res.body.statusCode, statusCode)
        assert.equal(res.body.mode, 'toast')
        assert.equal(res.body.comments, comments)
      }
      const zhMO = await apply(body({ company: '' }), crew, 'zh-MO')
      assert.equal(zhMO.body.comments, '請填寫單位名稱（最多60個字）')
      // The role is one of crew, vendor, press: the schema refuses anything else in the envelope.
      const role = await apply({ ...body(), role: 'BUYER' as never }, crew, 'en')
      assert.equal(role.body.statusCode, 40000)
      // A photo that is someone else's upload (or any other URL) is refused.
      const theirs = await apply(body({ photoUrl: await uploadPhoto(other) }), crew, 'en')
      assert.equal(theirs.body.errorCode, 'WORK_PERMIT_PHOTO')
      const unknownShow = await apply(body({ showId: 'no-such-show' }), crew, 'en')
      assert.equal(unknownShow.body.errorCode, 'WORK_PERMIT_SHOW_CLOSED')
      assert.equal(await permitRows(), before, 'no half-written row')
    })

    test('one live application per ID per show, even when sent five times at once', async () => {
      const idNumber = nextId()
      const replies = await Promise.all(Array.from({ length: 5 }, () => apply(body({ idNumber }))))
      assert.equal(replies.filter((r) => r.body.statusCode === 200).length, 1)
      assert.equal(replies.filter((r) => r.body.errorCode === 'WORK_PERMIT_DUPLICATE').length, 4)
    })

    test("records: the applicant sees their own applications, never another applicant's", async () => {
      const mine = await applied({ role: 'VENDOR' })
      assert.equal(mine.state, 'APPLIED')
      assert.equal(mine.code, null, 'no code before approval')
      assert.match(mine.idNumber, /^\d{4}\*+\d{3}[\dX]$/, 'the ID number is shown masked')
      const records = await t.get<WorkPermitView[]>(P.records, crew)
      assert.ok(records.body.data.some((p) => p.permitId === mine.permitId))
      const theirs = await t.get<WorkPermitView[]>(P.records, other)
      assert.ok(!theirs.body.data.some((p) => p.permitId === mine.permitId))
      const peek = await t.get(`${P.detail}?permitId=${mine.permitId}`, other)
      assert.equal(peek.body.errorCode, 'WORK_PERMIT_NOT_FOUND')
      // Withdrawn while waiting; then it cannot be withdrawn again, nor decided.
      const withdrawn = await t.call<WorkPermitView>('POST', P.withdraw, { permitId: mine.permitId }, crew)
      assert.equal(withdrawn.body.data.state, 'WITHDRAWN')
      const again = await t.call('POST', P.withdraw, { permitId: mine.permitId }, crew)
      assert.equal(again.body.errorCode, 'WORK_PERMIT_DECIDED')
      const approve = await operator.call('POST', A.approve.replace(':id', mine.permitId))
      assert.equal(approve.body.errorCode, 'WORK_PERMIT_DECIDED')
    })

    test('the console approves (audited); the app then shows the permit code', async () => {
      const permit = await applied()
      const queue = await operator.call<AdminWorkPermit[]>('GET', `${A.list}?state=APPLIED`)
      const row = queue.body.data.find((p) => p.permitId === permit.permitId)
      assert.ok(row, 'the review queue lists it')
      assert.equal(row.photoUrl, photo, 'with the photo to check')
      assert.equal(row.idNumber.length, 18, 'and the full ID number')
      // Finance staff do not review permits.
      assert.equal((await finance.call('GET', A.list)).body.errorCode, 'STAFF_FORBIDDEN')
      const approved = await operator.call<AdminWorkPermit>('POST', A.approve.replace(':id', permit.permitId))
      assert.equal(approved.body.statusCode, 200, approved.body.comments)
      assert.equal(approved.body.data.state, 'APPROVED')
      const audit = await t.db.query<{ action: string }>('SELECT action FROM audit_log WHERE target = $1', [
        `work-permit:${permit.permitId}`
      ])
      assert.deepEqual(
        audit.map((a) => a.action),
        ['work-permit.approve']
      )
      const seen = await t.get<WorkPermitView>(`${P.detail}?permitId=${permit.permitId}`, crew)
      assert.equal(seen.body.data.state, 'APPROVED')
      assert.equal(seen.body.data.code, workPermitCode.make(permit.permitId, await secretStore(t.db, 'ticket_secret')()))
      // Decided once: rejecting it afterwards is refused.
      const late = await operator.call('POST', A.reject.replace(':id', permit.permitId), { reason: '太晚' })
      assert.equal(late.body.errorCode, 'WORK_PERMIT_DECIDED')
    })

    test('a rejection needs a reason, which the applicant reads; two reviewers at once decide once', async () => {
      const permit = await applied()
      const bare = await operator.call('POST', `${A.reject.replace(':id', permit.permitId)}?lang=en`, { reason: '  ' })
      assert.equal(bare.body.errorCode, 'WORK_PERMIT_REASON')
      assert.equal(bare.body.comments, 'Give a reason for the rejection (at most 200 characters)')
      const [a, b] = await Promise.all([
        operator.call('POST', A.reject.replace(':id', permit.permitId), { reason: '照片不清晰，请重新上传' }),
        operator.call('POST', A.approve.replace(':id', permit.permitId))
      ])
      assert.equal([a, b].filter((r) => r.body.statusCode === 200).length, 1)
      assert.equal([a, b].filter((r) => r.body.errorCode === 'WORK_PERMIT_DECIDED').length, 1)
      if (a.body.statusCode === 200) {
        const seen = await t.get<WorkPermitView>(`${P.detail}?permitId=${permit.permitId}`, crew)
        assert.equal(seen.body.data.state, 'REJECTED')
        assert.equal(seen.body.data.reason, '照片不清晰，请重新上传')
        assert.equal(seen.body.data.code, null, 'a rejected permit has no code')
      }
    })

    test('the door admits an approved code once a day, refuses a rejected or unknown one', async () => {
      const secret = await secretStore(t.db, 'ticket_secret')()
      const good = await applied({ role: 'PRESS' })
      await operator.call('POST', A.approve.replace(':id', good.permitId))
      const code = (await t.get<WorkPermitView>(`${P.detail}?permitId=${good.permitId}`, crew)).body.data.code ?? ''
      const scan = async (c: string, lang = 'en') => {
        const res = await door.call<WorkPermitDoorReply>('POST', `${A.door}?lang=${lang}`, { code: c })
        assert.equal(res.body.statusCode, 200, res.body.comments)
        return res
      }

      // Two doors scan at once: one admission.
      const first = await Promise.all(Array.from({ length: 4 }, () => scan(code)))
      assert.equal(first.filter((r) => r.body.data.result === 'ADMITTED').length, 1)
      assert.equal(first.filter((r) => r.body.data.result === 'ALREADY_ADMITTED').length, 3)
      const admitted = first.find((r) => r.body.data.result === 'ADMITTED')!.body.data
      assert.equal(admitted.message, 'Work permit valid: admit')
      assert.equal(admitted.permit?.role, 'PRESS')
      assert.equal(admitted.permit?.photoUrl, photo)
      const audit = await t.db.query('SELECT 1 FROM audit_log WHERE action = $1 AND target = $2', [
        'work-permit.admit',
        `work-permit:${good.permitId}`
      ])
      assert.equal(audit.length, 1)
      // The next day (the door staff signed in again: a console session does not last a day) it admits again.
      t.setNow(new Date(NOON.getTime() + DAY))
      const nextDay = await loggedIn(t, DOOR)
      assert.equal((await nextDay.call<WorkPermitDoorReply>('POST', A.door, { code })).body.data.result, 'ADMITTED')
      assert.equal((await nextDay.call<WorkPermitDoorReply>('POST', A.door, { code })).body.data.result, 'ALREADY_ADMITTED')
      t.setNow(NOON)

      const rejected = await applied()
      await operator.call('POST', A.reject.replace(':id', rejected.permitId), { reason: '资料不全' })
      const refused = await scan(workPermitCode.make(rejected.permitId, secret), 'zh')
      assert.equal(refused.body.data.result, 'NOT_APPROVED')
      assert.equal(refused.body.data.message, '工作证未获批准，不得入场')
      const pending = await applied()
      assert.equal((await scan(workPermitCode.make(pending.permitId, secret))).body.data.result, 'NOT_APPROVED')

      const tampered = code.slice(0, -2) + (code.endsWith('AA') ? 'BB' : 'AA')
      for (const c of [tampered, 'WP.wp_nosuchpermit1.' + 'A'.repeat(22), 'hello']) {
        const res = await scan(c)
        assert.equal(res.body.data.result, 'UNKNOWN')
        assert.equal(res.body.data.permit, null)
      }
      // Reviewers who are not door staff do not scan.
      assert.equal((await operator.call('POST', A.door, { code })).body.errorCode, 'STAFF_FORBIDDEN')
      assert.equal((await door.call('GET', A.list)).body.errorCode, 'STAFF_FORBIDDEN')
    })
  })
}
