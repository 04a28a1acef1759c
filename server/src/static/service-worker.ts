/**
 * GET /sw.js: the H5 storefront's service worker (service-worker.js), with the build's version and the
 * gateway's API paths written in. Served from the gateway's own origin (the CSP allows workers from
 * 'self' only), never cached by the browser (no-cache), so a new build's worker is found on the next
 * load and replaces the old one with its own cache.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'

const TEMPLATE = fs.readFileSync(path.join(__dirname, 'service-worker.js'), 'utf8')

/**
 * The worker for the build in `dir`: its version follows the build's index.html and the worker's own
 * text; `apiPrefixes` are the gateway's call paths (h5.ts), which the worker leaves to the network.
 */
export function serviceWorkerScript(dir: string, apiPrefixes: readonly string[]): string {
  const index = fs.readFileSync(path.join(dir, 'index.html'), 'utf8')
  const version = createHash('sha256').update(index).update(TEMPLATE).digest('hex').slice(0, 16)
  return TEMPLATE.replace("'__SW_VERSION__'", JSON.stringify(version)).replace('__API_PREFIXES__', JSON.stringify(apiPrefixes))
}

export function registerServiceWorker(app: FastifyInstance, dir: string, apiPrefixes: readonly string[]): void {
  app.get('/sw.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8').send(serviceWorkerScript(dir, apiPrefixes))
  )
}
