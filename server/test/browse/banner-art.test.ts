/**
 * Polish item 8, "a clipped banner title": the generated banner's title fits the part of the image the
 * home swiper shows at 320, 375 and 430 px (wrapped to two lines, an ellipsis past that, the full title kept
 * in the image's <title>).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { bannerLines, bannerSvg } from '../../src/browse/banner-art'

// What a 150 px-high slide shows of the 690×300 image at 320 px: the image is scaled to 0.5, 345 px wide,
// in a 296 px slide, so 24.5 px (49 units) are cut from each side.
const VISIBLE_FROM = 49
const VISIBLE_TO = 690 - 49
const emWidth = (ch: string) => (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 1 : /[A-Z@#%&MW]/.test(ch) ? 0.7 : ch === ' ' ? 0.3 : 0.56)

test('an English show name wraps to two whole-word lines, each within the visible width', () => {
  const title = 'Stagedoor Symphony Orchestra: New Year Gala'
  const lines = bannerLines(title)
  assert.deepEqual(lines, ['Stagedoor Symphony', 'Orchestra: New Year Gala'])
  const svg = bannerSvg(title, '#224466')
  for (const match of svg.matchAll(/<text x="(\d+)"[^>]*font-size="(\d+)"[^>]*>([^<]+)<\/text>/g)) {
    const [x, size, text] = [Number(match[1]), Number(match[2]), match[3]]
    assert.ok(x >= VISIBLE_FROM, `starts at ${x}`)
    const width = [...text].reduce((w, ch) => w + emWidth(ch), 0) * size
    assert.ok(x + width <= VISIBLE_TO, `"${text}" ends at ${x + width}`)
  }
})

test('a title longer than two lines ends in an ellipsis; the image keeps the full title readable', () => {
  const title = 'A very long English banner title that goes on and on well past what two lines can hold'
  const lines = bannerLines(title)
  assert.equal(lines.length, 2)
  assert.ok(lines[1].endsWith('…'))
  assert.match(bannerSvg(title, '#224466'), new RegExp(`<title>${title}</title>`))
})

test('a short title and a Chinese one stay on one line; a long Chinese one breaks between characters', () => {
  assert.deepEqual(bannerLines('A concert this weekend'), ['A concert this weekend'])
  assert.deepEqual(bannerLines('周末去听音乐会'), ['周末去听音乐会'])
  const cjk = bannerLines('城市之光巡回演唱会上海站特别加场限时开售中')
  assert.equal(cjk.length, 2)
  assert.equal(cjk.join(''), '城市之光巡回演唱会上海站特别加场限时开售中')
})
