/**
 * The console's membership (issue #18 "Merchant console: levels and rights, growth and points rates ...
 * reports of ... points liability"): the level ladder checked by member-rules.ts (thresholds whole, the
 * first 0, strictly rising) and discount-percent.ts (1-99), the rates, and the liability report read
 * from the points ledger itself. Every change is audited in its own transaction.
 */
import type { Db, Queryable } from '../db/db'
import { AppError, type ErrorCode } from '../http/app-error'
import { randomId } from '../account/token-codec'
import type { AuditWrite } from '../staff/audit.repository'
import { memberLevelsProblem, type MemberLevelsProblem } from '../../../types/rules/member-rules'
import { isDiscountPercent } from '../../../types/rules/discount-percent'
import type {
  AdminMemberLevelsInput,
  AdminMemberRatesInput,
  AdminMemberReport,
  AdminBirthdayGift,
  AdminMembership,
  AdminPrimeRight
} from '../../../types/api/member'
import { keptTranslations } from '../http/texts'
import { MemberRepository, type LevelRow, type SettingsRow } from './member.repository'
import { heldOf, ladderOf } from './member.service'

/** member_levels.name's CHECK (048_membership.sql). */
const LEVEL_NAME_MAX = 40

export type AuditOn = (q: Queryable) => { write(entry: AuditWrite, now: Date): Promise<void> }

const PROBLEMS: Record<MemberLevelsProblem, ErrorCode> = {
  empty: 'MEMBER_LEVELS_EMPTY',
  no_base: 'MEMBER_LEVELS_NO_BASE',
  threshold: 'MEMBER_LEVELS_THRESHOLD',
  order: 'MEMBER_LEVELS_ORDER'
}

const ratesOf = (s: SettingsRow): AdminMemberRatesInput => ({
  pointsRate: { points: s.points_rate, perYuan: s.points_per_yuan },
  growthRate: { points: s.growth_rate, perYuan: s.growth_per_yuan },
  pointsValidDays: s.points_valid_days,
  expiryNoticeDays: s.expiry_notice_days,
  agreement: s.agreement,
  agreementTexts: s.agreement_texts,
  birthdayGifts: s.birthday_gifts,
  pointsPay: { enabled: s.points_pay_enabled, rate: s.points_pay_rate, limitProportion: s.points_limit_percent }
})

const levelsOf = (rows: LevelRow[]): AdminMembership['levels'] =>
  rows.map((r) => ({
    levelId: r.level_id,
    primeLevelName: r.name,
    primeLevelNameTexts: r.name_texts,
    threshold: r.threshold,
    ...(r.discount_percent !== null ? { discountPercent: r.discount_percent } : {}),
    ...(r.item_discount_percent !== null ? { itemDiscountPercent: r.item_discount_percent } : {}),
    primeRights: r.rights
  }))

/** A right as kept: its translations trimmed, the blank ones (and a texts object left empty) dropped. */
function keptRight({ primeRightTypeNameTexts, badgeDescTexts, ...right }: AdminPrimeRight): AdminPrimeRight {
  const name = keptTranslations(primeRightTypeNameTexts)
  const badge = keptTranslations(badgeDescTexts)
  return {
    ...right,
    ...(Object.keys(name).length ? { primeRightTypeNameTexts: name } : {}),
    ...(Object.keys(badge).length ? { badgeDescTexts: badge } : {})
  }
}

function keptGift({ giftDescTexts, ...gift }: AdminBirthdayGift): AdminBirthdayGift {
  const texts = keptTranslations(giftDescTexts)
  return { ...gift, ...(Object.keys(texts).length ? { giftDescTexts: texts } : {}) }
}

export class MemberAdminService {
  constructor(
    private readonly db: Db,
    private readonly auditOn: AuditOn
  ) {}

  async membership(merchantId: string): Promise<AdminMembership> {
    const repo = new MemberRepository(this.db)
    return { levels: levelsOf(await repo.levels(merchantId)), ...ratesOf(await repo.settings(merchantId)) }
  }

  async saveLevels(merchantId: string, staffId: string, input: AdminMemberLevelsInput, now: Date): Promise<AdminMembership> {
    const problem = memberLevelsProblem(
      input.levels.map((l, i) => ({ levelId: String(i), primeLevelName: l.primeLevelName, threshold: l.threshold }))
    )
    if (problem) throw new AppError(PROBLEMS[problem])
    if (
      input.levels.some(
        (l) =>
          (l.discountPercent !== undefined && !isDiscountPercent(l.discountPercent)) ||
          (l.itemDiscountPercent !== undefined && !isDiscountPercent(l.itemDiscountPercent))
      )
    )
      throw new AppError('MEMBER_DISCOUNT_INVALID')
    const names = input.levels.map((l) => l.primeLevelName.trim())
    // The table holds 1-40 characters; a name of spaces passes the schema and is '' once trimmed.
    if (names.some((n) => n.length < 1 || [...n].length > LEVEL_NAME_MAX)) throw new AppError('MEMBER_LEVEL_NAME_INVALID')
    if (new Set(names).size !== names.length) throw new AppError('MEMBER_LEVEL_NAME_TAKEN')
    const rows = input.levels.map((l, i) => ({
      // A level keeps its id across edits, so a buyer's acknowledged level-up stays meaningful.
      level_id: l.levelId ?? randomId('lvl_'),
      name: names[i],
      name_texts: keptTranslations(l.primeLevelNameTexts),
      threshold: l.threshold,
      discount_percent: l.discountPercent ?? null,
      item_discount_percent: l.itemDiscountPercent ?? null,
      rights: l.primeRights.map(keptRight)
    }))
    if (new Set(rows.map((r) => r.level_id)).size !== rows.length) throw new AppError('INVALID_PARAMETER', { detail: 'levelId' })
    await this.db.transaction(async (tx) => {
      const repo = new MemberRepository(tx)
      // Two saves at once would both delete and then both insert into the unique positions: one at a time.
      await repo.lockSettings(merchantId, now)
      const before = levelsOf(await repo.levels(merchantId))
      await repo.replaceLevels(merchantId, rows)
      await this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'membership.levels',
          target: `merchant:${merchantId}`,
          before,
          after: levelsOf(await repo.levels(merchantId))
        },
        now
      )
    })
    return this.membership(merchantId)
  }

  async saveRates(merchantId: string, staffId: string, input: AdminMemberRatesInput, now: Date): Promise<AdminMembership> {
    await this.db.transaction(async (tx) => {
      const repo = new MemberRepository(tx)
      await repo.lockSettings(merchantId, now)
      const stored = await repo.settings(merchantId)
      const before = ratesOf(stored)
      // Paying with points (055) is kept as it was when a console without its fields saves the rates.
      const pay = input.pointsPay ?? before.pointsPay
      await repo.saveSettings(
        merchantId,
        {
          points_rate: input.pointsRate.points,
          points_per_yuan: input.pointsRate.perYuan,
          growth_rate: input.growthRate.points,
          growth_per_yuan: input.growthRate.perYuan,
          points_valid_days: input.pointsValidDays,
          expiry_notice_days: input.expiryNoticeDays,
          agreement: input.agreement,
          agreement_texts: keptTranslations(input.agreementTexts),
          birthday_gifts: input.birthdayGifts.map(keptGift),
          points_pay_enabled: pay?.enabled ?? stored.points_pay_enabled,
          points_pay_rate: pay?.rate ?? stored.points_pay_rate,
          points_limit_percent: pay?.limitProportion ?? stored.points_limit_percent
        },
        now
      )
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'membership.rates', target: `merchant:${merchantId}`, before, after: input },
        now
      )
    })
    return this.membership(merchantId)
  }

  /** Points issued, spent, expired, reversed and outstanding (their signed sum: the ledger's), and members per held level. */
  async report(merchantId: string, now: Date): Promise<AdminMemberReport> {
    const repo = new MemberRepository(this.db)
    const totals = await repo.pointsTotals(merchantId)
    const { rows } = await ladderOf(repo, merchantId)
    const members = new Map(rows.map((r) => [r.level_id, 0]))
    // Each buyer at the level they hold (the member centre's): growth, or a running paid term when higher.
    for (const g of await repo.heldFactsOfBuyers(merchantId, now)) {
      const held = heldOf(
        rows,
        g.growth,
        g.paidLevels.map((levelId) => ({ level_id: levelId }))
      )
      members.set(held.row.level_id, (members.get(held.row.level_id) ?? 0) + g.buyers)
    }
    return {
      pointsIssued: totals.EARN,
      // Net of spent points that came back (an unpaid order or card order closed, tickets or a card refunded; RETURN rows).
      pointsSpent: -(totals.SPEND + totals.RETURN),
      pointsExpired: -totals.EXPIRE,
      pointsReversed: -totals.REVERSE,
      pointsOutstanding: totals.EARN + totals.SPEND + totals.EXPIRE + totals.REVERSE + totals.RETURN,
      membersPerLevel: rows.map((r) => ({ levelId: r.level_id, primeLevelName: r.name, members: members.get(r.level_id) ?? 0 }))
    }
  }
}
