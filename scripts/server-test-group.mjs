/**
 * Runs the gateway test files named on the command line in this one process (started with
 * `--import tsx`), one after another in the order given: each file's suites register with node:test as it
 * is imported, and the suites run in that order. scripts/run-server-tests.mjs says why files share a process.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

for (const file of process.argv.slice(2)) await import(pathToFileURL(path.resolve(file)).href)
