/**
 * The H5 service worker (README "Reloading the H5 page with no network"): served by the gateway at
 * /sw.js from its own origin, never cached by the browser, allowed by the CSP, written for the build it
 * serves and leaving the gateway's calls to the network.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import vm from 'node:vm'
import { seededApp, type TestApp } from '../helpers/helpers'
import { API_PREFIXES } from '../../src/http/api-paths'

describe('GET /sw.js', () => {
  let t: TestApp
  let h5Dir: string
  before(async () => {
    h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-sw-'))
    fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><div id="app"></div>')
    t = await seededApp('pglite', { h5Dir })
  })
  after(async () => {
    await t.close()
    fs.rmSync(h5Dir, { recursive: true, force: true })
  })

  const get = () => t.app.inject({ method: 'GET', url: '/sw.js' })

  test('is JavaScript, no-cache, under a CSP that lets the page register it from the gateway only', async () => {
    const res = await get()
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /^application\/javascript/)
    assert.equal(res.headers['cache-control'], 'no-cache')
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])
    assert.match(csp, /worker-src 'self'(;|$)/)
    assert.match(csp, /script-src 'self'/)
  })

  test("carries the gateway's API paths and a version that changes with the build", async () => {
    const first = (await get()).body
    assert.ok(!first.includes('__SW_VERSION__') && !first.includes('__API_PREFIXES__'))
    assert.ok(first.includes(JSON.stringify(API_PREFIXES)))
    // It parses as a script.
    assert.doesNotThrow(() => new vm.Script(first))
    fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><div id="app"></div><script src="/js/app.0123abcd.js"></script>')
    const rebuilt = (await get()).body
    const version = (body: string) => /const VERSION = "([0-9a-f]+)"/.exec(body)?.[1]
    assert.ok(version(first))
    assert.notEqual(version(rebuilt), version(first))
  })

  test('"never cache API replies in the SW": its fetch handler leaves API paths and other origins to the network; pages and hashed files it answers', async () => {
    const script = (await get()).body
    const handlers: Record<string, (event: unknown) => void> = {}
    const answered: string[] = []
    const self = {
      location: { origin: 'https://shop.example' },
      addEventListener: (name: string, fn: (event: unknown) => void) => (handlers[name] = fn)
    }
    const cache = { match: async () => undefined, put: async () => undefined }
    vm.runInNewContext(script, {
      self,
      caches: { open: async () => cache },
      fetch: () => Promise.reject(new Error('offline')),
      URL,
      console
    })
    const fetchEvent = (url: string, mode = 'cors', method = 'GET') => ({
      request: { url, mode, method },
      respondWith: (reply: Promise<unknown>) => {
        answered.push(url)
        // Offline and nothing kept: the worker answers the network's own failure.
        reply.catch(() => undefined)
      }
    })
    for (const url of [
      'https://shop.example/buyer/buyer/v1/tickets',
      'https://shop.example/home/pub/v1/layouts',
      'https://shop.example/pub/v1/images/x.png',
      'https://cdn.example/js/app.0123abcd.js',
      'https://shop.example/sw.js'
    ]) {
      handlers.fetch(fetchEvent(url))
    }
    handlers.fetch(fetchEvent('https://shop.example/js/app.0123abcd.js', 'cors', 'POST'))
    assert.deepEqual(answered, [])
    handlers.fetch(fetchEvent('https://shop.example/ticket', 'navigate'))
    handlers.fetch(fetchEvent('https://shop.example/js/app.0123abcd.js'))
    handlers.fetch(fetchEvent('https://shop.example/css/app.89abcdef.css'))
    assert.deepEqual(answered, [
      'https://shop.example/ticket',
      'https://shop.example/js/app.0123abcd.js',
      'https://shop.example/css/app.89abcdef.css'
    ])
    // A navigation to an API path (the sandbox cashier page) is not the app shell.
    handlers.fetch(fetchEvent('https://shop.example/pub/v1/payments/sandbox/cashier?paymentId=x', 'navigate'))
    assert.equal(answered.length, 3)
  })
})
