/**
 * Starting what a bench measures as separate processes: the gateway with its production settings
 * (NODE_ENV=production, RATE_LIMITS=off since the load comes from one address, logs at warn) on PGlite in
 * a throwaway directory or on a throwaway PostgreSQL database, and the hello-world reference.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

const ROOT = path.resolve(__dirname, '..', '..')

/** Variables a bench sets for a child process (the app's global ProcessEnv type asks for its own keys). */
export type ChildEnv = Record<string, string>

export interface Running {
  base: string
  port: number
  child: ChildProcess
  /** The process's last output (stdout and stderr), from its start. */
  output(): string
  /** Stops the process (SIGTERM, or the signal given) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

async function freePort(): Promise<number> {
  const net = await import('node:net')
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port
      s.close(() => resolve(port))
    })
    s.on('error', reject)
  })
}

async function waitUntilAnswering(base: string, probe: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${log()}`)
    try {
      const res = await fetch(base + probe)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no answer from ${base}${probe} within 180 s:\n${log()}`)
}

function launch(args: string[], env: ChildEnv): { child: ChildProcess; log: () => string } {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-8000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { child, log: () => out }
}

function stopper(child: ChildProcess) {
  return (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill(signal)
    })
}

export async function startHelloWorld(): Promise<Running> {
  const port = await freePort()
  // REFERENCE_NODE_ARGS (e.g. --cpu-prof): the reference profiled as the gateway is with GATEWAY_NODE_ARGS.
  const nodeArgs = (process.env.REFERENCE_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const { child, log } = launch([...nodeArgs, '--import', 'tsx', path.join(__dirname, 'hello-world.ts')], { PORT: String(port) })
  const base = `http://127.0.0.1:${port}`
  await waitUntilAnswering(base, '/', child, log)
  return { base, port, child, output: log, stop: stopper(child) }
}

export type Engine = 'pglite' | 'postgres'

/** A database for one bench run: a fresh PGlite directory or a fresh PostgreSQL database, dropped after. */
export interface BenchDatabase {
  engine: Engine
  env: ChildEnv
  /** PostgreSQL only: the throwaway database's URL, for checks the bench runs itself. */
  url?: string
  drop(): Promise<void>
}

export async function benchDatabase(engine: Engine): Promise<BenchDatabase> {
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagedoor-bench-'))
    return { engine, env: { DATA_DIR: dir, DATABASE_URL: '' }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) }
  }
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const name = `stagedoor_bench_${process.pid}_${Date.now()}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    engine,
    env: { DATABASE_URL: url.toString() },
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    }
  }
}

/** The Node flags `npm start` gives the gateway (package.json), so the benches measure what production runs. */
export const START_NODE_FLAGS: string[] = (() => {
  const start = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  const flags = /node ((?:--[\w-]+(?:=\S+)? )*)--import tsx server\/src\/main\.ts/.exec(start)
  if (!flags) throw new Error(`npm start does not run server/src/main.ts as expected: ${start}`)
  return flags[1].split(' ').filter(Boolean)
})()

/**
 * The gateway as `npm start` runs it in production, on the bench database; answers once it serves.
 * GATEWAY_NODE_ARGS adds Node flags, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (written when it stops).
 */
export async function startGateway(db: BenchDatabase, env: ChildEnv = {}): Promise<Running> {
  const port = await freePort()
  const nodeArgs = [...START_NODE_FLAGS, ...(process.env.GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean)]
  const { child, log } = launch([...nodeArgs, '--import', 'tsx', path.join(ROOT, 'server', 'src', 'main.ts')], {
    NODE_ENV: 'production',
    // Production refuses to start without the key that seals payment settings; a fresh one per run.
    SETTINGS_KEY: randomBytes(32).toString('base64'),
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...db.env,
    ...env
  })
  const base = `http://127.0.0.1:${port}`
  await waitUntilAnswering(base, '/home/pub/v5/shop/configs', child, log)
  // WORKERS=n answers once its first worker listens; the others start after it: a run waits for them all.
  const workers = Number(env.WORKERS ?? 1)
  if (workers > 1) await waitForWorkers(workers, child, log)
  return { base, port, child, output: log, stop: stopper(child) }
}

async function waitForWorkers(workers: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000
  while ((log().match(/Stagedoor storefront on/g)?.length ?? 0) < workers) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${log()}`)
    if (Date.now() > deadline) throw new Error(`not all ${workers} workers listening within 180 s:\n${log()}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}
