/**
 * middle-verify's check (product.md "User area": "middle-verify"): a link or scanned code forwards to a built
 * route with the params its web addresses need, or says why not.
 */
import { verifyLink } from '../src/subpackages/user/middle-verify/verify-link'

describe('verifyLink', () => {
  test('`to` names a route or alias; its params go along, `to` does not', () => {
    expect(verifyLink({ to: 'show-detail', showId: 'S1', channelId: 'c' })).toEqual({
      ok: true,
      name: 'show_detail',
      params: { showId: 'S1', channelId: 'c' }
    })
    expect(verifyLink({ to: 'coupons' })).toEqual({ ok: true, name: 'coupons', params: {} })
  })

  test('an id alone opens its page: a show, a topic, a venue site code', () => {
    expect(verifyLink({ showId: 'S1' })).toMatchObject({ ok: true, name: 'show_detail' })
    expect(verifyLink({ topicId: 'T1' })).toMatchObject({ ok: true, name: 'topic_activity' })
    expect(verifyLink({ code: 'V-1' })).toMatchObject({ ok: true, name: 'site-code' })
  })

  test("a mini-program code's scene is read as the link's own params", () => {
    expect(verifyLink({ scene: encodeURIComponent('to=vote-detail&id=v7') })).toEqual({
      ok: true,
      name: 'vote-detail',
      params: { id: 'v7' }
    })
  })

  test('why not: nothing named, an unknown route, a declared page not built, a missing path param', () => {
    expect(verifyLink({})).toEqual({ ok: false, reason: 'MISSING' })
    expect(verifyLink({ to: 'no-such-page' })).toEqual({ ok: false, reason: 'UNKNOWN' })
    // A declared route without a page (route-table.ts: "A route without `file` ... has not been built yet").
    const declared = [{ name: 'later', package: 'venue' as const, title: 'common.web' }]
    expect(verifyLink({ to: 'later' }, declared)).toEqual({ ok: false, reason: 'NOT_BUILT' })
    expect(verifyLink({ to: 'show_detail' })).toEqual({ ok: false, reason: 'MISSING_PARAM', param: 'showId' })
  })

  test('a param only some web addresses need is optional (site-code has /site-code and /site-code/:code)', () => {
    expect(verifyLink({ to: 'site-code' })).toEqual({ ok: true, name: 'site-code', params: {} })
  })
})
