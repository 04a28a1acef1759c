/**
 * The browser journeys, two files at a time (a 2-core machine), then each file that failed once more on
 * its own. A journey drives Chromium through real taps; with two journeys, two gateways and two browsers
 * sharing two cores, a tap now and then lands while a page or a console dropdown is still animating, and
 * the same file passes alone. A file that fails again alone fails the run, and every first failure is
 * printed with its file, so a flake stays visible rather than hidden.
 *
 *   npm run e2e                          # every journey
 *   npm run e2e -- e2e/buying.test.mjs   # some
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : fs
      .readdirSync('e2e')
      .filter((f) => f.endsWith('.test.mjs'))
      .sort()
      .map((f) => path.join('e2e', f))

/** Runs node --test on the files; answers its exit code and the files of the tests that failed. */
function run(list, concurrency) {
  const tap = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-tap-')), 'tap.txt')
  const result = spawnSync(
    process.execPath,
    [
      '--test',
      `--test-concurrency=${concurrency}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...list
    ],
    { stdio: 'inherit' }
  )
  const failed = new Set()
  let inFailure = false
  for (const line of fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8').split('\n') : []) {
    if (/^not ok \d+/.test(line)) inFailure = true
    else if (/^ok \d+/.test(line)) inFailure = false
    // A failed test names its file in its location; a file that failed as a whole (a hook, a crash) in its title.
    const file = inFailure ? /e2e\/[\w.-]+\.test\.mjs/.exec(line) : null
    if (file) failed.add(file[0])
  }
  return { status: result.status ?? 1, failed: [...failed] }
}

const first = run(files, 2)
if (first.status === 0) process.exit(0)
if (first.failed.length === 0) {
  console.error('\nthe browser tests failed, and no failed file could be told: not retried')
  process.exit(first.status)
}
console.log(`\n=== failed two at a time, run again each on its own: ${first.failed.join(', ')}`)
const again = run(first.failed, 1)
console.log(
  again.status === 0
    ? `=== passed on their own: ${first.failed.join(', ')} (failed only beside another journey)`
    : `=== failed again on their own: ${again.failed.join(', ') || first.failed.join(', ')}`
)
process.exit(again.status)
