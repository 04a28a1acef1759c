/**
 * Membership calls (calls-errors-limits.md "Coupons and users": buyer/v3/profile, prime_privilege, current/level, query/display/setting,
 * query/pop/setting, be_about_to_expire_point, no_longer_remind_user_level_upgrade and
 * no_longer_remind_user_birthday "reply reads statusCode 200 and a boolean data"; paths in
 * types/api/member.ts). Thin: the rules are in member.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import { Int, Type } from '../http/schema'
import { MEMBER_API } from '../../../types/api/member'
import type { MemberService } from './member.service'

const PageQuery = Type.Object({ offset: Type.Optional(Int(0, 100_000)), length: Type.Optional(Int(1, 50)) })

/** The account's name and avatar, read by the account area (buyer/v3/profile shows them beside the membership). */
export type PersonOf = (userId: string) => Promise<{ nickName: string; avatar: string } | undefined>

export function registerMemberRoutes(server: FastifyInstance, members: MemberService, now: () => Date, personOf: PersonOf): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>()
  const tags = ['member']
  app.get(MEMBER_API.currentLevel, { schema: { tags } }, async (r) =>
    ok(await members.currentLevel(requireUser(r).userId, r.merchantId, r.locale, now()))
  )
  app.get(MEMBER_API.primePrivilege, { schema: { tags } }, async (r) =>
    ok(await members.primePrivilege(requireUser(r).userId, r.merchantId, r.locale, now()))
  )
  app.get(MEMBER_API.profile, { schema: { tags } }, async (r) => {
    const { userId } = requireUser(r)
    const person = (await personOf(userId)) ?? { nickName: '', avatar: '' }
    return ok(await members.profile(userId, r.merchantId, r.locale, now(), person))
  })
  app.get(MEMBER_API.levels, { schema: { tags } }, async (r) => ok(await members.levels(r.merchantId, r.locale)))
  app.get(MEMBER_API.rules, { schema: { tags } }, async (r) => ok(await members.rules(r.merchantId, r.locale)))
  app.get(MEMBER_API.popups, { schema: { tags } }, async (r) =>
    ok(await members.popups(requireUser(r).userId, r.merchantId, r.locale, now()))
  )
  app.put(MEMBER_API.noLongerRemindLevelUp, { schema: { tags } }, async (r) =>
    ok(await members.noLongerRemindLevelUp(requireUser(r).userId, r.merchantId, now()))
  )
  app.put(MEMBER_API.noLongerRemindBirthday, { schema: { tags } }, async (r) =>
    ok(await members.noLongerRemindBirthday(requireUser(r).userId, r.merchantId, now()))
  )
  app.get(MEMBER_API.aboutToExpire, { schema: { tags } }, async (r) =>
    ok(await members.aboutToExpire(requireUser(r).userId, r.merchantId, now()))
  )
  app.get(MEMBER_API.points, { schema: { tags, querystring: PageQuery } }, async (r) =>
    ok(await members.pointsPage(requireUser(r).userId, r.query.offset ?? 0, r.query.length ?? 20))
  )
  app.get(MEMBER_API.growth, { schema: { tags, querystring: PageQuery } }, async (r) =>
    ok(await members.growthPage(requireUser(r).userId, r.query.offset ?? 0, r.query.length ?? 20))
  )
}
