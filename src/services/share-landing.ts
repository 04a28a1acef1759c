/**
 * Where a shared link lands (product.md "share-ticket, share-show-detail, share-topic-activity,
 * share-pay-success"): a friend first sees share-show-detail or share-topic-activity — the show's or the
 * topic's card with the sharer's note — and goes on to the real page from there. Every share flow builds its
 * link here, so the landing and its parameters are named once.
 */
import { ROUTES } from '../../types/routes/route-table'
import { buildPageUrl, buildWebUrl } from '../../types/routes/route-url'

/** A note longer than this is cut: it travels in the link. */
export const SHARE_NOTE_MAX = 60

export type ShareTarget = { kind: 'show'; showId: string } | { kind: 'topic'; topicId: string }

/** The sharer's note as the landing shows it: one line, trimmed, at most SHARE_NOTE_MAX characters; none when blank. */
export function shareNote(raw: string | undefined): string | undefined {
  const note = (raw ?? '').replace(/\s+/g, ' ').trim()
  return note ? Array.from(note).slice(0, SHARE_NOTE_MAX).join('').trim() : undefined
}

/** The landing route and its params for a target. */
export function shareLanding(target: ShareTarget, note?: string): { name: string; params: Record<string, string> } {
  const kept = shareNote(note)
  const extra: Record<string, string> = kept ? { note: kept } : {}
  return target.kind === 'show'
    ? { name: 'share-show-detail', params: { showId: target.showId, ...extra } }
    : { name: 'share-topic-activity', params: { topicId: target.topicId, ...extra } }
}

function routeOf(name: string) {
  return ROUTES.find((r) => r.name === name)
}

/** The mini-program page path a share message carries. */
export function sharedPage(target: ShareTarget, note?: string): string {
  const { name, params } = shareLanding(target, note)
  const route = routeOf(name)
  return (route && buildPageUrl(route, params)) ?? '/pages/list/list'
}

/** The web link a buyer copies or sends: the landing's address on this site. */
export function sharedLink(origin: string, target: ShareTarget, note?: string): string {
  const { name, params } = shareLanding(target, note)
  const route = routeOf(name)
  return `${origin}${(route && buildWebUrl(route, params)) ?? '/'}`
}
