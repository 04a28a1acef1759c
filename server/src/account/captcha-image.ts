/**
 * The image captcha asked before an SMS code is sent (product.md section 5: "An image captcha is required
 * for phone login"): four characters from an alphabet without look-alikes. The answer is drawn by
 * svg-captcha as glyph outlines (paths, no text) at random sizes and slants, shuffled among noise
 * curves, so the SVG never carries the answer as text a script could read off.
 */
import { randomInt } from 'node:crypto'
import svgCaptcha from 'svg-captcha'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const CAPTCHA_LENGTH = 4

type DrawOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>
// The package's default export draws a given text; its typings only declare create(), which would pick
// the answer with Math.random. The answer comes from the CSPRNG here.
const draw = svgCaptcha as unknown as (text: string, options: DrawOptions) => string

export function captchaAnswer(): string {
  let out = ''
  for (let i = 0; i < CAPTCHA_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)]
  return out
}

export function captchaSvg(answer: string): string {
  return draw(answer, { width: 120, height: 44, fontSize: 44, noise: 4, color: true, background: '#f4f4f6' })
}
