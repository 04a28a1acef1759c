/** Logging a test buyer in the way the app does: captcha (answer from /dev/captcha), SMS code read from the outbox, login_or_register. */
import assert from 'node:assert/strict'
import { NOON, type TestApp } from './helpers'
import { SessionService } from '../../src/account/session.service'
import { secretStore } from '../../src/account/secret-store'

export interface Login {
  accessToken: string
  refreshToken: string
  userId: string
  isNewUser: boolean
}

/** The captcha's answer from GET /dev/captcha/{id} (outside production): the image itself has no readable answer. */
export async function captchaAnswer(t: TestApp, captchaId: string): Promise<string> {
  const res = await t.get<{ answer: string }>(`/dev/captcha/${encodeURIComponent(captchaId)}`)
  assert.equal(res.body.statusCode, 200)
  return res.body.data.answer
}

export async function captcha(t: TestApp): Promise<{ captchaId: string; captchaCode: string }> {
  const res = await t.get<{ captchaId: string; image: string }>('/user/pub/v1/captcha')
  assert.equal(res.body.statusCode, 200)
  return { captchaId: res.body.data.captchaId, captchaCode: await captchaAnswer(t, res.body.data.captchaId) }
}

export async function latestCode(t: TestApp, recipient: string): Promise<string> {
  const res = await t.get<Array<{ body: string }>>(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`)
  const body = res.body.data[0]?.body ?? ''
  const code = /\b(\d{6})\b/.exec(body)?.[1]
  assert.ok(code, `a code was sent to ${recipient}`)
  return code
}

export async function sendCode(t: TestApp, cellphone: string, countryCode = '86') {
  return t.call<{ resendAfterSeconds: number }>('POST', '/user/pub/v1/sms_code', { cellphone, countryCode, ...(await captcha(t)) })
}

export async function phoneLogin(t: TestApp, cellphone: string): Promise<Login> {
  const sent = await sendCode(t, cellphone)
  assert.equal(sent.body.statusCode, 200, sent.body.comments)
  const verifyCode = await latestCode(t, `+86 ${cellphone}`)
  const res = await t.call<Login>('POST', '/user/pub/v1/login_or_register', { cellphone, countryCode: '86', verifyCode })
  assert.equal(res.body.statusCode, 200, res.body.comments)
  return res.body.data
}

export const auth = (login: Login) => ({ 'access-token': login.accessToken })

/**
 * Buyers of the demo merchant written directly, each with a session started at `at` (a phone login each
 * would take minutes for a crowd; the login flow has its own tests). Phones are `prefix` and then the
 * buyer's number from `first` + 1, padded to 8 digits. Their access-token headers, in the order of `ids`.
 */
export async function directBuyers(
  t: Pick<TestApp, 'db'>,
  ids: string[],
  prefix: string,
  first: number,
  at: Date = NOON
): Promise<Array<Record<string, string>>> {
  await t.db.query(
    "INSERT INTO users (id, merchant_id, country_code, cellphone) SELECT u, 'demo', '86', $3::text || lpad((n + $2)::text, 8, '0') FROM unnest($1::text[]) WITH ORDINALITY AS x(u, n)",
    [ids, first, prefix]
  )
  const sessions = new SessionService(t.db, secretStore(t.db))
  const out: Array<Record<string, string>> = []
  for (const id of ids) out.push({ 'access-token': (await sessions.start(id, 'demo', at, false)).accessToken })
  return out
}

/** A mainland ID with a correct check character, from its first 17 digits. */
export function idCard(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * weights[i], 0)
  return first17 + '10X98765432'[sum % 11]
}
