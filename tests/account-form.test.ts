/** The account forms' rules, with the spec's words (product.md section 5). */
import { captchaProblem, codeProblem, phoneProblem } from '../src/subpackages/user/login/login-form'
import {
  emailProblem,
  loginPasswordProblem,
  newPasswordProblem,
  nicknameProblem,
  realNameLocked,
  realNameProblem,
  realNameSubmittable,
  studentGate
} from '../src/subpackages/user/account-form'
import { resendSecondsLeft } from '../src/utils/resend-countdown'
import { t } from '../src/locales/locale-atoms'
import type { Certification } from '../types/api/user'

describe('phone login form', () => {
  test('"Phone: 11 digits starting with 1" with the spec\'s two messages', () => {
    expect(phoneProblem('', '86')).toBe('login.phone_required')
    expect(phoneProblem('2380000000', '86')).toBe('login.phone_invalid')
    expect(phoneProblem('13800138000', '86')).toBeUndefined()
  })
  test('"An image captcha is required for phone login"', () => {
    expect(captchaProblem('')).toBe('login.captcha_required')
    expect(captchaProblem('AB3K')).toBeUndefined()
  })
  test('"Verification code: numeric, exactly 6 digits to confirm, non-empty"', () => {
    expect(codeProblem('')).toBe('login.code_required')
    expect(codeProblem('12345')).toBe('login.code_invalid')
    expect(codeProblem('12345a')).toBe('login.code_invalid')
    expect(codeProblem('123456')).toBeUndefined()
  })
  test('"resend after 60 s": the countdown', () => {
    expect(resendSecondsLeft(undefined, 60, 0)).toBe(0)
    expect(resendSecondsLeft(1000, 60, 1000)).toBe(60)
    expect(resendSecondsLeft(1000, 60, 60500)).toBe(1)
    expect(resendSecondsLeft(1000, 60, 61000)).toBe(0)
  })
})

describe('email and password forms', () => {
  test('"Email: simple pattern (... domain with at least one dot)"', () => {
    expect(emailProblem(' ')).toBe('account.email_required')
    expect(emailProblem('ada@localhost')).toBe('account.email_invalid')
    expect(emailProblem('ada.l-ove_1@example.co.uk')).toBeUndefined()
  })
  test('"Password: 8-20 characters with at least 3 of uppercase, lowercase, digits and special symbols"', () => {
    expect(newPasswordProblem('', '')).toBe('account.password_required')
    expect(newPasswordProblem('abcdefg1', 'abcdefg1')).toBe('account.password_rule')
    expect(newPasswordProblem('Abc1!', 'Abc1!')).toBe('account.password_rule')
    expect(newPasswordProblem('Abcdefg1'.repeat(3), 'Abcdefg1'.repeat(3))).toBe('account.password_rule')
    expect(newPasswordProblem('Abcdefg1', 'Abcdefg2')).toBe('account.password_mismatch')
    expect(newPasswordProblem('Abcdefg1', 'Abcdefg1')).toBeUndefined()
    // Logging in only needs a password: the rule applies when one is chosen.
    expect(loginPasswordProblem('x')).toBeUndefined()
    expect(loginPasswordProblem('')).toBe('account.password_required')
  })
  test('nickname 1-20 characters', () => {
    expect(nicknameProblem('  ')).toBe('account.nickname_rule')
    expect(nicknameProblem('x'.repeat(21))).toBe('account.nickname_rule')
    expect(nicknameProblem('小明')).toBeUndefined()
  })
})

describe('real-name form', () => {
  test('"The name is required (请输入姓名)" and "身份证号码格式错误"', () => {
    expect(t(realNameProblem(' ', '1234567890')!)).toBe('请输入姓名')
    expect(t(realNameProblem('张三', '12345')!)).toBe('身份证号码格式错误')
    expect(realNameProblem('张三', '1234567890')).toBeUndefined()
    expect(realNameProblem('张三', '31010119900307005x')).toBeUndefined()
  })
  test('"Submit is disabled when values are unchanged from the verified ones or either is empty"', () => {
    const verified = { realName: '*三', idNo: '3101**********0051' }
    expect(realNameSubmittable(undefined, '', '1234567890')).toBe(false)
    expect(realNameSubmittable(undefined, '张三', '1234567890')).toBe(true)
    expect(realNameSubmittable(verified, '*三', '3101**********0051')).toBe(false)
    expect(realNameSubmittable(verified, '李四', '3101**********0051')).toBe(true)
  })
  test('"changed only if the current month\'s change count is 0"', () => {
    expect(realNameLocked(undefined)).toBe(false)
    expect(realNameLocked({ authStatus: 'AUTH_SUCCESS', currentMonthModifyTimes: 0 })).toBe(false)
    expect(realNameLocked({ authStatus: 'AUTH_SUCCESS', currentMonthModifyTimes: 1 })).toBe(true)
  })
})

describe('student verification', () => {
  const person: Certification = { authType: 'PERSON_CERT', authStatus: 'AUTH_SUCCESS' }
  const student: Certification = { authType: 'STUDENT_CERT', authStatus: 'AUTH_SUCCESS', expireDate: '2027-08-31' }
  test('"If the platform does not support it, the toast is {platform}暂不支持学生认证"', () => {
    expect(studentGate('h5', [person], '2026-11-22')).toEqual({ kind: 'unsupported' })
    expect(t('account.student_unsupported', { platform: t('account.platform_web') })).toBe('网页暂不支持学生认证')
  })
  test('"Real-name verification is needed first", "If already passed: 学生认证已通过"', () => {
    expect(studentGate('alipay', [], '2026-11-22')).toEqual({ kind: 'needs-real-name' })
    expect(studentGate('alipay', [person], '2026-11-22')).toEqual({ kind: 'ready' })
    expect(studentGate('alipay', [person, student], '2026-11-22')).toEqual({ kind: 'passed', expireDate: '2027-08-31' })
    expect(studentGate('alipay', [person, student], '2027-09-01')).toEqual({ kind: 'ready' })
  })
})
