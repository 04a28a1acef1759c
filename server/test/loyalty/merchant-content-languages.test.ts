/**
 * Polish item 8, "coupon and benefit-card names and rules in Chinese (the console has no per-language fields
 * for merchant content)": "per-language fields (zh-CN required, zh-MO and en-US optional with a fallback),
 * and the storefront shows the buyer's language" — the console saves the translations, the buyer's replies
 * pick the request's `lang`, and a language left blank reads the zh-CN text.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { NOON, type TestApp } from '../helpers/helpers'
import { OPERATOR, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { couponTemplate, makeCouponTemplate } from '../helpers/coupon-helpers'
import { benefitCard, createCard } from '../helpers/card-helpers'
import { ADMIN_COUPON_PATHS, COUPON_PATHS, type AdminCouponTemplate, type CouponTemplateView } from '../../../types/api/coupon'
import { ADMIN_CARD_PATHS, BENEFIT_CARD_PATHS, type BenefitCardListReply, type BenefitCardView } from '../../../types/api/benefit-card'

describe('merchant content in three languages', () => {
  let t: TestApp
  let operator: ConsoleClient
  before(async () => {
    ;({
      t,
      staff: [operator]
    } = await staffedApp('pglite', OPERATOR))
  })
  after(async () => {
    t.setNow(NOON)
    await t.close()
  })

  test('a coupon: the buyer reads its name and rules in en-US; zh-MO left blank reads zh-CN', async () => {
    const tpl = await makeCouponTemplate(
      operator,
      couponTemplate({
        title: '满100减20',
        ruleComments: '每单限用一张',
        titleTexts: { 'en-US': '  ¥20 off ¥100  ', 'zh-MO': ' ' },
        ruleCommentsTexts: { 'en-US': 'One per order' }
      })
    )
    // The console keeps what was typed (trimmed) and drops the blank one.
    assert.deepEqual(tpl.titleTexts, { 'en-US': '¥20 off ¥100' })
    const read = async (lang: string) =>
      (await t.get<CouponTemplateView>(`${COUPON_PATHS.detail}?couponTemplateId=${tpl.id}&lang=${lang}`)).body.data
    const en = await read('en')
    assert.deepEqual([en.title, en.ruleComments], ['¥20 off ¥100', 'One per order'])
    const mo = await read('zh-MO')
    assert.deepEqual([mo.title, mo.ruleComments], ['满100减20', '每单限用一张'])
    const zh = await read('zh')
    assert.deepEqual([zh.title, zh.ruleComments], ['满100减20', '每单限用一张'])

    // An edit changes the translation; the console reads the zh-CN text and the translations apart.
    const edited = await operator.call<AdminCouponTemplate>(
      'PUT',
      ADMIN_COUPON_PATHS.one.replace(':id', tpl.id),
      couponTemplate({ title: '满100减20', titleTexts: { 'zh-MO': '滿100減20', 'en-US': '¥20 off' } })
    )
    assert.equal(edited.body.statusCode, 200, edited.body.comments)
    assert.deepEqual([edited.body.data.title, edited.body.data.titleTexts], ['满100减20', { 'zh-MO': '滿100減20', 'en-US': '¥20 off' }])
    assert.equal((await read('zh-MO')).title, '滿100減20')
    assert.equal((await read('en')).title, '¥20 off')
  })

  test('a coupon: zh-CN is required even with an English name, and a translation over 40 characters is refused', async () => {
    const noChinese = await operator.call(
      'POST',
      `${ADMIN_COUPON_PATHS.create}?lang=en-US`,
      couponTemplate({ title: ' ', titleTexts: { 'en-US': 'X' } })
    )
    assert.equal(noChinese.body.statusCode, 40277)
    assert.ok(noChinese.body.comments.startsWith('Give the coupon a name of up to 40 characters'), noChinese.body.comments)
    const long = await operator.call('POST', ADMIN_COUPON_PATHS.create, couponTemplate({ titleTexts: { 'en-US': 'x'.repeat(41) } }))
    assert.equal(long.body.statusCode, 40277)
    // An unknown language is not stored: the schema refuses it.
    const other = await operator.call('POST', ADMIN_COUPON_PATHS.create, { ...couponTemplate(), titleTexts: { fr: 'Réduction' } })
    assert.equal(other.body.statusCode, 40000)
  })

  test('a benefit card: the buyer reads its name and description in en-US, zh-CN where none was given', async () => {
    const card = await createCard(
      operator,
      benefitCard({ cardName: '观演年卡', description: '一年内任选3场演出', cardNameTexts: { 'en-US': 'Annual pass' } })
    )
    assert.deepEqual(card.cardNameTexts, { 'en-US': 'Annual pass' })
    const read = async (lang: string) =>
      (await t.get<BenefitCardView>(`${BENEFIT_CARD_PATHS.detail}?cardId=${card.id}&lang=${lang}`)).body.data
    const en = await read('en')
    assert.deepEqual([en.cardName, en.description], ['Annual pass', '一年内任选3场演出'])
    assert.equal((await read('zh-MO')).cardName, '观演年卡')
    // zh-CN is required.
    const noName = await operator.call('POST', ADMIN_CARD_PATHS.create, benefitCard({ cardName: '', cardNameTexts: { 'en-US': 'Pass' } }))
    assert.equal(noName.body.statusCode, 40343)
  })

  test("the demo merchant's cards are seeded with English: the en-US card list reads it", async () => {
    const list = (await t.get<BenefitCardListReply>(`${BENEFIT_CARD_PATHS.list}?offset=0&length=20&lang=en`)).body.data
    const names = JSON.stringify(list)
    assert.match(names, /Annual show pass/)
    assert.doesNotMatch(names, /观演年卡/)
  })
})
