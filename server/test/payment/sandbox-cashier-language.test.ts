/**
 * Polish item 8, "the sandbox cashier in Chinese only": the cashier page opens in a new navigation, so the
 * link the pay call returns carries the buyer's language, and the page reads in it (zh-CN, zh-MO, en-US).
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { seededApp, type TestApp } from '../helpers/helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'

describe('the sandbox cashier in the buyer language', () => {
  let t: TestApp
  let buyer: Login
  before(async () => {
    t = await seededApp('pglite')
    buyer = await phoneLogin(t, '13200000081')
  })
  after(async () => t.close())

  const cases = [
    { lang: 'en', title: 'Sandbox cashier', pay: '>Pay<', notChinese: true },
    { lang: 'zh-MO', title: '模擬收銀台', pay: '確認支付', notChinese: false },
    { lang: 'zh', title: '模拟收银台', pay: '确认支付', notChinese: false }
  ]
  for (const c of cases)
    test(`pay with lang=${c.lang}: the cashier link keeps the language and its page reads "${c.title}"`, async () => {
      const calls = paying(t, buyer, `cashier-lang-${c.lang}`)
      const o = await calls.order(await freshTier(t), 1)
      const res = await t.call<{ paymentInfo: { cashierUrl: string } }>(
        'POST',
        `/trade/buyer/v3/payments/pay?lang=${c.lang}`,
        { transactionIds: [o.unPaidTransactionIds[0]], paymentProduct: 'SANDBOX', platform: 'H5', returnUrl: '/pay-success?orderId=x' },
        auth(buyer)
      )
      assert.equal(res.body.statusCode, 200, JSON.stringify(res.body))
      const url = res.body.data.paymentInfo.cashierUrl
      assert.equal(new URL(url, 'http://x').searchParams.get('lang'), c.lang)
      const page = await t.app.inject({ url })
      assert.equal(page.statusCode, 200)
      assert.match(page.body, new RegExp(`<title>${c.title}</title>`))
      assert.ok(page.body.includes(c.pay), page.body)
      // The form posts back in the same language.
      assert.match(page.body, new RegExp(`action="[^"]*\\?lang=${c.lang}"`))
      if (c.notChinese) assert.doesNotMatch(page.body, /[\u4e00-\u9fff]/)
      assert.equal((await calls.decide(url, 'pay')).statusCode, 303)
    })
})
