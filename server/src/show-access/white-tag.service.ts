/**
 * The white tag check (calls-errors-limits.md "GET white tag check"): whether a buyer may buy a show the
 * merchant restricted to listed buyers (product.md Show "whiteTags"). The show page reads it; check_right
 * (risk/risk.routes.ts) refuses a buyer not on the list with WHITE_TAG_REQUIRED, so order creation, which
 * needs the risk token check_right issues, cannot be reached around it.
 */
import type { Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { WhiteTagCheck } from '../../../types/api/show-calls'
import { ShowAccessRepository } from './show-access.repository'

export class WhiteTagService {
  private readonly repo: ShowAccessRepository

  constructor(db: Queryable) {
    this.repo = new ShowAccessRepository(db)
  }

  /** An open show answers restricted false, allowed true, for anyone. */
  async check(merchantId: string, showId: string, userId: string): Promise<WhiteTagCheck> {
    if (!(await this.repo.showOf(merchantId, showId))) throw new AppError('SHOW_NOT_FOUND')
    return this.repo.check(showId, userId)
  }

  /** WHITE_TAG_REQUIRED unless the buyer may buy the show (the caller has checked it is the merchant's). */
  async requireAllowed(showId: string, userId: string): Promise<void> {
    const { allowed } = await this.repo.check(showId, userId)
    if (!allowed) throw new AppError('WHITE_TAG_REQUIRED')
  }
}
