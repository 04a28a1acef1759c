/**
 * Issue "Polish" item 8, "English: '1 tickets'": an English text that puts a count before a countable noun
 * says it through the plural syntax (`{n, plural, one {# ticket} other {# tickets}}`, types/rules/message-format.ts),
 * in the app's, the console's and the gateway's English alike. Read as text: a count placeholder followed by
 * a plural noun, or "(s)", outside a plural branch is the fault.
 */
import fs from 'node:fs'
import path from 'node:path'
import { closingBrace, formatMessage } from '../types/rules/message-format'

const ROOT = path.resolve(__dirname, '..')
const NOUNS =
  'tickets|places|seats|items|orders|points|growth points|coupons|days|slots|codes|sessions|cards|bookings|goods items|times|people|members|shows'
/** `{count} tickets`, `{n} more tickets` — a bare count placeholder before a plural noun. */
const BARE_COUNT = new RegExp(`\\{\\w+\\} (?:more |unused |selected )?(?:${NOUNS})\\b`)

function englishSources(): string[] {
  const sections = path.join(ROOT, 'src', 'locales', 'sections')
  return [
    path.join(ROOT, 'types', 'locales', 'en-US.ts'),
    ...fs.readdirSync(sections).map((dir) => path.join(sections, dir, 'en-US.ts')),
    path.join(ROOT, 'admin', 'src', 'i18n', 'en-US.ts'),
    path.join(ROOT, 'server', 'src', 'http', 'messages.ts')
  ].filter((file) => fs.existsSync(file))
}

/** A text's parts outside `{x, plural, …}` blocks (what a plural branch says is already per number). */
function outsidePlurals(text: string): string {
  let out = ''
  let i = 0
  while (i < text.length) {
    const start = text.indexOf('{', i)
    const end = start < 0 ? -1 : closingBrace(text, start)
    if (end < 0) break
    const block = text.slice(start, end)
    out += text.slice(i, start) + (/^\{\s*\w+\s*,\s*plural\s*,/.test(block) ? '{…}' : block)
    i = end
  }
  return out + text.slice(i)
}

/** The English lines of a file: all of a locale file, the `'en-US':` entries of the gateway's messages. */
function englishLines(file: string): Array<{ line: number; text: string }> {
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  const messages = file.endsWith('messages.ts')
  return lines.map((text, i) => ({ line: i + 1, text })).filter((l) => !messages || l.text.includes("'en-US':"))
}

describe('English counts say one and many apart', () => {
  it('no count placeholder stands bare before a plural noun, and nothing says "(s)"', () => {
    const faults = englishSources().flatMap((file) =>
      englishLines(file)
        .filter(({ text }) => BARE_COUNT.test(outsidePlurals(text)) || /\w\(s\)/.test(text))
        .map(({ line, text }) => `${path.relative(ROOT, file)}:${line}: ${text.trim()}`)
    )
    expect(faults).toEqual([])
  })

  it('the scan sees the fault it is for', () => {
    expect(BARE_COUNT.test(outsidePlurals('Up to {limit} tickets an account'))).toBe(true)
    expect(BARE_COUNT.test(outsidePlurals('Up to {limit, plural, one {# ticket} other {# tickets}} an account'))).toBe(false)
  })

  it('the texts changed for it read right at one and at many', () => {
    const text = 'Move {count, plural, one {# ticket} other {# tickets}} to {session}?'
    expect(formatMessage(text, { count: 1, session: 'Fri 19:30' })).toBe('Move 1 ticket to Fri 19:30?')
    expect(formatMessage(text, { count: 3, session: 'Fri 19:30' })).toBe('Move 3 tickets to Fri 19:30?')
  })
})
