/**
 * The business statusCodes both sides act on (calls-errors-limits.md section 8, "Business response codes"
 * and "Handling"), defined once: the gateway answers with them (server/src/http/app-error.ts) and the
 * app's request layer reacts to them (src/services/request/request-constants.ts).
 */
export const BUSINESS_CODES = {
  memberDiscountWrong: 12501099,
  memberDiscountChanged: 22037057,
  promotionDiscountWrong: 22037056,
  /** "Logged in on another device": the app logs out and alerts, one at a time. */
  loggedInElsewhere: 15012009,
  notLoggedIn: 15012007,
  /** A third-party login whose email already has an account: the app opens the bind page. */
  accountNeedsBinding: 15012020,
  /** The app refreshes the access token once and replays. */
  tokenExpired: 15012010,
  loginExpired: 15012002,
  tokenException: 15012008,
  loggedOut: 10002008,
  /** The login-status popup: the login method or area is not for this language. */
  loginStatusMethod: 22046007,
  /** The login-status popup: about the language. */
  loginStatusLanguage: 22046008,
  /** The rush gate is full: reply mode limiting, critical calls retry every 3 s. */
  limiting: 42900
} as const

export type BusinessCode = (typeof BUSINESS_CODES)[keyof typeof BUSINESS_CODES]
