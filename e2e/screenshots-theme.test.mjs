/**
 * Issue "Polish", done-when: "a purple-theme run of the storefront's" screenshots ("The theme reaches every
 * coloured element (prices, tags, selected states, buttons) from the merchant's colours; a screenshot test
 * per theme"). The owner publishes a purple brand colour and mixed colour through the console's API, then
 * every page of the storefront's matrix (e2e/storefront-screens.mjs) is pictured at each width in each
 * language and compared with e2e/baselines/<page>.purple.<width>.<lang>.png (e2e/screenshot-compare.mjs).
 */
import { storefrontSuite } from './browser.mjs'
import { SCREENSHOT_ENV } from './screenshot-compare.mjs'
import { storefrontScreenTests } from './storefront-screens.mjs'
import { storefrontOwner } from './storefront-owner.mjs'

const PURPLE = '#6A1B9A'
const MIXED = '#7B2FF7'

const suite = storefrontSuite(SCREENSHOT_ENV)

storefrontScreenTests(suite, {
  phone: '13900003103',
  theme: 'purple',
  async prepare() {
    const owner = await storefrontOwner(suite.browser, suite.storefront.base)
    await owner.saveDraft({ themeSetting: 'LIGHT_MODE', shopMixedColor: MIXED })
    await owner.saveBrandColour(PURPLE)
    await owner.publish()
    await owner.close()
  }
})
