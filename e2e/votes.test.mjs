/**
 * Votes (issue "Content and contact": "buyers (logged in) see it, cast ONE vote ..., then see the results
 * (count and percentage per option, their own choice marked)"), in Debian's Chromium at 375x812 against the
 * gateway on a fresh database: the operator makes a vote on the demo topic page through the console's API;
 * a buyer finds it on the topic page, is sent to log in, casts once, reads the results with the choice
 * marked; a second tap cannot vote again, and a reload keeps the results.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { consolePost, operatorApiPage } from './console-staff.mjs'
import { logInFromMine } from './journeys.mjs'

const suite = storefrontSuite()

/** Taps the centre of an element, as a finger does (AtButton lays the platform's button over its label). */
async function tap(page, locator) {
  const box = await locator.boundingBox()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

test('a buyer opens the vote from the topic page, casts once, reads the result; a second tap and a reload keep one ballot', async () => {
  const base = suite.storefront.base
  const staff = await operatorApiPage(suite.browser, base)
  const made = await consolePost(staff.page, '/admin-api/v1/votes', {
    title: '浏览器里的投票',
    description: '每人一票',
    options: [
      { text: '选项甲', pictureUrl: '' },
      { text: '选项乙', pictureUrl: '' },
      { text: '选项丙', pictureUrl: '' }
    ],
    deadline: Date.now() + 86_400_000,
    topicId: 'L-TOPIC-1',
    showId: null
  })
  assert.equal(made.statusCode, 200, made.comments)
  const voteId = made.data.voteId
  await staff.close()

  const { page, errors, close } = await phonePage(suite.browser)
  // Logged out: the topic page lists the vote; the vote page offers the login instead of a ballot.
  await page.goto(`${base}/topic-activity/L-TOPIC-1`)
  await page.locator('[data-testid="topic-vote"]', { hasText: '浏览器里的投票' }).click()
  await page.waitForURL((url) => url.pathname === `/vote-detail/${voteId}`)
  await page.locator('[data-testid="vote-page"][data-phase="CHOOSE"]').waitFor()
  await page.locator('.vote__submit', { hasText: '登录后投票' }).waitFor()

  await logInFromMine(page, base, '13900000881')
  await page.goto(`${base}/vote-detail/${voteId}`)
  await page.locator('[data-testid="vote-page"][data-phase="CHOOSE"]').waitFor()
  await page.locator('[data-testid="vote-option"]', { hasText: '选项乙' }).click()
  await tap(page, page.locator('.vote__submit', { hasText: '投票' }))
  // The results: one ballot, 100% on the choice, marked as mine.
  await page.locator('[data-testid="vote-page"][data-phase="RESULTS"]').waitFor()
  const mine = page.locator('[data-testid="vote-option"]', { hasText: '选项乙' })
  await mine.locator('[data-testid="vote-mine"]').waitFor()
  await mine.locator('[data-testid="vote-figures"]', { hasText: '100%' }).waitFor()
  await page.locator('[data-testid="vote-total"]', { hasText: '1 人已投票' }).waitFor()
  assert.equal(await page.locator('[data-testid="vote-mine"]').count(), 1)

  // A second tap on another option and on the button does nothing: the results stay, no second ballot.
  await page.locator('[data-testid="vote-option"]', { hasText: '选项甲' }).click()
  await tap(page, page.locator('.vote__submit'))
  await page.waitForTimeout(500)
  await page.locator('[data-testid="vote-total"]', { hasText: '1 人已投票' }).waitFor()
  await page.reload()
  await page.locator('[data-testid="vote-page"][data-phase="RESULTS"]').waitFor()
  await page.locator('[data-testid="vote-option"]', { hasText: '选项乙' }).locator('[data-testid="vote-mine"]').waitFor()
  await page.locator('[data-testid="vote-total"]', { hasText: '1 人已投票' }).waitFor()
  // The gateway agrees: one ballot, on the option chosen first.
  const pub = await (await fetch(`${base}/home/pub/v1/vote/detail?voteId=${voteId}`)).json()
  assert.equal(pub.data.totalCount, 1)
  assert.deepEqual(
    pub.data.options.map((o) => o.count),
    [0, 1, 0]
  )
  assert.deepEqual(errors, [])
  await close()
})
