/**
 * Issue #14 "How": taro-ui is the component set "with its theme variables bound to the merchant's
 * colours". Every themed taro-ui stylesheet (src/theme/taro-ui/*.scss) must compile and paint with the
 * run-time theme variables, never with taro-ui's own blue.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as sass from 'sass'

const folder = path.join(__dirname, '..', 'src', 'theme', 'taro-ui')
const nodeModules = path.join(__dirname, '..', 'node_modules')
// taro-ui's own brand colours (lib/style/variables/default.scss) and its default link colour.
const TARO_UI_BLUES = [/#6190e8/i, /#78a4f4/i, /#346fc2/i, /#79a1eb/i, /#4f7de2/i]

function compile(file: string): string {
  return sass.compile(file, {
    importers: [
      {
        // webpack's "~package" form, as the Taro build resolves it.
        findFileUrl: (url: string) => (url.startsWith('~') ? pathToFileURL(path.join(nodeModules, url.slice(1))) : null)
      }
    ]
  }).css
}

const themed = fs.readdirSync(folder).filter((f) => f.endsWith('.scss') && f !== 'variables.scss')

describe('taro-ui bound to the theme', () => {
  it('has themed component stylesheets', () => {
    expect(themed.length).toBeGreaterThan(0)
  })

  it.each(themed)('%s compiles without taro-ui blue, painting with the theme variables', (file) => {
    const css = compile(path.join(folder, file))
    for (const blue of TARO_UI_BLUES) expect(css).not.toMatch(blue)
    expect(css).toMatch(/var\(--color-(main|text|surface|border|bg)\)/)
  })
})

describe('taro-ui follows the dark palette and the mixed colour (issue #16 item 1: "theme (colour, FOLLOW_SYSTEM/DARK/LIGHT, mixed colour)")', () => {
  // taro-ui's light greys ($color-grey-4/5/6, $color-black-3): painted as literals they stay light in dark mode.
  const LIGHT_ONLY = [/#F0F0F0/i, /#E5E5E5/i, /#F7F7F7/i, /#B2B2B2/i]

  it.each(themed)('%s paints no light-only grey', (file) => {
    const css = compile(path.join(folder, file))
    for (const grey of LIGHT_ONLY) expect([file, grey.test(css)]).toEqual([file, false])
  })

  it("the primary button runs from the main colour into the mixed colour (--gradient-main), after taro-ui's own rule", () => {
    const css = compile(path.join(folder, 'button.scss'))
    const rules = [...css.matchAll(/\.at-button--primary\s*\{([^}]*)\}/g)].map((m) => m[1])
    expect(rules[rules.length - 1]).toMatch(/background: var\(--gradient-main, var\(--color-main\)\)/)
  })
})
