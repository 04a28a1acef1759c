/** The show area's last calls' rules (docs/show-calls.md): policies inherited, white tags, seat pages, qryRange. */
import { effectivePolicies, qryRangeParts } from '../types/rules/show-calls-rules'
import { normalWhiteTag, seatPageUrlProblem, whiteTagList } from '../types/rules/white-tags'
import type { PolicyKind } from '../types/api/show-calls'

const p = (kind: PolicyKind, text: string) => ({ kind, text })

describe('show policies', () => {
  test('"a show inherits [the defaults] unless it sets its own", kind by kind, in the kinds\' order', () => {
    const defaults = [p('TICKET_GRAB', 'd-grab'), p('REFUND', 'd-refund'), p('TRANSFER', 'd-transfer')]
    const own = [p('REFUND', 'own-refund'), p('REAL_NAME', 'own-real')]
    expect(effectivePolicies(own, defaults).map((x) => x.text)).toEqual(['own-refund', 'd-transfer', 'own-real', 'd-grab'])
    expect(effectivePolicies([], defaults).map((x) => x.text)).toEqual(['d-refund', 'd-transfer', 'd-grab'])
    expect(effectivePolicies([], [])).toEqual([])
  })
})

describe('white tags', () => {
  test('a phone written with +86, spaces or dashes is one tag; an id is kept as written', () => {
    expect(normalWhiteTag('+86 139 0000 0001')).toBe('13900000001')
    expect(normalWhiteTag('139-0000-0001')).toBe('13900000001')
    expect(normalWhiteTag(' 13900000001 ')).toBe('13900000001')
    expect(normalWhiteTag('usr_abc')).toBe('usr_abc')
    expect(normalWhiteTag('   ')).toBe('')
  })
  test('the list keeps each tag once, blanks out, and refuses a tag too long', () => {
    expect(whiteTagList(['13900000001', '+8613900000001', '', 'usr_a'])).toEqual({ tags: ['13900000001', 'usr_a'] })
    expect(whiteTagList(['x'.repeat(61)]).problem).toBe('TOO_LONG')
  })
})

describe('seat pages', () => {
  test('a third-party seat page must be https', () => {
    expect(seatPageUrlProblem('https://seats.example.test/a?b=1')).toBeUndefined()
    expect(seatPageUrlProblem('http://seats.example.test/a')).toBe('NOT_HTTPS')
    expect(seatPageUrlProblem('javascript:alert(1)')).toBe('NOT_HTTPS')
    expect(seatPageUrlProblem('https://x.test/' + 'a'.repeat(500))).toBe('TOO_LONG')
  })
})

describe('show_user qryRange', () => {
  test('none or ALL answers every part; named parts only those; unknown words ignored', () => {
    expect([...qryRangeParts(undefined)].sort()).toEqual(['ALL', 'COUPON', 'LIMIT', 'PROMOTION', 'STATE'])
    expect([...qryRangeParts('coupon, limit')].sort()).toEqual(['COUPON', 'LIMIT'])
    expect([...qryRangeParts('NOPE')].sort()).toEqual(['ALL', 'COUPON', 'LIMIT', 'PROMOTION', 'STATE'])
  })
})
