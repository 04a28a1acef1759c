/**
 * Per-client budgets: how many calls one network address may make in a window, per family of calls
 * (issue 12, finding 4). Logins, code sends, captchas, order creation and search each have their own
 * budget; every other API call shares one generous budget, because a venue's Wi-Fi or a carrier's NAT
 * puts hundreds of buyers behind one address. A call over budget is refused before its body is read,
 * with the envelope RATE_LIMITED (mode limiting: the app retries critical calls every 3 s and offers a
 * retry on the others) and a Retry-After header.
 *
 * These are per-address limits only. The per-account and per-code limits (password lock-out, code
 * attempts, SMS windows) live with their rules and hold whatever this module is set to.
 * Counters live in Redis when the gateway has one (shared by every gateway process), in memory otherwise.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PAY_NOTIFY_ROUTE, REFUND_NOTIFY_ROUTE } from './notify-routes'
import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import type Redis from 'ioredis'
import { AppError } from './app-error'
import { isApiPath, pathOf } from './api-paths'

const MINUTE = 60_000

export interface Budget {
  /** Calls allowed per window and address. */
  max: number
  windowMs: number
}

export const BUDGETS = {
  /**
   * Password, code and token logins, binding and password changes: each is a guess at a secret. 50 in
   * 10 minutes lets a crowded venue's buyers log in (one login each, spread over the doors opening) and
   * stops a credential-stuffing run from one address.
   */
  login: { max: 50, windowMs: 10 * MINUTE },
  /** Calls that send an SMS or a mail (or mint a payment code); the SMS rules add 30 an hour per address. */
  codeSends: { max: 30, windowMs: 10 * MINUTE },
  /** A captcha comes before every code send and again after each wrong answer. */
  captcha: { max: 100, windowMs: 10 * MINUTE },
  /** Order creation; the rush gate meters the crowd as a whole, this meters one address in it. */
  orderCreation: { max: 600, windowMs: MINUTE },
  /** Search is the most expensive public read. */
  search: { max: 300, windowMs: MINUTE },
  /**
   * The platforms' payment and refund notifications (issue #15 review). A platform posts from a pool of
   * servers and retries an unanswered notification only a dozen or so times over a day, so even an on-sale
   * rush settling every order within minutes stays far under 50 a second from one address; past it the
   * answer is a 429, which both platforms take as "send again later", never as handled. It bounds what one
   * address can make the gateway verify and record.
   */
  paymentNotices: { max: 3000, windowMs: MINUTE },
  /** Every other API call: 100 a second per address, so a crowded venue is never refused. */
  calls: { max: 6000, windowMs: MINUTE }
} satisfies Record<string, Budget>

export type BudgetName = keyof typeof BUDGETS

/**
 * Route patterns (as registered, `*` ending a prefix) of each budget other than `calls`. Calls that
 * the budgets never meter: the health check (load balancers) and the sandbox's signed callback (never
 * offered in production).
 */
const ROUTES: Record<Exclude<BudgetName, 'calls'>, string[]> = {
  login: [
    '/user/pub/v1/login',
    '/user/pub/v1/login_or_register',
    '/user/pub/v1/mini/login',
    '/user/pub/v1/pre_login',
    '/user/buyer/v1/mini/bind_phone',
    '/user/buyer/v1/wechat/oauth_openid',
    '/user/pub/v1/oauth/*',
    '/user/pub/v1/partner/*',
    '/user/pub/v1/bind',
    '/user/buyer/v1/bind',
    '/user/pub/v1/email/activate',
    '/user/pub/v1/email/set_password',
    '/user/buyer/v1/change_password',
    '/admin-api/v1/session',
    '/admin-api/v1/me/password',
    // Binding tickets: an invitation code is a secret to guess, like a password.
    '/buyer/buyer/v1/invitations/redeem',
    // Coupons: an exchange code is a secret to guess too.
    '/buyer/buyer/cyy/v1/coupons/exchange',
    // Its check answers the same question without spending the code: the same budget, or it would be the way to guess.
    '/buyer/buyer/cyy/v1/coupons/exchange_check',
    '/buyer/buyer/v1/ticket_bindings',
    // Privilege purchase codes: a secret to guess too (and counted per buyer in the service).
    '/buyer/buyer/v1/privilege/code/check',
    // Real-name and face checks: each asks a billed provider whether a name belongs to an ID number.
    '/buyer/buyer/v1/user_certification/person/create_or_update',
    '/buyer/buyer/v1/user_certification/face/*'
  ],
  codeSends: [
    '/user/pub/v1/sms_code',
    '/user/pub/v1/email/create_account',
    '/user/pub/v1/email/resend_activation',
    '/user/pub/v1/email/forgot_password',
    '/user/buyer/v1/email/bind_code',
    '/trade/buyer/v3/payments/doooly/make_pay_verification_code',
    // Binding tickets: the proof code of bindTicket.
    '/buyer/buyer/v1/ticket_bindings/code'
  ],
  captcha: ['/user/pub/v1/captcha'],
  orderCreation: ['/buyer/buyer/v3/pre_order', '/buyer/buyer/v5/create_order'],
  search: ['/home/pub/v3/show_list/search', '/home/pub/v1/search_terms'],
  paymentNotices: [PAY_NOTIFY_ROUTE, REFUND_NOTIFY_ROUTE]
}
const UNMETERED = ['/healthz', '/readyz', '/pub/v1/payments/:paymentProduct/callback']

function matches(pattern: string, route: string): boolean {
  return pattern.endsWith('*') ? route.startsWith(pattern.slice(0, -1)) : route === pattern
}

/** The budget a request is metered against, or none (the H5 files and the unmetered calls). */
export function budgetOf(request: FastifyRequest): BudgetName | undefined {
  const route = request.routeOptions.url
  if (route !== undefined) {
    if (UNMETERED.includes(route)) return undefined
    for (const [name, patterns] of Object.entries(ROUTES)) if (patterns.some((p) => matches(p, route))) return name as BudgetName
  }
  return isApiPath(pathOf(request.url)) ? 'calls' : undefined
}

export interface RateLimitOptions {
  /** false: no per-address limits (RATE_LIMITS=off, for benchmarks and load tests). */
  enabled: boolean
  /** Counters shared by every gateway process; absent: in this process's memory. */
  redis?: Redis
  /** Redis key prefix (tests use their own). */
  nameSpace?: string
  /** Replaces some budgets (tests that cannot send 6000 calls). */
  budgets?: Partial<Record<BudgetName, Budget>>
}

/** Refuses a call over its address's budget (throws RATE_LIMITED); a call with no budget passes. */
export type Meter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

/**
 * Counts one call of a budget from an address and says whether it is within the budget: the same counters
 * as the meter's, for a call answered before Fastify has a request (http/front-door.ts).
 */
export type AddressMeter = (budget: BudgetName, address: string) => true | Promise<boolean>

export interface Meters {
  meter: Meter
  addressMeter: AddressMeter
}

/**
 * Sets up the budgets and answers the meter that applies them. The caller runs it as an onRequest hook;
 * the reply cache runs it too, before answering from memory, so a kept reply is metered like any other.
 * With the budgets off the meter passes every call.
 */
export async function rateLimitMeter(app: FastifyInstance, options: RateLimitOptions): Promise<Meters> {
  if (!options.enabled) return { meter: async () => undefined, addressMeter: () => true }
  await app.register(rateLimit, {
    global: false,
    redis: options.redis,
    nameSpace: options.nameSpace ?? 'stagedoor:rate:',
    // Enough addresses in memory that a crowd does not evict the one being metered.
    cache: 20_000,
    // A Redis outage must not take the storefront down with it: calls go unmetered until it is back.
    skipOnError: true
  })
  const budgets = { ...BUDGETS, ...options.budgets }
  const limiters = Object.fromEntries(
    Object.entries(budgets).map(([name, budget]) => [
      name,
      // One counter per budget and address (an IPv6 address counts by its /64, as the plugin does).
      app.createRateLimit({ max: budget.max, timeWindow: budget.windowMs, keyGenerator: (r) => `${name}:${normalizeIP(r.ip)}` })
    ])
  ) as Record<BudgetName, ReturnType<FastifyInstance['createRateLimit']>>

  const meter: Meter = async (request, reply) => {
    const name = budgetOf(request)
    if (!name) return
    const result = await limiters[name](request)
    if (result.isAllowed || !result.isExceeded) return
    reply.header('retry-after', String(result.ttlInSeconds))
    // A platform reads an HTTP 200 as "handled" and would never send the notification again.
    throw new AppError(name === 'paymentNotices' ? 'PAYMENT_NOTICE_LIMITED' : 'RATE_LIMITED')
  }
  const addressMeter: AddressMeter = async (name, address) => {
    // The limiter reads only what our key generator reads (ip) and the route's config (for a groupId,
    // which these budgets do not use), so this is the whole of what it needs of a request.
    const asked = { ip: address, routeOptions: { config: {} } } as unknown as FastifyRequest
    const result = await limiters[name](asked)
    return result.isAllowed || !result.isExceeded
  }
  return { meter, addressMeter }
}
