/**
 * WORKERS=N (N > 1): this process forks N gateway processes with node:cluster, each a whole gateway on the
 * same port (the primary hands the connections round), and serves nothing itself. The first worker starts
 * alone (it migrates and, on a new database, seeds the demo merchant); the others once it listens. A worker
 * that dies is started again after a second. SIGTERM or SIGINT is passed to every worker, each closes
 * gracefully (main.ts), and the primary exits once all have (1 if any of them failed to close).
 *
 * What the workers must agree on lives in Redis and PostgreSQL (loadConfig refuses WORKERS > 1 without
 * REDIS_URL and DATABASE_URL). The background sweepers run in every worker: each is safe so (the expiries
 * take turns on an advisory lock in db/due-sweep.ts, the refund job too, the sale reminders are claimed
 * row by row, the prunes are plain deletes).
 */
import cluster, { type Worker } from 'node:cluster'

/** A dying worker is replaced after this, so one that cannot start does not spin. */
const RESTART_AFTER_MS = 1000
/** How long the primary waits for its workers to close before it ends them (theirs is 20 s). */
const STOP_WITHIN_MS = 25_000

export function runFleet(workers: number): void {
  let stopping = false
  let failed = false
  let othersStarted = false
  const live = new Set<Worker>()
  const fork = () => live.add(cluster.fork())

  cluster.on('listening', () => {
    if (othersStarted) return
    othersStarted = true
    for (let i = 1; i < workers; i++) fork()
  })
  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker)
    if (stopping) {
      // A worker still starting has no handler yet and ends by the signal itself: nothing was under way.
      if (code !== 0 && signal === null) failed = true
      if (live.size === 0) process.exit(failed ? 1 : 0)
      return
    }
    console.error(`gateway worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}): starting another`)
    setTimeout(() => {
      if (!stopping) fork()
    }, RESTART_AFTER_MS)
  })

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: closing ${live.size} gateway workers`)
    if (live.size === 0) process.exit(0)
    for (const worker of live) worker.process.kill(signal)
    setTimeout(() => {
      console.error(`workers not closed within ${STOP_WITHIN_MS} ms: ending them`)
      for (const worker of live) worker.process.kill('SIGKILL')
      process.exit(1)
    }, STOP_WITHIN_MS).unref()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))

  console.log(`Stagedoor fleet: ${workers} gateway workers (primary ${process.pid})`)
  fork()
}
