/**
 * The gateway's tests, one process per folder of server/test (account, browse, buying, …), two folders at
 * a time (a 2-core machine), the largest first.
 *
 * Why not `node --test`, a process per file: each process loads the gateway's code under tsx, compiles
 * PGlite's WebAssembly, reads the seeded database dump and warms the JIT before its first test, some 5 s
 * of a file's 15. In one process per folder that is paid once per folder: the browse folder's 16 files took
 * 100 s as 16 processes and 50 s as one (the same 189 tests passing; docs/testing.md). Every file sets up
 * its own app and database in its suites and closes them after, so files sharing a process do not share
 * state; no file sets up anything at its top level outside a suite.
 *
 * Each folder's report is printed whole when it ends, with its time; a failed folder is named at the end,
 * and the run fails.
 *
 *   npm run test:server                                        # every folder
 *   npm run test:server -- server/test/buying/order.test.ts   # some files, in one process
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

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

/** One group's process; its report is printed once it ends. Answers whether it passed and how long it took. */
function runGroup({ name, files }) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test-reporter=spec', 'scripts/server-test-group.mjs', ...files], {
      stdio: ['ignore', 'pipe', 'pipe']
    })
    const out = []
    child.stdout.on('data', (chunk) => out.push(chunk))
    child.stderr.on('data', (chunk) => out.push(chunk))
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      const passed = code === 0
      process.stdout.write(`\n--- ${name} (${files.length} files): ${passed ? 'passed' : `FAILED (${code ?? signal})`} in ${seconds} s\n`)
      process.stdout.write(Buffer.concat(out))
      resolve({ name, passed, seconds })
    })
  })
}

const queue = groups()
const results = []
const slot = async () => {
  for (let group = queue.shift(); group; group = queue.shift()) results.push(await runGroup(group))
}
await Promise.all(Array.from({ length: CONCURRENCY }, slot))
console.log(`\n=== ${results.map((r) => `${r.name} ${r.seconds} s`).join(', ')}`)
const failed = results.filter((r) => !r.passed).map((r) => r.name)
console.log(failed.length ? `=== failed: ${failed.join(', ')}` : `=== ${results.length} groups passed`)
process.exit(failed.length ? 1 : 0)
