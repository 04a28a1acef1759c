/**
 * Tab icons: the default set, and SVG recolouring so a merchant's icons take the theme colour
 * (product.md section 2: "icons (may be SVG, recoloured with the theme colour)").
 */

import { base64Utf8 } from '../../utils/base64'

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48">${body}</svg>`

export const DEFAULT_TAB_ICONS: Record<string, string> = {
  NAVIGATION_OF_HOME: svg('<path fill="#000" d="M12 3 2 11h3v9h5v-6h4v6h5v-9h3z"/>'),
  NAVIGATION_OF_ALL: svg('<path fill="#000" d="M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z"/>'),
  NAVIGATION_OF_SHOP: svg('<path fill="#000" d="M7 7V6a5 5 0 0 1 10 0v1h3l-1 14H5L4 7zm2 0h6V6a3 3 0 0 0-6 0z"/>'),
  NAVIGATION_OF_TICKET_HOLDER: svg('<path fill="#000" d="M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zm6 2v2h2V8zm0 4v2h2v-2z"/>'),
  NAVIGATION_OF_MINE: svg('<path fill="#000" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-9 10a9 9 0 0 1 18 0z"/>'),
  NAVIGATION_OF_PARKING: svg('<path fill="#000" d="M5 3h8a6 6 0 0 1 0 12H9v6H5zm4 4v4h4a2 2 0 0 0 0-4z"/>'),
  NAVIGATION_OF_OPEN_SHOW: svg('<path fill="#000" d="M4 4h16v12H4zm6 3v6l5-3zM8 18h8v2H8z"/>'),
  NAVIGATION_OF_CUSTOM: svg('<path fill="#000" d="M12 2l3 7h7l-5.5 4.5L18 21l-6-4-6 4 1.5-7.5L2 9h7z"/>')
}

export function isSvgMarkup(icon: string): boolean {
  return /^\s*<svg[\s>]/i.test(icon)
}

/** Sets every fill and stroke colour (but 'none') to `color`, and paints shapes that have none. */
export function recolorSvg(markup: string, color: string): string {
  const painted = markup
    .replace(/\b(fill|stroke)="(?!none")[^"]*"/gi, (_, attr: string) => `${attr}="${color}"`)
    .replace(/\b(fill|stroke):\s*(?!none)[^;"]+/gi, (_, attr: string) => `${attr}:${color}`)
    .replace(/currentColor/g, color)
  return /\bfill=/.test(painted) ? painted : painted.replace(/<svg\b/i, `<svg fill="${color}"`)
}

/** An image src for an icon: SVG markup becomes a data URI, recoloured when asked; URLs pass through. */
export function iconSource(icon: string, color: string | undefined): string {
  if (!isSvgMarkup(icon)) return icon
  const markup = color ? recolorSvg(icon, color) : icon
  return `data:image/svg+xml;base64,${base64Utf8(markup)}`
}
