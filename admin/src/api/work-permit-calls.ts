/** The console's work-permit calls (types/api/work-permit.ts ADMIN_WORK_PERMIT_PATHS, under ADMIN_API). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import { ADMIN_WORK_PERMIT_PATHS as P, type AdminWorkPermit, type WorkPermitDoorReply } from '../../../types/api/work-permit'
import type { WorkPermitState } from '../../../types/rules/work-permit'
import { adminGet, adminSend } from './admin-client'

const path = (p: string, id?: string) => `${ADMIN_API}${id ? adminPath(p, { id }) : p}`

export const workPermits = (state: WorkPermitState | undefined) => adminGet<AdminWorkPermit[]>(path(P.list), state ? { state } : undefined)
export const approveWorkPermit = (id: string) => adminSend<AdminWorkPermit>('POST', path(P.approve, id))
export const rejectWorkPermit = (id: string, reason: string) => adminSend<AdminWorkPermit>('POST', path(P.reject, id), { reason })
export const checkWorkPermit = (code: string) => adminSend<WorkPermitDoorReply>('POST', path(P.door), { code })
