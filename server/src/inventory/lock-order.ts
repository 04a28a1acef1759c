/**
 * The one order stock rows are locked in: seats by place (session, row, seat) first, then tier rows by id
 * (order creation sends its tier statements with the COMMIT, last). Every writer under inventory/ sorts
 * its ids with these before it locks or writes, so two transactions over the same rows wait for each
 * other instead of deadlocking. The SQL side sorts with the "C" collation, byte order, which for the
 * gateway's ASCII ids is the order `byId` gives in the code.
 */

/** Code-unit order, the order of `ORDER BY id COLLATE "C"`. */
export const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** Distinct ids, sorted into the lock order. */
export const sortedIds = (ids: Iterable<string>): string[] => [...new Set(ids)].sort(byId)

/**
 * The clause that locks the tier rows a SELECT finds in the lock order. FOR NO KEY UPDATE is the lock
 * the stock UPDATE itself takes: it does not wait for the key-share locks that foreign-key checks of
 * rows naming a tier (order lines, tickets) take; FOR UPDATE did, and two refund approvals whose ticket
 * updates had each key-share locked the tier then deadlocked upgrading to it.
 */
export const LOCK_TIERS_IN_ORDER = 'ORDER BY t.id COLLATE "C" FOR NO KEY UPDATE OF t'
