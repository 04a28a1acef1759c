/**
 * Production refuses what is for development (a hostile run: "Production accepts the demo staff (owner
 * and finance with the README's demo password) on a database that was ever started outside production,
 * and logs nothing"). A database is used outside production first (the demo staff seeded and logged in,
 * the door key read at /dev/staff_key, a sandbox payment left open), then a production gateway opens
 * the same database: the demo staff and their sessions are refused, the published door key opens
 * nothing, the sandbox cashier is gone, and the gateway says at start which demo rows it refused.
 */
import { freePort } from '../helpers/free-port'
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import type { FastifyInstance } from 'fastify'
import { ANCHOR, ENGINES, NOON, seededApp, type Engine, type TestApp } from '../helpers/helpers'
import { consoleClient, DEMO_STAFF_PASSWORD, FINANCE, OWNER, withDemoStaff } from '../helpers/admin-helpers'
import { phoneLogin } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { databaseUrl } from '../helpers/seeded-template'
import { buildApp } from '../../src/app'
import { openDatabase } from '../../src/db/db'
import { migrate } from '../../src/db/migrate'
import { seedDemo } from '../../src/seed/seed'
import { seedDemoStaff } from '../../src/seed/demo-staff'
import { refusedDemoRows } from '../../src/seed/demo-rows'
import { createMerchant } from '../../src/admin/merchant-create'
import { STAFF_COOKIE } from '../../../types/api/staff'

const ROOT = resolve(__dirname, '..', '..', '..')

for (const engine of ENGINES) {
  describe(`production on a database started outside production, on ${engine}`, () => {
    let dev: TestApp
    let prod: FastifyInstance
    let devSession = ''
    let staffKey = ''
    let cashierUrl = ''
    before(async () => {
      dev = await seededApp(engine)
      await withDemoStaff(dev)
      const c = await consoleClient(dev)
      const login = await c.call('POST', '/session', { email: OWNER, password: DEMO_STAFF_PASSWORD })
      assert.equal(login.body.statusCode, 200, login.body.comments)
      devSession = c.cookies.get(STAFF_COOKIE) ?? ''
      assert.ok(devSession)
      staffKey = (await dev.get<{ staffKey: string }>('/dev/staff_key')).body.data.staffKey
      const buyer = await phoneLogin(dev, '13900000281')
      const calls = paying(dev, buyer, `prod-refusals-${engine}`)
      const order = await calls.order(await freshTier(dev), 1)
      cashierUrl = (await calls.startPay(order.unPaidTransactionIds[0])).cashierUrl
      prod = await buildApp({
        db: dev.db,
        logLevel: 'silent',
        now: () => NOON,
        production: true,
        settingsKey: randomBytes(32),
        sweepOrders: false
      })
    })
    after(async () => {
      await prod?.close()
      await dev?.close()
    })

    test('the demo staff are refused like unknown emails, their sessions opened outside production too; a real owner logs in', async () => {
      const refused = await refusedDemoRows(dev.db)
      assert.deepEqual(refused.staff, [
        'door@demo.stagedoor.test',
        'finance@demo.stagedoor.test',
        'operator@demo.stagedoor.test',
        'owner@demo.stagedoor.test'
      ])
      assert.deepEqual(refused.keys, ['staff_key'], 'the door key that /dev/staff_key handed out')
      const c = await consoleClient({ ...dev, app: prod })
      for (const email of [OWNER, FINANCE]) {
        const login = await c.call('POST', '/session?lang=en', { email, password: DEMO_STAFF_PASSWORD })
        assert.equal(login.body.errorCode, 'STAFF_LOGIN_FAILED', email)
      }
      const me = await prod.inject({ method: 'GET', url: '/admin-api/v1/me', headers: { cookie: `${STAFF_COOKIE}=${devSession}` } })
      assert.equal(me.json().errorCode, 'STAFF_NOT_LOGGED_IN', 'the session opened outside production')
      // The real owner, as the README says: npm run merchant:create.
      const { password } = await createMerchant(dev.db, { id: `acme-${engine}`, name: 'Acme Live', email: 'boss@acme.example' }, NOON)
      // A second merchant now: the login names its merchant, as the sign-in link merchant:create prints does.
      const real = await c.call('POST', '/session', { email: 'boss@acme.example', password, merchantId: `acme-${engine}` })
      assert.equal(real.body.statusCode, 200, real.body.comments)
    })

    test('the door key read at /dev/staff_key opens nothing in production (a fresh one replaces it); the sandbox cashier is gone', async () => {
      const verify = await prod.inject({
        method: 'POST',
        url: '/fulfill/pub/v1/tickets/verify',
        headers: { 'staff-key': staffKey },
        payload: { code: 'any-code' }
      })
      assert.equal(verify.json().errorCode, 'STAFF_ONLY')
      assert.deepEqual((await refusedDemoRows(dev.db)).keys, [], 'replaced at its first use')
      const [{ demo }] = await dev.db.query<{ demo: boolean }>("SELECT demo FROM secrets WHERE name = 'staff_key'")
      assert.equal(demo, false)

      const page = await prod.inject({ method: 'GET', url: cashierUrl })
      assert.equal(page.statusCode, 404)
      const q = new URL(cashierUrl, 'http://x').searchParams
      const paid = await prod.inject({
        method: 'POST',
        url: '/pub/v1/payments/sandbox/cashier',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ paymentId: q.get('paymentId') ?? '', token: q.get('token') ?? '', decision: 'pay' }).toString()
      })
      assert.equal(paid.statusCode, 404)
      const [payment] = await dev.db.query<{ state: string }>('SELECT state FROM payments WHERE id = $1', [q.get('paymentId')])
      assert.equal(payment.state, 'CREATED')
    })
  })

  describe(`the gateway says at start which demo rows production refuses, on ${engine}`, () => {
    let target: { env: Record<string, string>; drop(): Promise<void> }
    before(async () => {
      target = await startedOutsideProduction(engine)
    })
    after(async () => target?.drop())

    test('npm start in production on it logs the refused demo staff and the replaced door key', async () => {
      const port = await freePort()
      const gateway = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...target.env,
          NODE_ENV: 'production',
          SETTINGS_KEY: randomBytes(32).toString('base64'),
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          REDIS_URL: '',
          SMTP_URL: ''
        },
        stdio: ['ignore', 'pipe', 'pipe']
      })
      let output = ''
      gateway.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      gateway.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      try {
        await new Promise<void>((resolveStarted, reject) => {
          const timer = setTimeout(() => reject(new Error(`no start within 120 s:\n${output}`)), 120_000)
          gateway.stdout.on('data', () => {
            if (output.includes('Stagedoor storefront on')) {
              clearTimeout(timer)
              resolveStarted()
            }
          })
          gateway.on('exit', (code) => {
            clearTimeout(timer)
            reject(new Error(`the gateway exited (${code}):\n${output}`))
          })
        })
        // pino writes asynchronously: its lines may follow the console's start line.
        const line = await eventually(() => output.split('\n').find((l) => l.includes('refusedDemoStaff')))
        assert.ok(line, `a start line names the refused rows:\n${output}`)
        const logged = JSON.parse(line) as { refusedDemoStaff: string[]; replacedDemoKeys: string[]; msg: string }
        assert.ok(logged.refusedDemoStaff.includes('owner@demo.stagedoor.test'))
        assert.ok(logged.refusedDemoStaff.includes('finance@demo.stagedoor.test'))
        assert.deepEqual(logged.replacedDemoKeys, ['staff_key'])
        assert.match(logged.msg, /npm run merchant:create/)
      } finally {
        gateway.kill('SIGTERM')
        await new Promise((r) => gateway.once('close', r))
      }
    })
  })
}

/** A database migrated and seeded outside production (the demo staff and a door key made there), and the settings that name it. */
async function startedOutsideProduction(engine: Engine): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const prepare = async (db: Awaited<ReturnType<typeof openDatabase>>) => {
    await migrate(db)
    await seedDemo(db, ANCHOR)
    await seedDemoStaff(db)
    await db.query("INSERT INTO secrets (name, value, demo) VALUES ('staff_key', 'published-at-dev-staff-key', true)")
    await db.close()
  }
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'stagedoor-prod-refusals-'))
    await prepare(await openDatabase({ dataDir: dir }))
    return { env: { DATA_DIR: dir, DATABASE_URL: '' }, drop: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const name = `prod_refusals_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await prepare(await openDatabase({ url: databaseUrl(name), poolSize: 2 }))
  return {
    env: { DATABASE_URL: databaseUrl(name) },
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  }
}

async function eventually<T>(read: () => T | undefined, ms = 5000): Promise<T | undefined> {
  const until = Date.now() + ms
  for (;;) {
    const value = read()
    if (value !== undefined || Date.now() > until) return value
    await new Promise((r) => setTimeout(r, 100))
  }
}
