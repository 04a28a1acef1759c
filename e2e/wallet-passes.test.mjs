/**
 * Wallet passes (issue #17, "Apple Wallet / Google Wallet passes ... where the platform allows (H5)") in
 * Chromium: the owner sets up Apple Wallet in the console (a key that does not match the certificate is
 * refused and said so; the right one is shown back only as the certificate's subject and "set"), then
 * Google Wallet; a buyer's H5 ticket detail shows "Add to Apple Wallet" (which downloads the .pkpass through
 * its short-lived link) and "Save to Google Wallet" (which opens Google's save page), fitting 375 px.
 * Needs dist/h5 and dist/admin (npm run build:h5, npm run build:admin).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { generateKeyPairSync } from 'node:crypto'
import forge from 'node-forge'
import { DESKTOP_UA, phonePage, storefrontSuite } from './browser.mjs'
import { buyableShow, logInFromMine, logInToConsole, openConfirmOrder, payInSandboxCashier } from './journeys.mjs'

const OWNER = 'owner@demo.stagedoor.test'
const DEMO_PASSWORD = 'Stagedoor-demo-2026'
const PHONE = '13900000455'
const DAY = 24 * 3600_000

function rsaKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  return {
    pem,
    forgePrivate: forge.pki.privateKeyFromPem(pem),
    forgePublic: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString())
  }
}

/** A CA standing in for Apple's WWDR and a Pass Type ID certificate it issued, made with node-forge. */
function credentials() {
  const ca = rsaKeys()
  const signer = rsaKeys()
  const make = (cn, keys, issuerCert, issuerKeys, isCa, serial) => {
    const cert = forge.pki.createCertificate()
    cert.publicKey = keys.forgePublic
    cert.serialNumber = serial
    cert.validity.notBefore = new Date(Date.now() - DAY)
    cert.validity.notAfter = new Date(Date.now() + 365 * DAY)
    const subject = [{ name: 'commonName', value: cn }]
    cert.setSubject(subject)
    cert.setIssuer(issuerCert ? issuerCert.subject.attributes : subject)
    cert.setExtensions([{ name: 'basicConstraints', cA: isCa }])
    cert.sign(issuerKeys.forgePrivate, forge.md.sha256.create())
    return cert
  }
  const caCert = make('Journey WWDR CA', ca, undefined, ca, true, '01')
  const signerCert = make('Pass Type ID: pass.test.journey', signer, caCert, ca, false, '02')
  return {
    wwdrPem: forge.pki.certificateToPem(caCert),
    signerCertPem: forge.pki.certificateToPem(signerCert),
    signerKeyPem: signer.pem,
    strayKeyPem: rsaKeys().pem,
    googleKeyPem: rsaKeys().pem
  }
}

const suite = storefrontSuite()

test("the owner sets up both wallets in the console; the buyer's H5 ticket detail offers Apple and Google Wallet", async () => {
  const base = suite.storefront.base
  const creds = credentials()

  // Console (desktop): Apple Wallet, first with a key that is not the certificate's.
  const owner = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1280, height: 900 })
  await logInToConsole(owner.page, base, OWNER, DEMO_PASSWORD)
  await owner.page.goto(`${base}/admin/wallet`)
  const apple = owner.page.locator('[data-testid=wallet-apple]')
  await apple.getByText('尚未配置 Apple 钱包').waitFor()
  await apple.getByRole('button', { name: '去配置' }).click()
  await apple.locator('#passTypeIdentifier').fill('pass.test.journey')
  await apple.locator('#teamIdentifier').fill('ABCDE12345')
  await apple.locator('#organizationName').fill('Stagedoor Journey')
  await apple.locator('#signerCertPem').fill(creds.signerCertPem)
  await apple.locator('#signerKeyPem').fill(creds.strayKeyPem)
  await apple.locator('#wwdrPem').fill(creds.wwdrPem)
  await apple.getByRole('button', { name: /保\s*存/ }).click()
  await owner.page.getByText('签名私钥与签名证书不匹配').waitFor()
  await apple.locator('#signerKeyPem').fill(creds.signerKeyPem)
  await apple.getByRole('button', { name: /保\s*存/ }).click()
  await apple.getByText('CN=Pass Type ID: pass.test.journey').waitFor()
  assert.ok((await apple.getByText('已设置（不显示）').count()) >= 1, 'the key shows as set, never as text')
  assert.ok(!(await owner.page.content()).includes('PRIVATE KEY'), 'no key comes back to the page')
  // Google Wallet.
  const google = owner.page.locator('[data-testid=wallet-google]')
  await google.getByRole('button', { name: '去配置' }).click()
  await google.locator('#issuerId').fill('3388000000012345678')
  await google.locator('#serviceAccountEmail').fill('passes@journey.iam.gserviceaccount.com')
  await google.locator('#privateKeyPem').fill(creds.googleKeyPem)
  await google.locator('#classSuffix').fill('journey')
  await google.getByRole('button', { name: /保\s*存/ }).click()
  await google.getByText('passes@journey.iam.gserviceaccount.com').waitFor()
  await owner.close()

  // The buyer (H5 at 375 px) buys a ticket and opens its detail.
  const { show, plan } = await buyableShow(base, 1)
  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, PHONE)
  await openConfirmOrder(page, base, show, plan)
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__pay').click()
  const orderId = await payInSandboxCashier(page)
  const [ticket] = await page.evaluate(async (id) => {
    const token = JSON.parse(localStorage.getItem('sd.accessToken') ?? '{}').data
    return (await (await fetch(`/buyer/buyer/v5/orders/${id}/tickets`, { headers: { 'access-token': token } })).json()).data
  }, orderId)
  await page.goto(`${base}/ticket-detail?id=${ticket.ticketId}`)
  const appleButton = page.locator('.ticket-actions__button--apple-wallet')
  const googleButton = page.locator('.ticket-actions__button--google-wallet')
  await appleButton.getByText('添加到 Apple 钱包').waitFor()
  await googleButton.getByText('保存到 Google 钱包').waitFor()
  assert.equal(await appleButton.locator('[data-icon=wallet]').count(), 1, 'an SVG icon, not a character')
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  assert.ok(scroll <= inner, `page ${scroll}px wide in a ${inner}px window`)

  // Apple: the short-lived link serves the .pkpass (Safari would hand it to Wallet; Chromium downloads it).
  const [download] = await Promise.all([page.waitForEvent('download'), appleButton.click()])
  assert.match(download.suggestedFilename(), /^ticket-\d+\.pkpass$/)
  // Google: its save page opens with the signed JWT (not fetched: this machine has no way out).
  const asked = []
  await page.context().route('https://pay.google.com/**', (route) => {
    asked.push(route.request().url())
    return route.abort()
  })
  await Promise.all([page.waitForEvent('popup'), googleButton.click()])
  assert.equal(asked.length, 1)
  assert.match(asked[0], /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/)
  assert.deepEqual(errors, [])
  await close()
})
