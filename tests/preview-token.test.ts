/**
 * Issue #16 item 1: "the real H5 storefront ... rendering the unsaved draft (a preview token, never visible
 * to buyers)". The H5 app reads `preview` from its URL once, keeps it for the visit, and sends it on the
 * shop config call; while previewing it never adopts the published config written into the page.
 */
jest.mock('@tarojs/taro', () => require('./helpers/fake-taro').fakeTaroModule)

import { answer, resetFakeTaro, sent } from './helpers/fake-taro'
import { envelope } from './helpers/request-harness'
import { freshStore } from '../src/store/store'
import { layouts, shopConfigs } from '../src/services/home-api'
import { PREVIEW_HEADER } from '../types/api/storefront-admin'
import { detectPlatform } from '../src/platform/platform'
import { resolvePreviewToken } from '../src/shop-config/preview-token.h5'
import { readPreviewToken as miniProgramToken } from '../src/shop-config/preview-token'

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJtIjoiZGVtbyJ9.c2lnbmF0dXJl'

describe('preview token (H5)', () => {
  it('comes from ?preview= on the URL', () => {
    expect(resolvePreviewToken(`?preview=${TOKEN}`, null)).toBe(TOKEN)
  })

  it('is kept for the visit: a later page without it still previews', () => {
    expect(resolvePreviewToken('?lang=en-US', TOKEN)).toBe(TOKEN)
  })

  it('a new token on the URL replaces the kept one', () => {
    expect(resolvePreviewToken('?preview=newer-token-1234', TOKEN)).toBe('newer-token-1234')
  })

  it('a plain visit is a buyer visit', () => {
    expect(resolvePreviewToken('', null)).toBeUndefined()
  })

  it('junk is no token (never sent as a header)', () => {
    expect(resolvePreviewToken('?preview=%3Cscript%3E', null)).toBeUndefined()
    expect(resolvePreviewToken('?preview=', null)).toBeUndefined()
  })

  it('mini-programs never preview', () => {
    expect(miniProgramToken()).toBeUndefined()
  })
})

describe('the shop config call while previewing', () => {
  beforeEach(() => {
    resetFakeTaro()
    freshStore()
    answer(() => envelope({}))
  })

  it('sends the token as the header the contract names', async () => {
    await shopConfigs({}, TOKEN)
    expect(sent[sent.length - 1].header).toMatchObject({ [PREVIEW_HEADER]: TOKEN })
  })

  it('a buyer visit sends no preview header', async () => {
    await shopConfigs({})
    expect(Object.keys(sent[sent.length - 1].header ?? {})).not.toContain(PREVIEW_HEADER)
  })

  it('the home layout call carries the token too, so the preview shows the draft layout (issue #16 item 2)', async () => {
    await layouts({ page: 'HOME' }, TOKEN)
    expect(sent[sent.length - 1].header).toMatchObject({ [PREVIEW_HEADER]: TOKEN })
    await layouts({ page: 'HOME' })
    expect(Object.keys(sent[sent.length - 1].header ?? {})).not.toContain(PREVIEW_HEADER)
  })
})

test('the preview in the console (a desktop browser) is the phone storefront, not the PC layout', () => {
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
  expect(detectPlatform({ taroEnv: 'h5', userAgent: desktop, query: { preview: TOKEN } })).toBe('H5')
  expect(detectPlatform({ taroEnv: 'h5', userAgent: desktop, query: {} })).toBe('PC')
})
