/**
 * The carriers a merchant ships paper tickets with and their tracking-number formats (issue #17
 * "express": "the number validated format per carrier where simple, else 8–30 alphanumerics"), the one
 * rule the console and the gateway share.
 */
import { checkExpressNo, EXPRESS_CARRIERS, normaliseExpressNo } from '../types/rules/express-carriers'

describe('express carriers', () => {
  test('the list has the common Chinese carriers, each named in zh-CN, zh-MO and en-US, each with an example its own check accepts', () => {
    expect(EXPRESS_CARRIERS.map((c) => c.code)).toEqual(expect.arrayContaining(['SF', 'EMS', 'ZTO', 'YTO', 'STO', 'YUNDA', 'JD', 'DBL']))
    for (const c of EXPRESS_CARRIERS) {
      expect([c.code, c.name['zh-CN'].length > 0, c.name['zh-MO'].length > 0, c.name['en-US'].length > 0]).toEqual([
        c.code,
        true,
        true,
        true
      ])
      expect([c.code, checkExpressNo(c.code, c.example).ok]).toEqual([c.code, true])
    }
  })

  test('spaces and dashes are dropped and letters capitalised before the check', () => {
    expect(normaliseExpressNo(' sf 1234-5678 90123 ')).toBe('SF1234567890123')
    expect(checkExpressNo('SF', 'sf 1234 5678 90123')).toMatchObject({ ok: true, expressNo: 'SF1234567890123' })
  })

  test.each([
    ['SF', 'SF1234567890123', true],
    ['SF', '123456789012', true],
    ['SF', 'SF123', false],
    ['SF', 'YT1234567890123', false],
    ['EMS', 'EA123456789CN', true],
    ['EMS', '1234567890123', true],
    ['EMS', 'EA12345678CN', false],
    ['ZTO', '73123456789012', true],
    ['ZTO', '7312345678901A', false],
    ['YTO', 'YT1234567890123', true],
    ['YTO', 'YT123', false],
    ['STO', '773123456789012', true],
    ['YUNDA', '4312345678901', true],
    ['YUNDA', '431234567890', false],
    ['JD', 'JDVA12345678901', true],
    ['JD', '12345678901', false],
    ['JTSD', 'JT1234567890123', true],
    ['DBL', 'DPK123456789012', true],
    ['DBL', 'ABC1234', false],
    ['OTHER', 'AB12345678', true],
    ['OTHER', 'A'.repeat(30), true],
    ['OTHER', 'A'.repeat(31), false],
    ['OTHER', '1234567', false],
    ['OTHER', '单号12345678', false]
  ])('%s %s → %s', (carrier, number, ok) => {
    const checked = checkExpressNo(carrier, number)
    expect(checked.ok).toBe(ok)
    if (!checked.ok) expect(checked.problem).toBe('NUMBER_INVALID')
  })

  test('a carrier not on the list is refused as unknown', () => {
    expect(checkExpressNo('UPS', '1Z12345678')).toEqual({ ok: false, problem: 'CARRIER_UNKNOWN' })
    expect(checkExpressNo('', 'SF1234567890123')).toEqual({ ok: false, problem: 'CARRIER_UNKNOWN' })
  })
})
