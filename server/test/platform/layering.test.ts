/**
 * The gateway's layering (DESIGN.md, "routes → services → repositories"), checked on every file under
 * server/src, found by walking the tree, so a new area or a subfolder is covered the day it is added:
 * - SQL only in repositories (`*.repository.ts`), SQL fragment modules (`*.sql.ts`), db/ and seed/;
 * - route files export only their register function and never reach a repository;
 * - a service builds only its own area's repositories (another area's it receives), and no repository
 *   builds another;
 * - the floors (http/, db/, cache/, random/) import no domain area;
 * - areas import only downward: the graph of imports between areas (a file's first folder under server/src,
 *   the floors taken as one) has no cycle, so the areas stack in floors, printed top first;
 * - the gateway never imports the app (src/) or the console (admin/).
 * Who writes the stock tables is checked beside the inventory (its own test file). The console's page
 * rule is admin/test/page-imports.test.ts.
 */
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const ROOT = resolve(__dirname, '..', '..', '..')
const SERVER = join(ROOT, 'server')
const SRC = join(SERVER, 'src')

/** Folders below the domain areas: they may import each other and types/, never an area. */
const FLOORS = ['http', 'db', 'cache', 'random']

interface SourceFile {
  /** Path from server/src (or server/) with forward slashes, e.g. "payment/wechat/wechat-pay.ts". */
  name: string
  path: string
  text: string
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry)
    if (statSync(full).isDirectory()) return entry === 'migrations' ? [] : walk(full)
    return /\.(ts|js)$/.test(entry) && !entry.endsWith('.d.ts') ? [full] : []
  })
}

const read =
  (base: string) =>
  (path: string): SourceFile => ({ name: relative(base, path).split(sep).join('/'), path, text: readFileSync(path, 'utf8') })
const SOURCES = walk(SRC).map(read(SRC))
const TESTS = walk(join(SERVER, 'test')).map(read(SERVER))

/** The area a file belongs to: its first folder under server/src ('' for app.ts, main.ts and the like). */
const areaOf = (name: string) => (name.includes('/') ? name.slice(0, name.indexOf('/')) : '')

/** Every module a file imports: static and dynamic imports, `export … from` and require(). */
function importsOf(file: SourceFile): string[] {
  const specs = [...file.text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1])
  return [...new Set(specs)]
}

/** A relative import as a path from the repository root, e.g. "server/src/payment/notify-path". */
const resolved = (file: SourceFile, spec: string) =>
  relative(ROOT, resolve(dirname(file.path), spec))
    .split(sep)
    .join('/')

/** The text of every string and template literal in a file, comments left out. */
function literalsOf(text: string): string[] {
  const out: string[] = []
  let i = 0
  while (i < text.length) {
    const c = text[i]
    if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i)
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) === -1 ? text.length : text.indexOf('*/', i + 2) + 2
    else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1
      out.push(text.slice(i + 1, j))
      i = j + 1
    } else i++
  }
  return out
}

/** SQL as this codebase writes it (upper-case keywords): a query, a write, or a CTE. */
const SQL = [
  /\bSELECT\b[\s\S]*\bFROM\b/,
  /\bINSERT\s+INTO\b/,
  /\bUPDATE\s+[a-z_]+\s+SET\b/,
  /\bDELETE\s+FROM\b/,
  /\bWITH\s+[a-z_]+\s+AS\s*\(/
]
const hasSql = (file: SourceFile) => literalsOf(file.text).some((literal) => SQL.some((re) => re.test(literal)))

/** `new XRepository(` with the file X is imported from (undefined when it is declared in the same file). */
function constructedRepositories(file: SourceFile): Array<{ name: string; from: string | undefined }> {
  return [...file.text.matchAll(/new (\w+Repository)\(/g)].map((m) => {
    const from = new RegExp(`import\\s*(?:type\\s*)?\\{[^}]*\\b${m[1]}\\b[^}]*\\}\\s*from\\s*'([^']+)'`).exec(file.text)?.[1]
    return { name: m[1], from: from === undefined ? undefined : resolved(file, from) }
  })
}

/** The floors are one group in the area graph: they may import each other. */
const FLOOR_GROUP = 'floors (http, db, cache, random)'
/** A node of the area graph: an area, the floors' group, or a file at server/src's top (app.ts, stores.ts, config.ts). */
const nodeOf = (name: string) => {
  const area = areaOf(name)
  return FLOORS.includes(area) ? FLOOR_GROUP : area || `${name.replace(/\.ts$/, '')}.ts`
}
/** Entry points (main.ts, the *-cli.ts commands) are imported by nothing and stand above every area. */
const isEntryPoint = (name: string) => /(^|\/)main(\.ts)?$|-cli(\.ts)?$/.test(name)

/** Area → the areas it imports (type-only imports count: a type is part of what an area knows of another). */
function areaGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>()
  for (const f of SOURCES.filter((f) => !isEntryPoint(f.name))) {
    const from = nodeOf(f.name)
    if (!graph.has(from)) graph.set(from, new Map())
    for (const spec of importsOf(f).filter((spec) => spec.startsWith('.'))) {
      const to = resolved(f, spec)
      if (!to.startsWith('server/src/')) continue
      const area = nodeOf(to.slice('server/src/'.length))
      if (area === from) continue
      const edges = graph.get(from) as Map<string, string[]>
      edges.set(area, [...(edges.get(area) ?? []), `${f.name} → ${spec}`])
    }
  }
  for (const edges of [...graph.values()]) for (const to of edges.keys()) if (!graph.has(to)) graph.set(to, new Map())
  return graph
}

/** The strongly connected groups of more than one area (Tarjan): each is a cycle of imports. */
function cyclesOf(graph: Map<string, Map<string, string[]>>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const cycles: string[][] = []
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number))
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number))
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = []
      let w: string
      do {
        w = stack.pop() as string
        group.push(w)
      } while (w !== v)
      if (group.length > 1) cycles.push(group.sort())
    }
  }
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v)
  return cycles
}

/** Each cycle's imports between its areas, for the failure message. */
const describeCycles = (graph: Map<string, Map<string, string[]>>, cycles: string[][]) =>
  cycles.map((c) =>
    c.flatMap((a) =>
      [...(graph.get(a) as Map<string, string[]>)].filter(([b]) => c.includes(b)).map(([b, via]) => `${a} → ${b}: ${via.join(', ')}`)
    )
  )

/** The floor of each area in an acyclic graph: 0 for one that imports no area, else one above the highest it imports. */
function floorsOf(graph: Map<string, Map<string, string[]>>): Map<string, number> {
  const floor = new Map<string, number>()
  const of = (v: string): number => {
    const known = floor.get(v)
    if (known !== undefined) return known
    const below = [...(graph.get(v)?.keys() ?? [])].map(of)
    const f = below.length ? Math.max(...below) + 1 : 0
    floor.set(v, f)
    return f
  }
  for (const v of graph.keys()) of(v)
  return floor
}

describe('layering', () => {
  test('every area is read, subfolders included', () => {
    const areas = new Set(SOURCES.map((f) => areaOf(f.name)).filter(Boolean))
    // The newest areas and the payment adapters' subfolders were missed by the old hand-kept list.
    for (const area of ['rebook', 'coupon', 'privilege', 'invoice', 'binding', 'benefit-card', 'refund', 'transfer', 'express'])
      assert.ok(areas.has(area), area)
    assert.ok(SOURCES.some((f) => f.name.startsWith('payment/wechat/')))
    assert.ok(SOURCES.filter((f) => f.name.endsWith('.repository.ts')).length > 10, 'the repositories are found')
  })

  test('the SQL detector sees SQL in any string, not only in a .query() call', () => {
    const probe = (text: string) => hasSql({ name: 'probe.ts', path: join(SRC, 'probe.ts'), text })
    assert.equal(probe('const SPENT = `SELECT coalesce(sum(amount_fen), 0) FROM payments WHERE order_id = o.id`'), true)
    assert.equal(probe("q.query('UPDATE price_tiers SET available = available - $2 WHERE id = $1')"), true)
    assert.equal(probe('// UPDATE price_tiers SET available = 0 in a comment is not SQL'), false)
    assert.equal(probe("toast('Select a session from the list')"), false)
  })

  test('"SQL only in repositories": no SQL outside *.repository.ts, *.sql.ts, db/ and seed/', () => {
    const offenders = SOURCES.filter(
      (f) => !/\.(repository|sql)\.ts$/.test(f.name) && !['db', 'seed'].includes(areaOf(f.name)) && hasSql(f)
    ).map((f) => f.name)
    assert.deepEqual(offenders, [])
  })

  test('"route files do not export helpers": a *.routes.ts file exports only its register function and types', () => {
    const routeFiles = SOURCES.filter((f) => f.name.endsWith('.routes.ts'))
    assert.ok(routeFiles.length > 20, 'the route files are found')
    const offenders = routeFiles.flatMap((f) =>
      [...f.text.matchAll(/^export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)/gm)]
        .map((m) => m[1])
        .filter((n) => !/^register[A-Z]/.test(n))
        .map((n) => `${f.name}: ${n}`)
    )
    assert.deepEqual(offenders, [])
  })

  test('"thin routes": a route file never imports a repository module', () => {
    const offenders = SOURCES.filter((f) => f.name.endsWith('.routes.ts')).flatMap((f) =>
      importsOf(f)
        .filter((spec) => /\.repository$/.test(spec))
        .map((spec) => `${f.name}: ${spec}`)
    )
    assert.deepEqual(offenders, [])
  })

  test('"thin routes": a route file never reaches a repository through a service (service.repository.…)', () => {
    const offenders = SOURCES.filter((f) => f.name.endsWith('.routes.ts'))
      .filter((f) => /\b\w+\.repository\.\w+/.test(f.text))
      .map((f) => f.name)
    assert.deepEqual(offenders, [])
  })

  test('"services receive their repositories": a service builds only its own area\'s repositories', () => {
    const offenders = SOURCES.filter((f) => f.name.endsWith('.service.ts')).flatMap((f) =>
      constructedRepositories(f)
        .filter((c) => c.from !== undefined && !c.from.startsWith(`server/src/${areaOf(f.name)}/`))
        .map((c) => `${f.name}: ${c.name}`)
    )
    assert.deepEqual(offenders, [])
  })

  test('"services receive their repositories": no repository constructs another repository', () => {
    const offenders = SOURCES.filter((f) => f.name.endsWith('.repository.ts')).flatMap((f) =>
      constructedRepositories(f).map((c) => `${f.name}: ${c.name}`)
    )
    assert.deepEqual(offenders, [])
  })

  test('the floors (http/, db/, cache/, random/) import no domain area', () => {
    const offenders = SOURCES.filter((f) => FLOORS.includes(areaOf(f.name))).flatMap((f) =>
      importsOf(f)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => ({ spec, to: resolved(f, spec) }))
        .filter(({ to }) => to.startsWith('server/src/') && !FLOORS.includes(areaOf(to.slice('server/src/'.length))))
        .map(({ spec }) => `${f.name}: ${spec}`)
    )
    assert.deepEqual(offenders, [])
  })

  test('"areas import only downward": the imports between areas have no cycle, so the areas stack in floors', (t) => {
    const graph = areaGraph()
    assert.ok(graph.has('order') && graph.has('payment') && graph.has(FLOOR_GROUP), 'the areas are in the graph')
    assert.deepEqual(describeCycles(graph, cyclesOf(graph)), [], 'every import between areas goes one way')
    const entryImports = SOURCES.flatMap((f) =>
      importsOf(f)
        .filter((spec) => spec.startsWith('.') && isEntryPoint(resolved(f, spec)))
        .map((spec) => `${f.name} → ${spec}`)
    )
    assert.deepEqual(entryImports, [], 'the entry points left out of the graph are imported by nothing')
    const floors = floorsOf(graph)
    t.diagnostic('the areas, top floor first (each imports only areas on floors below its own):')
    for (const n of [...new Set(floors.values())].sort((a, b) => b - a))
      t.diagnostic(
        `  ${n}: ${[...floors]
          .filter(([, f]) => f === n)
          .map(([a]) => a)
          .sort()
          .join(', ')}`
      )
  })

  test('the cycle finder finds a cycle through several areas, and none in a stack', () => {
    const graphOf = (edges: Array<[string, string]>) => {
      const g = new Map<string, Map<string, string[]>>()
      for (const [a, b] of edges) {
        if (!g.has(a)) g.set(a, new Map())
        if (!g.has(b)) g.set(b, new Map())
        ;(g.get(a) as Map<string, string[]>).set(b, [`${a}.ts → ${b}`])
      }
      return g
    }
    assert.deepEqual(
      cyclesOf(
        graphOf([
          ['order', 'payment'],
          ['payment', 'identity'],
          ['identity', 'order'],
          ['order', 'db']
        ])
      ),
      [['identity', 'order', 'payment']]
    )
    const stack = graphOf([
      ['lifecycle', 'order'],
      ['order', 'payment'],
      ['lifecycle', 'payment'],
      ['payment', 'db']
    ])
    assert.deepEqual(cyclesOf(stack), [])
    assert.deepEqual(Object.fromEntries(floorsOf(stack)), { lifecycle: 3, order: 2, payment: 1, db: 0 })
  })

  test('the gateway never imports the app (src/) or the console (admin/), in its code or its tests', () => {
    const offenders = [...SOURCES.map((f) => ({ ...f, name: `src/${f.name}` })), ...TESTS].flatMap((f) =>
      importsOf(f)
        .filter((spec) => spec.startsWith('.'))
        .filter((spec) => /^(src|admin)\//.test(resolved(f, spec)))
        .map((spec) => `server/${f.name}: ${spec}`)
    )
    assert.deepEqual(offenders, [])
  })

  test('every relative import of the gateway resolves to a file (the checks above read real paths)', () => {
    const missing = SOURCES.flatMap((f) =>
      importsOf(f)
        .filter((spec) => spec.startsWith('.'))
        .filter((spec) => !['', '.ts', '.js', '.json', '/index.ts'].some((ext) => existsSync(resolve(dirname(f.path), spec) + ext)))
        .map((spec) => `${f.name}: ${spec}`)
    )
    assert.deepEqual(missing, [])
  })
})
