/**
 * WORKERS=N (issue #30 item 1): "the gateway runs as N processes (node:cluster ...). Without REDIS_URL a
 * fleet refuses to start with more than one process"; nor without DATABASE_URL (the embedded database's
 * files belong to one process). With both, the primary forks N gateways on one port and starts another
 * when one dies; a SIGTERM closes them all and the primary exits 0.
 */
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { ANCHOR } from '../helpers/helpers'
import { seededPostgres } from '../helpers/seeded-template'
import { freePort } from '../helpers/free-port'
import { runGatewayToExit, startRedis, stopProcess, until } from '../helpers/processes'

const ROOT = resolve(__dirname, '../../..')

/** The gateway workers a primary runs now (its children running main.ts; tsx's esbuild is a child too). */
function workersOf(primary: number): number[] {
  const out = spawnSync('pgrep', ['-P', String(primary), '-f', 'server/src/main.ts'], { encoding: 'utf8' }).stdout
  return out
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b)
}

describe('WORKERS: a fleet of gateway processes on one machine', () => {
  test('WORKERS=2 without REDIS_URL refuses to start: exit code 1, the message names REDIS_URL', async () => {
    const { code, output } = await runGatewayToExit({ WORKERS: '2', REDIS_URL: '', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })
    assert.equal(code, 1, output)
    assert.match(output, /Bad configuration: WORKERS=2 needs REDIS_URL/)
  })

  test('WORKERS=2 without DATABASE_URL refuses to start: the embedded database belongs to one process', async () => {
    const { code, output } = await runGatewayToExit({ WORKERS: '2', REDIS_URL: 'redis://127.0.0.1:1', DATABASE_URL: '' })
    assert.equal(code, 1, output)
    assert.match(output, /Bad configuration: WORKERS=2 needs DATABASE_URL/)
  })

  test(
    'WORKERS=2 on PostgreSQL and Redis: two gateways answer on one port, a killed one is replaced, a SIGTERM closes them all (exit 0)',
    {
      skip: !process.env.TEST_DATABASE_URL
        ? 'TEST_DATABASE_URL is not set'
        : spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0 && 'redis-server is not installed',
      timeout: 240_000
    },
    async () => {
      const database = await seededPostgres(ANCHOR)
      const redisPort = await freePort()
      const redis = await startRedis(redisPort)
      const port = await freePort()
      let output = ''
      const primary = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          WORKERS: '2',
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          DATABASE_URL: database.url,
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          ORDER_GATE: '4',
          SETTINGS_KEY: randomBytes(32).toString('base64')
        },
        stdio: ['ignore', 'pipe', 'pipe']
      })
      primary.stdout?.on('data', (d: Buffer) => (output += d.toString()))
      primary.stderr?.on('data', (d: Buffer) => (output += d.toString()))
      const exited = new Promise<number | null>((done) => primary.once('exit', (code) => done(code)))
      try {
        const healthy = async () => ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok ? true : undefined)
        await until(
          'both workers listen',
          async () => (output.match(/Stagedoor storefront on/g)?.length === 2 ? true : undefined),
          120_000
        ).catch((error: Error) => {
          throw new Error(`${error.message}\n${output}`)
        })
        await until('the fleet answers /healthz', healthy)
        const first = workersOf(primary.pid!)
        assert.equal(first.length, 2, 'two gateway workers')
        process.kill(first[0], 'SIGKILL')
        const replaced = await until(
          'the primary starts another worker',
          async () => {
            const now = workersOf(primary.pid!)
            return now.length === 2 && !now.includes(first[0]) ? now : undefined
          },
          60_000
        )
        assert.ok(replaced.includes(first[1]), 'the other worker was left alone')
        await until(
          'the new worker listens',
          async () => (output.match(/Stagedoor storefront on/g)?.length === 3 ? true : undefined),
          120_000
        )
        await until('the fleet answers /healthz after the replacement', healthy)
        assert.match(output, /gateway worker \d+ ended \(SIGKILL\): starting another/)
        primary.kill('SIGTERM')
        assert.equal(await exited, 0, `a SIGTERM closes every worker gracefully:\n${output}`)
        assert.deepEqual(workersOf(primary.pid!), [], 'no worker left behind')
      } finally {
        await stopProcess(primary)
        await stopProcess(redis)
        await database.drop()
      }
    }
  )
})
