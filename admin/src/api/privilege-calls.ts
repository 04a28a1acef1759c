/** The console's privilege calls (types/api/privilege.ts ADMIN_PRIVILEGE_PATHS, under ADMIN_API). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import {
  ADMIN_PRIVILEGE_PATHS,
  type AdminPrivilege,
  type AdminPrivilegeBatch,
  type AdminPrivilegeInput
} from '../../../types/api/privilege'
import { adminGet, adminSend, adminUrl } from './admin-client'

const path = (p: string, id?: string) => `${ADMIN_API}${id ? adminPath(p, { id }) : p}`

export const privileges = () => adminGet<AdminPrivilege[]>(path(ADMIN_PRIVILEGE_PATHS.list))
export const createPrivilege = (body: AdminPrivilegeInput) => adminSend<AdminPrivilege>('POST', path(ADMIN_PRIVILEGE_PATHS.list), body)
export const privilegeBatches = (privilegeId: string) => adminGet<AdminPrivilegeBatch[]>(path(ADMIN_PRIVILEGE_PATHS.batches, privilegeId))
export const createPrivilegeBatch = (privilegeId: string, body: { size: number; label?: string }) =>
  adminSend<AdminPrivilegeBatch>('POST', path(ADMIN_PRIVILEGE_PATHS.batches, privilegeId), body)
/** The batch's codes as CSV, downloaded by the browser with the staff cookie. */
export const privilegeCodesCsvUrl = (batchId: string) => adminUrl(path(ADMIN_PRIVILEGE_PATHS.batchCsv, batchId))
/** Void a batch: its codes and the tokens checked with them stop working; orders made stay. */
export const voidPrivilegeBatch = (batchId: string) =>
  adminSend<AdminPrivilegeBatch>('POST', path(ADMIN_PRIVILEGE_PATHS.batchVoid, batchId))
