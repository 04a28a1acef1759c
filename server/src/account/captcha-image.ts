/**
 * The image captcha asked before an SMS code is sent (product.md section 5: "An image captcha is required
 * for phone login"): four characters from an alphabet without look-alikes, drawn locally as an SVG with
 * jitter and noise lines.
 */
import { randomInt } from 'node:crypto'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const CAPTCHA_LENGTH = 4

export function captchaAnswer(): string {
  let out = ''
  for (let i = 0; i < CAPTCHA_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)]
  return out
}

export function captchaSvg(answer: string): string {
  const width = 120
  const height = 44
  const hue = randomInt(360)
  const lines = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(width), randomInt(height), randomInt(width), randomInt(height)]
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="hsl(${randomInt(360)},45%,60%)" stroke-width="1.5"/>`
  }).join('')
  const glyphs = [...answer]
    .map((ch, i) => {
      const x = 16 + i * 26 + randomInt(6)
      const y = 30 + randomInt(8) - 4
      return `<text x="${x}" y="${y}" transform="rotate(${randomInt(50) - 25} ${x} ${y})" font-family="monospace" font-size="26" font-weight="700" fill="hsl(${(hue + i * 70) % 360},60%,35%)">${ch}</text>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f4f6"/>${lines}${glyphs}</svg>`
}
