/**
 * Generated product photos for goods without uploaded pictures (the demo shop, until merchants upload their
 * own): a square studio shot of the item on a soft backdrop, never a title (the page prints the name). The
 * motif says what the item is; the key is either the item's colour ("1b1b1b", so each colour of a T-shirt
 * gets its own photo) or any id, which seeds the colours, so the same URL always draws the same picture.
 */
import { prng, seedOf } from '../random/seeded-random'

export const GOODS_ART_SIZE = 400
export const GOODS_MOTIFS = ['tshirt', 'programme', 'lightstick', 'voucher', 'tote', 'box', 'stub'] as const
export type GoodsMotif = (typeof GOODS_MOTIFS)[number]

const HEX = /^[0-9a-f]{6}$/i
const ACCENTS = ['#ff3d7f', '#7b5cff', '#21d4fd', '#ffd166', '#3ddc97', '#ff7a18']

/** Where the pictures are drawn (goods.routes.ts). */
export const GOODS_ART_PATH = '/pub/images/goods/'

export function goodsArtUrl(motif: GoodsMotif, key: string): string {
  return `${GOODS_ART_PATH}${motif}/${encodeURIComponent(key)}.svg`
}

function shade(hex: string, by: number): string {
  const n = parseInt(hex.slice(1), 16)
  const c = [16, 8, 0].map((s) => Math.max(0, Math.min(255, ((n >> s) & 255) + by)))
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

type Draw = (body: string, accent: string) => string

const DRAWINGS: Record<GoodsMotif, Draw> = {
  tshirt: (body, accent) =>
    `<path d="M130 90 L170 70 Q200 95 230 70 L270 90 L320 140 L285 175 L265 160 L265 330 L135 330 L135 160 L115 175 L80 140 Z" fill="${body}" stroke="${shade(body, -30)}" stroke-width="3"/>
<path d="M170 70 Q200 110 230 70" fill="none" stroke="${shade(body, -40)}" stroke-width="4"/>
<circle cx="200" cy="200" r="38" fill="none" stroke="${accent}" stroke-width="8"/><path d="M180 215 L200 180 L220 215 Z" fill="${accent}"/>`,
  programme: (body, accent) =>
    `<rect x="125" y="70" width="160" height="250" rx="4" fill="${shade(body, -35)}" transform="rotate(6 205 195)"/>
<rect x="115" y="75" width="160" height="250" rx="4" fill="${body}"/>
<rect x="135" y="100" width="120" height="120" fill="${accent}" opacity="0.85"/><circle cx="195" cy="160" r="34" fill="${shade(body, 40)}"/>
<rect x="135" y="240" width="120" height="10" fill="${shade(body, 60)}"/><rect x="135" y="262" width="80" height="8" fill="${shade(body, 60)}"/>`,
  // The colour is the light's; the handle is always dark.
  lightstick: (light, accent) =>
    `<circle cx="200" cy="130" r="90" fill="${light}" opacity="0.25"/><circle cx="200" cy="130" r="58" fill="${light}" opacity="0.55"/>
<circle cx="200" cy="130" r="40" fill="#ffffff" opacity="0.9"/>
<rect x="186" y="168" width="28" height="170" rx="12" fill="#2b2b33" stroke="#15151a" stroke-width="3"/>
<rect x="192" y="200" width="16" height="10" rx="3" fill="${accent}"/>`,
  voucher: (body, accent) =>
    `<path d="M70 130 H330 V180 A20 20 0 0 0 330 220 V270 H70 V220 A20 20 0 0 0 70 180 Z" fill="${body}" stroke="${shade(body, -30)}" stroke-width="3"/>
<line x1="250" y1="135" x2="250" y2="265" stroke="${shade(body, -40)}" stroke-width="3" stroke-dasharray="8 8"/>
<rect x="95" y="160" width="130" height="16" fill="${accent}"/><rect x="95" y="190" width="90" height="10" fill="${shade(body, -50)}"/>
<rect x="268" y="170" width="44" height="60" fill="${shade(body, -60)}"/>`,
  tote: (body, accent) =>
    `<path d="M160 130 Q160 70 200 70 Q240 70 240 130" fill="none" stroke="${shade(body, -40)}" stroke-width="10"/>
<path d="M120 130 H280 L295 330 H105 Z" fill="${body}" stroke="${shade(body, -30)}" stroke-width="3"/>
<circle cx="200" cy="225" r="45" fill="${accent}"/>`,
  // A printed ticket stub, its tear-off perforation on the right, tilted on the backdrop; a dark body is a framed one.
  stub: (body, accent) =>
    `<g transform="rotate(-8 200 200)"><rect x="70" y="130" width="260" height="140" rx="10" fill="${body}" stroke="${shade(body, -40)}" stroke-width="3"/>
<rect x="88" y="148" width="168" height="104" rx="4" fill="none" stroke="${accent}" stroke-width="3"/>
<rect x="102" y="166" width="120" height="14" fill="${accent}"/><rect x="102" y="192" width="96" height="8" fill="${shade(body, body === '#2b2b33' ? 90 : -70)}"/>
<rect x="102" y="210" width="70" height="8" fill="${shade(body, body === '#2b2b33' ? 90 : -70)}"/>
<line x1="272" y1="136" x2="272" y2="264" stroke="${shade(body, -55)}" stroke-width="3" stroke-dasharray="6 7"/>
<circle cx="302" cy="200" r="16" fill="${accent}" opacity="0.8"/></g>`,
  box: (body, accent) =>
    `<path d="M200 90 L310 140 L310 270 L200 320 L90 270 L90 140 Z" fill="${body}"/><path d="M200 190 L310 140 L310 270 L200 320 Z" fill="${shade(body, -35)}"/>
<path d="M90 140 L200 90 L310 140 L200 190 Z" fill="${shade(body, 30)}"/><path d="M145 115 L255 165 L255 200" fill="none" stroke="${accent}" stroke-width="10"/>`
}

export function goodsArt(motif: GoodsMotif, key: string): string {
  const rng = prng(seedOf(`${motif}:${key}`))
  const accent = ACCENTS[Math.floor(rng() * ACCENTS.length)]
  const body = HEX.test(key) ? `#${key.toLowerCase()}` : ACCENTS[Math.floor(rng() * ACCENTS.length)]
  const backdrop = rng() < 0.5 ? ['#f4f1ec', '#ddd7cc'] : ['#eef2f6', '#cfd8e3']
  const s = GOODS_ART_SIZE
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></radialGradient></defs>
<rect width="${s}" height="${s}" fill="url(#bg)"/><ellipse cx="200" cy="345" rx="120" ry="14" fill="#000000" opacity="0.12"/>
${DRAWINGS[motif](body, accent)}
</svg>`
}
