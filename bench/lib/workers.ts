/**
 * A gateway of WORKERS=N processes (server/src/fleet-primary.ts: node:cluster, one port) for a bench, on
 * the bench database and a Redis, answering once every one of its N workers listens: the first answers
 * alone while it migrates and seeds, the others are forked after it, and a figure taken before they all
 * listen would measure fewer processes than it says.
 */
import { startGateway, type BenchDatabase, type ChildEnv, type Running } from './processes'

/** How long the workers after the first may take to listen (each compiles the gateway and opens its pools). */
const ALL_LISTENING_MS = 120_000

export async function startWorkers(db: BenchDatabase, workers: number, redisUrl: string, env: ChildEnv = {}): Promise<Running> {
  const gateway = await startGateway(db, { WORKERS: String(workers), REDIS_URL: redisUrl, ...env })
  // Each worker prints "Stagedoor storefront on … worker N pid P" once it listens; the first one already has.
  const listening = new Set<string>()
  let heard = ''
  const all = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`workers ${[...listening].join(', ') || 'none'} of 2..${workers} listening after ${ALL_LISTENING_MS} ms`)),
      ALL_LISTENING_MS
    )
    const check = () => {
      for (const m of heard.matchAll(/worker (\d+) pid/g)) listening.add(m[1])
      // Worker 1 (the first fork) answered startGateway; 2..N are forked once it listens.
      if (Array.from({ length: workers - 1 }, (_, i) => String(i + 2)).every((id) => listening.has(id))) {
        clearTimeout(timer)
        gateway.child.stdout?.off('data', hear)
        resolve()
      }
    }
    const hear = (b: Buffer) => {
      heard = (heard + b.toString()).slice(-4000)
      check()
    }
    gateway.child.stdout?.on('data', hear)
    check()
  })
  try {
    await all
  } catch (error) {
    await gateway.stop()
    throw error
  }
  return gateway
}
