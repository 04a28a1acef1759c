/**
 * The door page's one field (admin/src/pages/door/door-code.ts): a goods voucher's 12-digit collect code
 * (docs/shop.md "Vouchers": "checked in at the door like a ticket") goes to the voucher check, anything
 * else to the ticket check as it was given.
 */
import { readDoorCode } from '../src/pages/door/door-code'

describe('a code at the door', () => {
  it('a 12-digit collect code is a goods voucher, typed in groups or not', () => {
    for (const typed of ['123456789012', ' 1234 5678 9012 ', '1234-5678-9012', '123 456 789 012'])
      expect(readDoorCode(typed)).toEqual({ kind: 'VOUCHER', code: '123456789012' })
  })

  it("a ticket's rotating code, wallet pass or other text is a ticket code, kept as given (trimmed)", () => {
    for (const code of ['202611290001.59011234.482913', '2026112900012.W.abcdEFGH12', 'tk_abc.SIGNATURE', ' 123456.7 '])
      expect(readDoorCode(code)).toEqual({ kind: 'TICKET', code: code.trim() })
  })

  it('digits that are not a collect code (11 or 13 digits, a leading 0) stay ticket codes', () => {
    for (const code of ['12345678901', '1234567890123', '012345678901']) expect(readDoorCode(code)?.kind).toBe('TICKET')
  })

  it('an open-show entry code (OS.{registration}.{mac}, types/rules/open-show-rules.ts) goes to the open-show check', () => {
    const code = 'OS.osr_AbCdEfGhIjKl.0123456789abcdefghij_-'
    expect(readDoorCode(` ${code} `)).toEqual({ kind: 'OPEN_SHOW', code })
    // Tampered shape: not an entry code, so the ticket check answers UNKNOWN.
    expect(readDoorCode('OS.nope.x')?.kind).toBe('TICKET')
  })

  it("a work permit's code (WP. then a signed permit id) goes to the permit check, kept as given (trimmed)", () => {
    const code = 'WP.wp_AbC-123_xyz.ABCDEFGHIJKLMNOPQRSTUV'
    expect(readDoorCode(` ${code} `)).toEqual({ kind: 'WORK_PERMIT', code })
  })

  it("a reservation's entry code (RSV.{bookingId}.{mac}) goes to the reservation check, trimmed", () => {
    expect(readDoorCode(' RSV.rsb_abc-DEF_1.0123456789abcdefABCDEF ')).toEqual({
      kind: 'RESERVATION',
      code: 'RSV.rsb_abc-DEF_1.0123456789abcdefABCDEF'
    })
  })

  it('nothing typed is nothing to check', () => {
    expect(readDoorCode('')).toBeUndefined()
    expect(readDoorCode('   ')).toBeUndefined()
  })
})
