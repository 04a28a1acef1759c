/**
 * "server/src/inventory/, the only writer of price_tiers, seats and order_seats": the stock invariant
 * (sold + held + available = capacity), the one guard and the one lock order hold only if no other file
 * writes those tables. Read from the source of every folder under server/src, recursively. The migrations
 * create the tables and the demo seed (seed/) writes its catalogue before any order exists; neither runs
 * beside a sale, so they are the two exceptions.
 */
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const SRC = join(__dirname, '..', '..', 'src')
const EXEMPT = ['inventory', join('db', 'migrations'), 'seed']
/** A write of a stock table: INSERT INTO / UPDATE / DELETE FROM it, however the SQL is spaced or aliased. */
const STOCK_WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(price_tiers|seats|order_seats)\b/gi
/** A row lock on a stock table is a write's first step too: it belongs with the writes. */
const STOCK_LOCK = /\bFROM\s+(price_tiers|seats)\b[^`'";]*\bFOR\s+(?:NO\s+KEY\s+)?UPDATE\b/gi

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|sql)$/.test(name) ? [path] : []
  })
}

const exempt = (file: string) => EXEMPT.some((e) => file === e || file.startsWith(e + sep))

describe('inventory is the only writer of stock', () => {
  const files = sourceFiles(SRC).map((path) => ({ name: relative(SRC, path), text: readFileSync(path, 'utf8') }))

  test('the check reads the whole tree, and finds the writes inventory/ makes', () => {
    assert.ok(files.length > 300, `the source files are found (${files.length})`)
    const own = files
      .filter((f) => f.name.startsWith(`inventory${sep}`))
      .flatMap((f) => [...f.text.matchAll(STOCK_WRITE)].map((m) => m[1].toLowerCase()))
    assert.deepEqual([...new Set(own)].sort(), ['order_seats', 'price_tiers', 'seats'], 'each stock table is written under inventory/')
  })

  test('INSERT, UPDATE and DELETE on price_tiers, seats and order_seats appear only under server/src/inventory/ (and the migrations and seed)', () => {
    const offenders = files
      .filter((f) => !exempt(f.name))
      .flatMap((f) => [...f.text.matchAll(STOCK_WRITE)].map((m) => `${f.name}: ${m[0]}`))
    assert.deepEqual(offenders, [])
  })

  test('stock rows are locked (SELECT ... FOR UPDATE) only under server/src/inventory/, in its one lock order', () => {
    const offenders = files
      .filter((f) => !exempt(f.name))
      .flatMap((f) => [...f.text.matchAll(STOCK_LOCK)].map((m) => `${f.name}: ${m[0].slice(0, 80)}`))
    assert.deepEqual(offenders, [])
  })
})
