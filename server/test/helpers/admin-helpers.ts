/** A console client for the admin tests: keeps its cookies (staff session, CSRF secret) like a browser and sends x-csrf-token. */
import assert from 'node:assert/strict'
import { seededApp, type Engine, type TestApp, type Envelope } from './helpers'
import { ADMIN_API, CSRF_HEADER } from '../../../types/api/staff'
import { seedDemoStaff, DEMO_STAFF_PASSWORD } from '../../src/seed/demo-staff'
import { DEMO_MERCHANT_ID } from '../../src/seed/catalog'

export { DEMO_STAFF_PASSWORD }
export const OWNER = 'owner@demo.stagedoor.test'
export const OPERATOR = 'operator@demo.stagedoor.test'
export const FINANCE = 'finance@demo.stagedoor.test'
export const DOOR = 'door@demo.stagedoor.test'

export async function withDemoStaff(t: TestApp): Promise<void> {
  await seedDemoStaff(t.db)
}

export interface ConsoleClient {
  cookies: Map<string, string>
  csrf: string
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    headers?: Record<string, string>
  ): Promise<{ status: number; body: Envelope<T>; setCookie: string[] }>
}

export async function consoleClient(t: TestApp): Promise<ConsoleClient> {
  const client: ConsoleClient = {
    cookies: new Map(),
    csrf: '',
    async call<T>(
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      payload?: object,
      headers: Record<string, string> = {}
    ) {
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      const res = await t.app.inject({
        method,
        url: `${ADMIN_API}${path}`,
        headers: { ...(cookie ? { cookie } : {}), ...(method === 'GET' || !client.csrf ? {} : { [CSRF_HEADER]: client.csrf }), ...headers },
        ...(payload ? { payload } : {})
      })
      const raw = res.headers['set-cookie']
      const setCookie = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]
      for (const line of setCookie) {
        const [pair] = line.split(';')
        const eq = pair.indexOf('=')
        const name = pair.slice(0, eq)
        const value = pair.slice(eq + 1)
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) client.cookies.delete(name)
        else client.cookies.set(name, value)
      }
      return { status: res.statusCode, body: res.json() as Envelope<T>, setCookie }
    }
  }
  client.csrf = (await client.call<{ token: string }>('GET', '/csrf')).body.data.token
  return client
}

/** A console client logged in to the merchant named (the demo merchant unless told), as the console's link names it. */
export async function loggedIn(
  t: TestApp,
  email: string,
  password = DEMO_STAFF_PASSWORD,
  merchantId = DEMO_MERCHANT_ID
): Promise<ConsoleClient> {
  const client = await consoleClient(t)
  const res = await client.call('POST', '/session', { email, password, merchantId })
  assert.equal(res.body.statusCode, 200, res.body.comments)
  return client
}

/** A seeded app with the demo staff, and a console client logged in as each email given, in that order. */
export async function staffedApp(engine: Engine, ...emails: string[]): Promise<{ t: TestApp; staff: ConsoleClient[] }> {
  const t = await seededApp(engine)
  await withDemoStaff(t)
  const staff: ConsoleClient[] = []
  for (const email of emails) staff.push(await loggedIn(t, email))
  return { t, staff }
}
