/**
 * SVG markup as an image source in one colour: the app's icons (icons.ts) and a merchant's tab icons
 * (product.md section 2: "icons (may be SVG, recoloured with the theme colour)"). A data URI cannot read
 * CSS variables, so the colour is painted into the markup.
 */
import { base64Utf8 } from '../rules/base64'

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
