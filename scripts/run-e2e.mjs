/**
 * The browser journeys, two files at a time (a 2-core machine), then each file that failed once more on
 * its own. A journey drives Chromium through real taps; with two journeys, two gateways and two browsers
 * sharing two cores, a tap now and then lands while a page or a console dropdown is still animating, and
 * the same file passes alone. A file that fails again alone fails the run, and every first failure is
 * printed with its file, so a flake stays visible rather than hidden.
 *
 * Each file is its own `node --test` (the runner would sort them by name): the longest go first, so the
 * walk through every route (about ten minutes, where the others take one or two) no longer starts last and
 * runs alone for its last minutes while the other slot has nothing left to do. A file's report is printed
 * whole when it ends, with its time; the slowest files are listed at the end.
 *
 *   npm run e2e                          # every journey
 *   npm run e2e -- e2e/buying.test.mjs   # some
 */
import fs from 'node:fs'
import path from 'node:path'
import { runBuffered, runQueued } from './buffered-runs.mjs'

const LONGEST = ['walk.test.mjs']
// E2E_CONCURRENCY tries another number of files at a time (measured: docs/testing.md).
const CONCURRENCY = Number(process.env.E2E_CONCURRENCY) || 2

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : fs
      .readdirSync('e2e')
      .filter((f) => f.endsWith('.test.mjs'))
      .sort((a, b) => Number(LONGEST.includes(b)) - Number(LONGEST.includes(a)) || (a < b ? -1 : a > b ? 1 : 0))
      .map((f) => path.join('e2e', f))

/** One file's `node --test`, its report printed once it ends. */
const runFile = (file) => runBuffered(file, ['--test', '--test-reporter=spec', file])

const first = await runQueued(files, CONCURRENCY, runFile)
const slowest = [...first].sort((a, b) => b.seconds - a.seconds).slice(0, 10)
console.log(`\n=== slowest files: ${slowest.map((r) => `${r.label} ${r.seconds} s`).join(', ')}`)
const failed = first.filter((r) => !r.passed).map((r) => r.label)
if (!failed.length) {
  console.log(`=== ${first.length} files passed`)
  process.exit(0)
}
console.log(`\n=== failed ${CONCURRENCY} at a time, run again each on its own: ${failed.join(', ')}`)
const again = await runQueued(failed, 1, runFile)
const still = again.filter((r) => !r.passed).map((r) => r.label)
console.log(
  still.length
    ? `=== failed again on their own: ${still.join(', ')}`
    : `=== passed on their own: ${failed.join(', ')} (failed only beside another journey)`
)
process.exit(still.length ? 1 : 0)
