/** The console's copywriting and app-version calls (types/api/copywriting.ts, types/api/app-version.ts, under ADMIN_API). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import { ADMIN_COPYWRITING_PATHS as C, type AdminCopywritingEntry, type CopywritingInput } from '../../../types/api/copywriting'
import { ADMIN_APP_VERSION_PATHS as V, type AdminAppVersion, type AppVersionInput } from '../../../types/api/app-version'
import type { AppClient } from '../../../types/rules/version-rules'
import { adminGet, adminSend } from './admin-client'

export const copywritingEntries = () => adminGet<AdminCopywritingEntry[]>(`${ADMIN_API}${C.list}`)
export const setCopywriting = (key: string, body: CopywritingInput) =>
  adminSend<AdminCopywritingEntry>('PUT', `${ADMIN_API}${adminPath(C.one, { key })}`, body)
export const resetCopywriting = (key: string) => adminSend<AdminCopywritingEntry>('DELETE', `${ADMIN_API}${adminPath(C.reset, { key })}`)

export const appVersions = () => adminGet<AdminAppVersion[]>(`${ADMIN_API}${V.list}`)
export const publishAppVersion = (client: AppClient, body: AppVersionInput) =>
  adminSend<AdminAppVersion>('PUT', `${ADMIN_API}${adminPath(V.one, { client })}`, body)
