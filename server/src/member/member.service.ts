/**
 * Membership for buyers (issue #18 "Member levels with rights ..., growth value from paid orders,
 * level-up and birthday popups with 'no longer remind'"; "Points: earned from paid orders by the
 * merchant's rate, about-to-expire notice"). The rules are types/rules/member-rules.ts and
 * points-rules.ts; this service reads and writes the ledgers through MemberRepository.
 *
 * Earning runs in the payment's transaction once the order is PAID (lifecycle/order-paid.ts), reversal in
 * the refund approval's transaction (lifecycle/tickets-refunded.ts): both after the order row
 * is locked, so an order's ledger rows are written by one caller at a time, and both write last, after
 * every lock of the order's lock order (order → tickets → seats → tiers).
 */
import type { Db, Transaction } from '../db/db'
import { sweepDue } from '../db/due-sweep'
import { translatedText, type Locale } from '../http/texts'
import { growthEarned, pointsEarned } from '../../../types/rules/points-rules'
import { levelOf, levelUpRights, nextLevel, showBirthdayPopup, showLevelUpPopup, type MemberLevel } from '../../../types/rules/member-rules'
import { localDate, localMonth } from '../../../types/rules/merchant-time'
import type {
  AboutToExpireReply,
  GrowthPage,
  MemberLevelReply,
  MemberLevelsReply,
  PrimePrivilegeReply,
  BuyerProfileReply,
  MemberPopupReply,
  MemberRulesReply,
  PointsPage
} from '../../../types/api/member'
import { MemberRepository, type LevelRow, type PaidOrderFacts, type PaidTermRow } from './member.repository'
import { heldPosition } from '../../../types/rules/paid-member-rules'
import { presentEntry, presentLevel, presentRights } from './member.presenter'
import { unusedOfLots } from './member-ledger'
import { BASE_LEVEL_ID } from './member-words'

const DAY_MS = 86400000

/** The merchant's ladder; a merchant that set none has one base level, so every buyer has a level. */
export async function ladderOf(repo: MemberRepository, merchantId: string): Promise<{ rows: LevelRow[]; defaulted: boolean }> {
  const rows = await repo.levels(merchantId)
  if (rows.length) return { rows, defaulted: false }
  return {
    rows: [
      {
        level_id: BASE_LEVEL_ID,
        position: 0,
        name: '',
        name_texts: {},
        threshold: 0,
        discount_percent: null,
        item_discount_percent: null,
        rights: []
      }
    ],
    defaulted: true
  }
}

const asLevels = (rows: LevelRow[]): MemberLevel[] =>
  rows.map((r) => ({ levelId: r.level_id, primeLevelName: r.name, threshold: r.threshold }))

/**
 * The level a buyer holds now (paid-member-rules.ts heldPosition): the growth level, or a paid term's
 * level running now when it is higher; read, never written (a term that ended simply stops counting).
 * `paid` is the highest running paid term, whether or not it beats the growth level (the member centre
 * shows its end and the renew button). The one rule for the held level: the member centre, the popups and
 * order pricing (member-step.ts heldDiscountPercent, through heldOf on facts read at once) all read it here.
 */
export async function heldLevel(repo: MemberRepository, userId: string, merchantId: string, rows: LevelRow[], now: Date) {
  return heldOf(rows, await repo.growthValue(userId), await repo.activePaidTerms(userId, merchantId, now))
}

/**
 * heldLevel on facts already read: order pricing reads them in one round trip (MemberRepository.pricingFacts),
 * the console's members-per-level report for every buyer at once (MemberRepository.heldFactsOfBuyers).
 */
export function heldOf<T extends Pick<PaidTermRow, 'level_id'>>(rows: LevelRow[], growth: number, paidTerms: T[]) {
  const growthLevel = levelOf(Math.max(0, growth), asLevels(rows))
  const growthPosition = rows.findIndex((r) => r.level_id === growthLevel.levelId)
  const terms = paidTerms
    .map((t) => ({ ...t, position: rows.findIndex((r) => r.level_id === t.level_id) }))
    .filter((t) => t.position >= 0)
    .sort((a, b) => b.position - a.position)
  const held = heldPosition(
    growthPosition,
    terms.map((t) => t.position)
  )
  return { row: rows[held.position], paid: terms[0] as (typeof terms)[number] | undefined }
}

export type EarningFailedListener = (orderId: string, error: unknown) => void

export class MemberService {
  private readonly earningFailedListeners: EarningFailedListener[] = []

  constructor(
    private readonly db: Db,
    private readonly timeZoneOf: (merchantId: string) => Promise<string>
  ) {}

  /** Told when an earning failed and was left out of its payment's settlement (the gateway logs it for the merchant). */
  whenEarningFailed(fn: EarningFailedListener): void {
    this.earningFailedListeners.push(fn)
  }

  /** A paid order's points and growth at the merchant's rates, once per order (the ledgers' unique EARN per order). */
  async earnForOrder(tx: Transaction, orderId: string, now: Date): Promise<void> {
    const repo = new MemberRepository(tx)
    const order = await repo.paidOrder(orderId)
    if (!order || order.state !== 'PAID') return
    await this.earnApart(repo, order, orderId, order.paid_fen, undefined, now)
  }

  /** A dearer rebook's paid difference ("the difference paid"): earns as an order payment does, once per payment. */
  async earnForRebookPayment(tx: Transaction, orderId: string, paymentId: string, amountFen: number, now: Date): Promise<void> {
    const repo = new MemberRepository(tx)
    const order = await repo.paidOrder(orderId)
    if (!order) return
    await this.earnApart(repo, order, orderId, amountFen, paymentId, now)
  }

  /**
   * Runs in the payment's settling transaction, under a savepoint: whatever goes wrong with the ledgers
   * is undone alone and told to the listeners; the payment settles regardless (a buyer's money is never
   * refused for the sake of their points).
   */
  private async earnApart(
    repo: MemberRepository,
    order: PaidOrderFacts,
    orderId: string,
    fen: number,
    paymentId: string | undefined,
    now: Date
  ): Promise<void> {
    const failed = await repo.apart(async () => {
      const s = await repo.settings(order.merchant_id)
      const points = pointsEarned(fen, { points: s.points_rate, perYuan: s.points_per_yuan })
      const growth = growthEarned(fen, { points: s.growth_rate, perYuan: s.growth_per_yuan })
      await repo.earnPoints(order, orderId, points, new Date(now.getTime() + s.points_valid_days * DAY_MS), now, paymentId)
      await repo.earnGrowth(order, orderId, growth, now, paymentId)
    })
    if (failed) for (const fn of this.earningFailedListeners) fn(orderId, failed)
  }

  /**
   * After money of the order went back (tickets refunded, or a cheaper rebook's refund SUCCEEDED): the
   * order's earnings (its payment's and every paid rebook difference's) taken back in the share of its
   * ticket money returned (refunded tickets at their prices, plus rebook refunds) of its ticket money paid
   * (MemberRepository.moneyBack), all once everything is,
   * less what earlier reversals already took back, so a second call for the same money writes nothing.
   * Points of earnings already past their expiry are not taken back (the expiry took them). Points may go
   * below zero when the buyer already spent them: the debt is paid by the next earnings, the merchant's
   * liability never overstated. Callers hold the order row's lock.
   */
  async reverseForOrder(tx: Transaction, orderId: string, now: Date): Promise<void> {
    const repo = new MemberRepository(tx)
    const order = await repo.paidOrder(orderId)
    if (!order) return
    const earned = await repo.orderEarnings(orderId)
    if (!earned.points && !earned.growth) return
    const { returnedFen, paidFen } = await repo.moneyBack(orderId)
    // Whole numbers: BigInt keeps the product exact past 2^53 (a large earning times a large amount).
    const share = (amount: number) =>
      paidFen <= 0 || returnedFen >= paidFen ? amount : Number((BigInt(amount) * BigInt(returnedFen)) / BigInt(paidFen))
    // Points past their expiry are the expiry's (whole, FIFO), not the refund's: taking them back too would
    // take them twice. The expiry sweep share-locks the order, so the two never interleave on one earning.
    // With a rebook difference's earning too, the order's points count as live while its latest earning is.
    const pointsLive = earned.pointsExpireAt !== undefined && new Date(earned.pointsExpireAt).getTime() > now.getTime()
    await repo.reverse(
      order,
      orderId,
      pointsLive ? share(earned.points) - earned.pointsReversed : 0,
      share(earned.growth) - earned.growthReversed,
      now
    )
  }

  async currentLevel(userId: string, merchantId: string, locale: Locale, now: Date): Promise<MemberLevelReply> {
    const repo = new MemberRepository(this.db)
    const { rows, defaulted } = await ladderOf(repo, merchantId)
    const growth = Math.max(0, await repo.growthValue(userId))
    const levels = asLevels(rows)
    const byId = (id: string) => rows.find((r) => r.level_id === id) as LevelRow
    const held = await heldLevel(repo, userId, merchantId, rows, now)
    const next = nextLevel(growth, levels)
    return {
      level: presentLevel(held.row, locale, defaulted),
      growthValue: growth,
      ...(next ? { nextLevel: { level: presentLevel(byId(next.level.levelId), locale, defaulted), growthNeeded: next.growthNeeded } } : {}),
      points: await repo.pointsBalance(userId),
      ...(held.paid
        ? {
            paid: {
              levelId: held.paid.level_id,
              primeLevelName: presentLevel(byId(held.paid.level_id), locale, defaulted).primeLevelName,
              endsAt: held.paid.ends_at.getTime()
            }
          }
        : {})
    }
  }

  /** getPrimePrivilege: the held level of currentLevel, so the rights pages and the member center never disagree. */
  async primePrivilege(userId: string, merchantId: string, locale: Locale, now: Date): Promise<PrimePrivilegeReply> {
    const { level } = await this.currentLevel(userId, merchantId, locale, now)
    return {
      levelId: level.levelId,
      primeLevelName: level.primeLevelName,
      ...(level.discountLabel ? { discountLabel: level.discountLabel } : {}),
      ...(level.itemDiscountLabel ? { itemDiscountLabel: level.itemDiscountLabel } : {}),
      primeRights: level.primeRights
    }
  }

  /** buyer/v3/profile: the account's own name and avatar (`person`) with the numbers of currentLevel. */
  async profile(
    userId: string,
    merchantId: string,
    locale: Locale,
    now: Date,
    person: { nickName: string; avatar: string }
  ): Promise<BuyerProfileReply> {
    const current = await this.currentLevel(userId, merchantId, locale, now)
    return {
      nickName: person.nickName,
      avatar: person.avatar,
      levelId: current.level.levelId,
      primeLevelName: current.level.primeLevelName,
      growthValue: current.growthValue,
      points: current.points,
      ...(current.paid ? { paidEndsAt: current.paid.endsAt } : {})
    }
  }

  async levels(merchantId: string, locale: Locale): Promise<MemberLevelsReply> {
    const { rows, defaulted } = await ladderOf(new MemberRepository(this.db), merchantId)
    return { levels: rows.map((r) => presentLevel(r, locale, defaulted)) }
  }

  async popups(userId: string, merchantId: string, locale: Locale, now: Date): Promise<MemberPopupReply> {
    const repo = new MemberRepository(this.db)
    const { rows, defaulted } = await ladderOf(repo, merchantId)
    const levels = asLevels(rows)
    const level = { levelId: (await heldLevel(repo, userId, merchantId, rows, now)).row.level_id }
    const seen = await repo.popups(userId)
    const levelNoRemind = seen.acknowledged_level_id === level.levelId
    const zone = await this.timeZoneOf(merchantId)
    const birthdayNoRemind = seen.birthday_closed_month === localMonth(now, zone)
    const gifts = (await repo.settings(merchantId)).birthday_gifts
    const row = rows.find((r) => r.level_id === level.levelId) as LevelRow
    return {
      levelUp: {
        show: showLevelUpPopup(
          { levelId: level.levelId, acknowledgedLevelId: seen.acknowledged_level_id ?? undefined, noLongerRemind: levelNoRemind },
          levels
        ),
        primeLevelName: presentLevel(row, locale, defaulted).primeLevelName,
        primeRights: levelUpRights(presentRights(row.rights, locale)),
        noLongerRemind: levelNoRemind
      },
      birthday: {
        show: showBirthdayPopup({
          birthday: await repo.birthday(userId),
          today: localDate(now, zone),
          noLongerRemind: birthdayNoRemind,
          giftCount: gifts.length
        }),
        gifts: gifts.map((g) => ({ icon: g.icon, giftDesc: translatedText(g.giftDesc, g.giftDescTexts, locale) })),
        noLongerRemind: birthdayNoRemind
      }
    }
  }

  /** "no longer remind" on the level-up popup: remembered for the level the buyer is at now. */
  async noLongerRemindLevelUp(userId: string, merchantId: string, now: Date): Promise<boolean> {
    const repo = new MemberRepository(this.db)
    const { rows } = await ladderOf(repo, merchantId)
    const level = { levelId: (await heldLevel(repo, userId, merchantId, rows, now)).row.level_id }
    await repo.acknowledgeLevel(userId, level.levelId, now)
    return true
  }

  /** "no longer remind" on the birthday popup: for the rest of this month in the merchant's calendar. */
  async noLongerRemindBirthday(userId: string, merchantId: string, now: Date): Promise<boolean> {
    await new MemberRepository(this.db).closeBirthday(userId, localMonth(now, await this.timeZoneOf(merchantId)), now)
    return true
  }

  async aboutToExpire(userId: string, merchantId: string, now: Date): Promise<AboutToExpireReply> {
    const repo = new MemberRepository(this.db)
    const s = await repo.settings(merchantId)
    const { points, earliest } = unusedOfLots(
      await repo.lotsExpiringBy(userId, new Date(now.getTime() + s.expiry_notice_days * DAY_MS)),
      await repo.consumed(userId)
    )
    return points > 0 && earliest ? { point: points, expireTime: new Date(earliest).getTime() } : { point: 0 }
  }

  async pointsPage(userId: string, offset: number, length: number): Promise<PointsPage> {
    const repo = new MemberRepository(this.db)
    const { rows, total } = await repo.pointsLedger(userId, offset, length)
    return { balance: await repo.pointsBalance(userId), entries: rows.map(presentEntry), total }
  }

  async growthPage(userId: string, offset: number, length: number): Promise<GrowthPage> {
    const repo = new MemberRepository(this.db)
    const { rows, total } = await repo.growthLedger(userId, offset, length)
    return { growthValue: Math.max(0, await repo.growthValue(userId)), entries: rows.map(presentEntry), total }
  }

  async rules(merchantId: string, locale: Locale): Promise<MemberRulesReply> {
    const s = await new MemberRepository(this.db).settings(merchantId)
    return {
      pointsRate: { points: s.points_rate, perYuan: s.points_per_yuan },
      growthRate: { points: s.growth_rate, perYuan: s.growth_per_yuan },
      pointsValidDays: s.points_valid_days,
      expiryNoticeDays: s.expiry_notice_days,
      agreement: translatedText(s.agreement, s.agreement_texts, locale)
    }
  }

  /**
   * The sweeper's use case: every earning past its expiry loses what is still unused of it, one EXPIRE row
   * per buyer and run, worked out again under the buyer's lock so two sweepers expire it once, and under
   * its orders' share locks so a refund's reversal of the same earning is not also expired.
   */
  async expireDue(now: Date, batch = 200, budgetMs = 10 * 60_000): Promise<number> {
    // Batches in buyer-id order until none is left: the sweep runs hourly, so stopping at one batch left
    // expired points spendable for hours. Bounded by time, not count; a run cut short resumes next hour.
    // Through the one due-sweep: one process at a time, each buyer in a bounded write, a buyer held past
    // the wait bound left for the next run. Answers the points expired, not the buyers.
    const started = Date.now()
    let after = ''
    let expired = 0
    await sweepDue(this.db, {
      lock: 'points-expiry',
      due: async () => {
        if (Date.now() - started > budgetMs) return []
        const due = await new MemberRepository(this.db).usersWithDueExpiry(now, after, batch)
        after = due.at(-1)?.user_id ?? after
        return due
      },
      end: async (tx, { user_id: userId, merchant_id: merchantId }) => {
        const repo = new MemberRepository(tx)
        await repo.lockOrdersOfExpiredLots(userId, now)
        await repo.lockMember(userId, now)
        const { points } = unusedOfLots(await repo.lotsExpiringBy(userId, now), await repo.consumed(userId))
        if (points > 0) await repo.expire(merchantId, userId, points, now)
        return points
      },
      ended: (points) => {
        expired += points
      },
      drainBatch: batch
    })
    return expired
  }
}
