/**
 * H5: the theme on the document itself, not only on each page's root view: the body behind and around the
 * content column (wider than 500 px, overscroll) takes the page background, the browser draws its own
 * controls and scrollbars in the same scheme (color-scheme), and the page's first paint after a reload
 * already has the colours.
 */
import type { ThemeMode } from './theme'

export function applyAppTheme(mode: ThemeMode, variables: Record<string, string>): void {
  const root = document.documentElement
  // Every mode sets the same names (theme.ts PALETTES), so a change overwrites all of them.
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value)
  root.dataset.theme = mode
  root.style.colorScheme = mode
}

/** The document carries the variables already; pages have nothing of their own to set on H5. */
export function applyPageTheme(_mode: ThemeMode, _variables: Record<string, string>): void {}
