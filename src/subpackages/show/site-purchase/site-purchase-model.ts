/**
 * site_purchase's choices, without rendering: which session and tier start chosen, how many tickets may
 * be chosen, and the quick quantities offered. Tested in tests/site-purchase-model.test.ts.
 */
import type { OnSiteOffer, OnSiteSession, OnSiteTier } from '../../../../types/api/venue-purchase'

/** The session chosen first: the first one on sale at the venue now, else the first one of today. */
export function firstSession(offer: OnSiteOffer): OnSiteSession | undefined {
  return offer.sessions.find((s) => s.window === 'OPEN') ?? offer.sessions[0]
}

/** The tier chosen first in a session: the first with tickets left, else the first. */
export function firstTier(session: OnSiteSession | undefined): OnSiteTier | undefined {
  return session?.tiers.find((t) => t.available > 0) ?? session?.tiers[0]
}

/** At most this many tickets: the show's limit per order and what is left (at least 1 to show). */
export function maxQuantity(offer: OnSiteOffer, tier: OnSiteTier | undefined): number {
  return Math.max(1, Math.min(offer.limitPerOrder > 0 ? offer.limitPerOrder : 6, tier?.available ?? 1))
}

/** The quick quantities offered as chips: 1 to 4, those the limit allows. */
export function quickQuantities(max: number): number[] {
  return [1, 2, 3, 4].filter((n) => n <= max)
}

/** Whether the choice can be bought now. */
export function canBuy(session: OnSiteSession | undefined, tier: OnSiteTier | undefined, qty: number): boolean {
  return !!session && session.window === 'OPEN' && !!tier && tier.available >= qty && qty >= 1
}
