/**
 * SignedMemo (server/src/cache/signed-memo.ts): what was worked out from a signed text is kept per text
 * while the secret stays the same, only when the caller says it may be, and a new secret forgets it all.
 * The access tokens' and buying proofs' checks go through it, so a buyer's repeated calls cost no HMAC.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { SignedMemo } from '../../src/cache/signed-memo'
import { atTime, checkAccessToken, signAccessToken } from '../../src/account/token-codec'
import { RiskTokens } from '../../src/risk/risk-tokens'

test('kept per text under one secret; not kept when refused; a new secret forgets; the oldest goes first', () => {
  const memo = new SignedMemo<string>(2)
  let works = 0
  const work = (v: string) => () => (works++, v)
  assert.equal(memo.get('s1', 'a', work('A')), 'A')
  assert.equal(memo.get('s1', 'a', work('other')), 'A', 'kept')
  assert.equal(works, 1)
  memo.get('s1', 'bad', work('no'), (v) => v !== 'no')
  memo.get('s1', 'bad', work('no'), (v) => v !== 'no')
  assert.equal(works, 3, 'a refused value is worked out again')
  assert.equal(memo.get('s2', 'a', work('A2')), 'A2', 'another secret: worked out again')
  memo.get('s2', 'b', work('B'))
  memo.get('s2', 'c', work('C'))
  assert.equal(memo.size, 2)
  assert.equal(memo.get('s2', 'a', work('A3')), 'A3', 'the oldest was pushed out')
})

test('"a 2-hour access token": a token kept as checked is still expired at its exp, and a forged one never held', () => {
  const memo = new SignedMemo<ReturnType<typeof checkAccessToken>>(10)
  const exp = 1_000_000
  const token = signAccessToken({ sub: 'u1', sid: 's1', mid: 'm1', exp }, 'secret')
  const check = (t: string, secret = 'secret') =>
    memo.get(
      secret,
      t,
      () => checkAccessToken(t, secret),
      (c) => c.ok
    )
  assert.equal(atTime(check(token), exp * 1000 - 1).ok, true)
  assert.deepEqual(atTime(check(token), exp * 1000), { ok: false, reason: 'expired' })
  assert.deepEqual(atTime(check(`${token.slice(0, -3)}AAA`), 0), { ok: false, reason: 'signature' })
  assert.equal(memo.size, 1, 'only the good token is kept')
  assert.deepEqual(check(token, 'rotated'), { ok: false, reason: 'signature' }, 'a new secret checks again')
})

test('buying proofs: a held risk token holds again, a tampered or another buyer’s one is refused after it, expiry counts', async () => {
  const risk = new RiskTokens(async () => 'risk-secret')
  const now = 5_000_000
  const token = await risk.riskToken('u1', 'show1', now)
  assert.equal(await risk.riskTokenHolds(token, 'u1', 'show1', now), true)
  assert.equal(await risk.riskTokenHolds(token, 'u1', 'show1', now + 1), true)
  assert.equal(await risk.riskTokenHolds(token, 'u2', 'show1', now), false, "another buyer's")
  assert.equal(await risk.riskTokenHolds(token, 'u1', 'show2', now), false, "another show's")
  assert.equal(await risk.riskTokenHolds(`${token.slice(0, -3)}AAA`, 'u1', 'show1', now), false, 'tampered')
  assert.equal(await risk.riskTokenHolds(token, 'u1', 'show1', now + 31 * 60000), false, 'past its half hour')
  const pass = await risk.passId('m1', now)
  assert.equal(await risk.passIdHolds(pass, 'm1', now), true)
  assert.equal(await risk.passIdHolds(pass, 'm2', now), false)
})
