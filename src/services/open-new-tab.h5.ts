/**
 * Opens an address in a new browser tab, or in this one when a pop-up blocker refuses the tab. Not the
 * 'noopener' feature: with it window.open answers null even when the tab opened, so a fallback on null
 * would open the page a second time; the opener is cut by hand instead.
 */
export function openInNewTab(url: string): void {
  const opened = window.open(url, '_blank')
  if (opened) opened.opener = null
  else window.location.assign(url)
}
