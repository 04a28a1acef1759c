/**
 * Test databases and apps: every suite runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is
 * set (CI sets it), each in a fresh schema dropped afterwards. The catalogue is seeded from a fixed
 * anchor day so every run sees the same shows and dates.
 */
import type { FastifyInstance } from 'fastify'
import { openDatabase, type Db } from '../../src/db/db'
import { buildApp, type AppOptions } from '../../src/app'
import { databaseUrl, seededPglite, seededPostgres } from './seeded-template'

export const ANCHOR = new Date('2026-11-22T00:00:00Z')

/** The gateway's clock when a test app starts: noon of the anchor day. */
export const NOON = new Date(ANCHOR.getTime() + 12 * 3600000)

export type Engine = 'pglite' | 'postgres'

export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export interface TestDb {
  db: Db
  drop(): Promise<void>
}

export async function openTestDb(engine: Engine): Promise<TestDb> {
  if (engine === 'pglite') {
    const db = await openDatabase({})
    return { db, drop: () => db.close() }
  }
  const schema = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const url = process.env.TEST_DATABASE_URL as string
  const db = await openDatabase({ url, schema })
  return {
    db,
    async drop() {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`)
      await db.close()
    }
  }
}

/**
 * A second gateway process's view of a test database: on PostgreSQL its own pool on the same schema (so
 * session locks and row locks meet as between two processes); PGlite is one process, so the same db.
 */
export async function secondProcess(engine: Engine, db: Db): Promise<{ db: Db; close(): Promise<void> }> {
  if (engine === 'pglite') return { db, close: async () => undefined }
  const [{ name, schema }] = await db.query<{ name: string; schema: string }>(
    'SELECT current_database() AS name, current_schema() AS schema'
  )
  const other = await openDatabase({ url: databaseUrl(name), schema })
  return { db: other, close: () => other.close() }
}

/** A fresh database holding the demo data seeded from ANCHOR (copied from a template, see seeded-template.ts). */
export async function openSeededDb(engine: Engine): Promise<TestDb> {
  if (engine === 'postgres') return seededPostgres(ANCHOR)
  const db = await seededPglite(ANCHOR)
  return { db, drop: () => db.close() }
}

export interface TestApp {
  app: FastifyInstance
  db: Db
  /** Moves the gateway's clock. */
  setNow(date: Date): void
  /**
   * After a test edits the database directly, standing in for the merchant console: what the gateway
   * keeps in memory (browse replies, shop configs) is read again, as a console change will make it.
   */
  forgetCaches(): void
  get<T = unknown>(url: string, headers?: Record<string, string>): Promise<{ status: number; body: Envelope<T> }>
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers?: Record<string, string>
  ): Promise<{ status: number; body: Envelope<T> }>
  close(): Promise<void>
}

export interface Envelope<T> {
  statusCode: number
  mode: string
  comments: string
  errorCode: string
  data: T
}

/**
 * A test app on a fresh seeded database. The per-address budgets are off unless a test turns them on:
 * every suite calls from one address (127.0.0.1), far more often than a buyer would.
 */
export async function seededApp(
  engine: Engine,
  options: Pick<
    AppOptions,
    | 'h5Dir'
    | 'identity'
    | 'orderGate'
    | 'rateLimits'
    | 'production'
    | 'docs'
    | 'settingsKey'
    | 'publicBaseUrl'
    | 'sandboxRefundNotifyMs'
    | 'smtp'
    | 'idVerification'
    | 'readDb'
    | 'douyinApiBase'
    | 'trustProxy'
  > = {}
): Promise<TestApp> {
  const { db, drop } = await openSeededDb(engine)
  let now = NOON
  const app = await buildApp({
    db,
    readDb: options.readDb,
    logLevel: process.env.TLOG ?? 'silent',
    now: () => now,
    h5Dir: options.h5Dir,
    identity: options.identity,
    orderGate: options.orderGate,
    sweepOrders: false,
    rateLimits: options.rateLimits ?? { enabled: false },
    production: options.production,
    docs: options.docs,
    settingsKey: options.settingsKey,
    publicBaseUrl: options.publicBaseUrl,
    sandboxRefundNotifyMs: options.sandboxRefundNotifyMs,
    smtp: options.smtp,
    idVerification: options.idVerification,
    douyinApiBase: options.douyinApiBase,
    trustProxy: options.trustProxy
  })
  return {
    app,
    db,
    setNow: (date) => {
      now = date
    },
    forgetCaches: () => {
      app.replyCache.clear()
      app.shopConfigs.forget()
    },
    async get<T>(url: string, headers: Record<string, string> = {}) {
      const res = await app.inject({ method: 'GET', url, headers })
      return { status: res.statusCode, body: res.json() as Envelope<T> }
    },
    async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) {
      const res = await app.inject({
        method,
        url,
        headers: await withBuyingProofs(app, url, payload, headers),
        ...(payload ? { payload } : {})
      })
      return { status: res.statusCode, body: res.json() as Envelope<T> }
    },
    async close() {
      await app.close()
      await drop()
    }
  }
}

/**
 * As the app's request layer does: order-creation calls carry the buyer's risk token for the show (from
 * check_right) and a passId (from the public show data). A test that sets risk-token itself, even to
 * '', gets exactly what it set.
 */
async function withBuyingProofs(
  app: FastifyInstance,
  url: string,
  payload: object | undefined,
  headers: Record<string, string>
): Promise<Record<string, string>> {
  if (!/\/(pre_order|create_order)(\?|$)/.test(url) || !headers['access-token'] || 'risk-token' in headers) return headers
  const body = payload as { showId?: string; items?: Array<{ showId?: string }> } | undefined
  const showId = body?.showId ?? body?.items?.[0]?.showId ?? ''
  const risk = await app.inject({
    method: 'GET',
    url: `/buyer/buyer/v1/risk_shows/${encodeURIComponent(showId)}/check_right`,
    headers: { 'access-token': headers['access-token'] }
  })
  const show = await app.inject({ method: 'GET', url: `/show/pub/v5/show/${encodeURIComponent(showId)}/dynamic` })
  return { ...headers, 'risk-token': risk.json().data?.token ?? '', 'pass-id': show.json().data?.passId ?? '' }
}
