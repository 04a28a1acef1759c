/**
 * "Bad input gets a clear error in the spec's reply envelope (statusCode, mode, comments, subComments,
 * actText, iconUrl, errorCode, data; right statusCode, mode and a translated message), never a 500 /
 * statusCode 50000, a stack trace, a non-envelope reply or a half-written order." A value the database
 * refuses is answered INVALID_PARAMETER too, but only as a safety net: here it counts as a fault, since
 * a schema or the input guard should have refused it first.
 *
 * Every buyer-facing route the gateway registers (all but the merchant console's, the OpenAPI viewer and
 * the /dev tools, which production does not serve), called as a logged-in buyer with a fixed list of
 * hostile inputs in every path parameter, query field and body field its schema names: wrong types,
 * null, negatives, 1e309 as raw JSON text, 100,000 characters, a NUL byte, an emoji, a lone surrogate,
 * another buyer's ids; and bodies that are missing, an array or a scalar. The list is fixed, so a failure
 * replays exactly.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { auth, directBuyers, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { shanghaiAddress } from '../helpers/address-helpers'
import { registeredRoutes, type RegisteredRoute } from '../helpers/route-catalogue'
import { hostileRequests, type Objects } from '../helpers/hostile-requests'
import { isApiPath } from '../../src/http/api-paths'
import { REFUSED_BY_DATABASE } from '../../src/http/error-handler'

const ENVELOPE_KEYS = ['actText', 'comments', 'data', 'errorCode', 'iconUrl', 'mode', 'statusCode', 'subComments']
const MODES = new Set(['none', 'toast', 'alert', 'login', 'back', 'waiting', 'backRefresh', 'retry', 'booking', 'limiting'])

/** Calls that end the buyer's session: each hostile request gets a buyer of its own. */
const ENDS_SESSION = new Set(['/user/buyer/v1/logout', '/user/buyer/v1/unregister', '/user/buyer/v1/mini/user_logout'])

/**
 * The payment platforms' notifications answer in each platform's own format (a plain "fail" asks WeChat
 * to send again), not the envelope: for them only "never a 5xx, never a stack trace" holds.
 */
const PLATFORM_ANSWERS = new Set([
  '/pub/v1/payments/:paymentProduct/notify/:merchantId',
  '/pub/v1/payments/:paymentProduct/refund_notify/:merchantId'
])

/** The merchant console, the OpenAPI viewer and the development tools are not the buyer's. */
function isBuyerRoute(route: RegisteredRoute): boolean {
  if (!isApiPath(route.path)) return false
  return !/^\/(admin-api|admin|docs|dev)(\/|$)/.test(route.path)
}

/** What is wrong with one reply, or undefined when it keeps the rule. */
function faultOf(route: RegisteredRoute, res: { statusCode: number; body: string; headers: Record<string, unknown> }): string | undefined {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`
  if (/\n\s+at .+:\d+:\d+/.test(res.body)) return `a stack trace: ${res.body.slice(0, 200)}`
  const type = String(res.headers['content-type'] ?? '')
  // A hidden route serves a file, an image or a page when it succeeds; its refusals are still envelopes.
  if (route.hidden && res.statusCode < 400 && !type.includes('json')) return undefined
  if (PLATFORM_ANSWERS.has(route.path)) return undefined
  let body: Record<string, unknown>
  try {
    body = JSON.parse(res.body) as Record<string, unknown>
  } catch {
    return `not JSON (HTTP ${res.statusCode}, ${type}): ${res.body.slice(0, 120)}`
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return `not an envelope: ${res.body.slice(0, 120)}`
  const keys = Object.keys(body).sort().join(',')
  if (keys !== ENVELOPE_KEYS.join(',')) return `not the envelope's fields: ${keys}`
  const code = body.statusCode
  // The 5xxxx codes are the gateway's own failures (INTERNAL 50000, NOT_READY 50300); business codes are 4xxxx or longer.
  if (typeof code !== 'number' || (code >= 50000 && code < 60000))
    return `statusCode ${String(code)} ${String(body.errorCode)}: ${String(body.comments)}`
  if (String(body.comments).includes(REFUSED_BY_DATABASE)) return `the database, not a rule, refused the value: ${String(body.comments)}`
  if (!MODES.has(String(body.mode))) return `unknown mode ${String(body.mode)}`
  if (code !== 200 && code !== 510 && (typeof body.comments !== 'string' || !body.comments))
    return `an error without a message: ${res.body.slice(0, 120)}`
  return undefined
}

/** One order (paid), its tickets, an address and an invoice of a buyer: the ids other buyers must not reach. */
async function objectsOf(t: TestApp, who: Login, tag: string): Promise<Objects> {
  const tier = await freshTier(t)
  const orderId = await paying(t, who, tag).paidOrder(tier, 2)
  const tickets = await t.get<Array<{ ticketId?: string; id?: string }>>(`/buyer/buyer/v5/orders/${orderId}/tickets`, auth(who))
  const ticketId = String(tickets.body.data?.[0]?.ticketId ?? tickets.body.data?.[0]?.id ?? '')
  const addressId = await shanghaiAddress(t, who)
  const invoice = await t.call<{ id: string }>(
    'POST',
    '/trade/buyer/v1/invoices',
    { orderId, invoiceType: 'VAT_E_ORDINARY', invoiceTitleType: 'INDIVIDUAL_OR_INSTITUTION', invoiceTitle: '张三' },
    auth(who)
  )
  return {
    showId: tier.show_id,
    sessionId: tier.session_id,
    bizShowSessionId: tier.session_id,
    seatPlanId: tier.id,
    orderId,
    ticketId,
    addressId,
    deliveryAddressId: addressId,
    invoiceId: invoice.body.data?.id ?? '',
    payAmount: tier.price_fen
  }
}

for (const engine of ENGINES) {
  describe(`hostile input on every buyer route (${engine})`, () => {
    let t: TestApp
    let buyer: Login
    let mine: Objects
    let theirs: Objects
    let routes: RegisteredRoute[]
    before(async () => {
      t = await seededApp(engine)
      buyer = await phoneLogin(t, '13900007701')
      const other = await phoneLogin(t, '13900007702')
      mine = await objectsOf(t, buyer, `fuzz-a-${engine}`)
      theirs = await objectsOf(t, other, `fuzz-b-${engine}`)
      await t.app.ready()
      routes = registeredRoutes(t.app).filter(isBuyerRoute)
    })
    after(() => t.close())

    test('the route list is the gateway’s whole buyer surface', () => {
      // A guard on the listing itself: a parser that lost the tree would pass every route it never saw.
      assert.ok(routes.length > 250, `${routes.length} buyer routes listed`)
      for (const path of ['/buyer/buyer/v5/create_order', '/trade/buyer/v3/payments/pay', '/pub/images/poster/:showId.svg'])
        assert.ok(
          routes.some((r) => r.path === path),
          `${path} is listed`
        )
    })

    test('"bad input gets a clear error in the envelope, never a 500": every buyer route, every field, a fixed hostile list', async () => {
      const faults: string[] = []
      // Deletions and cancellations last, so the buyer's address, audience and order are there for the rest.
      const destroys = (r: RegisteredRoute) => r.method === 'DELETE' || /\/(cancel|remove)$/.test(r.path)
      const ordinary = routes.filter((r) => !ENDS_SESSION.has(r.path) && !destroys(r)).concat(routes.filter(destroys))
      const ending = routes.filter((r) => ENDS_SESSION.has(r.path))
      // The order calls' risk token and passId for the buyer's show (as the app sends them), so a hostile
      // field meets the order rules rather than the risk gate.
      const risk = await t.get<{ token: string }>(`/buyer/buyer/v1/risk_shows/${mine.showId}/check_right`, auth(buyer))
      const pass = await t.get<{ passId: string }>(`/show/pub/v5/show/${mine.showId}/dynamic`)
      const headers = { ...auth(buyer), 'risk-token': risk.body.data.token, 'pass-id': pass.body.data.passId }
      for (const route of ordinary) {
        for (const req of hostileRequests(route, mine, theirs)) {
          const res = await t.app.inject({
            method: route.method,
            url: req.url,
            headers: { ...headers, ...req.headers },
            payload: req.payload
          })
          const fault = faultOf(route, res)
          if (fault) faults.push(`${route.method} ${route.path} ${req.label}: ${fault}`)
        }
      }
      for (const route of ending) {
        const cases = hostileRequests(route, mine, theirs)
        const ids = cases.map((_, i) => `fuzz-${route.path.split('/').pop()}-${i}`)
        const sessions = await directBuyers(t, ids, `139${ENDS_SESSION.size}`, ending.indexOf(route) * 100)
        for (const [i, req] of cases.entries()) {
          const res = await t.app.inject({
            method: route.method,
            url: req.url,
            headers: { ...sessions[i], ...req.headers },
            payload: req.payload
          })
          const fault = faultOf(route, res)
          if (fault) faults.push(`${route.method} ${route.path} ${req.label}: ${fault}`)
        }
      }
      assert.deepEqual(faults, [], `${faults.length} replies broke the rule:\n${faults.slice(0, 60).join('\n')}`)
      // Still logged in: the hostile calls ran as a buyer, not as a visitor refused at the door.
      assert.equal((await t.get('/user/buyer/v1/user_info', headers)).body.statusCode, 200)
    })

    test('no half-written order: every order the hostile calls left has its lines, and held stock matches unpaid orders', async () => {
      const bare = await t.db.query<{ id: string }>(
        'SELECT o.id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)'
      )
      assert.deepEqual(bare, [])
      const [held] = await t.db.query<{ held: number; unpaid: number }>(
        `SELECT t.held, coalesce((SELECT sum(i.qty) FROM order_items i JOIN orders o ON o.id = i.order_id
            WHERE i.tier_id = t.id AND o.state = 'UNPAID'), 0)::int AS unpaid FROM price_tiers t WHERE t.id = $1`,
        [mine.seatPlanId]
      )
      assert.equal(held.held, held.unpaid)
    })
  })
}
