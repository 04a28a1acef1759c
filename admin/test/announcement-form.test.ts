/**
 * The console's announcement form (issue "Content and contact": the merchant writes announcements for the
 * whole shop or one show, with a start and end time; zh-CN required, zh-MO/en-US optional): what it sends.
 */
import { toAnnouncementFormValues, toAnnouncementInput } from '../src/pages/announcements/announcement-form-values'
import type { AdminAnnouncement } from '../../types/api/announcement'

const saved: AdminAnnouncement = {
  id: 'ann_1',
  title: '演出延期',
  titleTexts: { 'en-US': 'Show postponed' },
  content: '本场演出延期至下周。',
  contentTexts: {},
  moreUrl: 'https://example.com/a',
  showId: 'show_1',
  startTime: 1000,
  endTime: 2000,
  state: 'CURRENT',
  readCount: 3,
  updatedAt: 1500
}

test('an announcement round-trips through the form unchanged', () => {
  const { id, state, readCount, updatedAt, ...input } = saved
  void [id, state, readCount, updatedAt]
  expect(toAnnouncementInput(toAnnouncementFormValues(saved))).toEqual(input)
})

test('the whole shop sends no show, even one picked before the scope changed; texts are trimmed', () => {
  const v = { ...toAnnouncementFormValues(saved), scope: 'SHOP' as const, title: ' 公告 ', moreUrl: ' ' }
  expect(toAnnouncementInput(v)).toMatchObject({ showId: null, title: '公告', moreUrl: '' })
})

test('a new form starts for the whole shop with no window', () => {
  expect(toAnnouncementFormValues(null)).toMatchObject({ scope: 'SHOP', showId: null, window: null, title: '' })
})
