/**
 * #9 item 9: "icons drawn as characters (♡ ◉ ○ ☑ ✓ ⌂ 🔕 — the last is a missing glyph on some systems)".
 * Icons come from the one SVG set (src/components/icon); no page or component draws one with a character.
 */
import fs from 'fs'
import path from 'path'

const ICON_CHARACTERS = /[▾▸▴◂✓✔✗✘♡♥◉○●☑☐⌂›‹»«★☆]|[\u{1F300}-\u{1FAFF}]|\p{Extended_Pictographic}/u
/** A lone × between tags or in a string is a close button; × inside a sentence ("A × 2") is a multiplication. */
const LONE_TIMES = />\s*×\s*<|'\s*×\s*'/

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'locales' ? [] : sources(full)
    return /\.tsx?$/.test(e.name) ? [full] : []
  })
}

test('no source file of the app draws an icon with a character or an emoji', () => {
  const offenders = sources(path.join(__dirname, '..', 'src')).flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ line, at: `${path.relative(path.join(__dirname, '..'), file)}:${i + 1}` }))
      .filter(({ line }) => !/^\s*(\*|\/\/)/.test(line) && (ICON_CHARACTERS.test(line) || LONE_TIMES.test(line)))
      .map(({ at, line }) => `${at}: ${line.trim()}`)
  )
  expect(offenders).toEqual([])
})

test('"One icon set as SVG": SVG markup is written only in types/icons/icons.ts (the state views, pay success and the tab bar\'s defaults draw from it)', () => {
  const root = path.join(__dirname, '..')
  // The icon set lives in types/ since the console's tab editor shows the same defaults.
  const withMarkup = [...sources(path.join(root, 'src')), ...sources(path.join(root, 'types', 'icons'))]
    .filter((file) => /<svg[\s>]/.test(fs.readFileSync(file, 'utf8').replace(/^\s*(\*|\/\/).*$/gm, '')))
    .map((file) => path.relative(root, file))
  // icon-source.ts only recognises and recolours markup (a regular expression that reads "<svg").
  // brand-marks.ts: Google's and Apple's own marks for their sign-in buttons, never recoloured, so not icons.
  expect(withMarkup.filter((f) => f !== 'types/icons/icon-source.ts')).toEqual(['types/icons/brand-marks.ts', 'types/icons/icons.ts'])
})
