/**
 * Promotions (issue #18 "Promotions: list and detail, channel and outer discounts, ticket packages / combo
 * activities (cross-show sessions at a fixed amount) with their four pages and the combo price call").
 *
 * - Browse: the show's active promotions (its packages, and its channel discount for the buyer's launch
 *   channel), a promotion's detail (a package's slots with their shows, sessions and tiers on sale), the
 *   channel discount on a show. The channel discount itself is applied by create_order (promotion-step.ts).
 * - The combo price call quotes a selection (promotion-rules.ts quotePackage): fixed amount × sets, what the
 *   tiers cost alone, the saving, and each pick's share.
 * - A package purchase (buy) writes, in ONE transaction, a package_orders row and one ordinary order per
 *   chosen session, each priced at its share (recorded as the order's promotion discount, so a refund of a
 *   ticket returns what it cost), holding the stock as an unpaid order does. Orders stay one session each:
 *   refund, tickets, the console and the sweeper work on the children unchanged.
 * - One payment of purpose PACKAGE (subject the package order) pays every child at once through the order
 *   paid path (PaymentService.orderPaid), exactly once: the UNPAID → PAID write of the package is the guard.
 *   Money that arrives for a package no longer unpaid goes back whole (REFUND_PENDING, the refund job).
 * - Closing: a child closing (cancelled, or expired by the one sweeper) closes its package and gives its
 *   sets back (order/promotion-order.repository.ts releaseForOrder); cancelling one child cancels them all.
 *
 * Lock order (every path): the buyer's per-show advisory locks → the promotion row (its quota) → order rows
 * by id → the package row → tier rows by id. Creation takes the promotion row and writes new rows only;
 * payment locks the children, then the package, then the tiers; a close holds its order, then the package
 * and the promotion. No path waits the other way round.
 */
import { createHash } from 'node:crypto'
import type { Db, Queryable } from '../db/db'
import { boundedWrite, type BoundedTx } from '../db/bounded-write'
import { inventoryOn } from '../inventory/inventory'
import { isStockShort } from '../inventory/stock.repository'
import { writeOrdersIn } from '../order/order-writer'
import type { OrderStores } from '../order/order.service'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import { randomId } from '../account/token-codec'
import type { NewOrder, OrderRepository } from '../order/order.repository'
import type { PaymentRepository, PaymentRow } from '../payment/payment.repository'
import type { PayableSubject, PaymentService, PaymentSubjects } from '../payment/payment.service'
import { DEFAULT_RESERVE_MINUTES } from '../order/order.service'
import {
  channelDiscountProblem,
  PACKAGE_SLOTS_MAX,
  PACKAGE_SLOTS_MIN,
  quotePackage,
  type PackageQuote
} from '../../../types/rules/promotion-rules'
import type {
  AdminPromotion,
  ChannelPromotionReply,
  ComboOrderReply,
  ComboOrderRequest,
  ComboPriceReply,
  ComboSelection,
  PromotionDetail,
  PromotionInput,
  PromotionView
} from '../../../types/api/promotion'
import { PromotionRepository, type PackageOrderRow, type PromotionRow, type ScopeRow, type SlotTierRow } from './promotion.repository'
import { presentAdminPromotion, presentPromotion, presentSlots } from './promotion.presenter'
import type { AuditRepository } from '../staff/audit.repository'
import { paymentReason } from '../../../types/rules/payment-reasons'

const isActive = (p: PromotionRow, now: Date) =>
  p.state === 'ACTIVE' && p.start_at.getTime() <= now.getTime() && p.end_at.getTime() > now.getTime()
const NAME_MAX = 40
const CHANNEL_CODE = /^[A-Za-z0-9_-]{1,60}$/

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505'
}

/** A selection checked against what the slots offer now, and its quote. */
interface CheckedSelection {
  promotion: PromotionRow
  picks: Array<{ slot: number; row: SlotTierRow }>
  quote: PackageQuote
}

/** The other areas' repositories a package purchase and its payment write through (stores.ts promotionStores). */
export interface PromotionStores {
  orders: OrderRepository
  /** What the one order-creation use case writes a package's child orders through (order-writer.ts). */
  newOrders: OrderStores
  payments: PaymentRepository
  audit: AuditRepository
}

export class PromotionService {
  constructor(
    private readonly db: Db,
    private readonly stores: (q: Queryable) => PromotionStores,
    private readonly reserveMinutesOf: (merchantId: string) => Promise<number | undefined> = async () => undefined
  ) {}

  private repo(q: Queryable = this.db): PromotionRepository {
    return new PromotionRepository(q)
  }

  /** The merchant's promotion, ACTIVE or not; another merchant's reads as not found. */
  private async own(merchantId: string, promotionId: string): Promise<PromotionRow> {
    const p = await this.repo().byId(promotionId)
    if (!p || p.merchant_id !== merchantId) throw new AppError('PROMOTION_NOT_FOUND')
    return p
  }

  /** promotions list: the show's active promotions (packages, and the channel's own discount). */
  async list(
    merchantId: string,
    q: { showId?: string; promotionCategory?: 'CHANNEL' | 'PACKAGE'; promotionId?: string },
    channel: string | null,
    locale: Locale,
    now: Date
  ): Promise<PromotionView[]> {
    if (q.promotionId) {
      const p = await this.repo().byId(q.promotionId)
      return p && p.merchant_id === merchantId && isActive(p, now) && (p.kind === 'PACKAGE' || p.channel_code === channel)
        ? [presentPromotion(p, locale)]
        : []
    }
    if (!q.showId) throw new AppError('INVALID_PARAMETER', { detail: 'showId' })
    const rows = await this.repo().activeForShow(merchantId, q.showId, channel, now)
    return rows.filter((p) => !q.promotionCategory || p.kind === q.promotionCategory).map((p) => presentPromotion(p, locale))
  }

  /** promotion detail: a package's slots with what each offers now (grantorMerchantId, when sent, must be the merchant). */
  async detail(
    merchantId: string,
    promotionId: string,
    grantorMerchantId: string | undefined,
    locale: Locale,
    now: Date
  ): Promise<PromotionDetail> {
    if (grantorMerchantId && grantorMerchantId !== merchantId) throw new AppError('PROMOTION_NOT_FOUND')
    const p = await this.own(merchantId, promotionId)
    const rows = p.kind === 'PACKAGE' ? await this.repo().slotTiers(p.id, now) : []
    return { ...presentPromotion(p, locale), slots: presentSlots(p.kind === 'PACKAGE' ? (p.slot_count ?? 0) : 0, rows, locale) }
  }

  /** channel_promotion: the launch channel's discount on the show now (null without a channel or a discount). */
  async channel(merchantId: string, showId: string, channel: string | null, locale: Locale, now: Date): Promise<ChannelPromotionReply> {
    if (!channel) return { promotion: null }
    const found = (await this.repo().activeForShow(merchantId, showId, channel, now)).filter(
      (p) => p.kind === 'CHANNEL' && (p.quota === null || p.used < p.quota)
    )
    return { promotion: found.length ? presentPromotion(found[0], locale) : null }
  }

  /** The selection's picks against the slots' offer now: one pick per slot, each a tier the slot offers with stock for the sets. */
  private async check(merchantId: string, sel: ComboSelection, now: Date): Promise<CheckedSelection> {
    const promotion = await this.own(merchantId, sel.promotionId)
    if (promotion.kind !== 'PACKAGE' || promotion.fixed_fen === null || promotion.slot_count === null)
      throw new AppError('PROMOTION_NOT_FOUND')
    if (!isActive(promotion, now)) throw new AppError('PROMOTION_ENDED')
    const offered = await this.repo().slotTiers(promotion.id, now)
    const picks = sel.items.map((item) => {
      const row = offered.find((r) => r.slot === item.slot && r.session_id === item.bizShowSessionId && r.tier_id === item.seatPlanId)
      if (!row) throw new AppError('PROMOTION_SELECTION_INVALID')
      return { slot: item.slot, row }
    })
    const quote = quotePackage(
      promotion.fixed_fen,
      promotion.slot_count,
      picks.map((p) => ({ slot: p.slot, priceFen: p.row.price_fen })),
      sel.sets
    )
    if ('problem' in quote)
      throw new AppError(quote.problem === 'SETS' ? 'INVALID_PARAMETER' : 'PROMOTION_SELECTION_INVALID', { detail: 'sets' })
    // Two slots may name the same tier: its stock must cover both.
    const need = new Map<string, number>()
    for (const p of picks) need.set(p.row.tier_id, (need.get(p.row.tier_id) ?? 0) + sel.sets)
    if (picks.some((p) => p.row.available < (need.get(p.row.tier_id) ?? 0))) throw new AppError('SOLD_OUT')
    // Each child order holds `sets` tickets of its show: the quote refuses what the order would refuse.
    const capped = picks.find((p) => sel.sets > p.row.limit_per_order)
    if (capped)
      throw new AppError('PURCHASE_LIMIT', {
        perOrder: capped.row.limit_per_order,
        perAccount: capped.row.limit_per_account || capped.row.limit_per_order
      })
    return { promotion, picks, quote }
  }

  /** The combo price call: fixed amount × sets, the tiers' prices, the saving, each pick's share. */
  async price(merchantId: string, sel: ComboSelection, now: Date): Promise<ComboPriceReply> {
    const { picks, quote } = await this.check(merchantId, sel, now)
    return {
      promotionId: sel.promotionId,
      sets: quote.sets,
      fixedTotal: quote.fixedTotalFen,
      originalAmount: quote.originalFen,
      payAmount: quote.payFen,
      saving: quote.savingFen,
      items: picks.map((p, i) => ({
        slot: p.slot,
        bizShowSessionId: p.row.session_id,
        seatPlanId: p.row.tier_id,
        price: p.row.price_fen,
        share: quote.shares[i]
      }))
    }
  }

  /**
   * The reply of a package purchase. The transaction the app pays with is the first child's: any child's
   * transaction pays the whole package (payable), and the order calls the cashier sheet makes with it
   * (reserve_time: the package's deadline is every child's) work unchanged.
   */
  private async reply(k: PackageOrderRow): Promise<ComboOrderReply> {
    const children = await this.repo().childTransactions(k.id)
    return {
      packageOrderId: k.id,
      orderIds: children.map((c) => c.id),
      unPaidTransactionIds: k.state === 'UNPAID' && children.length ? [children[0].transaction_id] : [],
      payAmount: k.amount_fen
    }
  }

  private async replay(k: PackageOrderRow, hash: string): Promise<ComboOrderReply> {
    if (k.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT')
    return this.reply(k)
  }

  /**
   * The package purchase: the selection checked and priced by the gateway (the app's amount must match,
   * never trusted), then one transaction writing the package and its child orders and holding their stock.
   */
  async buy(merchantId: string, userId: string, body: ComboOrderRequest, now: Date): Promise<ComboOrderReply> {
    const hash = createHash('sha256')
      .update(
        JSON.stringify({
          p: body.promotionId,
          s: body.sets,
          i: [...body.items].sort((a, b) => a.slot - b.slot).map((i) => [i.slot, i.bizShowSessionId, i.seatPlanId]),
          pay: body.paymentParam.payAmount
        })
      )
      .digest('hex')
    const earlier = await this.repo().packageByKey(userId, body.idempotencyKey)
    if (earlier) return this.replay(earlier, hash)
    const { promotion, picks, quote } = await this.check(merchantId, body, now)
    if (body.paymentParam.payAmount !== quote.payFen) throw new AppError('PRICE_CHANGED')
    const tiers = await this.stores(this.db).orders.tiers(picks.map((p) => p.row.tier_id))
    const tierOf = (id: string) => tiers.find((t) => t.id === id)
    if (picks.some((p) => !tierOf(p.row.tier_id))) throw new AppError('PROMOTION_SELECTION_INVALID')
    const reserveMinutes = (await this.reserveMinutesOf(merchantId)) ?? DEFAULT_RESERVE_MINUTES
    const deadline = new Date(now.getTime() + reserveMinutes * 60000)
    const packageId = randomId('pko_')
    const children = picks.map((p, i): { order: NewOrder; tierId: string; priceFen: number; share: number } => {
      const lineFen = p.row.price_fen * quote.sets
      return {
        tierId: p.row.tier_id,
        priceFen: p.row.price_fen,
        share: quote.shares[i],
        order: {
          id: randomId('ord_'),
          transactionId: randomId('txn_'),
          merchantId,
          userId,
          showId: p.row.show_id,
          sessionId: p.row.session_id,
          ticketFen: lineFen,
          deliveryFen: 0,
          deliveryMethod: 'E_TICKET',
          deliveryAddress: null,
          totalFen: quote.shares[i],
          ticketCount: quote.sets,
          reserveDeadline: deadline,
          idempotencyKey: `${body.idempotencyKey}#${p.slot}`,
          requestHash: hash,
          remarks: '',
          now,
          paid: false,
          promotion: {
            promotionId: promotion.id,
            fen: lineFen - quote.shares[i],
            lineFen: new Map([[p.row.tier_id, lineFen - quote.shares[i]]]),
            units: 0,
            packageOrderId: packageId
          }
        }
      }
    })
    try {
      await boundedWrite(this.db, async (tx) => {
        const stores = this.stores(tx)
        const orders = stores.orders
        const promos = this.repo(tx)
        const onOrders = stores.newOrders.promotions
        // One buyer's purchases of a show are serialised, as create_order's are (the account limit counted without a race).
        await orders.lockBuyerShows(children.map((c) => ({ userId, showId: c.order.showId })))
        if (await promos.packageByKey(userId, body.idempotencyKey)) throw new AppError('IDEMPOTENCY_CONFLICT')
        // The sets, atomically: a crowd past the last set takes nothing.
        if (!(await onOrders.take(promotion.id, quote.sets, now))) throw new AppError('PROMOTION_SOLD_OUT')
        // Under the promotion row's lock: the buyer's own sets are counted without a race.
        if (promotion.per_buyer_limit !== null && (await promos.setsOf(promotion.id, userId)) + quote.sets > promotion.per_buyer_limit) {
          throw new AppError('PROMOTION_BUYER_LIMIT', { limit: promotion.per_buyer_limit })
        }
        await promos.insertPackage({
          id: packageId,
          promotion_id: promotion.id,
          merchant_id: merchantId,
          user_id: userId,
          sets: quote.sets,
          amount_fen: quote.payFen,
          original_fen: quote.originalFen,
          transaction_id: randomId('txn_'),
          reserve_deadline: deadline,
          idempotency_key: body.idempotencyKey,
          request_hash: hash,
          createdAt: now
        })
        // The children as orders (the per-account limit counted over them all, their stock held at the commit).
        const written = await writeOrdersIn(
          tx,
          stores.newOrders,
          children.map((c) => ({
            order: c.order,
            lines: [{ tierId: c.tierId, qty: quote.sets, unitFen: c.priceFen, seats: [] }],
            attendees: [],
            limitPerOrder: tierOf(c.tierId)?.limit_per_order ?? 0,
            limitPerAccount: tierOf(c.tierId)?.limit_per_account ?? 0
          }))
        )
        for (const w of written) {
          if (w instanceof AppError) throw w
          // A child's key already used: the package was written by a racing first attempt (answered below).
          if (!w.tookStock) throw new AppError('IDEMPOTENCY_CONFLICT')
        }
      })
    } catch (error) {
      if (isStockShort(error)) throw new AppError('SOLD_OUT')
      if (isUniqueViolation(error) || (error instanceof AppError && error.code === 'IDEMPOTENCY_CONFLICT')) {
        // Two first attempts with one key: the one that wrote answers both.
        const again = await this.repo().packageByKey(userId, body.idempotencyKey)
        if (again) return this.replay(again, hash)
      }
      throw error
    }
    const made = await this.repo().packageById(packageId)
    if (!made) throw new Error(`package ${packageId} was not written`)
    return this.reply(made)
  }

  /** The payment side of a package (registered with PaymentService.payFor('PACKAGE', ...)). */
  subjects(payments: Pick<PaymentService, 'orderPaid'>): PaymentSubjects {
    return {
      payable: (transactionId, userId, now) => this.payable(transactionId, userId, now),
      paid: (tx, payment, now) => this.paid(tx, payments, payment, now)
    }
  }

  /** The package a transaction id pays (its own, or any child's: a child is never paid alone). */
  private async payable(transactionId: string, userId: string, now: Date): Promise<PayableSubject | undefined> {
    const k = await this.repo().packageByTransaction(transactionId)
    if (!k) return undefined
    if (k.user_id !== userId) throw new AppError('ORDER_NOT_FOUND')
    if (k.state !== 'UNPAID' || k.reserve_deadline.getTime() <= now.getTime()) throw new AppError('PROMOTION_PACKAGE_NOT_PAYABLE')
    const [first] = await this.stores(this.db).newOrders.promotions.childrenOf(k.id)
    if (!first) throw new AppError('PROMOTION_PACKAGE_NOT_PAYABLE')
    return { subjectId: k.id, orderId: first, merchantId: k.merchant_id, amountFen: k.amount_fen, deadline: k.reserve_deadline }
  }

  /** The package's money arrived (the payment row locked, SUCCEEDED): every child paid once, or the money queued back. */
  private async paid(
    tx: BoundedTx,
    payments: Pick<PaymentService, 'orderPaid'>,
    payment: PaymentRow,
    now: Date
  ): Promise<{ outcome: 'PAID' | 'REFUND_PENDING'; reason: string }> {
    const promos = this.repo(tx)
    const k = payment.subject_id ? await promos.packageById(payment.subject_id) : undefined
    // The children's rows first (a close holds its order row, then the package), then the package row.
    const children = k ? await promos.lockChildren(k.id) : []
    if (!k || !(await promos.markPackagePaid(k.id, now))) {
      await this.stores(tx).payments.setState(payment.id, 'REFUND_PENDING', undefined, now)
      return { outcome: 'REFUND_PENDING', reason: paymentReason.packageNotUnpaid() }
    }
    await inventoryOn(tx).stock.lockTiersOfPackage(k.id)
    for (const c of children) {
      // Each child as an order's own payment makes it PAID (tickets issued, listeners told), with its share.
      if (!(await payments.orderPaid(tx, c.id, c.total_fen, payment.product, now)))
        throw new Error(`package ${k.id}: child order ${c.id} was not unpaid`)
    }
    return { outcome: 'PAID', reason: '' }
  }

  // The console (issue #18 "Merchant console" Promotions page).

  async adminList(merchantId: string, locale: Locale): Promise<AdminPromotion[]> {
    const rows = await this.repo().ofMerchant(merchantId)
    const scopes = await this.repo().scopesOf(rows.map((r) => r.id))
    return rows.map((r) =>
      presentAdminPromotion(
        r,
        scopes.filter((s) => s.promotion_id === r.id),
        locale
      )
    )
  }

  private async adminOne(merchantId: string, id: string, locale: Locale): Promise<AdminPromotion> {
    const p = await this.own(merchantId, id)
    return presentAdminPromotion(p, await this.repo().scopesOf([id]), locale)
  }

  async create(merchantId: string, staffId: string, input: PromotionInput, locale: Locale, now: Date): Promise<AdminPromotion> {
    const invalid = (detail: string) => new AppError('PROMOTION_INVALID', { detail })
    const name: Record<string, string> = Object.fromEntries(
      Object.entries(input.name)
        .map(([k, v]): [string, string] => [k, String(v).trim()])
        .filter(([, v]) => v)
    )
    if (!name['zh-CN'] || Object.values(name).some((v) => v.length > NAME_MAX)) throw invalid('name')
    if (!(input.endTime > input.startTime)) throw invalid('startTime/endTime')
    if (input.quota != null && (!Number.isSafeInteger(input.quota) || input.quota < 1)) throw invalid('quota')
    if (input.perBuyerLimit != null && (!Number.isSafeInteger(input.perBuyerLimit) || input.perBuyerLimit < 1 || input.perBuyerLimit > 100))
      throw invalid('perBuyerLimit')
    const scopes: ScopeRow[] = input.scopes.map((s) => ({
      slot: s.slot,
      show_id: s.showId,
      session_id: s.sessionId ?? null,
      tier_id: s.seatPlanId ?? null
    }))
    if (!scopes.length) throw invalid('scopes')
    let slotCount: number | null = null
    if (input.kind === 'CHANNEL') {
      if (!input.channelCode || !CHANNEL_CODE.test(input.channelCode)) throw invalid('channelCode')
      if (
        !input.discountKind ||
        input.discountValue === undefined ||
        channelDiscountProblem({ kind: input.discountKind, value: input.discountValue })
      )
        throw invalid('discount')
      if (scopes.some((s) => s.slot !== 0)) throw invalid('scopes')
    } else {
      if (!input.fixedAmount || !Number.isSafeInteger(input.fixedAmount) || input.fixedAmount < 1) throw invalid('fixedAmount')
      slotCount = Math.max(...scopes.map((s) => s.slot)) + 1
      const used = new Set(scopes.map((s) => s.slot))
      if (
        slotCount < PACKAGE_SLOTS_MIN ||
        slotCount > PACKAGE_SLOTS_MAX ||
        used.size !== slotCount ||
        scopes.some((s) => !Number.isInteger(s.slot) || s.slot < 0)
      )
        throw invalid('slots')
    }
    if (!(await this.repo().scopesOfMerchant(merchantId, scopes))) throw invalid('scopes')
    const id = randomId('prm_')
    const row = {
      id,
      merchantId,
      kind: input.kind,
      name,
      description: input.description ?? {},
      channelCode: input.kind === 'CHANNEL' ? (input.channelCode ?? null) : null,
      discountKind: input.kind === 'CHANNEL' ? (input.discountKind ?? null) : null,
      discountValue: input.kind === 'CHANNEL' ? (input.discountValue ?? null) : null,
      fixedFen: input.kind === 'PACKAGE' ? (input.fixedAmount ?? null) : null,
      slotCount,
      quota: input.quota ?? null,
      perBuyerLimit: input.perBuyerLimit ?? null,
      startAt: new Date(input.startTime),
      endAt: new Date(input.endTime),
      now,
      scopes
    }
    await this.db.transaction(async (tx) => {
      await this.repo(tx).insert(row)
      await this.stores(tx).audit.write(
        {
          merchantId,
          staffId,
          action: 'promotion.create',
          target: id,
          before: null,
          after: { ...row, startAt: input.startTime, endAt: input.endTime, now: undefined }
        },
        now
      )
    })
    return this.adminOne(merchantId, id, locale)
  }

  async stop(merchantId: string, staffId: string, id: string, locale: Locale, now: Date): Promise<AdminPromotion> {
    await this.own(merchantId, id)
    await this.db.transaction(async (tx) => {
      await this.repo(tx).stop(id, merchantId)
      await this.stores(tx).audit.write(
        { merchantId, staffId, action: 'promotion.stop', target: id, before: null, after: { state: 'STOPPED' } },
        now
      )
    })
    return this.adminOne(merchantId, id, locale)
  }
}
