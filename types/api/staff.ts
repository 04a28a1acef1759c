/**
 * The merchant console ↔ gateway contract's foundation: the console's base path, staff
 * roles and areas, log-in, TOTP, staff accounts and the audit log. Each console area has its own file beside
 * this one (catalogue-admin.ts, seat-map-admin.ts, sales-admin.ts, door.ts, storefront-admin.ts, ...).
 * Every reply is the app's envelope (types/api/envelope.ts): HTTP 200 with statusCode 200 on success;
 * on failure statusCode is a business code, errorCode one of AdminErrorCode (or a shared one such as
 * INVALID_PARAMETER, TOO_MANY_REQUESTS) and comments the message in the request's language
 * (query `lang`: zh, zh-MO, en; or header accept-language).
 *
 * Auth: the staff session is an httpOnly cookie (STAFF_COOKIE, SameSite=Strict, Secure in production)
 * set by POST SESSION; the console never reads it. Every non-GET call also sends the header
 * CSRF_HEADER with the token from GET CSRF (double submit: that call also sets a cookie), else
 * 403 CSRF_INVALID. Calls need credentials 'same-origin' (the console is served by the gateway at /admin).
 */

export const ADMIN_API = '/admin-api/v1'
/** The staff session cookie (httpOnly: for documentation only). */
export const STAFF_COOKIE = 'sd_staff'
export const CSRF_HEADER = 'x-csrf-token'

/** Paths relative to the gateway origin. `:id` is a path parameter. */
export const ADMIN_PATHS = {
  csrf: `${ADMIN_API}/csrf`, // GET
  session: `${ADMIN_API}/session`, // POST log in, DELETE log out
  me: `${ADMIN_API}/me`, // GET
  password: `${ADMIN_API}/me/password`, // POST change own password
  totp: `${ADMIN_API}/me/totp`, // POST start enrolment, DELETE disable
  totpConfirm: `${ADMIN_API}/me/totp/confirm`, // POST
  staff: `${ADMIN_API}/staff`, // GET list, POST create (owner)
  staffMember: `${ADMIN_API}/staff/:id`, // PATCH role / disabled (owner)
  audit: `${ADMIN_API}/audit` // GET (owner)
} as const

/** The query parameter of the console's sign-in link that names the merchant (LoginRequest.merchantId). */
export const CONSOLE_MERCHANT_PARAM = 'merchant'

/** A merchant's console sign-in link, relative to the gateway's origin: its staff bookmark it. */
export function consoleSignInPath(merchantId: string): string {
  return `/admin/login?${CONSOLE_MERCHANT_PARAM}=${encodeURIComponent(merchantId)}`
}

/** Fills `:name` parameters: adminPath(ADMIN_PATHS.staffMember, { id }) */
export function adminPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(String(params[name])))
}

export type StaffRole = 'owner' | 'operator' | 'finance' | 'door'
export const STAFF_ROLES: readonly StaffRole[] = ['owner', 'operator', 'finance', 'door']

/** Console areas and the roles the gateway lets in (the console hides what the role cannot open). */
export type AdminArea =
  | 'staff'
  | 'audit'
  | 'storefront'
  | 'catalogue'
  | 'layouts'
  | 'orders'
  | 'payments'
  | 'refunds'
  | 'reports'
  | 'door'
  | 'invoices'
  | 'wallet'
  | 'membership'
  | 'goodsOrders'
export const AREA_ROLES: Record<AdminArea, readonly StaffRole[]> = {
  staff: ['owner'],
  audit: ['owner'],
  storefront: ['owner', 'operator'],
  catalogue: ['owner', 'operator'],
  layouts: ['owner', 'operator'],
  orders: ['owner', 'finance'],
  payments: ['owner', 'finance'],
  refunds: ['owner', 'finance'],
  reports: ['owner', 'finance'],
  door: ['owner', 'door'],
  // Invoices (types/api/invoice.ts ADMIN_INVOICE_PATHS): money matters, as orders and refunds.
  invoices: ['owner', 'finance'],
  // Wallet pass settings: the merchant's signing certificates and keys, the owner's alone.
  wallet: ['owner'],
  // Membership (types/api/member.ts ADMIN_MEMBER_PATHS): levels, rates and the points report; door staff refused.
  membership: ['owner', 'operator'],
  // Goods orders (types/api/goods-order.ts): fulfilment, as paper-ticket shipping is (a goods refund is the refunds roles').
  goodsOrders: ['owner', 'operator', 'finance']
}

/** errorCode values the staff session and every console call add (statusCode is the business code the gateway maps them to). */
export type AdminErrorCode =
  | 'STAFF_NOT_LOGGED_IN' // no or expired staff cookie: show the login page
  | 'STAFF_LOGIN_FAILED' // wrong email or password (never says which)
  | 'STAFF_LOCKED' // too many wrong passwords: comments says for how long
  | 'STAFF_TOTP_REQUIRED' // password right, TOTP on: ask for the 6-digit code and resend with totpCode
  | 'STAFF_TOTP_INVALID'
  | 'STAFF_MERCHANT_REQUIRED' // a login without merchantId where the gateway has several merchants (whatever the email): ask for it and resend
  | 'STAFF_FORBIDDEN' // the role may not make this call (HTTP status 403)
  | 'STAFF_PASSWORD_CHANGE_REQUIRED' // a temporary password opens only me and me/password (HTTP status 403)
  | 'STAFF_EMAIL_TAKEN'
  | 'STAFF_NOT_FOUND'
  | 'STAFF_LAST_OWNER' // the merchant's last active owner cannot be demoted or disabled
  | 'CSRF_INVALID' // missing or wrong x-csrf-token (HTTP status 403): fetch GET csrf again and retry once

// ---- session ---------------------------------------------------------------------------------------

export interface CsrfReply {
  token: string
}

export interface LoginRequest {
  email: string
  password: string
  /** The 6-digit TOTP code, when the staff member has TOTP on (STAFF_TOTP_REQUIRED says so). */
  totpCode?: string
  /**
   * The merchant logged in to: the console's sign-in link carries it (`/admin/login?merchant=<id>`). May be
   * left out only where the gateway has a single merchant; elsewhere STAFF_MERCHANT_REQUIRED. No reply ever
   * lists an email's merchants: each merchant's membership opens with its own password.
   */
  merchantId?: string
}

export interface StaffMember {
  id: string
  email: string
  name: string
  role: StaffRole
  totpEnabled: boolean
  disabled: boolean
  /** ISO 8601. */
  createdAt: string
  lastLoginAt?: string
}

export interface MeReply {
  staff: StaffMember
  role: StaffRole
  /** timeZone: the merchant's published zone (IANA name), in which the console enters and shows every time. */
  merchant: { id: string; name: string; timeZone: string }
  /** The staff member was given a temporary password and should change it (POST password). */
  mustChangePassword: boolean
}
/** POST session answers MeReply (and sets the cookie); DELETE session answers null. */
export type LoginReply = MeReply

export interface ChangePasswordRequest {
  currentPassword: string
  /** At least 10 characters. */
  newPassword: string
}
export type ChangePasswordReply = MeReply

// ---- TOTP ------------------------------------------------------------------------------------------

/** POST totp: a new secret, not yet on until confirmed. */
export interface TotpEnrolReply {
  /** Base32 secret, to type in by hand. */
  secret: string
  /** otpauth:// URI for a QR code (SHA1, 6 digits, 30 s). */
  otpauthUrl: string
}
export interface TotpConfirmRequest {
  code: string
}
/** DELETE totp: a current code is needed to turn it off. */
export interface TotpDisableRequest {
  code: string
}
export type TotpConfirmReply = MeReply
export type TotpDisableReply = MeReply

// ---- staff (owner) ---------------------------------------------------------------------------------

export type StaffListReply = StaffMember[]

export interface CreateStaffRequest {
  email: string
  name?: string
  role: StaffRole
}
export interface CreateStaffReply {
  staff: StaffMember
  /** Shown once to the owner; the new member must change it at first login. */
  temporaryPassword: string
}

export interface UpdateStaffRequest {
  role?: StaffRole
  disabled?: boolean
}
export type UpdateStaffReply = StaffMember

// ---- audit (owner) ---------------------------------------------------------------------------------

export interface AuditQuery {
  /** 1-based, default 1. */
  page?: number
  /** Default 20, at most 100. */
  pageSize?: number
  /** Who: one staff member's rows. */
  staffId?: string
  /** What: an action key (sales.refund.approve) or its area (sales). */
  action?: string
  /**
   * Object: part of the target (order:ord_…, staff:…), or part of the name of what it names (a show, a
   * staff member, a coupon…; an order by its number).
   */
  target?: string
  /** When: ISO 8601, from inclusive, to exclusive. */
  from?: string
  to?: string
}
/** The kinds of object an audit row's target can name in words. */
export const AUDIT_OBJECT_KINDS = [
  'order',
  'ticket',
  'show',
  'session',
  'tier',
  'hall',
  'venue',
  'staff',
  'goods',
  'goods-category',
  'coupon',
  'card',
  'announcement',
  'layout',
  'parking-lot',
  'vote',
  'promotion',
  'invoice',
  'work-permit',
  'reservation-item',
  'privilege',
  'promotion-code',
  'goods-order',
  'member-order',
  'card-instance',
  'open-show-registration'
] as const
export type AuditObjectKind = (typeof AUDIT_OBJECT_KINDS)[number]
export interface AuditObject {
  kind: AuditObjectKind
  /** Its name in the request's language; an order or a ticket: its number and show; a session or tier: its show's name first. */
  label: string
}
export interface AuditEntry {
  id: string
  /** ISO 8601. */
  at: string
  staff: { id: string; email: string } | null
  /** e.g. staff.create, staff.update, storefront.draft, storefront.publish, storefront.rollback, door.check-in, totp.enable */
  action: string
  /** What was changed, e.g. staff:<id>, storefront:draft, storefront:v3, ticket:<id>. */
  target: string
  /** What the target names, in words, when it names a stored object (absent for storefront:draft, a deleted one…). */
  object?: AuditObject
  before: unknown
  after: unknown
}
export interface Paged<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}
export type AuditReply = Paged<AuditEntry>
