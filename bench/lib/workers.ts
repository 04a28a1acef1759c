/**
 * A gateway of WORKERS=N processes (server/src/fleet-primary.ts: node:cluster, one port) for a bench, on
 * the bench database and a Redis, answering once every one of its N workers listens: the first answers
 * alone while it migrates and seeds, the others are forked after it, and a figure taken before they all
 * listen would measure fewer processes than it says.
 */
import { startGateway, type BenchDatabase, type ChildEnv, type Running } from './processes'

/** How long the workers after the first may take to listen (each compiles the gateway and opens its pools). */
const ALL_LISTENING_MS = 180_000

export async function startWorkers(db: BenchDatabase, workers: number, redisUrl: string, env: ChildEnv = {}): Promise<Running> {
  const gateway = await startGateway(db, { WORKERS: String(workers), REDIS_URL: redisUrl, ...env })
  // Each worker prints "Stagedoor storefront on … worker N pid P" once it listens.
  const listening = () => new Set([...gateway.output().matchAll(/worker \d+ pid (\d+)/g)].map((m) => m[1])).size
  const deadline = Date.now() + ALL_LISTENING_MS
  while (workers > 1 && listening() < workers) {
    if (Date.now() > deadline) {
      await gateway.stop()
      throw new Error(`${listening()} of ${workers} workers listening after ${ALL_LISTENING_MS} ms:\n${gateway.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return gateway
}
