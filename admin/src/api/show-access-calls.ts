/** The console's default policies and a show's access settings (types/api/show-calls.ts ADMIN_SHOW_CALL_PATHS, under ADMIN_API). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import {
  ADMIN_SHOW_CALL_PATHS as P,
  type AdminPolicy,
  type AdminShowAccess,
  type PolicyInput,
  type ShowAccessInput
} from '../../../types/api/show-calls'
import { adminGet, adminSend } from './admin-client'

export const defaultPolicies = () => adminGet<AdminPolicy[]>(`${ADMIN_API}${P.defaultPolicies}`)
export const saveDefaultPolicies = (body: PolicyInput[]) => adminSend<AdminPolicy[]>('PUT', `${ADMIN_API}${P.defaultPolicies}`, body)
export const showAccess = (showId: string) => adminGet<AdminShowAccess>(`${ADMIN_API}${adminPath(P.showAccess, { showId })}`)
export const saveShowAccess = (showId: string, body: ShowAccessInput) =>
  adminSend<AdminShowAccess>('PUT', `${ADMIN_API}${adminPath(P.showAccess, { showId })}`, body)
