/**
 * Every area dictionary under src/locales/sections/ (section-i18n.ts) has the same keys in all three
 * languages, no empty text, and the same {placeholders} in each language ("Every after-sale text exists in
 * all three languages", issue #17). Sections are found on disk, so a new one is checked without listing it.
 */
import fs from 'fs'
import path from 'path'
import { sectionText } from '../src/locales/section-i18n'

const SECTIONS = path.join(__dirname, '../src/locales/sections')

function keysOf(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v as object, `${prefix}${k}.`)))
}

function textAt(dict: object, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dict)
  return typeof value === 'string' ? value : ''
}

// {name} and the name of a {name, plural, one {…} other {…}} count (types/rules/message-format.ts); each
// name once, as English may pick words by the same count twice ("1 ticket … the ticket stops").
const placeholders = (text: string) => [...new Set((text.match(/\{\w+(?=\s*[,}])/g) ?? []).map((p) => `${p}}`))].sort()

const sections = fs.existsSync(SECTIONS)
  ? fs.readdirSync(SECTIONS).filter((name) => fs.statSync(path.join(SECTIONS, name)).isDirectory())
  : []

describe('section dictionaries', () => {
  test('a section falls back to zh-CN, and a key missing everywhere shows itself', () => {
    const dictionaries = { 'zh-CN': { a: { b: '甲{n}' } }, 'zh-MO': { a: { b: '' } }, 'en-US': { a: { b: 'A{n}' } } }
    expect(sectionText(dictionaries, 'en-US', 'a.b', { n: 1 })).toBe('A1')
    expect(sectionText(dictionaries, 'zh-MO', 'a.c')).toBe('a.c')
  })

  test.each(sections.length ? sections : ['(none yet)'])(
    '%s: same keys, no empty text, same placeholders in zh-CN, zh-MO and en-US',
    (name) => {
      if (name === '(none yet)') return
      const load = (locale: string) => (require(path.join(SECTIONS, name, locale)) as { default: object }).default
      const zhCN = load('zh-CN')
      const reference = keysOf(zhCN).sort()
      expect(reference.length).toBeGreaterThan(0)
      for (const locale of ['zh-MO', 'en-US']) {
        const other = load(locale)
        expect(keysOf(other).sort()).toEqual(reference)
        for (const key of reference) {
          expect([locale, key, textAt(other, key).trim().length > 0]).toEqual([locale, key, true])
          expect([locale, key, placeholders(textAt(other, key))]).toEqual([locale, key, placeholders(textAt(zhCN, key))])
        }
      }
    }
  )
})
