/**
 * getPrimePrivilege and the buyer's profile (calls-errors-limits.md "Coupons and users": "GET prime_privilege;
 * cart count", "GET buyer/v3/profile; current/level; ..."): served from current/level's held level, so the
 * member-right page, the member center and the rights agree — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, type TestApp } from '../helpers/helpers'
import { OWNER, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { saveLevels } from '../helpers/member-helpers'
import { auth, phoneLogin } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { MEMBER_API, type BuyerProfileReply, type MemberLevelReply, type PrimePrivilegeReply } from '../../../types/api/member'

const RIGHT = {
  icon: 'https://cdn.example/icon.svg',
  primeRightTypeName: '优先购票',
  badgeDesc: '专享',
  isDisplayToUser: true,
  isHighlight: true
}
const HIDDEN = { icon: 'https://cdn.example/h.svg', primeRightTypeName: '内部', isDisplayToUser: false, isHighlight: true }
const LEVELS = [
  { primeLevelName: '普通会员', threshold: 0, primeRights: [] },
  { primeLevelName: '银卡', threshold: 200, discountPercent: 95, primeRights: [HIDDEN, RIGHT] }
]

for (const engine of ENGINES) {
  describe(`prime privilege and profile on ${engine}`, () => {
    let t: TestApp
    let owner: ConsoleClient
    before(async () => {
      ;({
        t,
        staff: [owner]
      } = await staffedApp(engine, OWNER))
      await saveLevels(owner, LEVELS)
    })
    after(async () => t.close())

    test('a base-level buyer holds no rights; at 200 growth the 银卡 rights shown to buyers, the same as current/level', async () => {
      const b = await phoneLogin(t, '13200009101')
      let held = await t.get<PrimePrivilegeReply>(MEMBER_API.primePrivilege, auth(b))
      assert.equal(held.body.statusCode, 200, held.body.comments)
      assert.deepEqual([held.body.data.primeLevelName, held.body.data.primeRights], ['普通会员', []])

      await paying(t, b, `privilege-${engine}`).paidOrder(await freshTier(t, 20000), 1)
      held = await t.get<PrimePrivilegeReply>(MEMBER_API.primePrivilege, auth(b))
      const level = (await t.get<MemberLevelReply>(MEMBER_API.currentLevel, auth(b))).body.data.level
      assert.deepEqual(
        [held.body.data.levelId, held.body.data.primeLevelName, held.body.data.discountLabel],
        [level.levelId, '银卡', '会员9.5折']
      )
      // "isDisplayToUser": the hidden right is not the buyer's to see.
      assert.deepEqual(
        held.body.data.primeRights.map((r) => r.primeRightTypeName),
        ['优先购票']
      )
      assert.deepEqual(held.body.data.primeRights, level.primeRights)
    })

    test('buyer/v3/profile: the account nickname and avatar beside the level, growth and points of current/level', async () => {
      const b = await phoneLogin(t, '13200009102')
      const renamed = await t.call('PUT', '/user/buyer/v1/user_info', { nickName: '小林' }, auth(b))
      assert.equal(renamed.body.statusCode, 200, renamed.body.comments)
      const profile = await t.get<BuyerProfileReply>(MEMBER_API.profile, auth(b))
      assert.equal(profile.body.statusCode, 200, profile.body.comments)
      const current = (await t.get<MemberLevelReply>(MEMBER_API.currentLevel, auth(b))).body.data
      assert.deepEqual(
        [profile.body.data.nickName, profile.body.data.primeLevelName, profile.body.data.growthValue, profile.body.data.points],
        ['小林', current.level.primeLevelName, current.growthValue, current.points]
      )
      assert.equal(profile.body.data.paidEndsAt, undefined)
    })

    test('both need a logged-in buyer: without a token the envelope says so, never a 500', async () => {
      for (const path of [MEMBER_API.primePrivilege, MEMBER_API.profile]) {
        const res = await t.get(path)
        assert.notEqual(res.status, 500)
        assert.notEqual(res.body.statusCode, 200)
        assert.ok(res.body.comments, `${path} answers a message`)
      }
    })
  })
}
