/**
 * Issue #14 item 15: "At the door with no signal the ticket holder cannot open: the buyer's current
 * tickets and their codes must show offline (the spec's fallback cache for ticket calls …)". The app's
 * ticket calls join the spec's voucher paths in the request layer's fallback cache (calls-errors-limits.md
 * sections 7-9: "served on a network error, a 5xx reply, 429 or 469", "10 entries per endpoint, entries
 * older than 15 days dropped"), per logged-in buyer, cleared at logout.
 */
jest.mock('@tarojs/taro', () => require('./helpers/fake-taro').fakeTaroModule)

import { answer, resetFakeTaro, sent, storage } from './helpers/fake-taro'
import { createHarness, envelope } from './helpers/request-harness'
import { clearSession, saveTokens } from '../src/session/session-store'
import { fallbackEndpoint } from '../src/services/request/request-paths'
import { STORAGE_KEYS } from '../src/storage/storage'

const CURRENT = '/buyer/buyer/v1/tickets'
const DAY = 24 * 60 * 60 * 1000
const ticket = { ticketId: 'tkt_a', ticketNumber: '26112500730269571901', state: 'VALID', ticketCode: 'tkt_a.sig' }

beforeEach(() => {
  resetFakeTaro()
  saveTokens({ accessToken: 'A1', refreshToken: 'R1', userId: 'U1' })
})

/** A client whose clock the test moves. */
const harnessAt = (now: { t: number }) => createHarness({ now: () => now.t })

describe('which ticket calls are kept', () => {
  test('the current tickets, the hot ticket and one ticket are kept; past tickets and order calls are not', () => {
    expect(fallbackEndpoint('/buyer/buyer/v1/tickets')).toBe('buyer/v1/tickets')
    expect(fallbackEndpoint('/buyer/buyer/v1/tickets/hot')).toBe('buyer/v1/tickets/hot')
    expect(fallbackEndpoint('/buyer/buyer/v1/tickets/tkt_abc')).toBe('buyer/v1/tickets/{id}')
    expect(fallbackEndpoint('/buyer/buyer/v1/tickets/history')).toBeUndefined()
    expect(fallbackEndpoint('/buyer/buyer/v5/orders/ord_1')).toBeUndefined()
    // The spec's voucher paths stay kept as before.
    expect(fallbackEndpoint('/buyer/buyer/cyy/v1/voucher/page_list')).toBe('buyer/cyy/v1/voucher/page_list')
  })
})

describe('"the buyer\'s current tickets and their codes must show offline"', () => {
  test('with no network the last good list comes back, saying when it was saved; a live reply says nothing', async () => {
    const now = { t: 1_000_000 }
    const { client } = harnessAt(now)
    answer(() => envelope([ticket]))
    await expect(client.requestKeptOrLive({ path: CURRENT })).resolves.toEqual({ data: [ticket] })
    now.t += 3600_000
    answer(() => ({ fail: 'request:fail' }))
    await expect(client.requestKeptOrLive({ path: CURRENT })).resolves.toEqual({ data: [ticket], savedAt: 1_000_000 })
    expect(sent).toHaveLength(2)
  })

  test('a 503 or 469 serves it too; a business error does not', async () => {
    const { client } = harnessAt({ t: 5 })
    answer(() => envelope([ticket]))
    await client.request({ path: CURRENT })
    answer(() => ({ statusCode: 503, data: '' }))
    await expect(client.request({ path: CURRENT })).resolves.toEqual([ticket])
    answer(() => ({ statusCode: 469, data: '' }))
    await expect(client.request({ path: CURRENT })).resolves.toEqual([ticket])
    answer(() => ({ statusCode: 200, data: { statusCode: 40000, comments: 'no', data: null } }))
    await expect(client.request({ path: CURRENT, handleErrors: false })).rejects.toBeDefined()
  })

  test('"older than 15 days dropped": a list kept longer is not shown', async () => {
    const now = { t: 100 * DAY }
    const { client } = harnessAt(now)
    answer(() => envelope([ticket]))
    await client.request({ path: CURRENT })
    now.t += 15 * DAY + 1
    answer(() => ({ fail: 'request:fail' }))
    await expect(client.request({ path: CURRENT, handleErrors: false })).rejects.toBeDefined()
  })

  test('"per logged-in buyer": another buyer on the same phone is never served the first one\'s tickets', async () => {
    const { client } = harnessAt({ t: 5 })
    answer(() => envelope([ticket]))
    await client.request({ path: CURRENT })
    saveTokens({ accessToken: 'A2', refreshToken: 'R2', userId: 'U2' })
    answer(() => ({ fail: 'request:fail' }))
    await expect(client.request({ path: CURRENT, handleErrors: false })).rejects.toBeDefined()
  })

  test('"cleared at logout": nothing of the buyer stays kept', async () => {
    const { client } = harnessAt({ t: 5 })
    answer(() => envelope([ticket]))
    await client.request({ path: CURRENT })
    expect(storage.has(STORAGE_KEYS.voucherCache)).toBe(true)
    clearSession()
    expect(storage.has(STORAGE_KEYS.voucherCache)).toBe(false)
    saveTokens({ accessToken: 'A1', refreshToken: 'R1', userId: 'U1' })
    answer(() => ({ fail: 'request:fail' }))
    await expect(client.request({ path: CURRENT, handleErrors: false })).rejects.toBeDefined()
  })
})
