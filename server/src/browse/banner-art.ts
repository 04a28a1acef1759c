/**
 * Generated banner images, served by the gateway so the storefront needs no outside host (the shows'
 * posters are drawn by poster-art.ts). A banner carries its title: the home swiper prints none.
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A wide banner (2:1) in the banner's colour with its title. */
export function bannerSvg(title: string, color: string): string {
  const safeColor = /^#[0-9a-f]{6}$/i.test(color) ? color : '#444444'
  const text = [...title].slice(0, 22).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="690" height="300" viewBox="0 0 690 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${safeColor}"/><stop offset="1" stop-color="#0d0d12"/></linearGradient></defs>
<rect width="690" height="300" rx="16" fill="url(#g)"/>
<circle cx="600" cy="60" r="140" fill="#fff" opacity="0.07"/>
<text x="36" y="170" fill="#fff" font-family="sans-serif" font-size="38" font-weight="700">${escape(text)}</text>
<text x="36" y="214" fill="#fff" opacity="0.7" font-family="sans-serif" font-size="18">STAGEDOOR LIVE</text>
</svg>`
}
