/**
 * Issue #32 "Content and contact", in Debian's Chromium against the gateway on a fresh database:
 * - copywriting (product.md "Copywriting"; calls-errors-limits.md "GET copywriting/config"): the operator
 *   finds a text by its words on the console's 文案 page and rewords it (one losing its placeholder is
 *   refused); a buyer's app shows the wording after its first paint, and from the first frame next launch;
 * - version match ("Update check reply: updateType is FORCE or WEAK"): with the H5 version below the
 *   oldest supported, the app shows a dialog that cannot be closed, whose one button reloads;
 * - "Google and Apple buttons where the merchant has configured them": none without the gateway's
 *   Google settings; with them, the Google button signs in through a stand-in for Google's script (served
 *   in place of accounts.google.com, which tests cannot reach) yielding a token the gateway verifies.
 * At 375 px and at 1280 px.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createSign, generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { phonePage, storefrontSuite, DESKTOP_UA } from './browser.mjs'
import { needsConsoleBuild, operatorApiPage, operatorConsole } from './console-staff.mjs'
import { agreeToTerms } from './journeys.mjs'

/** Any console call from `page` (its cookie, a fresh CSRF token): the reply. */
function consoleCall(page, method, apiPath, body) {
  return page.evaluate(
    async ({ method, apiPath, body }) => {
      const csrf = (await (await fetch('/admin-api/v1/csrf', { credentials: 'include' })).json()).data.token
      const res = await fetch(apiPath, {
        method,
        credentials: 'include',
        headers: body === undefined ? { 'x-csrf-token': csrf } : { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: body === undefined ? undefined : JSON.stringify(body)
      })
      return res.json()
    },
    { method, apiPath, body }
  )
}

needsConsoleBuild()

const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 800, userAgent: DESKTOP_UA }
]

describe('copywriting, version match and no Google button without settings', () => {
  const suite = storefrontSuite()

  test('the operator rewords a text on the 文案 page: the buyer sees it after the first paint and from the first frame next time', async () => {
    const base = suite.storefront.base
    const merchant = await operatorConsole(suite.browser, base)
    const { page: admin } = merchant
    await admin.goto(`${base}/admin/copywriting`)
    // Found by the words the app shows, not by its key.
    await admin.locator('[data-testid=copywriting-search] input').fill('立即登录')
    const row = admin.locator('tr', { hasText: 'mine.login_now' })
    await row.locator('[data-testid=copywriting-edit]').click()
    await admin.locator('[data-testid="copywriting-zh-CN"]').fill('马上登录领福利')
    await admin.locator('[data-testid="copywriting-en-US"]').fill('Join now')
    await admin.locator('[data-testid=copywriting-save]').click()
    await row.getByText('英文').waitFor()
    // A text with a placeholder: the form refuses one that loses it, before it reaches the gateway.
    await admin.locator('[data-testid=copywriting-search] input').fill('common.id_label')
    await admin.locator('tr', { hasText: 'common.id_label' }).locator('[data-testid=copywriting-edit]').click()
    await admin.locator('[data-testid="copywriting-zh-CN"]').fill('编号')
    await admin.locator('[data-testid=copywriting-save]').click()
    await admin.getByText('需完整保留占位符 {id}').waitFor()
    await merchant.close()

    for (const size of SIZES) {
      const { page, errors, close } = await phonePage(suite.browser, size)
      await page.goto(`${base}/mine`)
      await page.locator('.mine__login', { hasText: '马上登录领福利' }).waitFor()
      await page.reload()
      await page.locator('.mine__login', { hasText: '马上登录领福利' }).waitFor()
      await page.goto(`${base}/mine?lang=en`)
      await page.locator('.mine__login', { hasText: 'Join now' }).waitFor()
      assert.deepEqual(errors, [])
      await close()
    }
    const staff = await operatorApiPage(suite.browser, base)
    const reset = await consoleCall(staff.page, 'DELETE', '/admin-api/v1/copywriting/mine.login_now')
    assert.equal(reset.statusCode, 200, reset.comments)
    await staff.close()
  })

  test('FORCE on H5: a dialog that cannot be closed; its one button reloads and it comes back', async () => {
    const base = suite.storefront.base
    const staff = await operatorApiPage(suite.browser, base)
    const publish = (v) => consoleCall(staff.page, 'PUT', '/admin-api/v1/app_versions/H5', v)
    assert.equal((await publish({ latestVersion: '99.0.0', minVersion: '99.0.0', notes: '全新选座' })).statusCode, 200)
    try {
      for (const size of SIZES) {
        const { page, errors, close } = await phonePage(suite.browser, size)
        await page.goto(`${base}/mine`)
        const dialog = page.locator('.reply-dialog')
        await dialog.getByText('需要更新').waitFor()
        await dialog.getByText('全新选座').waitFor()
        // Pressing outside does not close it, and it has no second button.
        await page.mouse.click(5, 5)
        await page.waitForTimeout(300)
        assert.ok(await dialog.getByText('需要更新').isVisible(), 'still shown')
        const reloaded = page.waitForEvent('load')
        await dialog.getByText('立即更新').click()
        await reloaded
        await dialog.getByText('需要更新').waitFor()
        assert.deepEqual(errors, [])
        await close()
      }
    } finally {
      assert.equal((await publish({ latestVersion: '4.8.0', minVersion: '4.0.0', notes: '' })).statusCode, 200)
      await staff.close()
    }
  })

  test('no Google or Apple button when the gateway has no settings for them', async () => {
    const { page, errors, close } = await phonePage(suite.browser)
    await page.goto(`${suite.storefront.base}/login-way`)
    await page.locator('.login-way__phone').waitFor()
    assert.equal(await page.locator('.sign-in__button').count(), 0)
    assert.deepEqual(errors, [])
    await close()
  })
})

describe('Google sign-in where the gateway has Google settings', () => {
  const CLIENT = 'stagedoor-e2e.apps.googleusercontent.com'
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stagedoor-google-'))
  const jwks = path.join(dir, 'google-jwks.json')
  writeFileSync(jwks, JSON.stringify({ keys: [{ ...keys.publicKey.export({ format: 'jwk' }), kid: 'e2e1', alg: 'RS256', use: 'sig' }] }))
  const suite = storefrontSuite({ GOOGLE_CLIENT_ID: CLIENT, GOOGLE_JWKS_FILE: jwks })
  after(() => rmSync(dir, { recursive: true, force: true }))

  /** A Google ID token for `sub`, signed with the key the gateway was given. */
  function idToken(sub) {
    const b64 = (v) => Buffer.from(JSON.stringify(v)).toString('base64url')
    const now = Math.floor(Date.now() / 1000)
    const body = `${b64({ alg: 'RS256', kid: 'e2e1', typ: 'JWT' })}.${b64({
      iss: 'https://accounts.google.com',
      aud: CLIENT,
      sub,
      email: `${sub}@example.com`,
      email_verified: true,
      iat: now,
      exp: now + 3600
    })}`
    return `${body}.${createSign('sha256').update(body).sign(keys.privateKey).toString('base64url')}`
  }

  before(() => assert.ok(suite))

  test('the Google button (only Google: Apple is not configured) signs the buyer in through the token source', async () => {
    const base = suite.storefront.base
    for (const [i, size] of SIZES.entries()) {
      const { page, errors, close } = await phonePage(suite.browser, size)
      // Google's script as a stand-in with its documented API: prompt() hands initialize's callback a credential.
      let scriptLoads = 0
      await page.route('https://accounts.google.com/gsi/client', (route) => {
        scriptLoads++
        return route.fulfill({
          contentType: 'text/javascript',
          body: `window.google = { accounts: { id: {
            initialize(o) { window.__gsi = o },
            prompt() { setTimeout(() => window.__gsi.callback({ credential: ${JSON.stringify(idToken(`g-e2e-${i}`))} }), 50) }
          } } }`
        })
      })
      await page.goto(`${base}/mine`)
      await page.locator('.mine__header').click()
      await page.waitForURL(`${base}/login-way`)
      const google = page.locator('.sign-in__button--google')
      await google.getByText('使用 Google 账号登录').waitFor()
      assert.equal(await page.locator('.sign-in__button--apple').count(), 0)
      assert.equal(scriptLoads, 0, "Google's script is not loaded before the button is pressed")
      await agreeToTerms(page)
      const login = page.waitForResponse((res) => res.url().includes('/user/pub/v1/oauth/google_login'))
      await google.click()
      const reply = await (await login).json()
      assert.equal(reply.statusCode, 200, reply.comments)
      await page.getByText('登录成功').first().waitFor()
      await page.waitForURL((url) => url.pathname === '/mine')
      await page.locator('.mine__nickname').waitFor()
      assert.equal(scriptLoads, 1)
      assert.deepEqual(errors, [])
      await close()
    }
  })
})
