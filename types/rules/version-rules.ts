/**
 * App versions (product.md "Update check reply: updateType is FORCE or WEAK"): the merchant publishes, per
 * client, the latest version and the oldest one still supported. Below the oldest the app must update
 * (FORCE); below the latest it is told once (WEAK). Shared by the gateway's version/match, the console's
 * form and the app.
 */

/** Dotted numbers, one to four parts ("2", "3.1", "3.1.4", "3.1.4.20"). */
export const VERSION_PATTERN = '^\\d{1,6}(\\.\\d{1,6}){0,3}$'
const VERSION = new RegExp(VERSION_PATTERN)

export const APP_CLIENTS = ['WEAPP', 'ALIPAY', 'H5'] as const
export type AppClient = (typeof APP_CLIENTS)[number]

export type UpdateType = 'FORCE' | 'WEAK'

export function isVersion(text: string): boolean {
  return VERSION.test(text)
}

/** Negative when a is older than b, 0 when the same ("3.1" and "3.1.0" are), positive when newer. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

export interface PublishedVersions {
  latestVersion: string
  /** The oldest version still supported; older ones must update. */
  minVersion: string
}

/** FORCE below the oldest supported, WEAK below the latest, null when up to date (or newer: a build under test). */
export function updateTypeFor(current: string, published: PublishedVersions): UpdateType | null {
  if (compareVersions(current, published.minVersion) < 0) return 'FORCE'
  if (compareVersions(current, published.latestVersion) < 0) return 'WEAK'
  return null
}

/** Why a publication cannot be saved, or undefined: the oldest supported cannot be newer than the latest. */
export function publishedVersionsProblem(v: PublishedVersions): 'version' | 'order' | undefined {
  if (!isVersion(v.latestVersion) || !isVersion(v.minVersion)) return 'version'
  return compareVersions(v.minVersion, v.latestVersion) > 0 ? 'order' : undefined
}
