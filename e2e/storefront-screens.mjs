/**
 * The storefront's screenshot matrix, one list for every run of it: the default theme
 * (e2e/screenshots-buyer.test.mjs) and the merchant's purple (e2e/screenshots-theme.test.mjs) picture the
 * same pages, so a page added here is judged in both.
 *
 * The data is real: a buyer logs in by phone and pays one ticket in the sandbox cashier (screenshot-fixtures.mjs);
 * the logged-in pages show that order and ticket (its numbers are the fixed day and the first serial). Masked:
 * the banner (it turns by itself), the captcha (random by design), the order's times (they carry the seconds
 * the run took), and the ticket's QR code with its refresh countdown (a rotating code from a random secret,
 * timed by the gateway's running clock).
 */
import { after, test } from 'node:test'
import assert from 'node:assert/strict'
import { LOCALES, READY_MS, WIDTHS, screenContext, shoot, shotName } from './screenshot-compare.mjs'
import { paidBuyer } from './screenshot-fixtures.mjs'

/**
 * The pages: who looks (a guest or the buyer), where, what shows the page is ready, what to mask, and a
 * step before the picture (booking: the tier chosen).
 */
const PAGES = [
  { name: 'home', who: 'guest', path: () => '/', ready: '.show-card', mask: ['.banner'] },
  { name: 'search', who: 'guest', path: () => '/search', ready: '.search__bar' },
  { name: 'login-way', who: 'guest', path: () => '/login-way', ready: '.login-way__phone' },
  { name: 'login', who: 'guest', path: () => '/login', ready: '.login__phone', mask: ['.login__captcha-image'] },
  // The price tiers come after the show's name (a second call): pictured once they are there, not their skeletons.
  { name: 'show-detail', who: 'buyer', path: (b) => `/content/${b.show.showId}`, ready: '.show-detail__plans [data-seat-plan-id]' },
  {
    name: 'booking',
    who: 'buyer',
    path: (b) => `/booking/${b.show.showId}`,
    ready: '.booking [data-seat-plan-id]',
    before: (page, b) => page.locator(`.booking [data-seat-plan-id="${b.plan.seatPlanId}"]`).click()
  },
  // Ready once the price is worked out: the submit button is on only then.
  { name: 'confirm-order', who: 'buyer', path: (b) => b.confirmPath, ready: '.confirm-order__submit:not(.confirm-order__submit--off)' },
  {
    name: 'order-detail',
    who: 'buyer',
    path: (b) => `/order/detail/${b.orderId}`,
    ready: '.order-detail__ticket',
    mask: [
      '.order-detail__fact[data-fact="order.order_time"] > :last-child',
      '.order-detail__fact[data-fact="order.pay_time"] > :last-child'
    ]
  },
  {
    name: 'ticket',
    who: 'buyer',
    path: (b) => `/ticket-detail?id=${encodeURIComponent(b.ticketId)}`,
    ready: '.ticket-detail__qr',
    mask: ['.ticket-detail__qr', '.rotating-code__bar', '.rotating-code__left']
  },
  { name: 'ticket-holder', who: 'buyer', path: () => '/ticket', ready: '.ticket-holder__ticket' },
  // Ready once the order counts are in: the bought ticket's 待观演 badge (drawn without it under load).
  { name: 'mine', who: 'buyer', path: () => '/mine', ready: '.mine__shortcut-count' }
]

/**
 * Declares one test per page, width and language against e2e/baselines/<page>[.<theme>].<width>.<lang>.png.
 * `prepare` runs once, before the buyer buys (the theme published); `phone` is the buyer's number.
 */
export function storefrontScreenTests(suite, { phone, theme, prepare = async () => undefined }) {
  // Made once at the first test (root-level hooks of node:test do not wait for each other).
  let buying
  const boughtOrder = () => (buying ??= prepare().then(() => paidBuyer(suite.browser, suite.storefront.base, phone)))

  // One context per width, language and viewer, opened at its first page and reused by the rest.
  const contexts = new Map()
  async function viewer(width, locale, who) {
    const key = `${width}.${locale}.${who}`
    if (!contexts.has(key)) {
      const storage = who === 'buyer' ? (await boughtOrder()).session : {}
      const { context, errors } = await screenContext(suite.browser, { width, locale, storage })
      contexts.set(key, { page: await context.newPage(), errors, close: () => context.close() })
    }
    return contexts.get(key)
  }
  after(async () => {
    for (const { close } of contexts.values()) await close()
  })

  const label = theme ? ` in the ${theme} theme` : ''
  for (const width of WIDTHS) {
    for (const locale of LOCALES) {
      for (const spec of PAGES) {
        test(`${spec.name}${label} at ${width} px in ${locale} looks as its baseline`, async () => {
          const bought = await boughtOrder()
          const { page, errors } = await viewer(width, locale, spec.who)
          errors.length = 0
          await page.goto(`${suite.storefront.base}${spec.path(bought)}`)
          await page.locator(spec.ready).first().waitFor({ timeout: READY_MS })
          if (spec.before) await spec.before(page, bought)
          await shoot(page, shotName(theme ? `${spec.name}.${theme}` : spec.name, width, locale), spec.mask)
          assert.deepEqual(errors, [])
        })
      }
    }
  }
}
