/**
 * Processes a test starts itself: a Redis of its own on its own port (one the test can take away, and
 * whose keys no other suite shares), a real gateway (node server/src/main.ts, as production runs it), and
 * how to stop either.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import Redis from 'ioredis'
import { freePort } from './free-port'

const ROOT = resolve(__dirname, '../../..')
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Polls until probe answers something (a throw counts as not yet), or fails naming what it waited for. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, withinMs = 10000): Promise<T> {
  const deadline = Date.now() + withinMs
  for (;;) {
    const got = await probe().catch(() => undefined)
    if (got !== undefined) return got
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`)
    await sleep(50)
  }
}

/** A Redis of the test's own, on its own port, that the test can take away (the shared one others use). */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore'
  })
  const probe = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  probe.on('error', () => undefined)
  try {
    await until('redis-server answers', async () => {
      if (probe.status !== 'ready') await probe.connect()
      return (await probe.ping()) === 'PONG' ? true : undefined
    })
  } finally {
    probe.disconnect()
  }
  return child
}

export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    child.once('exit', () => done())
    child.kill(signal)
  })
}

export interface Gateway {
  base: string
  child: ChildProcess
  /** What it printed so far. */
  output(): string
}

/**
 * A real gateway outside production (the /dev routes on), on a port of its own, with the environment
 * given on top of this process's; answers once it serves /healthz.
 */
export async function startGateway(env: Record<string, string>, withinMs = 120_000): Promise<Gateway> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SANDBOX_REFUND_NOTIFY_MS: '0',
      SETTINGS_KEY: randomBytes(32).toString('base64'),
      ...env
    },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let out = ''
  child.stdout?.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)))
  child.stderr?.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)))
  const base = `http://127.0.0.1:${port}`
  await until(
    'the gateway answers /healthz',
    async () => {
      if (child.exitCode !== null) throw new Error(`the gateway exited:\n${out}`)
      return (await fetch(`${base}/healthz`)).ok ? true : undefined
    },
    withinMs
  ).catch((error: Error) => {
    child.kill('SIGKILL')
    throw new Error(`${error.message}\n${out}`)
  })
  return { base, child, output: () => out }
}

/** Runs the gateway to its end (a refused start); its exit code and what it printed. */
export function runGatewayToExit(env: Record<string, string>, withinMs = 60_000): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let out = ''
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      fail(new Error(`still running after ${withinMs} ms:\n${out}`))
    }, withinMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      done({ code, output: out })
    })
  })
}
