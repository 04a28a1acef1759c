/**
 * Issue #31 item 2: the console's order drawer shows "a blank refund reason" and raw states → the reason
 * (the merchant's refusal, the provider's failure, or the buyer's reason code in words) and ticket states in
 * words, in the three languages.
 */
import { refundWhy } from '../src/pages/sales/refund-why'
import { REFUND_REASON_CODES } from '../../types/api/refund'
import { enUS, type MessageKey } from '../src/i18n/en-US'
import { zhCN } from '../src/i18n/zh-CN'
import { zhMO } from '../src/i18n/zh-MO'
import type { TicketState } from '../../types/api/order'

const tIn = (table: Record<string, string>) => (key: MessageKey) => table[key]
const TICKET_STATES: TicketState[] = ['VALID', 'USED', 'REFUNDING', 'REFUNDED', 'TRANSFERRING', 'REBOOKED']

test("a request with no refusal or failure still says why: the buyer's reason in words, never blank", () => {
  const t = tIn(zhCN)
  expect(refundWhy({ reason: 'PLANS_CHANGED' }, t)).toBe('行程有变')
  expect(refundWhy({ reason: 'OTHER', rejectReason: '已过退票时间' }, t)).toBe('已过退票时间 · 其他原因')
  expect(refundWhy({ reason: 'BOUGHT_WRONG', failureReason: 'ACQ.TRADE_HAS_CLOSE' }, tIn(enUS))).toBe(
    'ACQ.TRADE_HAS_CLOSE · Bought by mistake'
  )
  expect(refundWhy({ reason: '' }, t)).toBe('—')
})

test.each([
  ['en-US', enUS],
  ['zh-CN', zhCN],
  ['zh-MO', zhMO]
])('%s: every refund reason code and ticket state has words', (_lang, table) => {
  const t = tIn(table)
  for (const code of REFUND_REASON_CODES) expect(refundWhy({ reason: code }, t)).not.toMatch(/^[A-Z_]+$|undefined/)
  for (const s of TICKET_STATES) expect(table[`sales.ticketState.${s}`]).toBeTruthy()
})
