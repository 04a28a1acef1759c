/**
 * Voucher fallback cache: "10 entries per endpoint, entries older than 15 days dropped", "served on a
 * network error, a 5xx reply, 429 or 469" (calls-errors-limits.md sections 8 and 9).
 */
jest.mock('@tarojs/taro', () => require('./helpers/fake-taro').fakeTaroModule)

import { answer, resetFakeTaro, sent } from './helpers/fake-taro'
import { createHarness, envelope, failure } from './helpers/request-harness'
import { saveTokens } from '../src/session/session-store'
import { cachedVoucherReply, saveVoucherReply } from '../src/services/request/voucher-cache'
import { voucherEndpoint } from '../src/services/request/request-paths'

const DAY = 24 * 60 * 60 * 1000
const LIST = '/buyer/buyer/cyy/v1/voucher/page_list'

beforeEach(() => {
  resetFakeTaro()
  saveTokens({ accessToken: 'A1', refreshToken: 'R1', userId: 'U1' })
})

describe('which paths are cached', () => {
  test('the six voucher paths, and nothing else', () => {
    expect(voucherEndpoint('/buyer/buyer/cyy/v1/voucher/page_list')).toBe('buyer/cyy/v1/voucher/page_list')
    expect(voucherEndpoint('/buyer/buyer/v1/voucher/detail')).toBe('voucher/detail')
    expect(voucherEndpoint('/buyer/buyer/v1/reservation_voucher/detail')).toBe('reservation_voucher/detail')
    expect(voucherEndpoint('/buyer/buyer/v1/order/voucher/created')).toBe('order/voucher/created')
    expect(voucherEndpoint('/buyer/buyer/v1/voucher/ticket_code')).toBe('voucher/ticket_code')
    expect(voucherEndpoint('/buyer/buyer/v1/voucher/forget_id_card_code_detail')).toBe('voucher/forget_id_card_code_detail')
    expect(voucherEndpoint('/buyer/v5/orders/1')).toBeUndefined()
  })
})

describe('eviction', () => {
  test('by count: 10 entries per endpoint, the oldest goes first', () => {
    for (let i = 0; i < 11; i++) saveVoucherReply('voucher/detail', `k${i}`, { i }, 1000 + i)
    expect(cachedVoucherReply('voucher/detail', 'k0', 2000)).toBeUndefined()
    expect(cachedVoucherReply('voucher/detail', 'k1', 2000)).toEqual({ i: 1 })
    expect(cachedVoucherReply('voucher/detail', 'k10', 2000)).toEqual({ i: 10 })
    // another endpoint has its own 10
    saveVoucherReply('voucher/ticket_code', 'k0', { other: true }, 2000)
    expect(cachedVoucherReply('voucher/detail', 'k1', 2000)).toEqual({ i: 1 })
  })

  test('by age: entries older than 15 days are dropped', () => {
    const now = 100 * DAY
    saveVoucherReply('voucher/detail', 'old', { old: true }, now - 15 * DAY - 1)
    saveVoucherReply('voucher/detail', 'edge', { edge: true }, now - 15 * DAY)
    expect(cachedVoucherReply('voucher/detail', 'old', now)).toBeUndefined()
    expect(cachedVoucherReply('voucher/detail', 'edge', now)).toEqual({ edge: true })
  })

  test('saving again refreshes an entry instead of duplicating it', () => {
    for (let i = 0; i < 10; i++) saveVoucherReply('voucher/detail', `k${i}`, { i }, i)
    saveVoucherReply('voucher/detail', 'k0', { i: 'again' }, 20)
    saveVoucherReply('voucher/detail', 'new', { i: 'new' }, 21)
    expect(cachedVoucherReply('voucher/detail', 'k0', 30)).toEqual({ i: 'again' })
    expect(cachedVoucherReply('voucher/detail', 'k1', 30)).toBeUndefined()
  })
})

describe('serving from the cache', () => {
  async function primeThen(reply: Parameters<typeof answer>[0]) {
    const { client } = createHarness()
    answer(() => envelope({ vouchers: ['T1', 'T2'] }))
    await client.request({ path: LIST, data: { offset: 0 } })
    answer(reply)
    return client.request<{ vouchers: string[] }>({ path: LIST, data: { offset: 0 }, handleErrors: false })
  }

  test.each([
    ['a network error', { fail: 'request:fail' }],
    ['a timeout', { fail: 'request:fail timeout' }],
    ['HTTP 500', { statusCode: 500, data: '' }],
    ['HTTP 503', { statusCode: 503, data: '' }],
    ['HTTP 429', { statusCode: 429, data: '' }],
    ['HTTP 469', { statusCode: 469, data: '' }]
  ])('%s serves the last good reply', async (_name, reply) => {
    await expect(primeThen(() => reply)).resolves.toEqual({ vouchers: ['T1', 'T2'] })
    expect(sent).toHaveLength(2)
  })

  test.each([
    ['HTTP 400', { statusCode: 400, data: '' }],
    ['a business error', failure(40000)]
  ])('%s is not covered by the cache', async (_name, reply) => {
    await expect(primeThen(() => reply)).rejects.toBeDefined()
  })

  test('other params are another entry', async () => {
    const { client } = createHarness()
    answer(() => envelope({ vouchers: ['T1'] }))
    await client.request({ path: LIST, data: { offset: 0 } })
    answer(() => ({ fail: 'request:fail' }))
    await expect(client.request({ path: LIST, data: { offset: 20 }, handleErrors: false })).rejects.toBeDefined()
  })
})

describe('what is kept', () => {
  test('a ticket detail is kept without its code secret (issue #17: the secret lives only in ticket-keys.ts); the rest is kept whole', () => {
    // The gateway's envelope, as the request client saves it.
    const reply = { statusCode: 200, data: { ticketId: 'T1', showName: 'S', codeSecret: 'JBSWY3DPEHPK3PXP' } }
    saveVoucherReply('tickets/detail', 'k1', reply, 1000)
    const kept = cachedVoucherReply('tickets/detail', 'k1', 1000) as { data: Record<string, unknown> }
    expect(kept.data).toEqual({ ticketId: 'T1', showName: 'S' })
    expect(JSON.stringify(kept)).not.toContain('JBSWY3DPEHPK3PXP')
    const list = { statusCode: 200, data: [{ ticketId: 'T1' }] }
    saveVoucherReply('tickets', 'k2', list, 1000)
    expect(cachedVoucherReply('tickets', 'k2', 1000)).toEqual(list)
  })
})
