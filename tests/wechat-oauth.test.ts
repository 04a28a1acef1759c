/**
 * wxauth (issue #15: "Inside WeChat's browser, the wxauth OAuth page to obtain the openid that JSAPI pay
 * needs"): WeChat's silent authorisation URL, the state that guards the return, the openid's 24 h
 * validity (section 9 "Open-id validity 24 h") and where the page sends the buyer back.
 */
import {
  AUTHORIZE_STATE_VALID_MS,
  OPEN_ID_VALID_MS,
  backRouteOf,
  officialAppIdOf,
  parsePendingAuthorize,
  parseStoredOpenId,
  stateMatches,
  validOpenId,
  wechatAuthorizeUrl
} from '../src/services/payment/wechat-oauth'

describe('WeChat authorize URL', () => {
  const url = wechatAuthorizeUrl({
    appId: 'wx520c15f417810387',
    redirectUri: 'https://shop.example.com/wxauth?back=order_detail&orderId=O 1',
    state: 'st8'
  })

  test('the documented shape: appid, redirect_uri (encoded), response_type=code, scope=snsapi_base, state, #wechat_redirect', () => {
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx520c15f417810387' +
        '&redirect_uri=https%3A%2F%2Fshop.example.com%2Fwxauth%3Fback%3Dorder_detail%26orderId%3DO%201' +
        '&response_type=code&scope=snsapi_base&state=st8#wechat_redirect'
    )
  })

  test('the redirect comes back intact to our wxauth page', () => {
    const redirect = new URL(url.replace('#wechat_redirect', '')).searchParams.get('redirect_uri')
    expect(redirect).toBe('https://shop.example.com/wxauth?back=order_detail&orderId=O 1')
  })
})

describe('the state guards the return', () => {
  const now = 1_800_000_000_000
  test('only the state this browser sent, within 10 minutes', () => {
    const pending = parsePendingAuthorize({ state: 'abc', at: now - 1000 })
    expect(stateMatches(pending, 'abc', now)).toBe(true)
    expect(stateMatches(pending, 'abd', now)).toBe(false)
    expect(stateMatches(pending, undefined, now)).toBe(false)
    expect(stateMatches(undefined, 'abc', now)).toBe(false)
    expect(stateMatches({ state: 'abc', at: now - AUTHORIZE_STATE_VALID_MS }, 'abc', now)).toBe(false)
  })

  test('stored values are read through the parser', () => {
    expect(parsePendingAuthorize('abc')).toBeUndefined()
    expect(parsePendingAuthorize({ state: '', at: 1 })).toBeUndefined()
  })
})

describe('the openid is kept 24 h', () => {
  const now = 1_800_000_000_000
  test('valid for 24 h from when it was obtained, then a new authorisation is needed', () => {
    expect(validOpenId(parseStoredOpenId({ openId: 'oABC', at: now - OPEN_ID_VALID_MS + 1 }), now)).toBe('oABC')
    expect(validOpenId(parseStoredOpenId({ openId: 'oABC', at: now - OPEN_ID_VALID_MS }), now)).toBeUndefined()
    expect(validOpenId(parseStoredOpenId({ openId: 'oABC', at: now + 60_000 }), now)).toBeUndefined()
    expect(validOpenId(parseStoredOpenId('oABC'), now)).toBeUndefined()
    expect(validOpenId(parseStoredOpenId({ openId: '', at: now }), now)).toBeUndefined()
  })
})

describe('where wxauth sends the buyer back', () => {
  test("the route named in back with its parameters, without WeChat's code and state", () => {
    expect(backRouteOf({ back: 'order_detail', orderId: 'O1', code: 'c', state: 's' })).toEqual({
      name: 'order_detail',
      params: { orderId: 'O1' }
    })
  })
  test('no back, no way back (the page shows its error)', () => {
    expect(backRouteOf({ code: 'c', state: 's' })).toBeUndefined()
  })
})

test("the official account app id comes from the cashiers entry's extra.appId", () => {
  expect(officialAppIdOf({ appId: 'wx1' })).toBe('wx1')
  expect(officialAppIdOf({ appId: 1 })).toBeUndefined()
  expect(officialAppIdOf(undefined)).toBeUndefined()
})
