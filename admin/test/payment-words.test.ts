/**
 * Issue "Polish" item 2, "Console orders speak the database: ... raw SUCCEEDED / REFUNDING": a payment's
 * state, outcome, product and the gateway's reason in the console's words, amounts as money.
 */
import { paymentWords } from '../src/pages/sales/payment-words'
import { enUS, type MessageKey } from '../src/i18n/en-US'
import { zhCN } from '../src/i18n/zh-CN'
import { zhMO } from '../src/i18n/zh-MO'
import { moneyText } from '../../types/rules/money'
import { formatMessage } from '../../types/rules/message-format'
import { paymentReason } from '../../types/rules/payment-reasons'

const inLanguage = (dictionary: Record<string, string>) => (key: MessageKey, values?: Record<string, string | number>) =>
  formatMessage(dictionary[key], values)

describe('payment words', () => {
  const en = paymentWords(inLanguage(enUS as Record<string, string>), 'en-US')
  const zh = paymentWords(inLanguage(zhCN as Record<string, string>), 'zh-CN')

  it('states, outcomes and products by their words; an unknown one as sent', () => {
    expect(zh.word('sales.paymentState', 'REVIEW')).toBe('待核对')
    expect(zh.word('sales.paymentOutcome', 'REFUND_PENDING')).toBe('退款中')
    expect(zh.word('sales.paymentProductName', 'WECHAT_H5')).toBe('微信支付（手机网页）')
    expect(en.word('sales.paymentState', 'SOMETHING_NEW')).toBe('SOMETHING_NEW')
  })

  it("the gateway's reasons as sentences, with money and states in words", () => {
    expect(en.reason(paymentReason.amountDiffers(6001, 6000))).toBe(
      `${moneyText(6001, 'en-US')} paid where ${moneyText(6000, 'en-US')} was due`
    )
    expect(zh.reason(paymentReason.repeat('SUCCEEDED'))).toBe('重复通知：该支付已是「已支付」')
    expect(zh.reason(paymentReason.lateQueuedBack('GOODS'))).toBe('商品订单已关闭，款项将退回')
    expect(en.reason('RSA signature mismatch')).toBe('RSA signature mismatch')
  })

  it('every reason the gateway can write has words in the three languages', () => {
    for (const dictionary of [enUS, zhCN, zhMO] as Array<Record<string, string>>) {
      const words = paymentWords(inLanguage(dictionary), 'zh-CN')
      for (const text of [paymentReason.untrusted(), paymentReason.otherMerchant('m'), paymentReason.secondCharge('REFUNDED')])
        expect(words.reason(text)).not.toBe(text)
    }
  })
})
