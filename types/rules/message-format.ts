/**
 * One message syntax for the app, the console and the gateway: `{name}` takes a value, and
 * `{count, plural, one {# ticket} other {# tickets}}` picks the branch for the number (`=N` matches exactly,
 * `one` is 1, `other` the rest; `#` is the number). English needs it ("1 ticket", "2 tickets"); Chinese
 * texts have no plural and keep plain placeholders. Intl.PluralRules is not used: mini-program runtimes
 * lack it, and the three languages need only one/other.
 */
export type MessageValues = Record<string, string | number>

/** The branch name for n: English's one/other is the only distinction the three locales make. */
function pluralCategory(n: number): 'one' | 'other' {
  return n === 1 ? 'one' : 'other'
}

/** Index just past the `}` that closes the `{` at start, counting nested braces (-1 when none does). */
export function closingBrace(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i + 1
  }
  return -1
}

/** `one {…} other {…}` → { one: '…', other: '…' }. */
function pluralBranches(body: string): Record<string, string> | undefined {
  const branches: Record<string, string> = {}
  let i = 0
  while (i < body.length) {
    const match = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i))
    if (!match) return body.slice(i).trim() === '' ? branches : undefined
    const open = i + match[0].length - 1
    const end = closingBrace(body, open)
    if (end < 0) return undefined
    branches[match[1]] = body.slice(open + 1, end - 1)
    i = end
  }
  return branches
}

function pluralText(name: string, body: string, values: MessageValues, whole: string): string {
  const branches = pluralBranches(body)
  const raw = values[name]
  const n = typeof raw === 'number' ? raw : Number(raw)
  if (!branches || raw === undefined || Number.isNaN(n)) return whole
  const chosen = branches[`=${n}`] ?? branches[pluralCategory(n)] ?? branches.other
  if (chosen === undefined) return whole
  return formatMessage(chosen.replace(/#/g, String(raw)), values)
}

/** Fills a template; a placeholder without a value stays visible, so the missing value is noticed. */
export function formatMessage(template: string, values?: MessageValues): string {
  if (!values || !template.includes('{')) return template
  let out = ''
  let i = 0
  while (i < template.length) {
    const open = template.indexOf('{', i)
    if (open < 0) break
    const end = closingBrace(template, open)
    if (end < 0) break
    out += template.slice(i, open)
    const whole = template.slice(open, end)
    const inner = whole.slice(1, -1)
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner)
    if (plural) out += pluralText(plural[1], plural[2], values, whole)
    else if (/^\w+$/.test(inner)) out += values[inner] === undefined ? whole : String(values[inner])
    else out += whole
    i = end
  }
  return out + template.slice(i)
}
