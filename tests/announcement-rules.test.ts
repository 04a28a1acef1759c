/**
 * Announcements on the app's side (product.md "Announcement": read records hold announcementId, showId,
 * clientReadTime and pageSource; "Local storage": notice-read records), the rules the console and gateway
 * share (types/rules/announcement-rules.ts), and the shop-state page's words for a status
 * (calls-errors-limits.md: "errorCode RE030326003101 with shop status not OPEN opens the shop state page").
 */
import { NOTICE_READS_KEPT, parseNoticeReads, withNoticeRead } from '../src/announcement/notice-read-records'
import { readPageSource } from '../src/subpackages/user/announce-detail/announce-detail-model'
import { shopStateOf } from '../src/subpackages/user/shop-state/shop-state-model'
import { announcementProblem, announcementState, isMoreUrl } from '../types/rules/announcement-rules'
import type { AnnouncementInput, AnnouncementReadInput } from '../types/api/announcement'

const read = (id: string, at = 1000): AnnouncementReadInput => ({ announcementId: id, clientReadTime: at, pageSource: 'home' })

describe('notice-read records on the device', () => {
  test('a second read of the same announcement keeps the first record (a read stays read, once)', () => {
    const once = withNoticeRead([], read('a', 1))
    expect(withNoticeRead(once, read('a', 2))).toEqual([read('a', 1)])
  })
  test(`at most ${NOTICE_READS_KEPT} kept, the oldest dropped first`, () => {
    let records: AnnouncementReadInput[] = []
    for (let i = 0; i <= NOTICE_READS_KEPT; i++) records = withNoticeRead(records, read(`n${i}`))
    expect(records).toHaveLength(NOTICE_READS_KEPT)
    expect(records[0].announcementId).toBe('n1')
  })
  test('stored values are parsed, never trusted: bad records are dropped, a non-list reads as nothing', () => {
    expect(parseNoticeReads('x')).toBeUndefined()
    expect(
      parseNoticeReads([
        read('ok'),
        { announcementId: '', clientReadTime: 1, pageSource: 'home' },
        { ...read('b'), pageSource: 'elsewhere' },
        null
      ])
    ).toEqual([read('ok')])
  })
})

test.each([
  ['home', 'home'],
  ['show_detail', 'show_detail'],
  [undefined, 'announce_detail'],
  ['javascript', 'announce_detail']
])('announce-detail opened from %s records pageSource %s', (from, source) => expect(readPageSource(from)).toBe(source))

test.each([
  [undefined, 'open'],
  ['OPEN', 'open'],
  ['CLOSED', 'closed'],
  ['SUSPENDED', 'suspended']
])('shop status %s reads as %s on shop-state', (status, state) => expect(shopStateOf(status)).toBe(state))

describe('announcement rules', () => {
  const base: AnnouncementInput = { title: '通知', content: '内容', moreUrl: '', showId: null, startTime: 10, endTime: 20 }
  test.each([
    [9, 'SCHEDULED'],
    [10, 'CURRENT'],
    [19, 'CURRENT'],
    [20, 'ENDED']
  ])('at %d the state is %s (start inclusive, end exclusive)', (now, state) =>
    expect(announcementState({ startTime: 10, endTime: 20, withdrawn: false }, now)).toBe(state)
  )
  test('withdrawn wins over every time', () =>
    expect(announcementState({ startTime: 10, endTime: 20, withdrawn: true }, 15)).toBe('WITHDRAWN'))
  test.each<[string, Partial<AnnouncementInput>, string | undefined]>([
    ['a valid one', {}, undefined],
    ['zh-CN title required', { title: ' ' }, 'title'],
    ['a translation may be blank', { titleTexts: { 'en-US': '' } }, undefined],
    ['a translation longer than allowed', { titleTexts: { 'en-US': 'x'.repeat(61) } }, 'title'],
    ['content required', { content: '' }, 'content'],
    ['https more-link', { moreUrl: 'https://example.com/a' }, undefined],
    ['http more-link refused', { moreUrl: 'http://example.com' }, 'moreUrl'],
    ['javascript more-link refused', { moreUrl: 'javascript:alert(1)' }, 'moreUrl'],
    ['end not after start', { endTime: 10 }, 'time']
  ])('%s', (_, over, problem) => expect(announcementProblem({ ...base, ...over })).toBe(problem))
  test('a more-link with a space is refused', () => expect(isMoreUrl('https://a.com/x y')).toBe(false))
})
