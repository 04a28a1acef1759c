/**
 * Work permit rules (types/rules/work-permit.ts), shared by the app's form and the gateway: the issue's
 * "crew and vendors apply for a show's work permit with their ID and photo, the merchant approves or
 * rejects with a reason, the approved permit is a code checked at the staff door".
 */
import {
  canDecide,
  canWithdraw,
  looksLikeWorkPermitCode,
  rejectReasonOk,
  workPermitProblem,
  type WorkPermitApplication
} from '../types/rules/work-permit'

// 11010519491231002X: a mainland ID with a correct GB 11643 check character.
const GOOD_ID = '11010519491231002X'

const application = (over: Partial<WorkPermitApplication> = {}): WorkPermitApplication => ({
  name: '王工',
  idType: 'ID_CARD',
  idNumber: GOOD_ID,
  cellphone: '13900001111',
  countryCode: '86',
  company: '舞台搭建有限公司',
  role: 'CREW',
  photoUrl: '/pub/v1/uploads/work-permit/wpa_1/abc',
  ...over
})

describe('what an application needs', () => {
  test('a complete application has no problem', () => {
    expect(workPermitProblem(application())).toBeUndefined()
  })
  test("the name is required (the attendees' rule: 1-30 characters)", () => {
    expect(workPermitProblem(application({ name: '  ' }))).toBe('NAME')
    expect(workPermitProblem(application({ name: 'x'.repeat(31) }))).toBe('NAME')
  })
  test("an ID card number must carry the right check character (the attendees' ID rule)", () => {
    expect(workPermitProblem(application({ idNumber: '110105194912310021' }))).toBe('ID_NUMBER')
    expect(workPermitProblem(application({ idType: 'PASSPORT', idNumber: 'E12345678' }))).toBeUndefined()
    expect(workPermitProblem(application({ idType: 'PASSPORT', idNumber: 'E1' }))).toBe('ID_NUMBER')
  })
  test('the phone follows the login rule (mainland: 11 digits starting with 1)', () => {
    expect(workPermitProblem(application({ cellphone: '2390000111' }))).toBe('PHONE')
    expect(workPermitProblem(application({ countryCode: '853', cellphone: '66123456' }))).toBeUndefined()
  })
  test('the company is required and at most 60 characters', () => {
    expect(workPermitProblem(application({ company: '' }))).toBe('COMPANY')
    expect(workPermitProblem(application({ company: 'c'.repeat(61) }))).toBe('COMPANY')
  })
  test('the role is crew, vendor or press', () => {
    expect(workPermitProblem(application({ role: 'VENDOR' }))).toBeUndefined()
    expect(workPermitProblem(application({ role: 'PRESS' }))).toBeUndefined()
    expect(workPermitProblem(application({ role: 'BUYER' }))).toBe('ROLE')
  })
  test('a photo is required', () => {
    expect(workPermitProblem(application({ photoUrl: '' }))).toBe('PHOTO')
  })
})

describe('states: APPLIED → APPROVED | REJECTED, or withdrawn', () => {
  test('only a waiting application is decided or withdrawn', () => {
    expect(canDecide('APPLIED')).toBe(true)
    for (const s of ['APPROVED', 'REJECTED', 'WITHDRAWN'] as const) {
      expect(canDecide(s)).toBe(false)
      expect(canWithdraw(s)).toBe(false)
    }
    expect(canWithdraw('APPLIED')).toBe(true)
  })
  test('a rejection needs a reason of at most 200 characters', () => {
    expect(rejectReasonOk('')).toBe(false)
    expect(rejectReasonOk('   ')).toBe(false)
    expect(rejectReasonOk('照片不清晰')).toBe(true)
    expect(rejectReasonOk('r'.repeat(201))).toBe(false)
  })
})

describe('the permit code at the door', () => {
  test('the door tells a permit code by its prefix', () => {
    expect(looksLikeWorkPermitCode('wp.something')).toBe(true)
    expect(looksLikeWorkPermitCode('1234.56.789012')).toBe(false)
  })
})
