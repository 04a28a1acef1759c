/**
 * Ticket transfer rules shared by the app and the gateway (types/rules/transfer-rules.ts) and what
 * accept-mine-ticket shows (accept-view.ts), table-driven (issue #17; product.md "Validation rules":
 * "Transfer is one ticket at a time and the transferee phone must be correct"; "Other states" Transfer).
 */
import { identityLimitTime, isTransfereePhone, sendBlock, transferDeadline } from '../types/rules/transfer-rules'
import { acceptFailureOf, acceptViewOf, failureAction } from '../src/subpackages/ticket/transfer/accept-view'

const H = 3600 * 1000

describe('"the transferee phone must be correct": 11 digits starting with 1', () => {
  test.each([
    ['13800138000', true],
    ['19912345678', true],
    ['1380013800', false],
    ['138001380000', false],
    ['23800138000', false],
    ['1380013800a', false],
    [' 13800138000', false],
    ['', false]
  ])('%p → %p', (phone, ok) => expect(isTransfereePhone(phone)).toBe(ok))
})

describe("the show's time limits, in hours before the session", () => {
  test.each([
    [0, 10 * H],
    [2, 8 * H],
    [10, 0]
  ])('%p h → %p', (hours, at) => {
    expect(transferDeadline(10 * H, hours)).toBe(at)
    expect(identityLimitTime(10 * H, hours)).toBe(at)
  })
})

describe('whether a ticket can be sent now', () => {
  const base = { state: 'VALID' as const, transferEnabled: true, transferredIn: false, deadline: 100, now: 50 }
  test.each([
    ['a valid ticket before the deadline', {}, null],
    ['"an accepted ticket cannot be transferred again"', { transferredIn: true }, 'TRANSFERRED_IN'],
    ['one at a time: already in transfer', { state: 'TRANSFERRING' as const }, 'STATE'],
    ['a used ticket', { state: 'USED' as const }, 'STATE'],
    ['a ticket being refunded', { state: 'REFUNDING' as const }, 'STATE'],
    ['transfers switched off for the show', { transferEnabled: false }, 'DISABLED'],
    ['at the deadline', { now: 100 }, 'DEADLINE'],
    ['after the deadline', { now: 101 }, 'DEADLINE']
  ])('%s', (_name, change, block) => expect(sendBlock({ ...base, ...change })).toBe(block))
})

describe('accept-mine-ticket: each failure its own state, with its action', () => {
  test.each([
    ['TRANSFER_ALREADY_ACCEPTED', 'ALREADY_ACCEPTED', 'TICKET_HOLDER'],
    ['TRANSFER_TIME_EXCEEDED', 'TIME_EXCEEDED', 'HOME'],
    ['TRANSFER_CANCELLED', 'CANCELLED', 'HOME'],
    ['TRANSFER_NOTHING', 'NOTHING', 'HOME'],
    ['TRANSFER_PURCHASE_LIMIT', 'PURCHASE_LIMIT', 'TICKET_HOLDER'],
    ['TRANSFER_IDENTITY_CLOSED', 'IDENTITY_CLOSED', 'HOME']
  ] as const)('%s → %s', (code, failure, action) => {
    expect(acceptFailureOf(code)).toBe(failure)
    expect(failureAction(failure)).toBe(action)
  })
  test('other errors are not failures (a network error keeps its retry)', () => {
    expect(acceptFailureOf('TRANSFER_AUDIENCE_REQUIRED')).toBeUndefined()
    expect(acceptFailureOf(undefined)).toBeUndefined()
  })
  test.each([
    ['IN_TRANSFER', 'RECEIVED', { kind: 'FORM' }],
    ['IN_TRANSFER', 'SENT', { kind: 'WAITING' }],
    ['ACCEPTED', 'RECEIVED', { kind: 'ACCEPTED' }],
    ['TRANSFERRED', 'SENT', { kind: 'TRANSFERRED' }],
    ['CANCELLED', 'RECEIVED', { kind: 'FAILED', failure: 'CANCELLED' }],
    ['TIME_EXCEEDED', 'RECEIVED', { kind: 'FAILED', failure: 'TIME_EXCEEDED' }]
  ] as const)('%s seen as %s', (status, direction, view) => expect(acceptViewOf({ status, direction })).toEqual(view))
})
