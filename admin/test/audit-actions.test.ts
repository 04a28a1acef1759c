/**
 * Issue #31: "the audit log shows developer keys (`sales.refund.approve`)" → words for every action key,
 * in one table that covers every key the gateway writes. The keys are read from the gateway's source: a new
 * audit write without its words fails here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { AUDIT_ACTIONS, AUDIT_AREAS, actionsOf, auditActionText, auditObjectText } from '../src/audit/audit-actions'
import { AUDIT_OBJECT_KINDS } from '../../types/api/staff'
import { enUS } from '../src/i18n/en-US'
import { zhCN } from '../src/i18n/zh-CN'
import { zhMO } from '../src/i18n/zh-MO'

const SERVER = join(__dirname, '../../server/src')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : []
  })
}

/** Every dotted key in the source whose first part is an audit area (alipay.trade.* and file names are not). */
function writtenKeys(): string[] {
  const keys = new Set<string>()
  const area = new Set<string>(AUDIT_AREAS)
  for (const file of sources(SERVER)) {
    const text = readFileSync(file, 'utf8')
    if (!/audit/i.test(text)) continue
    for (const m of text.matchAll(/'([a-z][a-z-]*(?:\.[a-z][a-z_-]*)+)'/g)) if (area.has(m[1].split('.')[0])) keys.add(m[1])
  }
  return [...keys].sort()
}

test('the scan finds the audit writes (it reads the gateway, not nothing)', () => {
  const keys = writtenKeys()
  expect(keys).toEqual(expect.arrayContaining(['sales.refund.approve', 'staff.create', 'door.check-in', 'catalogue.show.update']))
  expect(keys.length).toBeGreaterThan(60)
})

test('every action key the gateway writes has words, and the table holds no key the gateway never writes', () => {
  const written = writtenKeys()
  expect(written.filter((k) => auditActionText(k) === null)).toEqual([])
  expect([...AUDIT_ACTIONS].sort()).toEqual(written)
})

test('every area of the code has a name and every action key sits under one', () => {
  const areas = new Set(
    sources(SERVER)
      .filter((f) => /audit/i.test(readFileSync(f, 'utf8')))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/action: '([a-z-]+)\./g)].map((m) => m[1]))
  )
  for (const a of areas) expect(AUDIT_AREAS).toContain(a)
  expect(AUDIT_AREAS.flatMap((a) => actionsOf(a)).sort()).toEqual([...AUDIT_ACTIONS].sort())
})

test.each([
  ['en-US', enUS],
  ['zh-CN', zhCN],
  ['zh-MO', zhMO]
])('%s: words, never the key', (_lang, table) => {
  for (const action of AUDIT_ACTIONS) {
    const key = auditActionText(action)
    expect(key).not.toBeNull()
    const text = (table as Record<string, string>)[key as string]
    expect(text).toBeTruthy()
    expect(text).not.toContain(action)
  }
  expect(
    auditActionText('sales.refund.approve') && (table as Record<string, string>)[auditActionText('sales.refund.approve') as string]
  ).not.toMatch(/sales\./)
})

test.each([
  ['en-US', enUS],
  ['zh-CN', zhCN],
  ['zh-MO', zhMO]
])('%s: every kind of object a row can name has its word', (_lang, table) => {
  for (const kind of AUDIT_OBJECT_KINDS) {
    const text = (table as Record<string, string>)[auditObjectText(kind)]
    expect(text).toBeTruthy()
    expect(text).not.toContain('audit.object')
  }
})
