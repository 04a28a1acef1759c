/**
 * What a failed call does to the buyer's screen (calls-errors-limits.md sections 4 and 8): the business
 * codes (logout, logged in elsewhere, binding, login status, shop state, booking back mode), the network
 * dialogs for important requests, and the reply modes, including limiting's automatic retry loop.
 * Either resolves with the envelope of a successful retry or rejects with the error.
 */
import { atom } from 'jotai'
import type { MessageKey, MessageParams } from '../../locales/i18n'
import { isWaitingTurn } from '../../../types/api/order'
import type { Envelope } from '../../../types/api/envelope'
import {
  BOOKING_BACK_MODE,
  BOOKING_ERROR_CODES,
  BUSINESS_CODES,
  IMPORTANCE,
  LIMITING_MAX_RETRIES,
  LIMITING_RETRY_INTERVAL_MS,
  LOGOUT_CODES,
  SHOP_CLOSED_ERROR_CODE,
  WAIT_COUNTDOWN_SECONDS,
  isThrottleHttpStatus,
  type Importance
} from './request-constants'
import { RequestError } from './request-error'
import type { ReplyNavigation, ReplyUi, SessionPort } from './reply-ports'
import { store } from '../../store/store'

export interface FailureContext<T> {
  ui: ReplyUi
  nav: ReplyNavigation
  session: SessionPort
  text(key: MessageKey, params?: MessageParams): string
  /** Sends the same request again (same body, so an idempotency key is reused). */
  retry(): Promise<Envelope<T>>
  sleep(ms: number): Promise<void>
}

interface FailedRequest {
  importance?: Importance
  handleErrors?: boolean
}

/**
 * "Logged in on another device ... one at a time": whether that alert is on screen. Logout leaves it be:
 * the code itself logs out just before it asks, and every concurrent reply must still find it open.
 */
export const loginInvalidAlertOpenAtom = atom(false)

function withMessage(error: RequestError, message: string): RequestError {
  return new RequestError({
    message,
    statusCode: error.statusCode,
    httpCode: error.httpCode,
    subComments: error.subComments,
    actText: error.actText,
    mode: error.mode,
    errorCode: error.errorCode,
    data: error.data,
    cause: error,
    timeout: error.timeout,
    network: error.network
  })
}

/** Side effects of the business codes; true when the code already told the buyer what happened. */
function applyBusinessCode<T>(error: RequestError, ctx: FailureContext<T>): boolean {
  const { statusCode, errorCode } = error
  if (errorCode && BOOKING_ERROR_CODES.includes(errorCode)) ctx.session.saveBackMode(BOOKING_BACK_MODE)

  if (LOGOUT_CODES.includes(statusCode)) {
    if (ctx.session.accessToken()) ctx.session.logout()
    else ctx.session.clearLocalData()
    return false
  }
  if (statusCode === BUSINESS_CODES.loggedInElsewhere) {
    ctx.session.logout()
    if (!store.get(loginInvalidAlertOpenAtom)) {
      store.set(loginInvalidAlertOpenAtom, true)
      void ctx.ui.alert({ content: ctx.text('common.login_invalid'), confirmText: ctx.text('common.confirm') }).then(() => {
        store.set(loginInvalidAlertOpenAtom, false)
        ctx.nav.toLogin()
      })
    }
    return true
  }
  if (statusCode === BUSINESS_CODES.accountNeedsBinding) {
    const data = (error.data ?? {}) as { bindToken?: unknown; email?: unknown }
    const params = {
      ...(typeof data.bindToken === 'string' ? { bindToken: data.bindToken } : {}),
      ...(typeof data.email === 'string' ? { email: data.email, bindType: 'EMAIL' } : {})
    }
    void ctx.ui
      .alert({ content: ctx.text('common.bind_account'), confirmText: ctx.text('common.confirm') })
      .then(() => ctx.nav.openBindPage(params))
    return true
  }
  if (statusCode === BUSINESS_CODES.loginStatusLanguage || statusCode === BUSINESS_CODES.loginStatusMethod) {
    ctx.ui.loginStatusPopup(statusCode)
    return true
  }
  if (errorCode === SHOP_CLOSED_ERROR_CODE && ctx.session.shopStatus() !== 'OPEN') {
    ctx.nav.openShopState()
    return true
  }
  return false
}

async function manualRetry<T>(
  error: RequestError,
  ctx: FailureContext<T>,
  title: string | undefined,
  content: string
): Promise<Envelope<T>> {
  const again = await ctx.ui.retryPrompt({ title, content, retryText: ctx.text('common.retry'), cancelText: ctx.text('common.cancel') })
  if (!again) throw error
  // Manual retry: once. A second failure is the caller's.
  return ctx.retry()
}

/**
 * What the crowded dialog says: from a hot show's waiting room, the buyer's place and the estimated
 * wait (or the wait until places are drawn); otherwise that the channel is crowded.
 */
export function crowdedText(data: unknown, text: FailureContext<unknown>['text']): string {
  if (!isWaitingTurn(data)) return text('common.crowded')
  const seconds = Math.max(1, Math.round(data.waitSeconds))
  if (data.place === null) return text('common.crowded_draw', { seconds })
  const wait = seconds < 60 ? text('common.wait_seconds', { seconds }) : text('common.wait_minutes', { minutes: Math.ceil(seconds / 60) })
  return text('common.crowded_place', { place: data.place, wait })
}

/** limiting on a critical request: retry every 3 s, up to 10 times, under the crowded-channel dialog. */
async function limitingLoop<T>(error: RequestError, ctx: FailureContext<T>): Promise<Envelope<T>> {
  const dialog = ctx.ui.crowded({
    content: crowdedText(error.data, ctx.text),
    inLine: isWaitingTurn(error.data),
    cancelText: ctx.text('common.cancel'),
    backText: ctx.text('common.back')
  })
  let stopped: 'cancel' | 'back' | undefined
  void dialog.choice.then((choice) => {
    stopped = choice
  })
  let last = error
  try {
    for (let i = 0; i < LIMITING_MAX_RETRIES; i++) {
      await ctx.sleep(LIMITING_RETRY_INTERVAL_MS)
      if (stopped) break
      try {
        return await ctx.retry()
      } catch (retryError) {
        if (!(retryError instanceof RequestError) || retryError.mode !== 'limiting') throw retryError
        last = retryError
        // The retry kept the buyer's place: show where they are now.
        if (isWaitingTurn(retryError.data)) dialog.update(crowdedText(retryError.data, ctx.text))
      }
    }
  } finally {
    dialog.close()
  }
  if (stopped === 'back') ctx.nav.back()
  throw last
}

export async function handleFailure<T>(error: RequestError, request: FailedRequest, ctx: FailureContext<T>): Promise<Envelope<T>> {
  const handledByCode = applyBusinessCode(error, ctx)
  if (request.handleErrors === false || handledByCode) throw error

  const importance = request.importance ?? IMPORTANCE.medium
  const important = importance <= IMPORTANCE.high
  const { ui, nav, text } = ctx

  // No envelope (statusCode -1: network, timeout, non-200 HTTP, missing body): the HTTP status decides.
  if (error.statusCode === -1) {
    const http = error.httpCode ?? 0
    // Low-importance calls (copywriting, analytics-like reads) fail quietly.
    if (importance >= IMPORTANCE.low) throw error
    if (important && isThrottleHttpStatus(http)) {
      return manualRetry(error, ctx, text('common.too_many_visits'), text('common.too_many_visits_hint'))
    }
    if (important && (http === 504 || error.timeout)) {
      const unreachable = withMessage(error, text('common.check_network'))
      return manualRetry(unreachable, ctx, undefined, text('common.cannot_connect'))
    }
    if (error.network || error.timeout) {
      ui.toast(error.message)
      throw error
    }
    await ui.alert({ content: text('common.generic_error'), confirmText: text('common.back') })
    nav.back()
    throw error
  }

  const message = error.message
  switch (error.mode) {
    case 'none':
      throw error
    case undefined:
    case 'toast':
      if (message) ui.toast(message)
      throw error
    case 'alert':
      await ui.alert({ title: error.subComments, content: message, confirmText: error.actText || text('common.confirm') })
      throw error
    case 'login':
      nav.toLogin()
      throw error
    case 'back':
      if (message) await ui.alert({ content: message, confirmText: error.actText || text('common.confirm') })
      nav.back()
      throw error
    case 'backRefresh':
      if (message) await ui.alert({ content: message, confirmText: error.actText || text('common.confirm') })
      nav.backRefresh()
      throw error
    case 'waiting':
      await ui.waiting({
        content: message || text('common.busy'),
        confirmText: error.actText || text('common.confirm'),
        seconds: WAIT_COUNTDOWN_SECONDS
      })
      throw error
    case 'retry':
      return manualRetry(error, ctx, error.subComments, message || text('common.please_try_later'))
    case 'booking':
      await ui.alert({ content: message, confirmText: error.actText || text('common.confirm') })
      throw error
    case 'limiting':
      if (importance === IMPORTANCE.critical) return limitingLoop(error, ctx)
      return manualRetry(error, ctx, text('common.busy_title'), message || text('common.busy'))
    default:
      await ui.alert({ content: text('common.generic_error'), confirmText: text('common.back') })
      nav.back()
      throw error
  }
}
