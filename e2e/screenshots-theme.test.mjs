/**
 * Issue "Polish", done-when: "a purple-theme run of the storefront's" screenshots ("The theme reaches every
 * coloured element (prices, tags, selected states, buttons) from the merchant's colours; a screenshot test
 * per theme"). The owner publishes a purple brand colour through the console's API, then home, show detail
 * and booking (a tier chosen) are pictured at each width in each language and compared with
 * e2e/baselines/<page>.purple.<width>.<lang>.png (e2e/screenshot-compare.mjs). The banner is masked (it turns
 * by itself).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { storefrontSuite } from './browser.mjs'
import { buyableShow } from './journeys.mjs'
import { LOCALES, SCREENSHOT_ENV, WIDTHS, screenContext, shoot, shotName } from './screenshot-compare.mjs'
import { storefrontOwner } from './storefront-owner.mjs'

const PURPLE = '#6A1B9A'
const MIXED = '#7B2FF7'

const suite = storefrontSuite(SCREENSHOT_ENV)
let ready

/** Once per file, on the first test: the owner publishes the purple theme; answers a bookable show. */
function purplePublished() {
  ready ??= (async () => {
    const { base } = suite.storefront
    const owner = await storefrontOwner(suite.browser, base)
    await owner.saveDraft({ themeSetting: 'LIGHT_MODE', shopMixedColor: MIXED })
    await owner.saveBrandColour(PURPLE)
    await owner.publish()
    await owner.close()
    return buyableShow(base)
  })()
  return ready
}

const PAGES = [
  { name: 'home', path: () => '/', ready: '.show-card', mask: ['.banner'] },
  // The price tiers come after the show's name (a second call): pictured once they are there, not their skeletons.
  { name: 'show-detail', path: (b) => `/content/${b.show.showId}`, ready: '.show-detail__plans [data-seat-plan-id]' },
  {
    name: 'booking',
    path: (b) => `/booking/${b.show.showId}`,
    ready: '.booking [data-seat-plan-id]',
    before: (page, b) => page.locator(`.booking [data-seat-plan-id="${b.plan.seatPlanId}"]`).click()
  }
]

for (const width of WIDTHS) {
  for (const locale of LOCALES) {
    for (const spec of PAGES) {
      test(`${spec.name} in the purple theme at ${width} px in ${locale} looks as its baseline`, async () => {
        const bookable = await purplePublished()
        const { context, errors } = await screenContext(suite.browser, { width, locale })
        try {
          const page = await context.newPage()
          await page.goto(`${suite.storefront.base}${spec.path(bookable)}`)
          await page.locator(spec.ready).first().waitFor()
          await spec.before?.(page, bookable)
          await shoot(page, shotName(`${spec.name}.purple`, width, locale), spec.mask)
          assert.deepEqual(errors, [])
        } finally {
          await context.close()
        }
      })
    }
  }
}
