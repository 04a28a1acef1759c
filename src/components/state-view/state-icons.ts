/** The state views' icons, drawn as SVG in the theme's colour (no characters or emoji stand in for them). */
import { iconSource } from '../tab-bar/tab-icons'

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="96" height="96">${body}</svg>`

export const STATE_ICONS = {
  // A page with a folded corner and a question mark: nothing here.
  notFound: svg(
    '<path fill="none" stroke="#000" stroke-width="2.5" stroke-linejoin="round" d="M12 5h17l9 9v29H12z"/>' +
      '<path fill="none" stroke="#000" stroke-width="2.5" stroke-linejoin="round" d="M29 5v9h9"/>' +
      '<path fill="none" stroke="#000" stroke-width="2.5" stroke-linecap="round" d="M20.5 22a4.5 4.5 0 1 1 6.2 4.2c-1.3.5-1.7 1.3-1.7 2.6V30"/>' +
      '<circle fill="#000" cx="25" cy="35" r="1.6"/>'
  ),
  // A cloud with a slash: the network is gone or the call failed.
  failed: svg(
    '<path fill="none" stroke="#000" stroke-width="2.5" stroke-linejoin="round" d="M14 36h21a8 8 0 0 0 1-15.9A11 11 0 0 0 15 18a9 9 0 0 0-1 18z"/>' +
      '<path fill="none" stroke="#000" stroke-width="2.5" stroke-linecap="round" d="M9 9l30 30"/>'
  ),
  // A ring with a tick: done. Strokes only, so recolouring keeps the tick visible.
  success: svg(
    '<circle fill="none" stroke="#000" stroke-width="3" cx="24" cy="24" r="20"/>' +
      '<path fill="none" stroke="#000" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round" d="M14 24.5l7 7 13-14"/>'
  )
} as const

export type StateIcon = keyof typeof STATE_ICONS

/** An image src for the icon in `color` (a theme colour). */
export function stateIconSource(icon: StateIcon, color: string): string {
  return iconSource(STATE_ICONS[icon], color)
}
