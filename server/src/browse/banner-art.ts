/**
 * Generated banner images, served by the gateway so the storefront needs no outside host (the shows'
 * posters are drawn by poster-art.ts). A banner carries its title: the home swiper prints none.
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const WIDTH = 690
// The swiper fills a 150 px-high slide (aspect fill): at 320 px the 2:1 image loses about 49 of its 690
// units on each side, so the title keeps 60 from both edges.
const MARGIN = 60
const FONT = 38
/** Lines of title the banner holds; the subtitle moves down under the second. */
const MAX_LINES = 2

/** Rough drawn width in em: CJK and full-width characters are square, Latin ones about half as wide. */
function emWidth(ch: string): number {
  if (/[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(ch)) return 1
  if (/[A-Z@#%&MW]/.test(ch)) return 0.7
  if (ch === ' ') return 0.3
  return 0.56
}

const widthOf = (text: string) => [...text].reduce((w, ch) => w + emWidth(ch), 0)

/**
 * The title in lines that fit the banner's width ("a clipped banner title": an English title ran off its
 * edge): words stay whole where they fit, CJK breaks between characters, and a title longer than two lines
 * ends in an ellipsis on the second (the full title is the image's <title> and the swiper's aria-label).
 */
export function bannerLines(title: string, maxEm = (WIDTH - 2 * MARGIN) / FONT): string[] {
  // Tokens: a Latin word with its trailing space, or a single other character.
  const tokens = title.trim().match(/[A-Za-z0-9'’.,:;!?&()\-/]+\s*|\s+|./gu) ?? []
  const lines: string[] = []
  let line = ''
  for (const token of tokens) {
    if (widthOf(line + token.trimEnd()) <= maxEm) {
      line += token
      continue
    }
    if (line.trim()) lines.push(line.trimEnd())
    line = token.trimStart()
    // A single word wider than a line is cut between characters.
    while (widthOf(line.trimEnd()) > maxEm) {
      const chars = [...line]
      let cut = chars.length
      while (cut > 1 && widthOf(chars.slice(0, cut).join('')) > maxEm) cut--
      lines.push(chars.slice(0, cut).join(''))
      line = chars.slice(cut).join('')
    }
  }
  if (line.trim()) lines.push(line.trimEnd())
  if (lines.length <= MAX_LINES) return lines
  const kept = lines.slice(0, MAX_LINES)
  let last = [...kept[MAX_LINES - 1]]
  while (last.length > 0 && widthOf(`${last.join('').trimEnd()}…`) > maxEm) last = last.slice(0, -1)
  kept[MAX_LINES - 1] = `${last.join('').trimEnd()}…`
  return kept
}

/** A wide banner (2:1) in the banner's colour with its title. */
export function bannerSvg(title: string, color: string): string {
  const safeColor = /^#[0-9a-f]{6}$/i.test(color) ? color : '#444444'
  const lines = bannerLines(title)
  const top = lines.length > 1 ? 128 : 170
  const text = lines
    .map(
      (line, i) =>
        `<text x="${MARGIN}" y="${top + i * 48}" fill="#fff" font-family="sans-serif" font-size="${FONT}" font-weight="700">${escape(line)}</text>`
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="300" viewBox="0 0 ${WIDTH} 300">
<title>${escape(title)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${safeColor}"/><stop offset="1" stop-color="#0d0d12"/></linearGradient></defs>
<rect width="${WIDTH}" height="300" rx="16" fill="url(#g)"/>
<circle cx="600" cy="60" r="140" fill="#fff" opacity="0.07"/>
${text}
<text x="${MARGIN}" y="${top + (lines.length - 1) * 48 + 44}" fill="#fff" opacity="0.7" font-family="sans-serif" font-size="18">STAGEDOOR LIVE</text>
</svg>`
}
