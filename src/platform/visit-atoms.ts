/**
 * What is known about this visit from its launch: where it runs and the params carried into every
 * route (channelId, forbidShare). Set once by app-boot.ts.
 */
import { atom } from 'jotai'
import type { Platform } from './platform'

export const platformAtom = atom<Platform>('H5')

/** channelId and forbidShare, carried into every route (product.md section 2). */
export const carriedParamsAtom = atom<{ channelId?: string; forbidShare?: string }>({})

/** The src the visit was launched with (an app web view passes iOS or android). */
export const launchSrcAtom = atom<string | undefined>(undefined)

/** The distributor the visit is credited to (product.md §4: from the launch or a scanned code, kept 7 days). */
export const distributorIdAtom = atom<string | undefined>(undefined)
