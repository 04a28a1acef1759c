/**
 * Serving the console (issue #16 item 8): dist/admin at /admin, index.html for deep links and never
 * cached, hashed assets cached long, the storefront's CSP with the page's inline scripts by hash and
 * inline styles allowed (antd's CSS-in-JS); a missing file is a 404, not the page.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { openTestDb, type TestDb } from '../helpers/helpers'
import { migrate } from '../../src/db/migrate'
import { buildApp } from '../../src/app'

describe('the console build at /admin', () => {
  let app: FastifyInstance
  let tdb: TestDb
  before(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'admin-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><script>window.boot=1</script><script type="module" src="/admin/assets/index-AbC123xy.js"></script></head><body><div id="root"></div></body></html>'
    )
    writeFileSync(join(dir, 'assets', 'index-AbC123xy.js'), 'console.log(1)')
    tdb = await openTestDb('pglite')
    await migrate(tdb.db)
    app = await buildApp({ db: tdb.db, logLevel: 'silent', adminDir: dir, sweepOrders: false, rateLimits: { enabled: false } })
  })
  after(async () => {
    await app.close()
    await tdb.drop()
  })

  test('the page for /admin and every deep link, no-cache, with its CSP', async () => {
    for (const url of ['/admin', '/admin/', '/admin/storefront', '/admin/door/sessions/x?date=2026-11-22']) {
      const res = await app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 200, url)
      assert.match(res.body, /<div id="root">/, url)
      assert.equal(res.headers['cache-control'], 'no-cache', url)
      const csp = String(res.headers['content-security-policy'])
      assert.match(csp, /script-src 'self' 'sha256-[^']+'/, url)
      assert.match(csp, /style-src 'self' 'unsafe-inline'/, url)
    }
  })

  test('hashed assets are cached for a year; a missing file is a 404 envelope', async () => {
    const asset = await app.inject({ method: 'GET', url: '/admin/assets/index-AbC123xy.js' })
    assert.equal(asset.statusCode, 200)
    assert.match(String(asset.headers['cache-control']), /max-age=31536000, immutable/)
    const missing = await app.inject({ method: 'GET', url: '/admin/assets/gone-12345678.js' })
    assert.equal(missing.statusCode, 404)
    assert.equal(missing.json().errorCode, 'NOT_FOUND')
  })

  test('admin API paths never fall back to the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin-api/v1/nothing-here' })
    assert.equal(res.json().errorCode, 'NOT_FOUND')
  })
})
