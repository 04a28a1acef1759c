/**
 * The data the screenshot tests picture, made through the real pages and API once per file: a buyer
 * logged in by phone who bought one ticket of a buyable show and paid it in the sandbox cashier.
 */
import assert from 'node:assert/strict'
import { phonePage } from './browser.mjs'
import { buyableShow, logInFromMine, openConfirmOrder, payInSandboxCashier } from './journeys.mjs'

/** The buyer's session keys (src/storage/storage.ts) carried into other contexts; not the language or history. */
const SESSION_KEYS = ['sd.userId', 'sd.accessToken', 'sd.refreshToken', 'sd.countryCode', 'sd.email']

/**
 * Logs `phone` in, buys one ticket of a buyable show and pays it. Answers the show and its plan, the
 * confirm-order path with that tier chosen, the paid order's id, its ticket's id and the buyer's session
 * as localStorage entries (for screenContext's `storage`).
 */
export async function paidBuyer(browser, base, phone) {
  const { show, plan } = await buyableShow(base)
  const { page, errors, close } = await phonePage(browser)
  try {
    await logInFromMine(page, base, phone)
    await openConfirmOrder(page, base, show, plan)
    const confirmPath = new URL(page.url()).pathname + new URL(page.url()).search
    await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
    await page.locator('.payment-chooser__pay').click()
    const orderId = await payInSandboxCashier(page)
    const { tickets, session } = await page.evaluate(
      async ({ id, keys }) => {
        const token = JSON.parse(localStorage.getItem('sd.accessToken') ?? '{}').data
        const reply = await (await fetch(`/buyer/buyer/v5/orders/${id}/tickets`, { headers: { 'access-token': token } })).json()
        const session = Object.fromEntries(keys.filter((k) => localStorage.getItem(k) !== null).map((k) => [k, localStorage.getItem(k)]))
        return { tickets: reply.data, session }
      },
      { id: orderId, keys: SESSION_KEYS }
    )
    assert.equal(tickets.length, 1, 'the paid order holds one ticket')
    assert.ok(session['sd.accessToken'], 'the buyer is logged in')
    assert.deepEqual(errors, [])
    return { show, plan, confirmPath, orderId, ticketId: tickets[0].ticketId, session }
  } finally {
    await close()
  }
}
