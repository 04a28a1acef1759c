/**
 * The demo owner's console session through the console's API, as the storefront editor calls it: save the
 * draft, preview it, publish it. Shared by the theme tests (e2e/theme.test.mjs, e2e/screenshots-theme.test.mjs).
 */
import assert from 'node:assert/strict'

const OWNER = 'owner@demo.stagedoor.test'
const DEMO_PASSWORD = 'Stagedoor-demo-2026'

/** Logs the owner in (API only) and answers the editor's calls; close() ends the session. */
export async function storefrontOwner(browser, base) {
  const context = await browser.newContext()
  const api = context.request
  const csrf = async () => (await (await api.get(`${base}/admin-api/v1/csrf`)).json()).data.token
  const call = async (method, path, data) => {
    const res = await api.fetch(`${base}/admin-api/v1${path}`, {
      method,
      data,
      headers: method === 'GET' ? {} : { 'x-csrf-token': await csrf() }
    })
    const body = await res.json()
    assert.equal(body.statusCode, 200, `${method} ${path}: ${JSON.stringify(body)}`)
    return body.data
  }
  await call('POST', '/session', { email: OWNER, password: DEMO_PASSWORD })
  return {
    /** Any console call (`/layouts/...`), refused replies failing the test. */
    call,
    /** Saves the draft with `changes` over its fields. */
    async saveDraft(changes) {
      const { config } = await call('GET', '/storefront/draft')
      await call('PUT', '/storefront/draft', { config: { ...config, ...changes } })
    },
    /** As the storefront editor saves a brand colour: themeColor and the first theme's shopMainColor, its other fields kept. */
    async saveBrandColour(colour) {
      const { config } = await call('GET', '/storefront/draft')
      const [first, ...others] = config.availableShopThemes ?? []
      const themes = [{ ...first, theme: first?.theme ?? 'DEFAULT', shopMainColor: colour }, ...others]
      await call('PUT', '/storefront/draft', { config: { ...config, themeColor: colour, availableShopThemes: themes } })
    },
    previewPath: async () => (await call('POST', '/storefront/preview')).previewPath,
    publish: () => call('POST', '/storefront/publish'),
    close: () => context.close()
  }
}
