/**
 * Issue #17 rotating codes: "Offline in a hall with no signal still works: the code is derived on the
 * phone from a per-ticket secret delivered with the ticket" — the secret is kept per buyer with the
 * gateway's clock offset, dropped for a used ticket, never read by another buyer, and cleared at logout.
 */
jest.mock('@tarojs/taro', () => require('./helpers/fake-taro').fakeTaroModule)

import { resetFakeTaro } from './helpers/fake-taro'
import { clearSession, saveTokens } from '../src/session/session-store'
import { keepTicketKey, keptTicketKey } from '../src/services/ticket-keys'
import { hmacSha1 } from '../src/utils/hmac-sha1'
import { rotatingTicketCode } from '../types/rules/rotating-ticket-code'
import { ROTATING_CODE_VECTORS } from './helpers/rotating-ticket-code-vectors'
import type { TicketDetail } from '../types/api/order'

const v = ROTATING_CODE_VECTORS[4]
const HOUR = 3600 * 1000

function detail(over: Partial<TicketDetail> = {}): TicketDetail {
  return {
    ticketId: 'tkt_a',
    ticketNumber: v.ticketNumber,
    orderId: 'ord_a',
    showId: 's',
    showName: 'S',
    venueName: 'V',
    venueAddress: 'A',
    bizShowSessionId: 'ss',
    sessionName: 'N',
    showTime: v.nowMs + 2 * HOUR,
    seatPlanName: 'P',
    seatInfo: '',
    price: 100,
    publicPrice: 100,
    attendeeName: '',
    attendeeIdNo: '',
    state: 'VALID',
    usedAt: 0,
    codeSecret: v.secret,
    serverTime: v.nowMs,
    ...over
  }
}

beforeEach(() => {
  resetFakeTaro()
  saveTokens({ accessToken: 'A1', refreshToken: 'R1', userId: 'U1' })
})

test("a live detail's secret is kept with the gateway's clock offset: the phone, 5 min slow and offline, shows the vector's code", () => {
  const phoneClock = v.nowMs - 5 * 60 * 1000
  keepTicketKey(detail(), phoneClock)
  const key = keptTicketKey('tkt_a')!
  expect(key.offsetMs).toBe(5 * 60 * 1000)
  expect(rotatingTicketCode(hmacSha1, key.secret, key.ticketNumber, phoneClock + key.offsetMs)).toBe(v.code)
})

test("a used ticket's reply (no secret) drops its kept secret; sessions long over are pruned", () => {
  keepTicketKey(detail(), v.nowMs)
  keepTicketKey(detail({ ticketId: 'tkt_old', showTime: v.nowMs - 4 * HOUR }), v.nowMs - 5 * HOUR)
  expect(keptTicketKey('tkt_old')).toBeDefined()
  keepTicketKey(detail({ state: 'USED', codeSecret: '' }), v.nowMs)
  expect(keptTicketKey('tkt_a')).toBeUndefined()
  expect(keptTicketKey('tkt_old')).toBeUndefined()
})

test('another buyer on the same phone never reads them, and logout clears them', () => {
  keepTicketKey(detail(), v.nowMs)
  saveTokens({ userId: 'U2' })
  expect(keptTicketKey('tkt_a')).toBeUndefined()
  saveTokens({ userId: 'U1' })
  expect(keptTicketKey('tkt_a')?.secret).toBe(v.secret)
  clearSession()
  saveTokens({ accessToken: 'A1', refreshToken: 'R1', userId: 'U1' })
  expect(keptTicketKey('tkt_a')).toBeUndefined()
})
