/**
 * Generated key art for shows that have no uploaded poster (the demo catalogue, until merchants upload
 * their own in the console): a picture per show, never a title (the card and the detail page print the
 * name beside it). The category chooses the palette family and the composition, so a
 * list reads at a glance (concerts are stage lights over a crowd, sports a ball in motion, ...); the
 * show's id seeds every random choice, so the same show always gets the same picture and two shows of
 * one category differ.
 */

import { prng, seedOf } from '../random/seeded-random'

export const POSTER_WIDTH = 300
export const POSTER_HEIGHT = 400

interface Palette {
  /** The background, top to bottom. */
  sky: [string, string]
  /** The picture's own colours. */
  ink: string[]
}

const PALETTES: Record<string, Palette[]> = {
  CONCERT: [
    { sky: ['#1b0b3a', '#050210'], ink: ['#ff3d7f', '#7b5cff', '#21d4fd', '#ffd166'] },
    { sky: ['#2a0612', '#07020a'], ink: ['#ff7a18', '#ff0f7b', '#f9d423', '#ffffff'] },
    { sky: ['#03162f', '#000814'], ink: ['#00f5d4', '#9b5de5', '#f15bb5', '#fee440'] }
  ],
  MUSIC: [
    { sky: ['#0f2027', '#203a43'], ink: ['#e0c38c', '#f4ecd6', '#8fb9a8', '#c9a227'] },
    { sky: ['#1d1a2f', '#3a2f55'], ink: ['#f2d0a4', '#c8b6ff', '#ffffff', '#e7c6ff'] }
  ],
  DRAMA_OPERA: [
    { sky: ['#2b0505', '#0d0202'], ink: ['#b3001b', '#d4a017', '#f5e6c8', '#5c0a0a'] },
    { sky: ['#141414', '#000000'], ink: ['#8e1b1b', '#c9a96e', '#efe6d5', '#3d0c0c'] }
  ],
  SPORTS: [
    { sky: ['#02394a', '#011f26'], ink: ['#3ddc97', '#ffffff', '#ff6b35', '#f7c548'] },
    { sky: ['#0b3d91', '#061a40'], ink: ['#ffd60a', '#ffffff', '#ef233c', '#4cc9f0'] }
  ],
  EXHIBITION_LEISURE: [
    { sky: ['#f4f1ea', '#e8e2d4'], ink: ['#e63946', '#1d3557', '#f4a261', '#2a9d8f'] },
    { sky: ['#fdf6ec', '#f1e3cb'], ink: ['#264653', '#e76f51', '#e9c46a', '#8ab17d'] }
  ],
  DANCE_BALLET: [
    { sky: ['#2d1e4a', '#120b24'], ink: ['#ffafcc', '#cdb4db', '#bde0fe', '#ffffff'] },
    { sky: ['#3c1642', '#150617'], ink: ['#f7a1c4', '#ffd6e0', '#c3aed6', '#fff1e6'] }
  ],
  CHILDREN_FAMILY: [
    { sky: ['#8ecae6', '#c5e8f5'], ink: ['#ffb703', '#fb8500', '#ef476f', '#06d6a0'] },
    { sky: ['#ffe5ec', '#fff4e6'], ink: ['#ff595e', '#ffca3a', '#8ac926', '#1982c4'] }
  ],
  FOLK_ART: [
    { sky: ['#8b0000', '#4a0000'], ink: ['#f6c344', '#ffe8a3', '#d62828', '#1b1b1b'] },
    { sky: ['#1f2d3a', '#0f1720'], ink: ['#c8102e', '#f2c14e', '#f7ede2', '#5b8e7d'] }
  ]
}
const OTHER: Palette[] = [{ sky: ['#222831', '#111318'], ink: ['#00adb5', '#eeeeee', '#ff5722', '#ffd369'] }]

const f = (n: number) => n.toFixed(1)
const pick = <T>(rng: () => number, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]
const between = (rng: () => number, lo: number, hi: number) => lo + rng() * (hi - lo)

type Drawing = (rng: () => number, p: Palette) => string

/** Stage lights fanning down over a crowd's silhouette. */
const concert: Drawing = (rng, p) => {
  const beams = Array.from({ length: 3 + Math.floor(rng() * 3) }, () => {
    const x = between(rng, 20, 280)
    const spread = between(rng, 50, 140)
    const to = x + between(rng, -120, 120)
    return `<polygon points="${f(x)},0 ${f(to - spread / 2)},400 ${f(to + spread / 2)},400" fill="${pick(rng, p.ink)}" opacity="${f(between(rng, 0.12, 0.3))}"/>`
  })
  const crowd = Array.from({ length: 16 }, (_, i) => {
    const x = i * 20 + between(rng, -4, 4)
    const y = 360 + between(rng, -14, 10)
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(between(rng, 9, 13))}"/><rect x="${f(x - 12)}" y="${f(y + 8)}" width="24" height="60" rx="10"/>`
  })
  const arm = `<path d="M${f(between(rng, 90, 210))} 360 l${f(between(rng, -30, 30))} -70" stroke="#050505" stroke-width="8" stroke-linecap="round"/>`
  return `${beams.join('')}<circle cx="${f(between(rng, 80, 220))}" cy="${f(between(rng, 60, 140))}" r="${f(between(rng, 50, 90))}" fill="${pick(rng, p.ink)}" opacity="0.35"/><g fill="#050505">${crowd.join('')}</g>${arm}`
}

/** Sound spreading in rings from an instrument's bell, with a stave across. */
const music: Drawing = (rng, p) => {
  const cx = between(rng, 60, 240)
  const cy = between(rng, 120, 280)
  const rings = Array.from(
    { length: 9 },
    (_, i) =>
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${20 + i * 26}" fill="none" stroke="${p.ink[i % p.ink.length]}" stroke-width="${f(between(rng, 1, 4))}" opacity="${f(0.8 - i * 0.07)}"/>`
  )
  const y0 = between(rng, 40, 90)
  const tilt = between(rng, -40, 40)
  const stave = Array.from(
    { length: 5 },
    (_, i) =>
      `<path d="M0 ${f(y0 + i * 9)} Q150 ${f(y0 + i * 9 + tilt)} 300 ${f(y0 + i * 9)}" stroke="${p.ink[1]}" stroke-width="1.2" fill="none" opacity="0.6"/>`
  )
  const notes = Array.from({ length: 4 }, () => {
    const x = between(rng, 30, 270)
    const y = y0 + Math.floor(rng() * 5) * 9 + tilt / 2
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="6" ry="4.5" fill="${p.ink[0]}"/><rect x="${f(x + 4.5)}" y="${f(y - 28)}" width="1.6" height="28" fill="${p.ink[0]}"/>`
  })
  return rings.join('') + stave.join('') + notes.join('')
}

/** A curtain drawn back from a spotlit stage. */
const drama: Drawing = (rng, p) => {
  const opening = between(rng, 70, 120)
  const folds = (from: number, to: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const w = (to - from) / 6
      return `<rect x="${f(from + i * w)}" y="-10" width="${f(w + 1)}" height="420" rx="${f(w / 2)}" fill="${i % 2 ? p.ink[0] : p.ink[3]}"/>`
    }).join('')
  const spot = `<ellipse cx="150" cy="${f(between(rng, 320, 350))}" rx="${f(opening)}" ry="26" fill="${p.ink[2]}" opacity="0.5"/><polygon points="150,0 ${f(150 - opening)},340 ${f(150 + opening)},340" fill="${p.ink[2]}" opacity="0.12"/>`
  const figure = `<circle cx="${f(between(rng, 135, 165))}" cy="262" r="11" fill="#0a0a0a"/><path d="M150 272 l-16 62 h32 z" fill="#0a0a0a"/>`
  return `${spot}${figure}<g>${folds(0, 150 - opening)}</g><g>${folds(150 + opening, 300)}</g><path d="M0 0 H300 V34 Q150 ${f(between(rng, 50, 80))} 0 34 Z" fill="${p.ink[1]}" opacity="0.9"/>`
}

/** A ball in flight over a pitch's lines. */
const sports: Drawing = (rng, p) => {
  const stripes = Array.from(
    { length: 7 },
    (_, i) =>
      `<polygon points="${-120 + i * 70},400 ${-40 + i * 70},400 ${180 + i * 70},0 ${100 + i * 70},0" fill="${p.ink[0]}" opacity="${i % 2 ? 0.1 : 0.05}"/>`
  )
  const bx = between(rng, 90, 230)
  const by = between(rng, 80, 250)
  const r = between(rng, 40, 60)
  const trail = Array.from(
    { length: 5 },
    (_, i) =>
      `<path d="M${f(bx - r - 10 - i * 4)} ${f(by - 24 + i * 12)} h-${f(between(rng, 60, 140))}" stroke="${p.ink[1]}" stroke-width="4" stroke-linecap="round" opacity="${f(0.7 - i * 0.1)}"/>`
  )
  const ball = `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(r)}" fill="${p.ink[3]}"/><path d="M${f(bx - r)} ${f(by)} Q${f(bx)} ${f(by - r * 0.6)} ${f(bx + r)} ${f(by)} M${f(bx)} ${f(by - r)} Q${f(bx + r * 0.6)} ${f(by)} ${f(bx)} ${f(by + r)}" stroke="${p.ink[2]}" stroke-width="3" fill="none"/>`
  const pitch = `<path d="M0 330 H300 M150 330 V400" stroke="${p.ink[1]}" stroke-width="2" opacity="0.5"/><circle cx="150" cy="400" r="50" stroke="${p.ink[1]}" stroke-width="2" fill="none" opacity="0.5"/>`
  return stripes.join('') + pitch + trail.join('') + ball
}

/** Bauhaus blocks: rectangles, discs and a triangle in the palette. */
const exhibition: Drawing = (rng, p) => {
  const shapes: string[] = []
  for (let i = 0; i < 7; i++) {
    const colour = pick(rng, p.ink)
    const x = between(rng, -20, 240)
    const y = between(rng, -20, 340)
    const kind = rng()
    if (kind < 0.4)
      shapes.push(
        `<rect x="${f(x)}" y="${f(y)}" width="${f(between(rng, 40, 140))}" height="${f(between(rng, 40, 160))}" fill="${colour}"/>`
      )
    else if (kind < 0.75) shapes.push(`<circle cx="${f(x + 40)}" cy="${f(y + 40)}" r="${f(between(rng, 20, 70))}" fill="${colour}"/>`)
    else shapes.push(`<polygon points="${f(x)},${f(y + 120)} ${f(x + 60)},${f(y)} ${f(x + 120)},${f(y + 120)}" fill="${colour}"/>`)
  }
  const lines = `<path d="M${f(between(rng, 30, 270))} 0 V400 M0 ${f(between(rng, 60, 340))} H300" stroke="#1b1b1b" stroke-width="6"/>`
  return shapes.join('') + lines
}

/** Ribbons turning through the frame. */
const dance: Drawing = (rng, p) =>
  Array.from({ length: 6 }, (_, i) => {
    const y = between(rng, 40, 360)
    const c1 = [between(rng, 40, 140), between(rng, -60, 460)]
    const c2 = [between(rng, 160, 260), between(rng, -60, 460)]
    return `<path d="M-20 ${f(y)} C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} 320 ${f(between(rng, 40, 360))}" stroke="${p.ink[i % p.ink.length]}" stroke-width="${f(between(rng, 3, 18))}" fill="none" stroke-linecap="round" opacity="${f(between(rng, 0.45, 0.9))}"/>`
  }).join('') +
  `<circle cx="${f(between(rng, 60, 240))}" cy="${f(between(rng, 60, 160))}" r="${f(between(rng, 18, 34))}" fill="${p.ink[3]}" opacity="0.85"/>`

/** Bubbles, stars and a rainbow. */
const children: Drawing = (rng, p) => {
  const cx = between(rng, 100, 200)
  const rainbow = p.ink.map(
    (colour, i) => `<circle cx="${f(cx)}" cy="420" r="${230 - i * 24}" fill="none" stroke="${colour}" stroke-width="22"/>`
  )
  const star = (x: number, y: number, r: number, colour: string) => {
    const points = Array.from({ length: 10 }, (_, k) => {
      const a = (Math.PI / 5) * k - Math.PI / 2
      const rr = k % 2 ? r / 2.3 : r
      return `${f(x + rr * Math.cos(a))},${f(y + rr * Math.sin(a))}`
    })
    return `<polygon points="${points.join(' ')}" fill="${colour}"/>`
  }
  const stars = Array.from({ length: 4 }, () => star(between(rng, 20, 280), between(rng, 20, 150), between(rng, 10, 22), pick(rng, p.ink)))
  const bubbles = Array.from(
    { length: 7 },
    () =>
      `<circle cx="${f(between(rng, 10, 290))}" cy="${f(between(rng, 20, 240))}" r="${f(between(rng, 6, 24))}" fill="#ffffff" opacity="0.55"/>`
  )
  return rainbow.join('') + bubbles.join('') + stars.join('')
}

/** A folding fan over auspicious clouds, in a frame. */
const folk: Drawing = (rng, p) => {
  const cx = 150
  const cy = between(rng, 230, 260)
  const ribs = 9
  const segments = Array.from({ length: ribs }, (_, i) => {
    const a0 = Math.PI + (Math.PI / ribs) * i
    const a1 = a0 + Math.PI / ribs
    const R = 120
    return `<path d="M${cx} ${f(cy)} L${f(cx + R * Math.cos(a0))} ${f(cy + R * Math.sin(a0))} A${R} ${R} 0 0 1 ${f(cx + R * Math.cos(a1))} ${f(cy + R * Math.sin(a1))} Z" fill="${i % 2 ? p.ink[0] : p.ink[1]}" stroke="${p.ink[3]}" stroke-width="1"/>`
  })
  const cloud = (x: number, y: number) =>
    `<g fill="none" stroke="${p.ink[1]}" stroke-width="3" opacity="0.7"><circle cx="${f(x)}" cy="${f(y)}" r="14"/><circle cx="${f(x + 20)}" cy="${f(y - 6)}" r="10"/><circle cx="${f(x - 18)}" cy="${f(y + 4)}" r="9"/></g>`
  const clouds = Array.from({ length: 3 }, () => cloud(between(rng, 40, 260), between(rng, 290, 370)))
  return `<rect x="10" y="10" width="280" height="380" fill="none" stroke="${p.ink[1]}" stroke-width="3"/>${segments.join('')}<circle cx="${cx}" cy="${f(cy)}" r="8" fill="${p.ink[3]}"/>${clouds.join('')}<circle cx="${f(between(rng, 60, 240))}" cy="${f(between(rng, 50, 80))}" r="22" fill="${p.ink[0]}"/>`
}

const DRAWINGS: Record<string, Drawing> = {
  CONCERT: concert,
  MUSIC: music,
  DRAMA_OPERA: drama,
  SPORTS: sports,
  EXHIBITION_LEISURE: exhibition,
  DANCE_BALLET: dance,
  CHILDREN_FAMILY: children,
  FOLK_ART: folk
}

/** The show's key art: its category's composition and palette family, varied by its id. No text. */
export function posterArt(showId: string, categoryCode: string): string {
  const rng = prng(seedOf(showId))
  const palette = pick(rng, PALETTES[categoryCode] ?? OTHER)
  const draw = DRAWINGS[categoryCode] ?? exhibition
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient><clipPath id="frame"><rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}"/></clipPath></defs>
<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="url(#sky)"/>
<g clip-path="url(#frame)">${draw(rng, palette)}</g>
</svg>`
}
