/** The update check (types/api/app-version.ts APP_VERSION_PATHS). */
import { api } from './request/app-request'
import { APP_VERSION_PATHS, type VersionMatch } from '../../types/api/app-version'
import type { AppClient } from '../../types/rules/version-rules'

/** Quiet: an update check that fails leaves the buyer in the app they have. */
export function versionMatch(clientCode: AppClient, versionNo: string) {
  return api().request<VersionMatch>({
    path: APP_VERSION_PATHS.match,
    data: { productCode: 'stagedoor', clientCode, versionNo },
    handleErrors: false
  })
}
