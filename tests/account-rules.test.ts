/** The account form rules of product.md section 5, shared by the app's forms and the gateway. */
import {
  idCardFacts,
  isRealNameIdFormat,
  isValidAddressDetail,
  isValidEmail,
  isValidIdNo,
  isValidPassword,
  isValidPhone,
  isValidVerifyCode,
  maskPhone
} from '../types/rules/account-rules'

const withCheck = (first17: string) => {
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  return first17 + '10X98765432'[[...first17].reduce((a, d, i) => a + Number(d) * w[i], 0) % 11]
}

describe('account rules', () => {
  test('"Phone: 11 digits starting with 1"', () => {
    expect(isValidPhone('13800000000')).toBe(true)
    expect(isValidPhone('23800000000')).toBe(false)
    expect(isValidPhone('1380000000')).toBe(false)
    expect(isValidPhone('66881234', '853')).toBe(true)
  })

  test('"Verification code: numeric, exactly 6 digits"', () => {
    expect(isValidVerifyCode('012345')).toBe(true)
    expect(isValidVerifyCode('12345')).toBe(false)
    expect(isValidVerifyCode('12a456')).toBe(false)
  })

  test('"Email: local part of letters, digits, underscore, dash, dots; domain with at least one dot"', () => {
    expect(isValidEmail('a.b_c-d@mail.example.com')).toBe(true)
    expect(isValidEmail('a@localhost')).toBe(false)
    expect(isValidEmail('a+b@example.com')).toBe(false)
  })

  test('"Password: 8-20 characters with at least 3 of uppercase, lowercase, digits and special symbols"', () => {
    expect(isValidPassword('Abcdefg1')).toBe(true)
    expect(isValidPassword('abcdefg1!')).toBe(true)
    expect(isValidPassword('abcdefgh1')).toBe(false)
    expect(isValidPassword('Ab1!')).toBe(false)
    expect(isValidPassword('Abcdefg1' + 'x'.repeat(13))).toBe(false)
  })

  test('"18 characters give birth date (positions 7-14) and gender (odd 17th digit is MAN, else WOMAN)"', () => {
    expect(idCardFacts(withCheck('11010519491231002'))).toEqual({ birthday: '1949-12-31', gender: 'WOMAN' })
    expect(idCardFacts(withCheck('31010119900307005'))).toEqual({ birthday: '1990-03-07', gender: 'MAN' })
    expect(idCardFacts(withCheck('31010119900230005'))).toBeUndefined()
    const id = withCheck('11010519491231002')
    expect(idCardFacts(id.slice(0, 17) + (id[17] === '1' ? '2' : '1'))).toBeUndefined()
  })

  test('real-name form: "10 digits, 18 digits, or 17 digits plus a digit or X/x"', () => {
    expect(isRealNameIdFormat('1234567890')).toBe(true)
    expect(isRealNameIdFormat('12345678901234567x')).toBe(true)
    expect(isRealNameIdFormat('123456789012')).toBe(false)
  })

  test('attendee documents by type', () => {
    expect(isValidIdNo('PASSPORT', 'E12345678')).toBe(true)
    expect(isValidIdNo('HK_MACAU_PERMIT', 'H12345678')).toBe(true)
    expect(isValidIdNo('HK_MACAU_PERMIT', 'X12345678')).toBe(false)
    expect(isValidIdNo('ID_CARD', '123456789012345678')).toBe(false)
  })

  test('"Detail length minimum is 12 characters"', () => {
    expect(isValidAddressDetail('漕溪北路88号圣爱大厦12楼')).toBe(true)
    expect(isValidAddressDetail('漕溪北路88号')).toBe(false)
  })

  test('phones are shown masked', () => {
    expect(maskPhone('13800001234')).toBe('138****1234')
  })
})
