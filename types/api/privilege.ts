/** Privilege purchase codes: the buyer's code check and the console's privileges and code batches. */
export const PRIVILEGE_PATHS = {
  /** POST { privilegeCode, privilegeId? }: a short-lived privilege token for the booking flow. */
  check: '/buyer/buyer/v1/privilege/code/check',
  sessionsStatic: '/show/buyer/v5/show/:showId/privilege/sessions_static_data',
  sessionsDynamic: '/show/buyer/v5/show/:showId/privilege/sessions_dynamic_data',
  seatPlansStatic: '/show/buyer/v5/show/:showId/privilege/session/:sessionId/seat_plans_static_data'
} as const

/** The header the app sends the token in (calls-errors-limits.md "Other headers: ... privilege-token"). */
export const PRIVILEGE_TOKEN_HEADER = 'privilege-token'

export interface PrivilegeCheckRequest {
  privilegeCode: string
  privilegeId?: string
}

export interface PrivilegeCheckReply {
  privilegeToken: string
  privilegeId: string
  showId: string
  /** ms: when the token stops working (the flow starts again with the code). */
  expireTime: number
  /** Tickets the code may still buy. */
  usesLeft: number
  privilegeName: string
}

export const ADMIN_PRIVILEGE_PATHS = {
  list: '/privileges',
  batches: '/privileges/:id/batches',
  batchCsv: '/privilege-batches/:id/csv',
  batchVoid: '/privilege-batches/:id/void'
} as const

export interface AdminPrivilegeInput {
  showId: string
  name: string
  startTime: number
  endTime: number
  usesPerCode: number
  /** price in fen; omitted: the tier's public price. */
  tiers: Array<{ seatPlanId: string; price?: number }>
}

export interface AdminPrivilege extends AdminPrivilegeInput {
  id: string
  createdAt: number
}

export interface AdminPrivilegeBatch {
  id: string
  privilegeId: string
  label: string
  size: number
  used: number
  createdAt: number
  voidedAt: number | null
}
