/**
 * The merchant console ↔ gateway contract (issue #16): every admin call's path, request and reply.
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
import type { ShowTransferSettings } from './transfer'
import type { Envelope } from './envelope'
import type { ShopConfig } from '../shop-config'
import type { HallMap } from '../rules/hall-map'
import type { RefundRule } from '../rules/refund-rule'
import type { TicketState } from './order'
import type { OrderDiscountLine } from './order'
import type { RefundRequestState } from './refund'
import type { RebookState } from './rebook'

export type { Envelope }

export const ADMIN_API = '/admin-api/v1'
/** The staff session cookie (httpOnly: for documentation only). */
export const STAFF_COOKIE = 'sd_staff'
export const CSRF_HEADER = 'x-csrf-token'

/** The buyers' H5 preview of a storefront draft: either the header or the query parameter carries the token. */
export const PREVIEW_HEADER = 'x-preview-token'
export const PREVIEW_QUERY = 'preview'

/** Paths relative to the gateway origin. `:id` / `:version` are path parameters. */
export const ADMIN_PATHS = {
  csrf: `${ADMIN_API}/csrf`, // GET
  session: `${ADMIN_API}/session`, // POST log in, DELETE log out
  me: `${ADMIN_API}/me`, // GET
  password: `${ADMIN_API}/me/password`, // POST change own password
  totp: `${ADMIN_API}/me/totp`, // POST start enrolment, DELETE disable
  totpConfirm: `${ADMIN_API}/me/totp/confirm`, // POST
  staff: `${ADMIN_API}/staff`, // GET list, POST create (owner)
  staffMember: `${ADMIN_API}/staff/:id`, // PATCH role / disabled (owner)
  audit: `${ADMIN_API}/audit`, // GET (owner)
  storefrontDraft: `${ADMIN_API}/storefront/draft`, // GET, PUT (owner, operator)
  storefrontPublish: `${ADMIN_API}/storefront/publish`, // POST
  storefrontVersions: `${ADMIN_API}/storefront/versions`, // GET
  storefrontRollback: `${ADMIN_API}/storefront/versions/:version/rollback`, // POST
  storefrontPreview: `${ADMIN_API}/storefront/preview`, // POST
  doorCheckIn: `${ADMIN_API}/door/check-in`, // POST (owner, door)
  doorSessions: `${ADMIN_API}/door/sessions`, // GET ?date=YYYY-MM-DD
  doorSessionCount: `${ADMIN_API}/door/sessions/:id/count` // GET
} as const

/** Fills `:name` parameters: adminPath(ADMIN_PATHS.staffMember, { id }) */
export function adminPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(String(params[name])))
}

export type StaffRole = 'owner' | 'operator' | 'finance' | 'door'
export const STAFF_ROLES: readonly StaffRole[] = ['owner', 'operator', 'finance', 'door']

/** Console areas and the roles the gateway lets in (the console hides what the role cannot open). */
export type AdminArea = 'staff' | 'audit' | 'storefront' | 'catalogue' | 'layouts' | 'orders' | 'payments' | 'refunds' | 'reports' | 'door' | 'invoices' | 'wallet' | 'membership'
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
  // Invoices (issue #17, types/api/invoice.ts ADMIN_INVOICE_PATHS): money matters, as orders and refunds.
  invoices: ['owner', 'finance'],
  // Wallet pass settings (issue #17): the merchant's signing certificates and keys, the owner's alone.
  wallet: ['owner'],
  // Membership (issue #18, types/api/member.ts ADMIN_MEMBER_PATHS): levels, rates and the points report; door staff refused.
  membership: ['owner', 'operator']
}

/** errorCode values the admin calls add (statusCode is the business code the gateway maps them to). */
export type AdminErrorCode =
  | 'STAFF_NOT_LOGGED_IN' // no or expired staff cookie: show the login page
  | 'STAFF_LOGIN_FAILED' // wrong email or password (never says which)
  | 'STAFF_LOCKED' // too many wrong passwords: comments says for how long
  | 'STAFF_TOTP_REQUIRED' // password right, TOTP on: ask for the 6-digit code and resend with totpCode
  | 'STAFF_TOTP_INVALID'
  | 'STAFF_MERCHANT_REQUIRED' // the password is right at several merchants: data is MerchantChoiceData, resend with merchantId
  | 'STAFF_FORBIDDEN' // the role may not make this call (HTTP status 403)
  | 'STAFF_PASSWORD_CHANGE_REQUIRED' // a temporary password opens only me and me/password (HTTP status 403)
  | 'STAFF_EMAIL_TAKEN'
  | 'STAFF_NOT_FOUND'
  | 'STAFF_LAST_OWNER' // the merchant's last active owner cannot be demoted or disabled
  | 'CSRF_INVALID' // missing or wrong x-csrf-token (HTTP status 403): fetch GET csrf again and retry once
  | 'STOREFRONT_INVALID' // draft validation: subComments names the field (JSON path)
  | 'STOREFRONT_VERSION_NOT_FOUND'
  | SeatMapErrorCode

// ---- session ---------------------------------------------------------------------------------------

export interface CsrfReply {
  token: string
}

export interface LoginRequest {
  email: string
  password: string
  /** The 6-digit TOTP code, when the staff member has TOTP on (STAFF_TOTP_REQUIRED says so). */
  totpCode?: string
  /** Needed only when the password is right at several merchants (STAFF_MERCHANT_REQUIRED). */
  merchantId?: string
}

/** One merchant a login may open, offered only once the password is right (never for a wrong one). */
export interface MerchantChoice {
  id: string
  name: string
}

/** STAFF_MERCHANT_REQUIRED's data: the merchants where that email and password are a member's. */
export interface MerchantChoiceData {
  merchants: MerchantChoice[]
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

// ---- storefront (owner, operator) ------------------------------------------------------------------

/**
 * What the console edits: the shop configuration buyers get (types/shop-config.ts) without the fields the
 * gateway owns. Validated as a whole on PUT draft (STOREFRONT_INVALID names the field):
 * - layoutBottomNavigation.navigations: 3 to 5 tabs; icons are SVG markup (script, on* attributes,
 *   foreignObject and external href/url() refs are refused) or https image URLs; a tab has a pagePath or jumpDetails;
 * - colours are #rrggbb; themeSetting FOLLOW_SYSTEM | DARK_MODE | LIGHT_MODE;
 * - supportLanguages: langTag among zh-CN, zh-MO, en-US, at least one, loginMethod at least one;
 * - orderReserveMinutes 5 to 60; defaultExpressFeeFen 0 to 100000.
 */
export type StorefrontConfig = Omit<ShopConfig, 'merchantId' | 'utcOffsetMinutes'>

export interface StorefrontDraft {
  config: StorefrontConfig
  /** The published version the draft started from (0 when none was published through the console). */
  baseVersion: number
  /** ISO 8601; with who saved the draft last. */
  updatedAt: string
  updatedBy: { id: string; email: string } | null
  /** The draft differs from the published version. */
  changed: boolean
}
export type StorefrontDraftReply = StorefrontDraft

export interface SaveStorefrontDraftRequest {
  config: StorefrontConfig
}

export interface StorefrontVersion {
  version: number
  /** ISO 8601. */
  publishedAt: string
  publishedBy: { id: string; email: string } | null
  /** Set when this version republished an older one (rollback). */
  rolledBackFrom?: number
  /** The version buyers get now. */
  current: boolean
}
/** POST publish and POST rollback answer the new version. */
export type PublishReply = StorefrontVersion
/** Newest first. */
export type StorefrontVersionsReply = StorefrontVersion[]

export interface PreviewReply {
  /** Signed, valid for 30 minutes: send it as PREVIEW_HEADER, or open the H5 shop with ?preview=<token>. */
  token: string
  /** ISO 8601. */
  expiresAt: string
  /** The H5 home page with the token, on the gateway's origin (relative path). */
  previewPath: string
}

// ---- door (owner, door) ----------------------------------------------------------------------------

export interface CheckInRequest {
  /** The ticket code as scanned or typed. */
  code: string
  /** The session the door user is checking in; a ticket for another session is WRONG_SHOW (not admitted). */
  sessionId?: string
}
/**
 * VOID (issue #17 after-sale): a genuine code of a ticket that no longer admits anyone: being refunded
 * (frozen), refunded, offered in a transfer, or replaced by a rebook; `ticketState` says which.
 * EXPIRED (issue #17 rotating codes): a genuine code of a window the door no longer admits (older than
 * the previous 30 s window, or a static pre-#17 code): nothing is checked in, the buyer refreshes.
 */
export type CheckInResult = 'ADMITTED' | 'ALREADY_USED' | 'WRONG_SHOW' | 'EXPIRED' | 'VOID' | 'UNKNOWN'
export interface TicketSummary {
  ticketId: string
  showName: string
  sessionId: string
  /** ISO 8601 start of the session. */
  sessionStart: string
  sessionName: string
  tierName: string
  /** e.g. "Stalls, row 3, seat 12"; absent for unseated tickets. */
  seat?: string
  /** Masked, e.g. "张*" / "J*** S***"; absent when the ticket has no named holder. */
  holder?: string
}
export interface CheckInReply {
  result: CheckInResult
  /** Absent for UNKNOWN. */
  ticket?: TicketSummary
  /** ISO 8601: now for ADMITTED, the first check-in for ALREADY_USED. */
  checkedInAt?: string
  /** VOID (issue #17): why the genuine ticket admits nobody (REFUNDING, REFUNDED, TRANSFERRING, REBOOKED). */
  ticketState?: Exclude<TicketState, 'VALID' | 'USED'>
}

export interface DoorSessionsQuery {
  /** YYYY-MM-DD in the merchant's time zone; today when absent. */
  date?: string
}
export interface DoorSession {
  id: string
  showId: string
  showName: string
  sessionName: string
  /** ISO 8601. */
  start: string
  venueName: string
}
export type DoorSessionsReply = DoorSession[]

export interface DoorCountReply {
  sessionId: string
  checkedIn: number
  sold: number
}

// ==== Sales and dashboard (issue #16 items 5 and 7; areas orders, payments, reports: owner, finance) ====
// Phones: the list and the CSV show a buyer's phone masked (138****5678); the order detail shows it in
// full (these calls are owner and finance only, who may need to ring the buyer). The phone filter takes
// a full number or its last 4 digits.

export const SALES_PATHS = {
  orders: `${ADMIN_API}/sales/orders`, // GET SalesOrdersQuery -> SalesOrdersReply
  ordersCsv: `${ADMIN_API}/sales/orders.csv`, // GET SalesOrdersQuery (no page) -> text/csv, UTF-8 with BOM
  order: `${ADMIN_API}/sales/orders/:id`, // GET -> SalesOrderDetail
  orderClose: `${ADMIN_API}/sales/orders/:id/close`, // POST -> SalesOrderDetail (an unpaid order only: ORDER_NOT_CANCELLABLE)
  ticketReissue: `${ADMIN_API}/sales/orders/:id/tickets/:ticketId/reissue`, // POST -> SalesOrderDetail (a new code secret: codes of the old one stop admitting; a used ticket: TICKET_ALREADY_USED)
  attention: `${ADMIN_API}/sales/attention`, // GET -> AttentionReply
  attentionAction: `${ADMIN_API}/sales/attention/:paymentId/actions`, // POST AttentionActionRequest -> AttentionItem
  attentionRefundRetry: `${ADMIN_API}/sales/attention/refunds/:refundId/retry`, // POST -> AttentionReply (a finally failed rebook refund, or late money's refund, asked again)
  dashboard: `${ADMIN_API}/sales/dashboard` // GET DashboardQuery -> DashboardReply
} as const

/** The state a reader sees: an unpaid order past its deadline is CLOSED (EXPIRED). */
export type SalesOrderState = 'UNPAID' | 'PAID' | 'CLOSED'

/**
 * The spec's order status (product.md "Order status codes"), as the buyer's order reads it
 * (server/src/order/order.presenter.ts orderState): every code that occurs. Reserve (3) is not built.
 */
export const SALES_ORDER_STATUSES = {
  UNPAID: 1,
  CANCELED: -1,
  DELIVERING: 6,
  DELIVERING_EXPRESS: 7,
  SUCCEEDED: 9,
  REFUNDED_TICKET: 11,
  CLOSED: 13
} as const
export type SalesOrderStatus = keyof typeof SALES_ORDER_STATUSES

export interface SalesOrdersQuery {
  showId?: string
  sessionId?: string
  state?: SalesOrderState
  /** The spec's status (finer than state: a paid order is SUCCEEDED, DELIVERING_EXPRESS, DELIVERING or REFUNDED_TICKET). */
  status?: SalesOrderStatus
  /** YYYY-MM-DD, the order's placing day in the merchant's time zone, both ends included. */
  placedFrom?: string
  placedTo?: string
  /** A full phone number or its last 4 digits. */
  phone?: string
  /** Order id (exact). */
  orderId?: string
  /** 1-based; 20 a page unless pageSize (at most 100). */
  page?: number
  pageSize?: number
}

export interface SalesOrderRow {
  orderId: string
  state: SalesOrderState
  /** The spec's status name and code, the buyer's orderState. */
  status: SalesOrderStatus
  statusCode: number
  closeReason?: 'EXPIRED' | 'CANCELLED'
  showId: string
  showName: string
  sessionId: string
  sessionName: string
  sessionStart: string
  /** Masked: 138****5678. */
  phone: string
  ticketCount: number
  totalFen: number
  paidFen: number
  /** ISO 8601. */
  placedAt: string
  paidAt?: string
  closedAt?: string
}

export interface SalesOrdersReply {
  rows: SalesOrderRow[]
  total: number
  page: number
  pageSize: number
}

export interface SalesOrderItem {
  tierId: string
  tierName: string
  qty: number
  unitFen: number
}
export interface SalesPaymentEvent {
  id: string
  kind?: string
  amountFen?: number
  signatureVerified: boolean
  /** PAID, CANCELLED, IGNORED, REFUND_PENDING, REVIEW, REJECTED, RECEIVED. */
  outcome: string
  reason: string
  receivedAt: string
}
export interface SalesPayment {
  paymentId: string
  product: string
  amountFen: number
  /** CREATED, SUCCEEDED, CANCELLED, REFUND_PENDING, REVIEW, REFUNDED, REFUND_FAILED. */
  state: string
  providerTxn?: string
  createdAt: string
  completedAt?: string
  events: SalesPaymentEvent[]
}
export interface SalesTicket {
  ticketId: string
  tierName: string
  seq: number
  holder?: string
  state: TicketState
  usedAt?: string
}
/** What happened to the order, oldest first: placed, paid, closed, staff actions from the audit log. */
export interface SalesOrderEvent {
  at: string
  kind: 'PLACED' | 'PAID' | 'CLOSED' | 'STAFF'
  /** For STAFF: the audit action (e.g. sales.order.close) and who. */
  action?: string
  staffEmail?: string
}
export interface SalesOrderDetail extends Omit<SalesOrderRow, 'phone'> {
  /** In full (see the note above). */
  phone: string
  reserveDeadline: string
  /** The tickets at their public prices (a benefit card's or a privilege's saving is a discount line): ticketFen + deliveryFen + serviceFeeFen − Σ discounts = totalFen. */
  ticketFen: number
  deliveryFen: number
  serviceFeeFen: number
  items: SalesOrderItem[]
  payments: SalesPayment[]
  tickets: SalesTicket[]
  events: SalesOrderEvent[]
  /** The buyer's refund requests of this order (issue #17), newest first. */
  refunds: SalesOrderRefund[]
  /** The order's rebooks (issue #17), oldest first. */
  rebooks: SalesOrderRebook[]
  /** The discounts the order was priced with (issue #18), as the buyer's order detail lists them (OrderDetail.discounts). */
  discounts?: OrderDiscountLine[]
}
/** A refund request of the order as the drawer lists it. */
export interface SalesOrderRefund {
  requestId: string
  state: RefundRequestState
  amountFen: number
  feeFen: number
  ticketCount: number
  reason: string
  rejectReason?: string
  failureReason?: string
  createdAt: string
  decidedAt?: string
}
/** A rebook of the order: from one session to another, the difference per the moved tickets (negative: money back). */
export interface SalesOrderRebook {
  rebookId: string
  fromSessionName: string
  toSessionName: string
  /** A dearer rebook waits for its difference (PENDING) and may end without moving anything (CANCELLED, EXPIRED). */
  state: RebookState
  ticketCount: number
  differenceFen: number
  /** Only a cheaper rebook has money to give back. */
  refundState?: 'REFUNDING' | 'REFUNDED' | 'FAILED'
  refundError?: string
  createdAt: string
}

export interface AttentionAction {
  action: 'REVIEWED'
  note: string
  at: string
  staffEmail?: string
}
export interface AttentionItem {
  paymentId: string
  /** The payment's ticket order; absent for a payment without one (purpose CARD, MEMBER, PACKAGE). */
  orderId?: string
  orderState?: SalesOrderState
  amountFen: number
  orderTotalFen?: number
  /** What the payment paid for (payments.purpose: ORDER, REBOOK, CARD, MEMBER, PACKAGE) and its subject (the card, member or package order), shown when there is no ticket order. */
  purpose: string
  subjectId?: string
  /** A refund of this late money the provider finally refused (state REFUND_FAILED): asked again with POST attentionRefundRetry. */
  refundId?: string
  /** REVIEW, REFUND_PENDING or REFUND_FAILED. */
  state: string
  /** The newest event's reason (e.g. "amount differs"). */
  reason: string
  createdAt: string
  events: SalesPaymentEvent[]
  actions: AttentionAction[]
}
export interface AttentionReply {
  items: AttentionItem[]
  /** Rebook refunds the provider finally refused (issue #17): the money a cheaper rebook owes back, for a retry (POST attentionRefundRetry). */
  failedRefunds?: AttentionRefund[]
}
export interface AttentionRefund {
  refundId: string
  /** The rebook's order; absent only if the order could not be found. */
  orderId?: string
  orderNumber?: string
  purpose: 'REBOOK'
  amountFen: number
  /** The provider's reason. */
  error: string
  failedAt: string
}
export interface AttentionActionRequest {
  action: 'REVIEWED'
  /** Up to 500 characters. */
  note: string
}

export interface DashboardQuery {
  /** YYYY-MM-DD in the merchant's time zone, both ends included; the last 7 days when absent. At most 366 days. */
  from?: string
  to?: string
}
export interface SalesFigures {
  paidOrders: number
  /** Net revenue: grossFen less refundedFen (issue #17). */
  amountFen: number
  tickets: number
  /** What the orders paid in the period took, on their local day of payment, and dearer rebooks' differences and benefit cards' and member orders' payments (issue #18), on theirs. */
  grossFen: number
  /** Money the provider settled back in the period (refund requests, cheaper rebooks, the merchant's refunds of cards and member orders; never late money's), on its local day of settling. */
  refundedFen: number
}
export interface DashboardDay extends SalesFigures {
  date: string
}
export interface DashboardTierRow {
  tierId: string
  tierName: string
  sessionName: string
  sold: number
  capacity: number
}
export interface DashboardShowRow {
  showId: string
  showName: string
  /** Tickets of paid orders placed in the period. */
  ticketsInPeriod: number
  /** All-time, as the tiers count them. */
  sold: number
  capacity: number
  /** sold / capacity, 0..1 (0 when no capacity). */
  sellThrough: number
  checkedIn: number
  /** checked-in / tickets issued, 0..1 (0 when none). */
  checkInRate: number
  tiers: DashboardTierRow[]
}
export interface DashboardReply {
  timeZone: string
  today: SalesFigures & { date: string }
  period: SalesFigures & { from: string; to: string }
  days: DashboardDay[]
  shows: DashboardShowRow[]
}
// ---- seat-map designer (issue #16 item 4; owner, operator) ------------------------------------------
// A hall's map belongs to the hall (the catalogue's halls, migration 030): renaming the hall keeps it.
// The draft is validated as a whole on PUT (SEAT_MAP_INVALID names the problem). Publishing writes the
// session's seats from the saved draft, each zone's seats into the tier the call maps it to, with the
// names the designer gave them (section, row label, number: what buyers see); the session is then held
// in this hall (a session of another hall is SEAT_MAP_SESSION_HALL). A seat held or sold in that session
// cannot be removed, moved to another tier, made unavailable or renamed (SEAT_MAP_LOCKED_SEATS names them).

export const SEAT_MAP_PATHS = {
  halls: `${ADMIN_API}/seat-maps`, // GET venues and their halls (with their maps' figures)
  hall: `${ADMIN_API}/seat-maps/:venueId/halls/:hallId`, // GET, PUT the draft
  hallSessions: `${ADMIN_API}/seat-maps/:venueId/halls/:hallId/sessions`, // GET the venue's seat-picked sessions held in this hall or in none yet
  hallPublish: `${ADMIN_API}/seat-maps/:venueId/halls/:hallId/publish` // POST SeatMapPublishRequest
} as const

export interface SeatMapVenue {
  id: string
  name: string
  /** Every hall of the venue; seatCount 0 and updatedAt null while it has no map. */
  halls: Array<{ hallId: string; hallName: string; seatCount: number; updatedAt: string | null; publishedSessions: number }>
}

export interface HallMapDraft {
  venueId: string
  hallId: string
  /** In the request's language. */
  hallName: string
  map: HallMap
  /** ISO 8601; null when nothing is saved yet. */
  updatedAt: string | null
}

export interface SeatMapSessionTier {
  id: string
  name: string
  priceFen: number
  seated: boolean
}

export interface SeatMapSession {
  id: string
  showId: string
  showName: string
  sessionName: string
  startsAt: string
  tiers: SeatMapSessionTier[]
  /** The hall (id) this session was last published from, if any. */
  publishedHallId: string | null
  /** zone id -> tier id of the last publish from this hall. */
  zoneTiers: Record<string, string>
  /** Seats of the saved draft that are held or sold in this session: drawn locked. */
  lockedSeatIds: string[]
}

export interface SeatMapPublishRequest {
  sessionId: string
  zoneTiers: Record<string, string>
}

export interface SeatMapPublishReply {
  sessionId: string
  seats: number
  tiers: Array<{ id: string; capacity: number; available: number; held: number; sold: number }>
}

export type SeatMapErrorCode =
  | 'SEAT_MAP_INVALID' // the draft's first problem (duplicate row or number, overlap, unknown zone …)
  | 'SEAT_MAP_NOT_FOUND' // no such venue, hall draft or session of this merchant
  | 'SEAT_MAP_TIER_INVALID' // a zone without a tier, a tier of another session, or a general-admission tier with tickets out
  | 'SEAT_MAP_LOCKED_SEATS' // held or sold seats the publish would remove, re-price, block or rename: comments names them
  | 'SEAT_MAP_SESSION_HALL' // the session is held in another hall of the venue
// ---- page layouts (owner, operator; issue #16 item 2) -----------------------------------------------
// The home page and topic pages as ordered components, stored with texts per language (the buyers'
// layout call, types/api/layout.ts, answers them in the buyer's language). Draft → publish → versions.

export type LayoutTexts = Record<'zh-CN' | 'zh-MO' | 'en-US', string>
export type LayoutBannerJump = import('./layout').BannerJumpType

export interface LayoutBanner {
  itemId: string
  title: LayoutTexts
  /** Hex background of the generated banner picture. */
  color: string
  jumpType: LayoutBannerJump
  /** Show id, keyword, category code, same-site https URL, mini-program path... */
  jumpValue?: string
  /** The mini-program's appId for WX_MINI / ALIPAY_MINI. */
  appId?: string
}

export type LayoutComponentDraft =
  | { componentId: string; componentType: 'NORMAL'; style: 'BANNER'; items: LayoutBanner[] }
  /** A notice may jump like a banner picture (to a topic page, a show...) when tapped. */
  | { componentId: string; componentType: 'NORMAL'; style: 'NOTICE'; title: LayoutTexts; content: LayoutTexts; jumpType?: LayoutBannerJump; jumpValue?: string; appId?: string }
  | { componentId: string; componentType: 'USER'; style: 'MEMBER_ENTRY'; title: LayoutTexts }
  | { componentId: string; componentType: 'WATERFALL'; title: LayoutTexts; rule: { sortType: 'RECOMMEND' | 'TIME' | 'PRICE_ASC' | 'PRICE_DESC'; categoryCode?: string } }
  | LayoutShowListDraft

/** Where a show list's shows come from: picked by the merchant (1-20, in order), or the first `count` by a rule. */
export type LayoutShowListSource = { kind: 'PICKED'; showIds: string[] } | { kind: 'RULE'; categoryCode?: string; tag?: string; count: number }
/** A titled list of shows (issue #16 item 2); shows no longer listed or ended are left out of the buyers' reply. */
export interface LayoutShowListDraft {
  componentId: string
  componentType: 'NORMAL'
  style: 'SHOW_LIST'
  title: LayoutTexts
  direction: 'HORIZONTAL' | 'VERTICAL'
  source: LayoutShowListSource
}

export interface LayoutContent {
  name: LayoutTexts
  components: LayoutComponentDraft[]
}

export type EditablePage = 'HOME' | 'TOPIC'

export interface LayoutPageSummary {
  layoutId: string
  page: EditablePage
  name: LayoutTexts
  /** Buyers get it (a new topic page is not live until its first publish). */
  enabled: boolean
  /** 0 before the first publish from the console. */
  version: number
  /** The draft differs from what buyers get. */
  changed: boolean
}
export type LayoutPagesReply = LayoutPageSummary[]

export interface LayoutDraft {
  layoutId: string
  page: EditablePage
  content: LayoutContent
  baseVersion: number
  /** ISO 8601. */
  updatedAt: string
  updatedBy: { id: string; email: string } | null
  changed: boolean
}
export interface SaveLayoutDraftRequest {
  content: LayoutContent
}
export interface CreateTopicRequest {
  name: LayoutTexts
}
/** Publish and rollback answer the new version (StorefrontVersion's shape). */
export type LayoutVersion = StorefrontVersion

export const LAYOUT_PATHS = {
  pages: `${ADMIN_API}/layouts`, // GET list (HOME and topic pages)
  topics: `${ADMIN_API}/layouts/topics`, // POST create a topic page
  draft: `${ADMIN_API}/layouts/:id/draft`, // GET, PUT
  publish: `${ADMIN_API}/layouts/:id/publish`, // POST
  versions: `${ADMIN_API}/layouts/:id/versions`, // GET
  rollback: `${ADMIN_API}/layouts/:id/versions/:version/rollback` // POST
} as const
/** Errors of the layout calls: LAYOUT_INVALID (comments names the field), LAYOUT_NOT_FOUND, LAYOUT_VERSION_NOT_FOUND. */
export type LayoutErrorCode = 'LAYOUT_INVALID' | 'LAYOUT_NOT_FOUND' | 'LAYOUT_VERSION_NOT_FOUND'
// ==== catalogue (issue #16 item 3: venues, halls, shows, sessions, price tiers; owner, operator) =========
// Every write answers the saved object; a bad field is CATALOGUE_INVALID whose comments name it (JSON
// path); a stock below what is held and sold is CATALOGUE_STOCK_BELOW_TAKEN; deleting a tier with sales
// is CATALOGUE_TIER_HAS_SALES (close it instead); an unknown id is CATALOGUE_NOT_FOUND.

export const CATALOGUE_PATHS = {
  options: `${ADMIN_API}/catalogue/options`, // GET cities and categories for the forms
  venues: `${ADMIN_API}/catalogue/venues`, // GET list (with halls), POST create
  venue: `${ADMIN_API}/catalogue/venues/:id`, // PUT
  halls: `${ADMIN_API}/catalogue/venues/:id/halls`, // POST create
  hall: `${ADMIN_API}/catalogue/halls/:id`, // PUT
  shows: `${ADMIN_API}/catalogue/shows`, // GET ?q&listing&cityId, POST create
  show: `${ADMIN_API}/catalogue/shows/:id`, // GET (with sessions and tiers), PUT
  sessions: `${ADMIN_API}/catalogue/shows/:id/sessions`, // POST create
  session: `${ADMIN_API}/catalogue/sessions/:id`, // PUT
  tiers: `${ADMIN_API}/catalogue/sessions/:id/tiers`, // POST create
  tier: `${ADMIN_API}/catalogue/tiers/:id`, // PUT (name, price, capacity = stock, age), DELETE (only without sales)
  tierClose: `${ADMIN_API}/catalogue/tiers/:id/close`, // POST: sells no more, keeps its orders
  poster: `${ADMIN_API}/catalogue/shows/:id/poster`, // PUT multipart/form-data (one file in POSTER_UPLOAD.field): answers the AdminShow; DELETE: back to the generated art
  refundRule: `${ADMIN_API}/catalogue/shows/:id/refund-rule`, // PUT a RefundRule (types/rules/refund-rule.ts): answers the AdminShow; REFUND_RULE_INVALID when refundRuleProblem finds one
  rebook: `${ADMIN_API}/catalogue/shows/:id/rebook` // PUT a ShowRebookSetting (issue #17 Rebooking): answers the AdminShow; CATALOGUE_INVALID names a bad field
} as const

export type CatalogueErrorCode = 'CATALOGUE_INVALID' | 'CATALOGUE_NOT_FOUND' | 'CATALOGUE_STOCK_BELOW_TAKEN' | 'CATALOGUE_TIER_HAS_SALES' | PosterErrorCode | 'REFUND_RULE_INVALID'

/**
 * A show's poster upload: the gateway reads the type from the file's bytes (JPEG, PNG, WebP; never SVG),
 * refuses a file over maxBytes, or smaller than minWidth × minHeight px, or over maxSide px a side or
 * maxPixels in all. The console checks the same before sending, the gateway decides.
 */
export const POSTER_UPLOAD = {
  field: 'file',
  maxBytes: 5 * 1024 * 1024,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
  minWidth: 300,
  minHeight: 400,
  maxSide: 8000,
  maxPixels: 40_000_000
} as const
export type PosterErrorCode = 'POSTER_TYPE' | 'POSTER_TOO_LARGE' | 'POSTER_DIMENSIONS' | 'POSTER_MISSING'

/** One text per language, as the catalogue stores them. */
export interface CatalogueTexts {
  'zh-CN': string
  'zh-MO': string
  'en-US': string
}

export interface CatalogueOption {
  id: string
  name: CatalogueTexts
}
export interface CatalogueOptionsReply {
  cities: CatalogueOption[]
  categories: CatalogueOption[]
}

export interface HallInput {
  name: CatalogueTexts
  capacity: number
}
export interface AdminHall extends HallInput {
  id: string
  venueId: string
}

export interface VenueInput {
  cityId: string
  name: CatalogueTexts
  address: CatalogueTexts
  /** Optional: the city's centre when absent. */
  lat?: number
  lng?: number
}
export interface AdminVenue extends Required<VenueInput> {
  id: string
  halls: AdminHall[]
}

/** What the merchant sets; buyers see on sale / pre-sale (sale time ahead) / sold out, computed. DRAFT and OFF_SALE cannot be bought. */
export type ShowListing = 'DRAFT' | 'ON_SALE' | 'OFF_SALE' | 'CANCELLED'
export const SHOW_LISTINGS: readonly ShowListing[] = ['DRAFT', 'ON_SALE', 'OFF_SALE', 'CANCELLED']

export interface ShowInput {
  categoryCode: string
  venueId: string
  name: CatalogueTexts
  description: CatalogueTexts
  /** Promotion tags, one text per language each. */
  tags: CatalogueTexts[]
  realName: boolean
  /** Minimum attendee age for the show; null: none. */
  minAge: number | null
  limitPerOrder: number
  /** 0: no per-account limit. */
  limitPerAccount: number
  /** ISO 8601; null: sale date to be announced. A future time is a pre-sale. */
  saleTime: string | null
  /** A hot show: buyers go through the fair waiting room at the sale's opening. */
  hot: boolean
  listing: ShowListing
}

export interface AdminTier {
  id: string
  name: CatalogueTexts
  priceFen: number
  /** Stock: available + held + sold. */
  capacity: number
  available: number
  held: number
  sold: number
  minAge: number | null
  closed: boolean
}
export interface TierInput {
  name: CatalogueTexts
  priceFen: number
  capacity: number
  minAge: number | null
}
export type TierUpdate = Partial<TierInput>

export interface SessionInput {
  /** ISO 8601. */
  start: string
  end: string | null
  hallId: string | null
}
export interface AdminSession extends SessionInput {
  id: string
  name: CatalogueTexts
  tiers: AdminTier[]
}

export interface AdminShowSummary {
  id: string
  name: CatalogueTexts
  listing: ShowListing
  cityId: string
  venueId: string
  venueName: CatalogueTexts
  saleTime: string | null
  sessionCount: number
  /** ISO 8601 of the first session, null without sessions. */
  firstStart: string | null
}
export interface AdminShowsQuery {
  q?: string
  listing?: ShowListing
  cityId?: string
}
export interface AdminShow extends ShowInput {
  id: string
  cityId: string
  /** The uploaded poster buyers see; null: the generated art (/pub/images/poster/{id}.svg). */
  posterUrl: string | null
  sessions: AdminSession[]
  /** The refund rule in force (issue #17): set with PUT /catalogue/shows/:id/refund-rule. */
  refundRule: RefundRule
  /** Ticket transfer (issue #17): set with PUT /catalogue/shows/:id/transfer-settings (types/api/transfer.ts). */
  transferSettings: ShowTransferSettings
  /** Rebooking (issue #17): buyers may move tickets to another session until hoursBefore the session; PUT /catalogue/shows/:id/rebook. */
  rebook: ShowRebookSetting
}

/** Rebooking (issue #17 "Rebooking"): the show's supportRebook and its deadline in hours before the session. */
export interface ShowRebookSetting {
  supported: boolean
  hoursBefore: number
}
/** The largest rebook deadline the console accepts (migration 040's check). */
export const REBOOK_HOURS_MAX = 720
// ==== end of catalogue =====================================================================================
