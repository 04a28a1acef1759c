/**
 * The launch-query rules of scanned codes (types/rules/scan-code.ts): product.md §5 "Scanned-code path
 * segments longer than 20 characters are taken as an id", §4 "Channel and distributor parameters are taken
 * from the launch query, with stored values as fallback. 'undefined' and 'null' strings count as empty", and
 * "A distributor id older than 7 days is cleared on app show".
 */
import {
  codeDestination,
  codeParamsProblem,
  decodeCodeParams,
  distributorExpired,
  encodeCodeParams,
  launchParam,
  readScanned,
  scannedOfLaunch
} from '../types/rules/scan-code'

describe('scanned codes', () => {
  it('a segment longer than 20 characters is an id; 20 or fewer is a short code (upper-cased)', () => {
    expect(readScanned('x'.repeat(21))).toEqual({ kind: 'cpId', value: 'x'.repeat(21) })
    expect(readScanned('a'.repeat(20))).toEqual({ kind: 'code', value: 'A'.repeat(20) })
    expect(readScanned('https://shop.example/s/abcd2345?from=poster#top')).toEqual({ kind: 'code', value: 'ABCD2345' })
    expect(readScanned('https://shop.example/s/cpAbCdEfGhIjKlMnOpQrStUvWx/')).toEqual({ kind: 'cpId', value: 'cpAbCdEfGhIjKlMnOpQrStUvWx' })
  })
  it('a WeChat scene may come URL-encoded and as key=value', () => {
    expect(readScanned('c%3DABCD2345')).toEqual({ kind: 'code', value: 'ABCD2345' })
    expect(readScanned('ABCD2345')).toEqual({ kind: 'code', value: 'ABCD2345' })
  })
  it("'undefined', 'null', empty and odd characters are no code", () => {
    for (const bad of [undefined, null, '', 'undefined', 'null', '  ', 'a b', 'x'.repeat(65), '%E0%A4%A'])
      expect(readScanned(bad)).toBeNull()
  })
  it('the launch: cpId first, then code, WeChat scene, Alipay qrCode', () => {
    expect(scannedOfLaunch({ scene: 'ABCD2345' })).toEqual({ kind: 'code', value: 'ABCD2345' })
    expect(scannedOfLaunch({ qrCode: 'https://shop.example/s/WXYZ2345' })).toEqual({ kind: 'code', value: 'WXYZ2345' })
    expect(scannedOfLaunch({ code: 'null', scene: 'undefined', qrCode: 'https://shop.example/s/WXYZ2345' })).toEqual({
      kind: 'code',
      value: 'WXYZ2345'
    })
    expect(scannedOfLaunch({ cpId: 'cp' + 'A'.repeat(24), code: 'ABCD2345' })).toEqual({ kind: 'cpId', value: 'cp' + 'A'.repeat(24) })
    expect(scannedOfLaunch({})).toBeNull()
  })
})

describe('channel and distributor at launch', () => {
  it("'undefined' and 'null' strings count as empty", () => {
    expect(launchParam('undefined')).toBeUndefined()
    expect(launchParam('null')).toBeUndefined()
    expect(launchParam('')).toBeUndefined()
    expect(launchParam(' ch1 ')).toBe('ch1')
  })
  it('a distributor id is kept 7 days from its save', () => {
    const saved = Date.UTC(2026, 10, 1)
    expect(distributorExpired(saved, saved + 7 * 86_400_000)).toBe(false)
    expect(distributorExpired(saved, saved + 7 * 86_400_000 + 1)).toBe(true)
    expect(distributorExpired(undefined, saved)).toBe(true)
  })
})

describe('what a code opens', () => {
  it('the route of its target with the id in its param, channel and distributor carried', () => {
    expect(codeDestination({ target: 'SHOW', targetId: 'S1', channelId: 'ch', distributorId: 'D1' })).toEqual({
      route: 'show_detail',
      params: { showId: 'S1', channelId: 'ch', distributorId: 'D1' }
    })
    expect(codeDestination({ target: 'HOME', targetId: null, channelId: null, distributorId: null })).toEqual({ route: 'list', params: {} })
    expect(codeDestination({ target: 'COUPON', targetId: 'CP1', channelId: null, distributorId: null }).params).toEqual({
      couponCode: 'CP1'
    })
  })
  it('the CP_ID reply is an encoded param that decodes to the same params', () => {
    const p = { target: 'TOPIC' as const, targetId: 'T 1&x', channelId: 'c', distributorId: null }
    expect(decodeCodeParams(encodeCodeParams(p))).toEqual(p)
    expect(decodeCodeParams('target=PARKING')).toBeNull()
  })
  it('an id is needed exactly where the target takes one; params are plain ids', () => {
    expect(codeParamsProblem({ target: 'SHOW', targetId: null, channelId: null, distributorId: null })).toBe('targetId')
    expect(codeParamsProblem({ target: 'HOME', targetId: 'X', channelId: null, distributorId: null })).toBe('targetId')
    expect(codeParamsProblem({ target: 'HOME', targetId: null, channelId: 'a b', distributorId: null })).toBe('channelId')
    expect(codeParamsProblem({ target: 'SITE_CODE', targetId: 'BL1106V1', channelId: 'wx', distributorId: 'D-1' })).toBeNull()
  })
})
