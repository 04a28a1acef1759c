/**
 * Where tracking steps come from. No carrier API is reachable from this installation, so the built-in
 * provider reads the steps the merchant entered by hand in the console (shipment_steps). A carrier's API
 * (or an aggregator such as Kuaidi100) plugs in here: given the carrier and number it answers the steps,
 * and the buyer's tracking call and the console read through the same interface.
 */
import type { Queryable } from '../db/db'
import type { ExpressStep } from '../../../types/api/express'
import { ExpressRepository } from './express.repository'

export interface TrackingQuery {
  orderId: string
  carrier: string
  expressNo: string
}

export interface TrackingProvider {
  /** Newest first. */
  steps(query: TrackingQuery): Promise<ExpressStep[]>
}

/** Steps entered by hand in the console. */
export class ManualTrackingProvider implements TrackingProvider {
  constructor(private readonly db: Queryable) {}

  async steps(query: TrackingQuery): Promise<ExpressStep[]> {
    const rows = await new ExpressRepository(this.db).steps(query.orderId)
    return rows.map((r) => ({ at: r.at.toISOString(), text: r.text }))
  }
}
