/**
 * Issue #12, finding 13: refresh-token theft is caught at any depth. Every refresh token a login has
 * rotated away is remembered; presenting any of them ends the whole login (its "family").
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { auth, type Login } from '../helpers/account-helpers'

for (const engine of ENGINES) {
  describe(`refresh-token families on ${engine}`, () => {
    let t: TestApp
    let logins = 0
    // The sandbox mini-program exchange: a login without captcha or SMS in the way.
    const login = async () => {
      const res = await t.call<Login>('POST', '/user/pub/v1/mini/login', { code: `sandbox-family-${++logins}`, platform: 'WEAPP' })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }
    const refresh = (refreshToken: string) => t.call<Login>('POST', '/user/pub/v1/refresh_token', { refreshToken })

    before(async () => {
      t = await seededApp(engine)
    })
    after(async () => t.close())

    test('"Any reuse of a rotated token revokes the whole family": R0→R1→R2, replaying R0 ends the login, R2 and its access token are refused', async () => {
      const r0 = await login()
      const r1 = (await refresh(r0.refreshToken)).body.data
      const r2res = await refresh(r1.refreshToken)
      assert.equal(r2res.body.statusCode, 200)
      const r2 = r2res.body.data
      assert.equal((await t.get('/user/buyer/v1/user_info', auth(r2))).body.statusCode, 200)
      // R0 is two rotations old: whoever presents it is not the holder of R2, so the login ends.
      const replay = await refresh(r0.refreshToken)
      assert.equal(replay.body.statusCode, 15012002, 'the replayed token: login expired')
      const afterReplay = await refresh(r2.refreshToken)
      assert.equal(afterReplay.body.statusCode, 15012008, 'the newest refresh token: token exception')
      assert.equal(afterReplay.body.errorCode, 'TOKEN_EXCEPTION')
      const me = await t.get('/user/buyer/v1/user_info', auth(r2))
      assert.equal(me.body.statusCode, 15012008, 'the access token of that login: token exception')
      assert.equal((await t.get('/user/buyer/v1/user_info', auth(r0))).body.statusCode, 15012008, 'and the first access token too')
    })

    test('theft caught at any depth: replaying the token of each rotation of a 5-deep chain ends that login', async () => {
      for (let depth = 0; depth < 5; depth++) {
        const chain = [await login()]
        for (let i = 0; i < 5; i++) chain.push((await refresh(chain[i].refreshToken)).body.data)
        assert.equal((await refresh(chain[depth].refreshToken)).body.statusCode, 15012002, `replay of R${depth}`)
        assert.equal((await refresh(chain[5].refreshToken)).body.statusCode, 15012008, `R5 after the replay of R${depth}`)
      }
    })

    test('another login of the same buyer is not touched by the replay', async () => {
      const code = 'sandbox-family-shared'
      const a = (await t.call<Login>('POST', '/user/pub/v1/mini/login', { code, platform: 'WEAPP' })).body.data
      const b = (await t.call<Login>('POST', '/user/pub/v1/mini/login', { code, platform: 'WEAPP' })).body.data
      assert.equal(a.userId, b.userId)
      const a1 = (await refresh(a.refreshToken)).body.data
      await refresh(a1.refreshToken)
      await refresh(a.refreshToken)
      assert.equal((await refresh(b.refreshToken)).body.statusCode, 200)
    })

    test('concurrent double refresh of one token: exactly one winner, the others are refused', async () => {
      const first = await login()
      const replies = await Promise.all(Array.from({ length: 8 }, () => refresh(first.refreshToken)))
      const winners = replies.filter((r) => r.body.statusCode === 200)
      assert.equal(winners.length, 1, replies.map((r) => r.body.statusCode).join(','))
      assert.ok(replies.every((r) => r.body.statusCode === 200 || r.body.statusCode === 15012002))
      const stored = await t.db.query<{ n: string }>(
        'SELECT count(*) AS n FROM rotated_refresh_tokens r JOIN user_sessions s ON s.id = r.session_id WHERE s.user_id = $1',
        [first.userId]
      )
      assert.equal(Number(stored[0].n), 1, 'one rotation recorded')
    })

    test('rotated tokens are kept only as hashes', async () => {
      const r0 = await login()
      await refresh(r0.refreshToken)
      const rows = await t.db.query<{ refresh_hash: string }>('SELECT refresh_hash FROM rotated_refresh_tokens')
      assert.ok(rows.length > 0 && rows.every((r) => /^[0-9a-f]{64}$/.test(r.refresh_hash) && r.refresh_hash !== r0.refreshToken))
    })
  })
}
