/**
 * The announcement form's values and the gateway's input, both ways: whole shop or one show, the window as
 * two instants (the form turns its pickers into instants on the merchant's clock). Pure, for admin/test.
 */
import type { AdminAnnouncement, AnnouncementInput } from '../../../../types/api/announcement'
import type { Translations } from '../../../../types/api/translations'

export type AnnouncementScope = 'SHOP' | 'SHOW'

export interface AnnouncementFormValues {
  title: string
  titleTexts: Translations
  content: string
  contentTexts: Translations
  moreUrl: string
  scope: AnnouncementScope
  showId: string | null
  window: [number, number] | null
}

export function toAnnouncementFormValues(a: AdminAnnouncement | null): AnnouncementFormValues {
  if (!a) return { title: '', titleTexts: {}, content: '', contentTexts: {}, moreUrl: '', scope: 'SHOP', showId: null, window: null }
  return {
    title: a.title,
    titleTexts: a.titleTexts,
    content: a.content,
    contentTexts: a.contentTexts,
    moreUrl: a.moreUrl,
    scope: a.showId ? 'SHOW' : 'SHOP',
    showId: a.showId,
    window: [a.startTime, a.endTime]
  }
}

/** A whole-shop announcement sends no show even if one was picked before the scope changed. */
export function toAnnouncementInput(v: AnnouncementFormValues): AnnouncementInput {
  const [startTime, endTime] = v.window ?? [0, 0]
  return {
    title: v.title.trim(),
    titleTexts: v.titleTexts ?? {},
    content: v.content.trim(),
    contentTexts: v.contentTexts ?? {},
    moreUrl: (v.moreUrl ?? '').trim(),
    showId: v.scope === 'SHOW' ? v.showId : null,
    startTime,
    endTime
  }
}
