/**
 * App versions (calls-errors-limits.md "GET version/match | productCode, clientCode, merchantId,
 * versionNo; reply updateType"; product.md "Update check reply: updateType is FORCE or WEAK"). The
 * merchant publishes, per client, the latest version and the oldest still supported (types/rules/version-rules.ts).
 */
import type { AppClient, UpdateType } from '../rules/version-rules'

export type { AppClient, UpdateType }

export const APP_VERSION_PATHS = {
  /** GET ?productCode&clientCode&versionNo → VersionMatch (public; never kept: the app asks once a launch). */
  match: '/home/pub/v1/version/match'
} as const

export interface VersionMatch {
  /** FORCE: this version is no longer supported; WEAK: a newer one exists; null: up to date or none published. */
  updateType: UpdateType | null
  latestVersion: string | null
  /** What the latest version brings, as the merchant wrote it ('' for none). */
  notes: string
}

/** The console's calls (under /admin-api/v1), storefront area: owner and operator. */
export const ADMIN_APP_VERSION_PATHS = {
  /** GET → AdminAppVersion[]: one per client the merchant published. */
  list: '/app_versions',
  /** PUT AppVersionInput → AdminAppVersion. */
  one: '/app_versions/:client'
} as const

export const APP_VERSION_NOTES_MAX = 500

export interface AppVersionInput {
  latestVersion: string
  minVersion: string
  notes: string
}

export interface AdminAppVersion extends AppVersionInput {
  client: AppClient
  updatedAt: number
}
