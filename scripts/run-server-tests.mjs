/**
 * The gateway's tests, one process per folder of server/test (account, browse, buying, …), two folders at
 * a time (a 2-core machine), the largest first.
 *
 * Why not `node --test`, a process per file: each process loads the gateway's code under tsx, compiles
 * PGlite's WebAssembly, reads the seeded database dump and warms the JIT before its first test, some 5 s
 * of a file's 15. In one process per folder that is paid once per folder: the browse folder's 16 files took
 * 100 s as 16 processes one after another and 50 s as one (the same 189 tests passing; docs/testing.md).
 * Every file sets up its own app and database in its suites and closes them after, so files sharing a
 * process do not share state; no file sets up anything at its top level outside a suite.
 *
 * Each folder's report is printed whole when it ends, with its time; a failed folder is named at the end,
 * and the run fails.
 *
 *   npm run test:server                                        # every folder
 *   npm run test:server -- server/test/buying/order.test.ts   # some files, in one process
 */
import fs from 'node:fs'
import path from 'node:path'
import { runBuffered, runQueued } from './buffered-runs.mjs'

const ROOT = 'server/test'
// SERVER_TEST_CONCURRENCY tries another number of folders at a time.
const CONCURRENCY = Number(process.env.SERVER_TEST_CONCURRENCY) || 2

/** The folders' test files as groups, the most files first; or the files named, as one group. */
function groups() {
  const named = process.argv.slice(2)
  if (named.length) return [{ name: named.join(' '), files: named }]
  return fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      name: path.join(ROOT, entry.name),
      files: fs
        .readdirSync(path.join(ROOT, entry.name))
        .filter((f) => f.endsWith('.test.ts'))
        .sort()
        .map((f) => path.join(ROOT, entry.name, f))
    }))
    .filter((group) => group.files.length)
    .sort((a, b) => b.files.length - a.files.length)
}

const results = await runQueued(groups(), CONCURRENCY, ({ name, files }) =>
  runBuffered(`${name} (${files.length} ${files.length === 1 ? 'file' : 'files'})`, [
    '--import',
    'tsx',
    '--test-reporter=spec',
    'scripts/server-test-group.mjs',
    ...files
  ])
)
console.log(`\n=== ${results.map((r) => `${r.label} ${r.seconds} s`).join(', ')}`)
const failed = results.filter((r) => !r.passed).map((r) => r.label)
console.log(failed.length ? `=== failed: ${failed.join(', ')}` : `=== ${results.length} groups passed`)
process.exit(failed.length ? 1 : 0)
