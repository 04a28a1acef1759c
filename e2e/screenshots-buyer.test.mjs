/**
 * Issue "Polish", done-when: "Screenshot tests at 375 px and 1280 px for show detail, booking, confirm
 * order, order detail, ticket, mine, login ... in zh-CN and en-US, looked at and kept as baselines" — the
 * storefront's half (the console's is e2e/screenshots-console.test.mjs). Each page of the storefront's
 * matrix (e2e/storefront-screens.mjs) is pictured at each width in each language and compared with
 * e2e/baselines/<page>.<width>.<lang>.png (e2e/screenshot-compare.mjs).
 */
import { storefrontSuite } from './browser.mjs'
import { SCREENSHOT_ENV } from './screenshot-compare.mjs'
import { storefrontScreenTests } from './storefront-screens.mjs'

storefrontScreenTests(storefrontSuite(SCREENSHOT_ENV), { phone: '13900003101' })
