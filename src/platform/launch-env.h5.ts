/** Launch query and device facts on H5, read from the browser. */
import { parseQuery } from '../../types/routes/route-url'

export function launchQuery(): Record<string, string | undefined> {
  return parseQuery(window.location.search)
}

export function userAgent(): string {
  return navigator.userAgent
}

export function systemFacts(): { language?: string; theme?: 'dark' | 'light'; screenWidth: number } {
  const dark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
  return { language: navigator.language, theme: dark ? 'dark' : 'light', screenWidth: window.innerWidth }
}
