/**
 * "Business codes defined once for app and gateway": the codes the app's request layer reacts to and the
 * statusCodes the gateway answers with come from one module (types/rules/business-codes.ts).
 */
import { BUSINESS_CODES } from '../types/rules/business-codes'
import { BUSINESS_CODES as APP_CODES, LOGOUT_CODES } from '../src/services/request/request-constants'
import { ERRORS } from '../server/src/http/app-error'

test('business codes defined once for app and gateway: the app uses the shared module itself', () => {
  expect(APP_CODES).toBe(BUSINESS_CODES)
})

test("the gateway answers section 8's codes with the values the app acts on", () => {
  expect({
    notLoggedIn: ERRORS.NOT_LOGGED_IN.statusCode,
    tokenExpired: ERRORS.TOKEN_EXPIRED.statusCode,
    loginExpired: ERRORS.LOGIN_EXPIRED.statusCode,
    tokenException: ERRORS.TOKEN_EXCEPTION.statusCode,
    loggedOut: ERRORS.LOGGED_OUT.statusCode,
    loggedInElsewhere: ERRORS.OTHER_DEVICE.statusCode,
    accountNeedsBinding: ERRORS.ACCOUNT_NEEDS_BINDING.statusCode,
    loginAreaUnsupported: ERRORS.LOGIN_AREA_UNSUPPORTED.statusCode,
    loginMethodUnsupported: ERRORS.LOGIN_METHOD_UNSUPPORTED.statusCode,
    limiting: ERRORS.LIMITING.statusCode
  }).toEqual({
    notLoggedIn: 15012007,
    tokenExpired: 15012010,
    loginExpired: 15012002,
    tokenException: 15012008,
    loggedOut: 10002008,
    loggedInElsewhere: 15012009,
    accountNeedsBinding: 15012020,
    loginAreaUnsupported: 22046007,
    loginMethodUnsupported: 22046007,
    limiting: 42900
  })
  expect(ERRORS.LIMITING.mode).toBe('limiting')
  // The gateway's logout codes are the ones the app logs out on.
  expect([ERRORS.LOGIN_EXPIRED, ERRORS.TOKEN_EXCEPTION, ERRORS.LOGGED_OUT, ERRORS.NOT_LOGGED_IN].map((e) => e.statusCode).sort()).toEqual(
    [...LOGOUT_CODES].sort()
  )
})
