/**
 * Where a freed or added place goes, used by the buyer's cancel and the merchant's rejection and capacity
 * change alike, so the waiting line moves the same way whoever frees the place: to the first in line
 * (confirmed at once on a FREE show, pending the merchant's decision on an APPROVAL one), else back to
 * the show.
 */
import type { BoundedTx } from '../db/bounded-write'
import type { OpenShowMode } from '../../../types/api/open-show'
import { OpenShowRepository } from './open-show.repository'

const promotedState = (mode: OpenShowMode) => (mode === 'FREE' ? 'CONFIRMED' : 'PENDING')

/** A place a registration held is free: the first waiting takes it over, or `taken` goes down by one. */
export async function giveFreedPlace(tx: BoundedTx, show: { id: string; mode: OpenShowMode }, now: Date): Promise<void> {
  const repo = new OpenShowRepository(tx)
  if (!(await repo.promoteFirstWaiting(tx, show.id, promotedState(show.mode), now))) await repo.givePlaceBack(tx, show.id)
}

/** After the capacity grew: the line moves up into the new places, one conditional take each. */
export async function fillFreePlaces(tx: BoundedTx, show: { id: string; mode: OpenShowMode }, now: Date): Promise<number> {
  const repo = new OpenShowRepository(tx)
  let moved = 0
  while (await repo.takePlaceAnyTime(tx, show.id)) {
    if (!(await repo.promoteFirstWaiting(tx, show.id, promotedState(show.mode), now))) {
      await repo.givePlaceBack(tx, show.id)
      break
    }
    moved++
  }
  return moved
}
