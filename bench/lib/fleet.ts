/**
 * The fleet of deploy/local-fleet.sh for a check: PostgreSQL primary + synchronous standby under
 * pg_auto_failover, HAProxy, GATEWAYS gateways, on ports of their own (FLEET_* below) so a fleet someone
 * runs on the defaults is left alone. FLEET_UP=1 uses a fleet already up on these ports and leaves it up.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..', '..')
const SCRIPT = path.join(ROOT, 'deploy', 'local-fleet.sh')

export interface Fleet {
  /** The storefront through HAProxy. */
  base: string
  /** The primary through HAProxy, as the gateways reach it. */
  databaseUrl: string
  gateways: number
  /** A gateway's own address (1-based). */
  gatewayBase(i: number): string
  /** The local-fleet.sh command's output; throws when it fails. */
  run(...args: string[]): Promise<string>
  /** The pid file of one of the fleet's processes (gateway-2, node1, haproxy, ...). */
  pidFile(name: string): string
  down(): Promise<void>
}

export async function fleetUp(gateways: number, extraGatewayEnv = ''): Promise<Fleet> {
  const env = {
    ...process.env,
    GATEWAYS: String(gateways),
    FLEET_DIR: process.env.FLEET_DIR ?? '/tmp/stagedoor-fleet-check',
    STOREFRONT_PORT: '18080',
    STATS_PORT: '18404',
    PG_PRIMARY_PORT: '56000',
    PG_STANDBY_PORT: '56001',
    MONITOR_PORT: '56431',
    NODE1_PORT: '56432',
    NODE2_PORT: '56433',
    GATEWAY_BASE_PORT: '13000',
    REDIS_DB: process.env.REDIS_DB ?? '8',
    // The checks' buyers all come from this machine's one address.
    GATEWAY_ENV: `RATE_LIMITS=off ${extraGatewayEnv}`.trim()
  }
  const run = (...args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(SCRIPT, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
      let out = ''
      child.stdout.on('data', (b: Buffer) => {
        out += b.toString()
        if (process.env.FLEET_VERBOSE === '1') process.stdout.write(b)
      })
      child.stderr.on('data', (b: Buffer) => (out += b.toString()))
      child.on('exit', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`local-fleet.sh ${args.join(' ')} exited ${code}:\n${out.slice(-4000)}`))
      )
    })
  const keep = process.env.FLEET_UP === '1'
  if (!keep) {
    await run('down')
    await run('up')
  }
  return {
    base: `http://127.0.0.1:${env.STOREFRONT_PORT}`,
    databaseUrl: `postgres://postgres@127.0.0.1:${env.PG_PRIMARY_PORT}/stagedoor`,
    gateways,
    gatewayBase: (i) => `http://127.0.0.1:${Number(env.GATEWAY_BASE_PORT) + i}`,
    run,
    pidFile: (name) => path.join(env.FLEET_DIR, `${name}.pid`),
    down: async () => {
      if (!keep) await run('down')
    }
  }
}
