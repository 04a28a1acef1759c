/**
 * Tab icons are SVG markup the app draws inline (recoloured with the theme), so markup a merchant saves
 * must not run or fetch anything: no script or foreignObject elements, no on* event attributes, no
 * href/src pointing outside the document (only #fragment refs), no url() to anything but #fragments, no
 * javascript: or data: anywhere, no DOCTYPE/entity declarations. Refused rather than rewritten, so what
 * the merchant previews is what buyers get.
 */

const FORBIDDEN: Array<[RegExp, string]> = [
  [/<\s*script\b/i, 'script element'],
  [/<\s*foreignObject\b/i, 'foreignObject element'],
  [/<\s*(iframe|embed|object|image|use|animate\w*|set)\b[^>]*\b(xlink:)?href\s*=\s*["']?\s*(?!#)/i, 'external reference'],
  // An attribute can follow a tag name's slash or a quote with no space (<set/onbegin=, width="9"onload=).
  [/[\s/"']on[a-z]+\s*=/i, 'event attribute'],
  [/\b(xlink:)?href\s*=\s*["']?\s*(?!#)/i, 'external reference'],
  [/\bsrc\s*=/i, 'external reference'],
  [/url\(\s*["']?\s*(?!#)/i, 'external reference'],
  [/javascript\s*:/i, 'javascript URL'],
  [/data\s*:/i, 'data URL'],
  [/<!(DOCTYPE|ENTITY)/i, 'declaration'],
  [/<\?/i, 'processing instruction'],
  [/@import/i, 'style import']
]

/** undefined when the icon is acceptable, else why not. An https URL is an image, not markup. */
export function iconProblem(icon: string): string | undefined {
  const text = icon.trim()
  if (/^https:\/\/[^\s"'<>]+$/.test(text)) return undefined
  if (!/^<svg[\s>]/i.test(text) || !/<\/svg>$/i.test(text)) return 'not SVG markup or an https URL'
  // Entities could spell any of the forbidden words past the checks below.
  if (/&#|&[a-z]+;/i.test(text.replace(/&(amp|lt|gt|quot|apos);/g, ''))) return 'character reference'
  return FORBIDDEN.find(([pattern]) => pattern.test(text))?.[1]
}
