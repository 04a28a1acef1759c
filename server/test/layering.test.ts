/**
 * Issue #12, "One path per lifecycle": "SQL only in repositories", "route files do not export helpers" and
 * "services receive their repositories instead of constructing other areas' ones", checked on the source of
 * the areas this clean-up covered (the others join the list as they are done).
 */
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const SRC = join(__dirname, '..', 'src')
const AREAS = ['favourite', 'shop', 'ticket', 'browse', 'certification', 'upload', 'audience', 'address', 'layout', 'location', 'prefill', 'risk', 'order', 'payment', 'seat', 'identity', 'account', 'admin', 'staff', 'catalogue', 'seat-map', 'sales', 'door', 'storefront', 'wallet', 'member', 'promotion']
/** A query call with SQL in it: a string or template literal, or a SQL constant, as its first argument (not a service method named query). */
const SQL_CALL = /\.query\s*(?:<[\s\S]*?>)?\(\s*(?:[`'"]|[A-Z][A-Z_]+\b)/
/** `new XRepository(` with where XRepository is imported from: "./…" is the file's own area. */
const constructed = (text: string) =>
  [...text.matchAll(/new (\w+Repository)\(/g)].map((m) => ({ name: m[1], own: new RegExp(`import\\s*\\{[^}]*\\b${m[1]}\\b[^}]*\\}\\s*from\\s*'\\./`).test(text) }))
const files = (area: string) => readdirSync(join(SRC, area)).filter((f) => f.endsWith('.ts')).map((f) => ({ name: `${area}/${f}`, text: readFileSync(join(SRC, area, f), 'utf8') }))

describe('layering', () => {
  test('"SQL only in repositories": no query outside a *.repository.ts file', () => {
    const offenders = AREAS.flatMap(files).filter((f) => !f.name.endsWith('.repository.ts') && SQL_CALL.test(f.text)).map((f) => f.name)
    assert.deepEqual(offenders, [])
  })

  test('"route files do not export helpers": a *.routes.ts file exports only its register function and types', () => {
    const routeFiles = readdirSync(SRC).flatMap((dir) => {
      try {
        return files(dir).filter((f) => f.name.endsWith('.routes.ts'))
      } catch {
        return []
      }
    })
    const offenders = routeFiles.flatMap((f) =>
      [...f.text.matchAll(/^export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)/gm)].map((m) => m[1]).filter((n) => !/^register[A-Z]/.test(n)).map((n) => `${f.name}: ${n}`)
    )
    assert.deepEqual(offenders, [])
  })

  test('"services receive their repositories": no service in these areas constructs a repository of another area', () => {
    // A service may build its own area's repository (on a transaction, say); another area's it receives.
    const offenders = AREAS.flatMap(files)
      .filter((f) => f.name.endsWith('.service.ts'))
      .flatMap((f) => constructed(f.text).filter((c) => !c.own).map((c) => `${f.name}: ${c.name}`))
    assert.deepEqual(offenders, [])
  })

  test('"services receive their repositories": no repository constructs another repository', () => {
    const repositoryFiles = readdirSync(SRC).flatMap((dir) => {
      try {
        return files(dir).filter((f) => f.name.endsWith('.repository.ts'))
      } catch {
        return []
      }
    })
    assert.ok(repositoryFiles.length > 10, 'the repositories are found')
    const offenders = repositoryFiles.flatMap((f) => constructed(f.text).map((c) => `${f.name}: ${c.name}`))
    assert.deepEqual(offenders, [])
  })
})
