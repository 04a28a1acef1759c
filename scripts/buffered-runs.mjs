/**
 * Test processes run side by side with their reports kept apart: each process's output is held and printed
 * whole when it ends, headed with what ran, whether it passed and its time (scripts/run-e2e.mjs,
 * scripts/run-server-tests.mjs).
 */
import { spawn } from 'node:child_process'

/** `node` with `args`; answers `{ label, passed, seconds }` once its report is printed. */
export function runBuffered(label, args) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const out = []
    child.stdout.on('data', (chunk) => out.push(chunk))
    child.stderr.on('data', (chunk) => out.push(chunk))
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      const passed = code === 0
      process.stdout.write(`\n--- ${label}: ${passed ? 'passed' : `FAILED (${code ?? signal})`} in ${seconds} s\n`)
      process.stdout.write(Buffer.concat(out))
      resolve({ label, passed, seconds })
    })
  })
}

/** `runOne` over `items`, `concurrency` at a time in the order given; answers the outcomes as they ended. */
export async function runQueued(items, concurrency, runOne) {
  const queue = [...items]
  const results = []
  const slot = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) results.push(await runOne(item))
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, slot))
  return results
}
