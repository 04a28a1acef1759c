/**
 * The gateway's one error type: a stable code, the business statusCode, the reply mode and a message key
 * translated per request (error-handler.ts turns it into the envelope).
 */
import type { MessageKey } from './messages'
import { BUSINESS_CODES } from '../../../types/rules/business-codes'
import { ERROR_CODES } from '../../../types/api/errors'

export type ReplyMode = 'none' | 'toast' | 'alert' | 'login' | 'back' | 'waiting' | 'backRefresh' | 'retry' | 'booking' | 'limiting'

interface ErrorDef {
  statusCode: number
  httpStatus: number
  mode: ReplyMode
  message: MessageKey
}

export const ERRORS = {
  INVALID_PARAMETER: { statusCode: 40000, httpStatus: 200, mode: 'toast', message: 'invalid_parameter' },
  NOT_FOUND: { statusCode: 40400, httpStatus: 404, mode: 'toast', message: 'not_found' },
  SHOW_NOT_FOUND: { statusCode: 40401, httpStatus: 200, mode: 'back', message: 'show_not_found' },
  MERCHANT_NOT_FOUND: { statusCode: 40402, httpStatus: 200, mode: 'alert', message: 'merchant_not_found' },
  NOT_LOGGED_IN: { statusCode: BUSINESS_CODES.notLoggedIn, httpStatus: 200, mode: 'login', message: 'not_logged_in' },
  // Section 8's login codes: the app refreshes on TOKEN_EXPIRED and logs out on the others.
  TOKEN_EXPIRED: { statusCode: BUSINESS_CODES.tokenExpired, httpStatus: 200, mode: 'none', message: 'token_expired' },
  LOGIN_EXPIRED: { statusCode: BUSINESS_CODES.loginExpired, httpStatus: 200, mode: 'login', message: 'login_expired' },
  TOKEN_EXCEPTION: { statusCode: BUSINESS_CODES.tokenException, httpStatus: 200, mode: 'login', message: 'token_exception' },
  LOGGED_OUT: { statusCode: BUSINESS_CODES.loggedOut, httpStatus: 200, mode: 'login', message: 'logged_out' },
  OTHER_DEVICE: { statusCode: BUSINESS_CODES.loggedInElsewhere, httpStatus: 200, mode: 'alert', message: 'other_device' },
  LOGIN_AREA_UNSUPPORTED: {
    statusCode: BUSINESS_CODES.loginStatusMethod,
    httpStatus: 200,
    mode: 'none',
    message: 'login_area_unsupported'
  },
  // The app opens the login-status popup on 22046007 for both: the area or the method is not for this language.
  LOGIN_METHOD_UNSUPPORTED: {
    statusCode: BUSINESS_CODES.loginStatusMethod,
    httpStatus: 200,
    mode: 'none',
    message: 'login_method_unsupported'
  },
  H5_NOT_SUPPORTED: { statusCode: 40030, httpStatus: 200, mode: 'toast', message: 'h5_not_supported' },
  TOO_FREQUENT: { statusCode: 40031, httpStatus: 200, mode: 'toast', message: 'too_frequent' },
  CAPTCHA_WRONG: { statusCode: 40032, httpStatus: 200, mode: 'toast', message: 'captcha_wrong' },
  CODE_TOO_SOON: { statusCode: 40033, httpStatus: 200, mode: 'toast', message: 'code_too_soon' },
  CODE_DAILY_LIMIT: { statusCode: 40034, httpStatus: 200, mode: 'toast', message: 'code_daily_limit' },
  // The mail server did not take the code's message: asking again works at once (no 60 s wait).
  CODE_NOT_SENT: { statusCode: 40066, httpStatus: 200, mode: 'toast', message: 'code_not_sent' },
  CODE_WRONG: { statusCode: 40035, httpStatus: 200, mode: 'toast', message: 'code_wrong' },
  CODE_EXPIRED: { statusCode: 40036, httpStatus: 200, mode: 'toast', message: 'code_expired' },
  PHONE_INVALID: { statusCode: 40037, httpStatus: 200, mode: 'toast', message: 'phone_invalid' },
  EMAIL_INVALID: { statusCode: 40038, httpStatus: 200, mode: 'toast', message: 'email_invalid' },
  PASSWORD_RULE: { statusCode: 40039, httpStatus: 200, mode: 'toast', message: 'password_rule' },
  EMAIL_TAKEN: { statusCode: 40040, httpStatus: 200, mode: 'toast', message: 'email_taken' },
  LOGIN_FAILED: { statusCode: 40041, httpStatus: 200, mode: 'toast', message: 'login_failed' },
  EMAIL_NOT_ACTIVATED: { statusCode: 40042, httpStatus: 200, mode: 'toast', message: 'email_not_activated' },
  PASSWORD_WRONG: { statusCode: 40043, httpStatus: 200, mode: 'toast', message: 'password_wrong' },
  NICKNAME_INVALID: { statusCode: 40044, httpStatus: 200, mode: 'toast', message: 'nickname_invalid' },
  BIRTHDAY_ONCE: { statusCode: 40045, httpStatus: 200, mode: 'toast', message: 'birthday_once' },
  NAME_REQUIRED: { statusCode: 40046, httpStatus: 200, mode: 'toast', message: 'name_required' },
  ID_FORMAT: { statusCode: 40047, httpStatus: 200, mode: 'toast', message: 'id_format' },
  AUDIENCE_DUPLICATE: { statusCode: 40048, httpStatus: 200, mode: 'toast', message: 'audience_duplicate' },
  AUDIENCE_LIMIT: { statusCode: 40049, httpStatus: 200, mode: 'toast', message: 'audience_limit' },
  REGION_REQUIRED: { statusCode: 40050, httpStatus: 200, mode: 'toast', message: 'region_required' },
  ADDRESS_DETAIL: { statusCode: 40051, httpStatus: 200, mode: 'toast', message: 'address_detail' },
  UNDELIVERABLE: { statusCode: 40052, httpStatus: 200, mode: 'toast', message: 'undeliverable' },
  ADDRESS_LIMIT: { statusCode: 40056, httpStatus: 200, mode: 'toast', message: 'address_limit' },
  CERT_MONTHLY: { statusCode: 40053, httpStatus: 200, mode: 'alert', message: 'cert_monthly' },
  CERT_UNCHANGED: { statusCode: 40054, httpStatus: 200, mode: 'toast', message: 'cert_unchanged' },
  CERT_FAILED: { statusCode: 40055, httpStatus: 200, mode: 'toast', message: 'cert_failed' },
  // Section 8: a third-party login whose email already has an account; data carries the bind token.
  ACCOUNT_NEEDS_BINDING: {
    statusCode: BUSINESS_CODES.accountNeedsBinding,
    httpStatus: 200,
    mode: 'alert',
    message: 'account_needs_binding'
  },
  LOGIN_METHOD_UNAVAILABLE: { statusCode: 40057, httpStatus: 200, mode: 'toast', message: 'login_method_unavailable' },
  THIRD_PARTY_FAILED: { statusCode: 40058, httpStatus: 200, mode: 'toast', message: 'third_party_failed' },
  THIRD_PARTY_NO_EMAIL: { statusCode: 40059, httpStatus: 200, mode: 'alert', message: 'third_party_no_email' },
  BIND_EXPIRED: { statusCode: 40060, httpStatus: 200, mode: 'toast', message: 'bind_expired' },
  ALREADY_BOUND: { statusCode: 40061, httpStatus: 200, mode: 'toast', message: 'already_bound' },
  UPLOAD_INVALID: { statusCode: 40062, httpStatus: 200, mode: 'toast', message: 'upload_invalid' },
  STUDENT_NEEDS_REAL_NAME: { statusCode: 40063, httpStatus: 200, mode: 'alert', message: 'student_needs_real_name' },
  STUDENT_ALREADY: { statusCode: 40064, httpStatus: 200, mode: 'toast', message: 'student_already' },
  STUDENT_FAILED: { statusCode: 40065, httpStatus: 200, mode: 'toast', message: 'student_failed' },
  // Identity verification (40395-40398): the provider cannot answer or is not set up; face checks.
  ID_VERIFY_UNAVAILABLE: { statusCode: 40395, httpStatus: 200, mode: 'alert', message: 'id_verify_unavailable' },
  FACE_AUTH_UNSUPPORTED: { statusCode: 40396, httpStatus: 200, mode: 'toast', message: 'face_auth_unsupported' },
  // Mode none: the app follows its own step after a face check (the toast 'face authentication failed').
  FACE_AUTH_FAILED: { statusCode: ERROR_CODES.FACE_AUTH_FAILED, httpStatus: 200, mode: 'none', message: 'face_auth_failed' },
  FACE_NEEDS_REAL_NAME: { statusCode: 40398, httpStatus: 200, mode: 'alert', message: 'face_needs_real_name' },
  // Buying.
  NOT_ON_SALE: { statusCode: 40070, httpStatus: 200, mode: 'toast', message: 'not_on_sale' },
  SOLD_OUT: { statusCode: 40071, httpStatus: 200, mode: 'toast', message: 'sold_out' },
  PURCHASE_LIMIT: { statusCode: 40072, httpStatus: 200, mode: 'toast', message: 'purchase_limit' },
  PRICE_CHANGED: { statusCode: ERROR_CODES.PRICE_CHANGED, httpStatus: 200, mode: 'alert', message: 'price_changed' },
  IDEMPOTENCY_CONFLICT: { statusCode: 40074, httpStatus: 200, mode: 'toast', message: 'idempotency_conflict' },
  ATTENDEES_MISMATCH: { statusCode: 40075, httpStatus: 200, mode: 'toast', message: 'attendees_mismatch' },
  ATTENDEE_TAKEN: { statusCode: 40076, httpStatus: 200, mode: 'toast', message: 'attendee_taken' },
  AGE_LIMIT: { statusCode: 40077, httpStatus: 200, mode: 'toast', message: 'age_limit' },
  ORDER_NOT_FOUND: { statusCode: 40078, httpStatus: 200, mode: 'back', message: 'order_not_found' },
  TICKET_NOT_FOUND: { statusCode: ERROR_CODES.TICKET_NOT_FOUND, httpStatus: 200, mode: 'back', message: 'ticket_not_found' },
  PAYMENT_NOT_ALLOWED: { statusCode: 40081, httpStatus: 200, mode: 'toast', message: 'payment_not_allowed' },
  PAYMENT_PRODUCT_UNKNOWN: { statusCode: 40082, httpStatus: 200, mode: 'toast', message: 'payment_product_unknown' },
  // The payment method must name the payer on its platform (WeChat JSAPI's openid) and the buyer has none there yet.
  PAYER_REQUIRED: { statusCode: 40095, httpStatus: 200, mode: 'alert', message: 'payer_required' },
  CALLBACK_REJECTED: { statusCode: 40083, httpStatus: 400, mode: 'none', message: 'callback_rejected' },
  // A payment platform refused or did not answer a call (its code is logged, never sent to the buyer).
  PAYMENT_PROVIDER_FAILED: { statusCode: 40091, httpStatus: 200, mode: 'toast', message: 'payment_provider_failed' },
  SEAT_TAKEN: { statusCode: 40085, httpStatus: 200, mode: 'alert', message: 'seat_taken' },
  RISK_CHECK_FAILED: { statusCode: 40086, httpStatus: 200, mode: 'back', message: 'risk_check_failed' },
  PREFILL_CLOSED: { statusCode: 40087, httpStatus: 200, mode: 'toast', message: 'prefill_closed' },
  ADDRESS_REQUIRED: { statusCode: 40088, httpStatus: 200, mode: 'toast', message: 'address_required' },
  // The rush gate is full: the app retries critical calls every 3 s (reply mode limiting).
  LIMITING: { statusCode: BUSINESS_CODES.limiting, httpStatus: 200, mode: 'limiting', message: 'limiting' },
  REMARKS_REQUIRED: { statusCode: 40089, httpStatus: 200, mode: 'toast', message: 'remarks_required' },
  STAFF_ONLY: { statusCode: 40084, httpStatus: 403, mode: 'toast', message: 'staff_only' },
  ORDER_NOT_CANCELLABLE: { statusCode: 40079, httpStatus: 200, mode: 'toast', message: 'order_not_cancellable' },
  PASSWORD_LOCKED: { statusCode: 40090, httpStatus: 200, mode: 'toast', message: 'password_locked' },
  // Too many calls from one network address (http/rate-limits.ts): limiting, so the app retries critical
  // calls every 3 s and offers a retry on the others (calls-errors-limits.md section 4, "limiting").
  RATE_LIMITED: { statusCode: 40100, httpStatus: 200, mode: 'limiting', message: 'rate_limited' },
  // A payment platform's notification over its address's budget: a 429, so the platform sends it again later.
  PAYMENT_NOTICE_LIMITED: { statusCode: 40092, httpStatus: 429, mode: 'limiting', message: 'rate_limited' },
  // The merchant console (types/api/staff.ts and each area's *-admin.ts).
  STAFF_NOT_LOGGED_IN: { statusCode: 40110, httpStatus: 401, mode: 'login', message: 'staff_not_logged_in' },
  STAFF_LOGIN_FAILED: { statusCode: 40111, httpStatus: 200, mode: 'toast', message: 'login_failed' },
  STAFF_LOCKED: { statusCode: 40112, httpStatus: 200, mode: 'toast', message: 'password_locked' },
  STAFF_TOTP_REQUIRED: { statusCode: 40113, httpStatus: 200, mode: 'none', message: 'staff_totp_required' },
  STAFF_TOTP_INVALID: { statusCode: 40114, httpStatus: 200, mode: 'toast', message: 'staff_totp_invalid' },
  STAFF_MERCHANT_REQUIRED: { statusCode: 40115, httpStatus: 200, mode: 'none', message: 'staff_merchant_required' },
  STAFF_FORBIDDEN: { statusCode: 40116, httpStatus: 403, mode: 'alert', message: 'staff_forbidden' },
  STAFF_PASSWORD_CHANGE_REQUIRED: { statusCode: 40123, httpStatus: 403, mode: 'alert', message: 'staff_password_change_required' },
  STAFF_EMAIL_TAKEN: { statusCode: 40117, httpStatus: 200, mode: 'toast', message: 'staff_email_taken' },
  STAFF_NOT_FOUND: { statusCode: 40118, httpStatus: 200, mode: 'toast', message: 'staff_not_found' },
  STAFF_LAST_OWNER: { statusCode: 40119, httpStatus: 200, mode: 'alert', message: 'staff_last_owner' },
  CSRF_INVALID: { statusCode: 40120, httpStatus: 403, mode: 'toast', message: 'csrf_invalid' },
  STOREFRONT_INVALID: { statusCode: 40121, httpStatus: 200, mode: 'alert', message: 'storefront_invalid' },
  STOREFRONT_VERSION_NOT_FOUND: { statusCode: 40122, httpStatus: 200, mode: 'toast', message: 'storefront_version_not_found' },
  // The seat-map designer (issue #16 item 4).
  SEAT_MAP_INVALID: { statusCode: 40171, httpStatus: 200, mode: 'alert', message: 'seat_map_invalid' },
  SEAT_MAP_NOT_FOUND: { statusCode: 40172, httpStatus: 200, mode: 'toast', message: 'seat_map_not_found' },
  SEAT_MAP_TIER_INVALID: { statusCode: 40173, httpStatus: 200, mode: 'alert', message: 'seat_map_tier_invalid' },
  SEAT_MAP_LOCKED_SEATS: { statusCode: 40174, httpStatus: 200, mode: 'alert', message: 'seat_map_locked_seats' },
  SEAT_MAP_SESSION_HALL: { statusCode: 40175, httpStatus: 200, mode: 'alert', message: 'seat_map_session_hall' },
  // Page layouts (issue #16 item 2); numbered apart from the other console areas' codes.
  LAYOUT_INVALID: { statusCode: 40150, httpStatus: 200, mode: 'alert', message: 'layout_invalid' },
  LAYOUT_NOT_FOUND: { statusCode: 40151, httpStatus: 200, mode: 'toast', message: 'layout_not_found' },
  LAYOUT_VERSION_NOT_FOUND: { statusCode: 40152, httpStatus: 200, mode: 'toast', message: 'layout_version_not_found' },
  // The console's catalogue (issue #16 item 3).
  CATALOGUE_INVALID: { statusCode: 40140, httpStatus: 200, mode: 'alert', message: 'catalogue_invalid' },
  CATALOGUE_NOT_FOUND: { statusCode: 40141, httpStatus: 200, mode: 'toast', message: 'catalogue_not_found' },
  CATALOGUE_STOCK_BELOW_TAKEN: { statusCode: 40142, httpStatus: 200, mode: 'alert', message: 'catalogue_stock_below_taken' },
  CATALOGUE_TIER_HAS_SALES: { statusCode: 40143, httpStatus: 200, mode: 'alert', message: 'catalogue_tier_has_sales' },
  // A show's poster upload (upload-policy.ts POSTER_RULE).
  POSTER_TYPE: { statusCode: 40144, httpStatus: 200, mode: 'alert', message: 'poster_type' },
  POSTER_TOO_LARGE: { statusCode: 40145, httpStatus: 200, mode: 'alert', message: 'poster_too_large' },
  POSTER_DIMENSIONS: { statusCode: 40146, httpStatus: 200, mode: 'alert', message: 'poster_dimensions' },
  POSTER_MISSING: { statusCode: 40147, httpStatus: 200, mode: 'alert', message: 'poster_missing' },
  // Invoices (types/rules/invoice-rules.ts): 40210-40219.
  INVOICE_INVALID: { statusCode: 40210, httpStatus: 200, mode: 'toast', message: 'invoice_invalid' },
  INVOICE_TAXPAYER_ID: { statusCode: 40211, httpStatus: 200, mode: 'toast', message: 'invoice_taxpayer_id' },
  INVOICE_NOT_FOUND: { statusCode: 40212, httpStatus: 200, mode: 'back', message: 'invoice_not_found' },
  INVOICE_ORDER_REFUSED: { statusCode: 40213, httpStatus: 200, mode: 'alert', message: 'invoice_order_refused' },
  INVOICE_EXISTS: { statusCode: 40214, httpStatus: 200, mode: 'alert', message: 'invoice_exists' },
  INVOICE_STATE: { statusCode: 40215, httpStatus: 200, mode: 'toast', message: 'invoice_state' },
  INVOICE_PDF_INVALID: { statusCode: 40216, httpStatus: 200, mode: 'alert', message: 'invoice_pdf_invalid' },
  INVOICE_PDF_TOO_LARGE: { statusCode: 40217, httpStatus: 200, mode: 'alert', message: 'invoice_pdf_too_large' },
  INVOICE_ISSUE_INVALID: { statusCode: 40218, httpStatus: 200, mode: 'alert', message: 'invoice_issue_invalid' },
  INVOICE_ADDRESS_REQUIRED: { statusCode: 40219, httpStatus: 200, mode: 'toast', message: 'invoice_address_required' },
  // Rotating ticket codes: a used ticket gets no new code secret.
  TICKET_ALREADY_USED: { statusCode: 40180, httpStatus: 200, mode: 'toast', message: 'ticket_already_used' },
  // A show's refund rule (Refunds; types/rules/refund-rule.ts refundRuleProblem).
  REFUND_RULE_INVALID: { statusCode: 40185, httpStatus: 200, mode: 'alert', message: 'refund_rule_invalid' },
  // Paper tickets by post (types/rules/express-carriers.ts).
  EXPRESS_CARRIER_UNKNOWN: { statusCode: 40230, httpStatus: 200, mode: 'toast', message: 'express_carrier_unknown' },
  EXPRESS_NO_INVALID: { statusCode: 40231, httpStatus: 200, mode: 'toast', message: 'express_no_invalid' },
  EXPRESS_NOT_SHIPPABLE: { statusCode: 40232, httpStatus: 200, mode: 'alert', message: 'express_not_shippable' },
  EXPRESS_NOT_SHIPPED: { statusCode: 40233, httpStatus: 200, mode: 'toast', message: 'express_not_shipped' },
  EXPRESS_STEP_INVALID: { statusCode: 40234, httpStatus: 200, mode: 'toast', message: 'express_step_invalid' },
  EXPRESS_NOT_PAPER: { statusCode: 40235, httpStatus: 200, mode: 'toast', message: 'express_not_paper' },
  // Ticket transfer (product.md "Other states" Transfer): sending, and the accept failures in the spec's words.
  TRANSFER_UNAVAILABLE: { statusCode: 40200, httpStatus: 200, mode: 'toast', message: 'transfer_unavailable' },
  TRANSFER_DEADLINE_PASSED: { statusCode: 40201, httpStatus: 200, mode: 'alert', message: 'transfer_deadline_passed' },
  TRANSFER_NOT_AGAIN: { statusCode: 40202, httpStatus: 200, mode: 'alert', message: 'transfer_not_again' },
  TRANSFER_ALREADY_ACCEPTED: { statusCode: 40203, httpStatus: 200, mode: 'none', message: 'transfer_already_accepted' },
  TRANSFER_TIME_EXCEEDED: { statusCode: 40204, httpStatus: 200, mode: 'none', message: 'transfer_time_exceeded' },
  TRANSFER_CANCELLED: { statusCode: 40205, httpStatus: 200, mode: 'none', message: 'transfer_cancelled' },
  // Also another buyer's offer or transfer: not found, never "forbidden".
  TRANSFER_NOTHING: { statusCode: 40206, httpStatus: 200, mode: 'none', message: 'transfer_nothing' },
  TRANSFER_PURCHASE_LIMIT: { statusCode: 40207, httpStatus: 200, mode: 'none', message: 'transfer_purchase_limit' },
  TRANSFER_AUDIENCE_REQUIRED: { statusCode: 40208, httpStatus: 200, mode: 'toast', message: 'transfer_audience_required' },
  TRANSFER_IDENTITY_CLOSED: { statusCode: 40209, httpStatus: 200, mode: 'none', message: 'transfer_identity_closed' },
  // Ticket pages (40240-40249).
  TICKET_NO_CALENDAR: { statusCode: 40240, httpStatus: 200, mode: 'toast', message: 'ticket_no_calendar' },
  // Refund requests (Refunds; server/src/refund/*): 40190–40199.
  REFUND_NOT_REFUNDABLE: { statusCode: 40190, httpStatus: 200, mode: 'toast', message: 'refund_not_refundable' },
  REFUND_PAST_DEADLINE: { statusCode: 40191, httpStatus: 200, mode: 'toast', message: 'refund_past_deadline' },
  REFUND_WHOLE_ORDER_ONLY: { statusCode: 40192, httpStatus: 200, mode: 'toast', message: 'refund_whole_order_only' },
  REFUND_TICKET_UNAVAILABLE: { statusCode: 40193, httpStatus: 200, mode: 'toast', message: 'refund_ticket_unavailable' },
  REFUND_NO_TICKETS: { statusCode: 40194, httpStatus: 200, mode: 'toast', message: 'refund_no_tickets' },
  REFUND_REQUEST_NOT_FOUND: { statusCode: 40195, httpStatus: 200, mode: 'toast', message: 'refund_request_not_found' },
  REFUND_REQUEST_DECIDED: { statusCode: 40196, httpStatus: 200, mode: 'alert', message: 'refund_request_decided' },
  REFUND_REJECT_REASON_REQUIRED: { statusCode: 40197, httpStatus: 200, mode: 'alert', message: 'refund_reject_reason_required' },
  REFUND_NOT_RETRYABLE: { statusCode: 40198, httpStatus: 200, mode: 'alert', message: 'refund_not_retryable' },
  // The backstop: the refunds of one payment never pass what it took (refund.repository.ts queue).
  REFUND_EXCEEDS_PAYMENT: { statusCode: 40199, httpStatus: 200, mode: 'alert', message: 'refund_exceeds_payment' },
  // Rebooking (server/src/rebook): codes 40220–40229.
  REBOOK_NOT_SUPPORTED: { statusCode: 40220, httpStatus: 200, mode: 'alert', message: 'rebook_not_supported' },
  REBOOK_PAST_DEADLINE: { statusCode: 40221, httpStatus: 200, mode: 'alert', message: 'rebook_past_deadline' },
  REBOOK_SAME_SESSION: { statusCode: 40222, httpStatus: 200, mode: 'toast', message: 'rebook_same_session' },
  REBOOK_SESSION_UNAVAILABLE: { statusCode: 40223, httpStatus: 200, mode: 'toast', message: 'rebook_session_unavailable' },
  REBOOK_TICKET_NOT_VALID: { statusCode: 40224, httpStatus: 200, mode: 'alert', message: 'rebook_ticket_not_valid' },
  REBOOK_SOLD_OUT: { statusCode: 40225, httpStatus: 200, mode: 'alert', message: 'rebook_sold_out' },
  REBOOK_NEEDS_PAYMENT: { statusCode: 40226, httpStatus: 200, mode: 'alert', message: 'rebook_needs_payment' },
  REBOOK_NOT_PAID: { statusCode: 40227, httpStatus: 200, mode: 'toast', message: 'rebook_not_paid' },
  REBOOK_TIER_INVALID: { statusCode: 40228, httpStatus: 200, mode: 'toast', message: 'rebook_tier_invalid' },
  REBOOK_PRICE_CHANGED: { statusCode: 40229, httpStatus: 200, mode: 'alert', message: 'rebook_price_changed' },
  // Paying a dearer rebook's difference (server/src/rebook): codes 40250–40254.
  // One answer wherever a ticket in a rebook awaiting payment is asked to refund, transfer or rebook again.
  REBOOK_PENDING: { statusCode: 40250, httpStatus: 200, mode: 'alert', message: 'rebook_pending' },
  REBOOK_NOT_FOUND: { statusCode: 40251, httpStatus: 200, mode: 'toast', message: 'rebook_not_found' },
  // Paid, cancelled or past its pay deadline: nothing more to pay or cancel.
  REBOOK_NOT_PAYABLE: { statusCode: 40252, httpStatus: 200, mode: 'alert', message: 'rebook_not_payable' },
  // Binding tickets (issue #17: invitations, bindTicket, real-name after purchase; 40241-40249).
  // One answer for an unknown, voided or other merchant's code: a guesser learns nothing from it.
  INVITATION_CODE_INVALID: { statusCode: 40241, httpStatus: 200, mode: 'toast', message: 'invitation_code_invalid' },
  INVITATION_CODE_USED: { statusCode: 40242, httpStatus: 200, mode: 'alert', message: 'invitation_code_used' },
  INVITATION_STOCK_SHORT: { statusCode: 40243, httpStatus: 200, mode: 'toast', message: 'invitation_stock_short' },
  INVITATION_TIER_UNSUITABLE: { statusCode: 40244, httpStatus: 200, mode: 'toast', message: 'invitation_tier_unsuitable' },
  // bindTicket: one answer for an unknown number, a wrong proof and a ticket no longer valid (no enumeration).
  BIND_TICKET_FAILED: { statusCode: 40245, httpStatus: 200, mode: 'toast', message: 'bind_ticket_failed' },
  // Real-name binding after purchase.
  REAL_NAME_CLOSED: { statusCode: 40246, httpStatus: 200, mode: 'alert', message: 'real_name_closed' },
  REAL_NAME_ALREADY_BOUND: { statusCode: 40247, httpStatus: 200, mode: 'toast', message: 'real_name_already_bound' },
  REAL_NAME_NOT_VALID: { statusCode: 40248, httpStatus: 200, mode: 'toast', message: 'real_name_not_valid' },
  REAL_NAME_AUDIENCE_UNKNOWN: { statusCode: 40249, httpStatus: 200, mode: 'toast', message: 'real_name_audience_unknown' },
  // Coupons (server/src/coupon): codes 40270–40289. Receiving refusals start with the spec's 'Received failure'.
  COUPON_NOT_FOUND: { statusCode: 40270, httpStatus: 200, mode: 'toast', message: 'coupon_not_found' },
  COUPON_GONE: { statusCode: 40271, httpStatus: 200, mode: 'toast', message: 'coupon_gone' },
  COUPON_LIMIT_REACHED: { statusCode: 40272, httpStatus: 200, mode: 'toast', message: 'coupon_limit_reached' },
  COUPON_NOT_RECEIVABLE: { statusCode: 40273, httpStatus: 200, mode: 'toast', message: 'coupon_not_receivable' },
  // "A coupon that needs real-name shows a dialog 实名认证, 仅限实名认证用户领取": the app draws it on this code.
  COUPON_NEEDS_REAL_NAME: { statusCode: 40274, httpStatus: 200, mode: 'none', message: 'coupon_needs_real_name' },
  COUPON_NEEDS_FACE_AUTH: { statusCode: 40275, httpStatus: 200, mode: 'none', message: 'coupon_needs_face_auth' },
  // One answer for an unknown code and one another buyer redeemed (a guesser learns nothing).
  COUPON_CODE_INVALID: { statusCode: 40276, httpStatus: 200, mode: 'toast', message: 'coupon_code_invalid' },
  COUPON_TITLE_INVALID: { statusCode: 40277, httpStatus: 200, mode: 'toast', message: 'coupon_title_invalid' },
  COUPON_VALUE_INVALID: { statusCode: 40278, httpStatus: 200, mode: 'toast', message: 'coupon_value_invalid' },
  COUPON_THRESHOLD_INVALID: { statusCode: 40279, httpStatus: 200, mode: 'toast', message: 'coupon_threshold_invalid' },
  COUPON_SCOPE_INVALID: { statusCode: 40280, httpStatus: 200, mode: 'toast', message: 'coupon_scope_invalid' },
  COUPON_BIZ_TYPES_INVALID: { statusCode: 40281, httpStatus: 200, mode: 'toast', message: 'coupon_biz_types_invalid' },
  COUPON_VALIDITY_INVALID: { statusCode: 40282, httpStatus: 200, mode: 'toast', message: 'coupon_validity_invalid' },
  COUPON_QUANTITY_INVALID: { statusCode: 40283, httpStatus: 200, mode: 'toast', message: 'coupon_quantity_invalid' },
  COUPON_PER_BUYER_INVALID: { statusCode: 40284, httpStatus: 200, mode: 'toast', message: 'coupon_per_buyer_invalid' },
  COUPON_CODES_SHORT: { statusCode: 40285, httpStatus: 200, mode: 'toast', message: 'coupon_codes_short' },
  // No new exchange codes for a template that stopped issuing or whose window has ended (review2 #4).
  COUPON_TEMPLATE_CLOSED: { statusCode: 40286, httpStatus: 200, mode: 'toast', message: 'coupon_template_closed' },
  // Wallet passes (40255-40259): not set up by the merchant, a ticket that may not have one,
  // the console's refusals of entered certificates and keys, an expired download link.
  WALLET_NOT_CONFIGURED: { statusCode: 40255, httpStatus: 200, mode: 'alert', message: 'wallet_not_configured' },
  WALLET_TICKET_NOT_VALID: { statusCode: 40256, httpStatus: 200, mode: 'alert', message: 'wallet_ticket_not_valid' },
  WALLET_SETTINGS_INVALID: { statusCode: 40257, httpStatus: 200, mode: 'alert', message: 'wallet_settings_invalid' },
  WALLET_CERT_EXPIRED: { statusCode: 40258, httpStatus: 200, mode: 'alert', message: 'wallet_cert_expired' },
  WALLET_PASS_LINK_INVALID: { statusCode: 40259, httpStatus: 200, mode: 'alert', message: 'wallet_pass_link_invalid' },
  // bindTicket review fixes (issue #17 leftovers, 40260-40264): the per-account purchase limit buying and
  // transfer acceptance count (told only after the proof held), and the per-number budget of ID proofs
  // (told alike for unknown numbers and real ones).
  BIND_PURCHASE_LIMIT: { statusCode: 40260, httpStatus: 200, mode: 'alert', message: 'bind_purchase_limit' },
  BIND_TICKET_ATTEMPTS: { statusCode: 40261, httpStatus: 200, mode: 'alert', message: 'bind_ticket_attempts' },
  // Membership (issue #18: levels, growth and points; 40290-40309). The console's level ladder, as member-rules.ts memberLevelsProblem says it.
  MEMBER_LEVELS_EMPTY: { statusCode: 40290, httpStatus: 200, mode: 'toast', message: 'member_levels_empty' },
  MEMBER_LEVELS_NO_BASE: { statusCode: 40291, httpStatus: 200, mode: 'toast', message: 'member_levels_no_base' },
  MEMBER_LEVELS_THRESHOLD: { statusCode: 40292, httpStatus: 200, mode: 'toast', message: 'member_levels_threshold' },
  MEMBER_LEVELS_ORDER: { statusCode: 40293, httpStatus: 200, mode: 'toast', message: 'member_levels_order' },
  MEMBER_DISCOUNT_INVALID: { statusCode: 40294, httpStatus: 200, mode: 'toast', message: 'member_discount_invalid' },
  MEMBER_LEVEL_NAME_TAKEN: { statusCode: 40295, httpStatus: 200, mode: 'toast', message: 'member_level_name_taken' },
  MEMBER_LEVEL_NAME_INVALID: { statusCode: 40296, httpStatus: 200, mode: 'toast', message: 'member_level_name_invalid' },
  // Coupons on orders: the app re-prices through pre_order and asks again.
  COUPON_ORDER_TAKEN: { statusCode: ERROR_CODES.COUPON_ORDER_TAKEN, httpStatus: 200, mode: 'toast', message: 'coupon_order_taken' },
  COUPON_ORDER_UNUSABLE: {
    statusCode: ERROR_CODES.COUPON_ORDER_UNUSABLE,
    httpStatus: 200,
    mode: 'toast',
    message: 'coupon_order_unusable'
  },
  COUPON_ORDER_COMBINATION: { statusCode: 40312, httpStatus: 200, mode: 'toast', message: 'coupon_order_combination' },
  // Paid membership (issue #18: plans, member orders paid through the cashier; 40320-40326).
  MEMBER_PLAN_NOT_FOUND: { statusCode: 40320, httpStatus: 200, mode: 'alert', message: 'member_plan_not_found' },
  MEMBER_PLAN_PRICE_INVALID: { statusCode: 40321, httpStatus: 200, mode: 'toast', message: 'member_plan_price_invalid' },
  MEMBER_PLAN_DURATION_INVALID: { statusCode: 40322, httpStatus: 200, mode: 'toast', message: 'member_plan_duration_invalid' },
  MEMBER_PLAN_LEVEL_UNKNOWN: { statusCode: 40323, httpStatus: 200, mode: 'toast', message: 'member_plan_level_unknown' },
  MEMBER_ORDER_NOT_FOUND: { statusCode: 40324, httpStatus: 200, mode: 'toast', message: 'member_order_not_found' },
  MEMBER_ORDER_NOT_PAYABLE: { statusCode: 40325, httpStatus: 200, mode: 'alert', message: 'member_order_not_payable' },
  MEMBER_ORDER_NOT_REFUNDABLE: { statusCode: 40326, httpStatus: 200, mode: 'toast', message: 'member_order_not_refundable' },
  // Offline coupons, voided code batches (issue #18 couponrest; 40361-40375). Fetching a verify code, and the console's verify.
  COUPON_NOT_OFFLINE: { statusCode: 40361, httpStatus: 200, mode: 'toast', message: 'coupon_not_offline' },
  COUPON_NOT_USABLE_NOW: { statusCode: 40362, httpStatus: 200, mode: 'toast', message: 'coupon_not_usable_now' },
  COUPON_VERIFY_CODE_INVALID: { statusCode: 40363, httpStatus: 200, mode: 'toast', message: 'coupon_verify_code_invalid' },
  COUPON_VERIFY_CODE_EXPIRED: { statusCode: 40364, httpStatus: 200, mode: 'toast', message: 'coupon_verify_code_expired' },
  COUPON_ALREADY_USED: { statusCode: 40365, httpStatus: 200, mode: 'toast', message: 'coupon_already_used' },
  COUPON_EXPIRED: { statusCode: 40366, httpStatus: 200, mode: 'toast', message: 'coupon_expired' },
  COUPON_CODE_VOIDED: { statusCode: 40367, httpStatus: 200, mode: 'toast', message: 'coupon_code_voided' },
  // Multi-user packs (coupon-share).
  COUPON_SHARE_PARTS_INVALID: { statusCode: 40368, httpStatus: 200, mode: 'toast', message: 'coupon_share_parts_invalid' },
  COUPON_PACK_NOT_FOUND: { statusCode: 40369, httpStatus: 200, mode: 'toast', message: 'coupon_pack_not_found' },
  COUPON_PACK_GONE: { statusCode: 40370, httpStatus: 200, mode: 'toast', message: 'coupon_pack_gone' },
  COUPON_PACK_TAKEN: { statusCode: 40371, httpStatus: 200, mode: 'toast', message: 'coupon_pack_taken' },
  COUPON_PACK_ENDED: { statusCode: 40372, httpStatus: 200, mode: 'toast', message: 'coupon_pack_ended' },
  // Votes (vote/*, 40850-40859): one ballot per buyer per vote, taken only before the deadline.
  VOTE_NOT_FOUND: { statusCode: 40850, httpStatus: 200, mode: 'back', message: 'vote_not_found' },
  VOTE_CLOSED: { statusCode: 40851, httpStatus: 200, mode: 'toast', message: 'vote_closed' },
  VOTE_ALREADY_CAST: { statusCode: 40852, httpStatus: 200, mode: 'toast', message: 'vote_already_cast' },
  VOTE_OPTION_INVALID: { statusCode: 40853, httpStatus: 200, mode: 'toast', message: 'vote_option_invalid' },
  VOTE_INVALID: { statusCode: 40854, httpStatus: 200, mode: 'toast', message: 'vote_invalid' },
  // Benefit (privilege) cards (40327-40345): buying, booking with one, refunding one, coupon exchange.
  CARD_NOT_FOUND: { statusCode: 40327, httpStatus: 200, mode: 'toast', message: 'card_not_found' },
  CARD_OFF_SALE: { statusCode: 40328, httpStatus: 200, mode: 'toast', message: 'card_off_sale' },
  CARD_SOLD_OUT: { statusCode: 40329, httpStatus: 200, mode: 'toast', message: 'card_sold_out' },
  CARD_BUYER_LIMIT: { statusCode: 40330, httpStatus: 200, mode: 'toast', message: 'card_buyer_limit' },
  CARD_POINTS_SHORT: { statusCode: 40331, httpStatus: 200, mode: 'toast', message: 'card_points_short' },
  CARD_NEEDS_REAL_NAME: { statusCode: 40332, httpStatus: 200, mode: 'alert', message: 'card_needs_real_name' },
  CARD_PRICE_CHANGED: { statusCode: 40333, httpStatus: 200, mode: 'alert', message: 'card_price_changed' },
  CARD_ORDER_NOT_FOUND: { statusCode: 40334, httpStatus: 200, mode: 'toast', message: 'card_order_not_found' },
  CARD_ORDER_NOT_PAYABLE: { statusCode: 40335, httpStatus: 200, mode: 'toast', message: 'card_order_not_payable' },
  CARD_INSTANCE_NOT_FOUND: { statusCode: 40336, httpStatus: 200, mode: 'toast', message: 'card_instance_not_found' },
  CARD_NOT_USABLE: { statusCode: 40337, httpStatus: 200, mode: 'toast', message: 'card_not_usable' },
  CARD_OUT_OF_RANGE: { statusCode: 40338, httpStatus: 200, mode: 'toast', message: 'card_out_of_range' },
  CARD_TIMES_SHORT: { statusCode: 40339, httpStatus: 200, mode: 'toast', message: 'card_times_short' },
  CARD_SESSION_LIMIT: { statusCode: 40340, httpStatus: 200, mode: 'toast', message: 'card_session_limit' },
  CARD_NOT_REFUNDABLE: { statusCode: 40341, httpStatus: 200, mode: 'alert', message: 'card_not_refundable' },
  CARD_EXCHANGE_UNSUPPORTED: { statusCode: 40342, httpStatus: 200, mode: 'toast', message: 'card_exchange_unsupported' },
  CARD_INVALID: { statusCode: 40343, httpStatus: 200, mode: 'toast', message: 'card_invalid' },
  CARD_STOCK_BELOW_SOLD: { statusCode: 40344, httpStatus: 200, mode: 'toast', message: 'card_stock_below_sold' },
  // Promotions (40346-40360): the spec's 22037056 "promotion discount wrong" when a channel
  // discount's quota ran out between pre_order and create_order (the app prices again).
  PROMOTION_DISCOUNT_WRONG: {
    statusCode: BUSINESS_CODES.promotionDiscountWrong,
    httpStatus: 200,
    mode: 'toast',
    message: 'promotion_discount_wrong'
  },
  PROMOTION_NOT_FOUND: { statusCode: 40346, httpStatus: 200, mode: 'toast', message: 'promotion_not_found' },
  PROMOTION_ENDED: { statusCode: 40347, httpStatus: 200, mode: 'toast', message: 'promotion_ended' },
  PROMOTION_SOLD_OUT: { statusCode: 40348, httpStatus: 200, mode: 'toast', message: 'promotion_sold_out' },
  PROMOTION_BUYER_LIMIT: { statusCode: 40349, httpStatus: 200, mode: 'toast', message: 'promotion_buyer_limit' },
  PROMOTION_SELECTION_INVALID: { statusCode: 40350, httpStatus: 200, mode: 'toast', message: 'promotion_selection_invalid' },
  PROMOTION_PACKAGE_NO_REBOOK: { statusCode: 40351, httpStatus: 200, mode: 'alert', message: 'promotion_package_no_rebook' },
  PROMOTION_PACKAGE_NOT_PAYABLE: { statusCode: 40352, httpStatus: 200, mode: 'toast', message: 'promotion_package_not_payable' },
  PROMOTION_INVALID: { statusCode: 40353, httpStatus: 200, mode: 'toast', message: 'promotion_invalid' },
  // Privilege purchase codes (issue #18 privilege; 40373-40389): the code check, its token, orders under it, the console.
  PRIVILEGE_CODE_INVALID: { statusCode: 40373, httpStatus: 200, mode: 'toast', message: 'privilege_code_invalid' },
  PRIVILEGE_CODE_VOIDED: { statusCode: 40374, httpStatus: 200, mode: 'toast', message: 'privilege_code_voided' },
  PRIVILEGE_CODE_USED_UP: { statusCode: 40375, httpStatus: 200, mode: 'toast', message: 'privilege_code_used_up' },
  PRIVILEGE_NOT_OPEN: { statusCode: 40376, httpStatus: 200, mode: 'toast', message: 'privilege_not_open' },
  PRIVILEGE_CHECKS_LIMITED: { statusCode: 40377, httpStatus: 200, mode: 'toast', message: 'privilege_checks_limited' },
  PRIVILEGE_TOKEN_INVALID: { statusCode: 40378, httpStatus: 200, mode: 'alert', message: 'privilege_token_invalid' },
  PRIVILEGE_TIER_NOT_COVERED: { statusCode: 40379, httpStatus: 200, mode: 'toast', message: 'privilege_tier_not_covered' },
  PRIVILEGE_USES_SHORT: { statusCode: 40380, httpStatus: 200, mode: 'toast', message: 'privilege_uses_short' },
  PRIVILEGE_NOT_FOUND: { statusCode: 40381, httpStatus: 200, mode: 'toast', message: 'privilege_not_found' },
  PRIVILEGE_INPUT_INVALID: { statusCode: 40382, httpStatus: 200, mode: 'toast', message: 'privilege_input_invalid' },
  PRIVILEGE_REQUIRED: { statusCode: 40383, httpStatus: 200, mode: 'alert', message: 'privilege_required' },
  // The shop's cart and goods orders (issue "Shop"; 40700-40719).
  SKU_NOT_FOUND: { statusCode: 40700, httpStatus: 200, mode: 'toast', message: 'sku_not_found' },
  SKU_OFF_SALE: { statusCode: 40701, httpStatus: 200, mode: 'toast', message: 'sku_off_sale' },
  SKU_SOLD_OUT: { statusCode: 40702, httpStatus: 200, mode: 'toast', message: 'sku_sold_out' },
  GOODS_BUYER_LIMIT: { statusCode: 40703, httpStatus: 200, mode: 'toast', message: 'goods_buyer_limit' },
  GOODS_PRICE_CHANGED: { statusCode: 40704, httpStatus: 200, mode: 'alert', message: 'goods_price_changed' },
  GOODS_ORDER_NOT_FOUND: { statusCode: 40705, httpStatus: 200, mode: 'toast', message: 'goods_order_not_found' },
  GOODS_ORDER_NOT_PAYABLE: { statusCode: 40706, httpStatus: 200, mode: 'toast', message: 'goods_order_not_payable' },
  GOODS_ORDER_NOT_CANCELLABLE: { statusCode: 40707, httpStatus: 200, mode: 'toast', message: 'goods_order_not_cancellable' },
  GOODS_NOT_REFUNDABLE: { statusCode: 40708, httpStatus: 200, mode: 'toast', message: 'goods_not_refundable' },
  GOODS_ORDER_NOT_SHIPPABLE: { statusCode: 40709, httpStatus: 200, mode: 'toast', message: 'goods_order_not_shippable' },
  CART_FULL: { statusCode: 40710, httpStatus: 200, mode: 'toast', message: 'cart_full' },
  // Commemorative ticket stubs (ticket-stub/ticket-stub-rules.ts): a STUB line names the buyer's eligible ticket, one live stub each.
  STUB_TICKET_REQUIRED: { statusCode: 40711, httpStatus: 200, mode: 'toast', message: 'stub_ticket_required' },
  STUB_TICKET_INELIGIBLE: { statusCode: 40712, httpStatus: 200, mode: 'toast', message: 'stub_ticket_ineligible' },
  STUB_ALREADY_ORDERED: { statusCode: ERROR_CODES.STUB_ALREADY_ORDERED, httpStatus: 200, mode: 'alert', message: 'stub_already_ordered' },
  // The shop's catalogue (server/src/goods/*): 40600-40699. Goods off sale read as not found, like another merchant's.
  GOODS_NOT_FOUND: { statusCode: 40601, httpStatus: 200, mode: 'back', message: 'goods_not_found' },
  GOODS_CATEGORY_NOT_FOUND: { statusCode: 40602, httpStatus: 200, mode: 'toast', message: 'goods_category_not_found' },
  GOODS_INVALID: { statusCode: 40603, httpStatus: 200, mode: 'alert', message: 'goods_invalid' },
  // Announcements (server/src/announcement/*): 40881-40889. Another merchant's, a withdrawn or not yet
  // started one reads as not found.
  ANNOUNCEMENT_NOT_FOUND: { statusCode: 40881, httpStatus: 200, mode: 'toast', message: 'announcement_not_found' },
  ANNOUNCEMENT_INVALID: { statusCode: 40882, httpStatus: 200, mode: 'alert', message: 'announcement_invalid' },
  ANNOUNCEMENT_WITHDRAWN: { statusCode: 40883, httpStatus: 200, mode: 'toast', message: 'announcement_withdrawn' },
  // Open shows (server/src/open-show/*): 40940-40949. Another merchant's show or another buyer's
  // registration reads as not found.
  OPEN_SHOW_NOT_FOUND: { statusCode: 40940, httpStatus: 200, mode: 'back', message: 'open_show_not_found' },
  OPEN_SHOW_CLOSED: { statusCode: 40941, httpStatus: 200, mode: 'toast', message: 'open_show_closed' },
  OPEN_SHOW_ALREADY_REGISTERED: { statusCode: 40942, httpStatus: 200, mode: 'toast', message: 'open_show_already_registered' },
  OPEN_SHOW_ANSWERS_INVALID: { statusCode: 40943, httpStatus: 200, mode: 'toast', message: 'open_show_answers_invalid' },
  OPEN_SHOW_REGISTRATION_NOT_FOUND: { statusCode: 40944, httpStatus: 200, mode: 'back', message: 'open_show_registration_not_found' },
  OPEN_SHOW_REGISTRATION_STATE: { statusCode: 40945, httpStatus: 200, mode: 'toast', message: 'open_show_registration_state' },
  OPEN_SHOW_INVALID: { statusCode: 40946, httpStatus: 200, mode: 'alert', message: 'open_show_invalid' },
  OPEN_SHOW_FULL: { statusCode: 40947, httpStatus: 200, mode: 'toast', message: 'open_show_full' },
  // Work permits (work-permit/*, 40960-40979). The permit login's own failure is mode 'none': the app's
  // request layer must not log the buyer out for it; the permit pages send the applicant to their login.
  WORK_PERMIT_LOGIN_NEEDED: { statusCode: 40960, httpStatus: 200, mode: 'none', message: 'work_permit_login_needed' },
  WORK_PERMIT_NAME: { statusCode: 40961, httpStatus: 200, mode: 'toast', message: 'work_permit_name' },
  WORK_PERMIT_ID_NUMBER: { statusCode: 40962, httpStatus: 200, mode: 'toast', message: 'work_permit_id_number' },
  WORK_PERMIT_PHONE: { statusCode: 40963, httpStatus: 200, mode: 'toast', message: 'work_permit_phone' },
  WORK_PERMIT_COMPANY: { statusCode: 40964, httpStatus: 200, mode: 'toast', message: 'work_permit_company' },
  WORK_PERMIT_ROLE: { statusCode: 40965, httpStatus: 200, mode: 'toast', message: 'work_permit_role' },
  WORK_PERMIT_PHOTO: { statusCode: 40966, httpStatus: 200, mode: 'toast', message: 'work_permit_photo' },
  WORK_PERMIT_SHOW_CLOSED: { statusCode: 40967, httpStatus: 200, mode: 'toast', message: 'work_permit_show_closed' },
  WORK_PERMIT_DUPLICATE: { statusCode: 40968, httpStatus: 200, mode: 'toast', message: 'work_permit_duplicate' },
  WORK_PERMIT_NOT_FOUND: { statusCode: 40969, httpStatus: 200, mode: 'toast', message: 'work_permit_not_found' },
  WORK_PERMIT_DECIDED: { statusCode: 40970, httpStatus: 200, mode: 'toast', message: 'work_permit_decided' },
  WORK_PERMIT_REASON: { statusCode: 40971, httpStatus: 200, mode: 'toast', message: 'work_permit_reason' },
  // Reservations (server/src/reservation/*, 40980-40999): slots booked within the item's rules, one place each.
  RESERVATION_NOT_FOUND: { statusCode: 40980, httpStatus: 200, mode: 'back', message: 'reservation_not_found' },
  RESERVATION_NOT_OPEN: { statusCode: 40981, httpStatus: 200, mode: 'toast', message: 'reservation_not_open' },
  RESERVATION_CLOSED: { statusCode: 40982, httpStatus: 200, mode: 'toast', message: 'reservation_closed' },
  RESERVATION_FULL: { statusCode: 40983, httpStatus: 200, mode: 'toast', message: 'reservation_full' },
  RESERVATION_ALREADY_BOOKED: { statusCode: 40984, httpStatus: 200, mode: 'toast', message: 'reservation_already_booked' },
  RESERVATION_BUYER_LIMIT: { statusCode: 40985, httpStatus: 200, mode: 'toast', message: 'reservation_buyer_limit' },
  RESERVATION_PRICE_CHANGED: { statusCode: 40986, httpStatus: 200, mode: 'alert', message: 'reservation_price_changed' },
  RESERVATION_BOOKING_NOT_FOUND: { statusCode: 40987, httpStatus: 200, mode: 'toast', message: 'reservation_booking_not_found' },
  RESERVATION_NOT_CANCELLABLE: { statusCode: 40988, httpStatus: 200, mode: 'alert', message: 'reservation_not_cancellable' },
  RESERVATION_NOT_PAYABLE: { statusCode: 40989, httpStatus: 200, mode: 'toast', message: 'reservation_not_payable' },
  RESERVATION_INVALID: { statusCode: 40990, httpStatus: 200, mode: 'toast', message: 'reservation_invalid' },
  RESERVATION_BELOW_BOOKED: { statusCode: 40991, httpStatus: 200, mode: 'alert', message: 'reservation_below_booked' },
  // Copywriting and app versions (server/src/copywriting/*, server/src/app-version/*): 40950-40959.
  COPYWRITING_KEY_UNKNOWN: { statusCode: 40950, httpStatus: 200, mode: 'toast', message: 'copywriting_key_unknown' },
  COPYWRITING_INVALID: { statusCode: 40951, httpStatus: 200, mode: 'alert', message: 'copywriting_invalid' },
  APP_VERSION_INVALID: { statusCode: 40952, httpStatus: 200, mode: 'alert', message: 'app_version_invalid' },
  // Parking (parking/*, 41000-41019): plates, stays, parking payments and their refunds.
  PARKING_PLATE_INVALID: { statusCode: 41000, httpStatus: 200, mode: 'toast', message: 'parking_plate_invalid' },
  PARKING_PLATES_FULL: { statusCode: 41001, httpStatus: 200, mode: 'toast', message: 'parking_plates_full' },
  PARKING_PLATE_NOT_FOUND: { statusCode: 41002, httpStatus: 200, mode: 'toast', message: 'parking_plate_not_found' },
  PARKING_NOT_INSIDE: { statusCode: 41003, httpStatus: 200, mode: 'toast', message: 'parking_not_inside' },
  PARKING_NOTHING_DUE: { statusCode: 41004, httpStatus: 200, mode: 'toast', message: 'parking_nothing_due' },
  PARKING_PRICE_CHANGED: { statusCode: 41005, httpStatus: 200, mode: 'alert', message: 'parking_price_changed' },
  PARKING_COUPON_NOT_USABLE: { statusCode: 41006, httpStatus: 200, mode: 'toast', message: 'parking_coupon_not_usable' },
  PARKING_ORDER_NOT_FOUND: { statusCode: 41007, httpStatus: 200, mode: 'toast', message: 'parking_order_not_found' },
  PARKING_ORDER_NOT_PAYABLE: { statusCode: 41008, httpStatus: 200, mode: 'toast', message: 'parking_order_not_payable' },
  PARKING_NOT_REFUNDABLE: { statusCode: 41009, httpStatus: 200, mode: 'alert', message: 'parking_not_refundable' },
  PARKING_LOT_NOT_FOUND: { statusCode: 41010, httpStatus: 200, mode: 'toast', message: 'parking_lot_not_found' },
  PARKING_LOT_INVALID: { statusCode: 41011, httpStatus: 200, mode: 'alert', message: 'parking_lot_invalid' },
  PARKING_ALREADY_INSIDE: { statusCode: 41012, httpStatus: 200, mode: 'toast', message: 'parking_already_inside' },
  // Subscription messages and the WeChat JS-SDK (subscription-message/*, wechat-jsapi/*, 41060-41079).
  SUBSCRIBE_APP_UNKNOWN: { statusCode: 41060, httpStatus: 200, mode: 'none', message: 'subscribe_app_unknown' },
  SUBSCRIBE_TEMPLATE_UNKNOWN: { statusCode: 41061, httpStatus: 200, mode: 'none', message: 'subscribe_template_unknown' },
  SUBSCRIBE_OPEN_ID_UNKNOWN: { statusCode: 41062, httpStatus: 200, mode: 'none', message: 'subscribe_open_id_unknown' },
  SUBSCRIBE_TOO_MANY: { statusCode: 41063, httpStatus: 200, mode: 'none', message: 'subscribe_too_many' },
  SUBSCRIBE_COUPON_UNKNOWN: { statusCode: 41064, httpStatus: 200, mode: 'none', message: 'subscribe_coupon_unknown' },
  MESSAGE_TEMPLATES_INVALID: { statusCode: 41065, httpStatus: 200, mode: 'toast', message: 'message_templates_invalid' },
  JSAPI_NOT_OFFERED: { statusCode: 41066, httpStatus: 200, mode: 'none', message: 'jsapi_not_offered' },
  JSAPI_URL_INVALID: { statusCode: 41067, httpStatus: 200, mode: 'none', message: 'jsapi_url_invalid' },
  // On-site (venue box-office) purchase (venue-purchase/*, 41020-41039): the on-site rules before the sales core.
  ONSITE_NOT_SOLD: { statusCode: 41020, httpStatus: 200, mode: 'alert', message: 'onsite_not_sold' },
  ONSITE_OTHER_DAY: { statusCode: 41021, httpStatus: 200, mode: 'alert', message: 'onsite_other_day' },
  ONSITE_NOT_YET: { statusCode: 41022, httpStatus: 200, mode: 'alert', message: 'onsite_not_yet' },
  ONSITE_ENDED: { statusCode: 41023, httpStatus: 200, mode: 'alert', message: 'onsite_ended' },
  ONSITE_REAL_NAME: { statusCode: 41024, httpStatus: 200, mode: 'alert', message: 'onsite_real_name' },
  ONSITE_SETTINGS_INVALID: { statusCode: 41025, httpStatus: 200, mode: 'toast', message: 'onsite_settings_invalid' },
  // Codes and reminders (promotion-code/*, order-reminder/*, 41040-41059).
  // An unknown, disabled or malformed scanned code: the scan page says so itself (mode none) and offers home.
  PROMOTION_CODE_NOT_FOUND: { statusCode: 41040, httpStatus: 200, mode: 'none', message: 'promotion_code_not_found' },
  PROMOTION_CODE_INVALID: { statusCode: 41041, httpStatus: 200, mode: 'toast', message: 'promotion_code_invalid' },
  PROMOTION_CODE_TARGET_NOT_FOUND: { statusCode: 41042, httpStatus: 200, mode: 'toast', message: 'promotion_code_target_not_found' },
  TERMINAL_JUMP_UNKNOWN: { statusCode: 41043, httpStatus: 200, mode: 'toast', message: 'terminal_jump_unknown' },
  TERMINAL_JUMP_INVALID: { statusCode: 41044, httpStatus: 200, mode: 'toast', message: 'terminal_jump_invalid' },
  PAYMENT_BINDING_NOT_FOUND: { statusCode: 41045, httpStatus: 200, mode: 'toast', message: 'payment_binding_not_found' },
  // The show area's last calls (policy/, show-access/, show-user/, user-component/, 41080-41099).
  WHITE_TAG_REQUIRED: { statusCode: 41080, httpStatus: 200, mode: 'alert', message: 'white_tag_required' },
  POLICY_INVALID: { statusCode: 41081, httpStatus: 200, mode: 'toast', message: 'policy_invalid' },
  WHITE_TAGS_INVALID: { statusCode: 41082, httpStatus: 200, mode: 'toast', message: 'white_tags_invalid' },
  SEAT_PAGE_URL_INVALID: { statusCode: 41083, httpStatus: 200, mode: 'toast', message: 'seat_page_url_invalid' },
  REBOOK_TICKETS_NOT_IN_ORDER: { statusCode: 41084, httpStatus: 200, mode: 'toast', message: 'rebook_tickets_not_in_order' },
  // The user area's last calls (issue #32): captcha tokens, the merchant's login channels, the chat's goods card.
  CAPTCHA_TOKEN_INVALID: { statusCode: 41100, httpStatus: 200, mode: 'toast', message: 'captcha_token_invalid' },
  CAPTCHA_REQUIRED: { statusCode: 41101, httpStatus: 200, mode: 'toast', message: 'captcha_required' },
  BSAUTH_TICKET_INVALID: { statusCode: 41102, httpStatus: 200, mode: 'none', message: 'bsauth_ticket_invalid' },
  LOGIN_CHANNEL_UNAVAILABLE: { statusCode: 41103, httpStatus: 200, mode: 'none', message: 'login_channel_unavailable' },
  DOUYIN_STATE_INVALID: { statusCode: 41104, httpStatus: 200, mode: 'none', message: 'douyin_state_invalid' },
  DOUYIN_FAILED: { statusCode: 41105, httpStatus: 200, mode: 'none', message: 'douyin_failed' },
  CHAT_ITEM_NOT_FOUND: { statusCode: 41106, httpStatus: 200, mode: 'toast', message: 'chat_item_not_found' },
  LOGIN_CHANNEL_INVALID: { statusCode: 41107, httpStatus: 200, mode: 'alert', message: 'login_channel_invalid' },
  STUDENT_AUTH_CLOSED: { statusCode: 41108, httpStatus: 200, mode: 'alert', message: 'student_auth_closed' },
  CHAT_GOODS_ID_INVALID: { statusCode: 41109, httpStatus: 200, mode: 'alert', message: 'chat_goods_id_invalid' },
  // /readyz while PostgreSQL does not answer: a balancer reads the 503 and sends buyers to another gateway.
  NOT_READY: { statusCode: 50300, httpStatus: 503, mode: 'limiting', message: 'not_ready' },
  INTERNAL: { statusCode: 50000, httpStatus: 500, mode: 'alert', message: 'internal_error' }
} satisfies Record<string, ErrorDef>

export type ErrorCode = keyof typeof ERRORS

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Sent as the envelope's data, for errors the app acts on (the bind token of 15012020). */
    readonly data: unknown = null
  ) {
    // An AppError is an answer (sold out, limiting, a refused proof), not a fault: nothing reads its
    // stack, and capturing one was the costliest frame of a sold-out create_order (docs/PERFORMANCE.md).
    // (Error's constructor does not throw, so the limit is always put back.)
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    super(code)
    Error.stackTraceLimit = limit
    this.name = 'AppError'
  }
}
