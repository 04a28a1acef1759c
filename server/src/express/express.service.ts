/**
 * Shipping paper tickets: the merchant ships a paid EXPRESS order by entering the
 * carrier and the tracking number (state 7 → 6), corrects them, and adds tracking steps by hand; the buyer
 * reads the tracking of an order of theirs. Each console write is one transaction with its audit row,
 * under the order's row lock.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import type { AuditRepository } from '../staff/audit.repository'
import { checkExpressNo, EXPRESS_STEP_TEXT_MAX } from '../../../types/rules/express-carriers'
import type { ConsoleShipment, ExpressTrackingReply, ShipmentRequest, ShipmentStepRequest } from '../../../types/api/express'
import type { OrderRow } from '../order/order.repository'
import { ExpressRepository } from './express.repository'
import type { TrackingProvider } from './tracking-provider'
import { presentConsoleShipment, presentTracking } from './express.presenter'
import { carrierName } from '../order/shipment-fields'

/** A step may be stamped a little ahead of the gateway's clock (the merchant's own clock drifts). */
const STEP_CLOCK_SKEW_MS = 5 * 60_000

export interface Staff {
  merchantId: string
  staffId: string
}

/** Paid paper tickets not all refunded: a fully refunded order has nothing left to post. */
const shippable = (o: OrderRow) => o.state === 'PAID' && o.delivery_method === 'EXPRESS' && !o.refunded_at

export class ExpressService {
  constructor(
    private readonly db: Db,
    private readonly provider: TrackingProvider,
    /** The console's audit log on a ship's own transaction. */
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {}

  private async steps(o: OrderRow) {
    return o.shipped_at && o.express_carrier && o.express_no
      ? this.provider.steps({ orderId: o.id, carrier: o.express_carrier, expressNo: o.express_no })
      : []
  }

  /** The buyer's tracking of an order of theirs (another buyer's order is not found); e-ticket orders have none. */
  async tracking(orderId: string, userId: string, locale: Locale): Promise<ExpressTrackingReply> {
    const o = await new ExpressRepository(this.db).order(orderId)
    if (!o || o.user_id !== userId) throw new AppError('ORDER_NOT_FOUND')
    if (o.delivery_method !== 'EXPRESS') throw new AppError('EXPRESS_NOT_PAPER')
    return presentTracking(o, await this.steps(o), locale)
  }

  async shipment(merchantId: string, orderId: string, locale: Locale): Promise<ConsoleShipment> {
    const o = await new ExpressRepository(this.db).merchantOrder(merchantId, orderId)
    if (!o) throw new AppError('ORDER_NOT_FOUND')
    return presentConsoleShipment(o, await this.steps(o), shippable(o), locale)
  }

  /** Ships the order, or corrects the carrier and number of a shipped one (audited with before and after). */
  async ship(who: Staff, orderId: string, body: ShipmentRequest, locale: Locale, now: Date): Promise<ConsoleShipment> {
    const checked = checkExpressNo(body.carrier, body.expressNo)
    if (!checked.ok && checked.problem === 'CARRIER_UNKNOWN') throw new AppError('EXPRESS_CARRIER_UNKNOWN')
    if (!checked.ok)
      throw new AppError('EXPRESS_NO_INVALID', { carrier: carrierName(body.carrier, locale), example: checked.carrier?.example ?? '' })
    await this.db.transaction(async (tx) => {
      const repo = new ExpressRepository(tx)
      const before = await repo.lockOrder(who.merchantId, orderId)
      if (!before) throw new AppError('ORDER_NOT_FOUND')
      if (!shippable(before)) throw new AppError('EXPRESS_NOT_SHIPPABLE')
      const after = await repo.ship(orderId, checked.carrier.code, checked.expressNo, now)
      if (!after) throw new AppError('EXPRESS_NOT_SHIPPABLE')
      if (before.express_carrier === after.express_carrier && before.express_no === after.express_no) return
      await this.auditOn(tx).write(
        {
          merchantId: who.merchantId,
          staffId: who.staffId,
          action: before.shipped_at ? 'sales.order.shipment.correct' : 'sales.order.ship',
          target: `order:${orderId}`,
          before: before.shipped_at ? { carrier: before.express_carrier, expressNo: before.express_no } : { state: 'DELIVERING_EXPRESS' },
          after: { state: 'DELIVERING', carrier: after.express_carrier, expressNo: after.express_no }
        },
        now
      )
    })
    return this.shipment(who.merchantId, orderId, locale)
  }

  /** A tracking step entered by hand: a time not in the future and 1–200 characters, on a shipped order. */
  async addStep(who: Staff, orderId: string, body: ShipmentStepRequest, locale: Locale, now: Date): Promise<ConsoleShipment> {
    const text = body.text.trim()
    const at = new Date(body.at)
    if (
      !text ||
      [...text].length > EXPRESS_STEP_TEXT_MAX ||
      Number.isNaN(at.getTime()) ||
      at.getTime() > now.getTime() + STEP_CLOCK_SKEW_MS
    ) {
      throw new AppError('EXPRESS_STEP_INVALID', { max: EXPRESS_STEP_TEXT_MAX })
    }
    await this.db.transaction(async (tx) => {
      const repo = new ExpressRepository(tx)
      const o = await repo.lockOrder(who.merchantId, orderId)
      if (!o) throw new AppError('ORDER_NOT_FOUND')
      if (o.delivery_method !== 'EXPRESS') throw new AppError('EXPRESS_NOT_SHIPPABLE')
      if (!o.shipped_at) throw new AppError('EXPRESS_NOT_SHIPPED')
      await repo.addStep(orderId, at, text, who.staffId, now)
      await this.auditOn(tx).write(
        {
          merchantId: who.merchantId,
          staffId: who.staffId,
          action: 'sales.order.shipment.step',
          target: `order:${orderId}`,
          before: null,
          after: { at: at.toISOString(), text }
        },
        now
      )
    })
    return this.shipment(who.merchantId, orderId, locale)
  }
}
