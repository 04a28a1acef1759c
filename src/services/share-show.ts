/**
 * Sharing a show from the web (share-ticket): the system share sheet where the browser has one
 * (navigator.share), else the link copied. The mini-programs share through the page's share button
 * (share-show.weapp.ts / .alipay.ts).
 */

/** Whether the page shares through a share button (mini-programs) rather than shareShowLink. */
export const SHARE_BY_BUTTON = false

/** The show's link as the buyer's friends open it: an absolute URL of the storefront. */
export function showLink(path: string): string {
  return typeof location === 'undefined' ? path : `${location.origin}${path}`
}

/** 'shared' when the system sheet took it, 'copy' when the caller should copy the link instead. */
export async function shareShowLink(title: string, url: string): Promise<'shared' | 'copy'> {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { share?: (data: ShareData) => Promise<void> })
  if (!nav?.share) return 'copy'
  try {
    await nav.share({ title, url })
    return 'shared'
  } catch {
    return 'copy'
  }
}
