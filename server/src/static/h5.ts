/**
 * Serves the H5 build: files as they are (hashed assets cached for a year) and index.html for client
 * routes, so deep links like /content/123 open in Taro's browser router. API paths never fall back.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'

const API_PREFIXES = ['/home/', '/show/', '/buyer/', '/user/', '/trade/', '/acs/', '/fulfill/', '/pub/', '/dev/', '/docs', '/healthz']

export function isClientRoute(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0]
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !API_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p)) &&
    path.extname(pathname) === ''
  )
}

export async function registerH5(app: FastifyInstance, dir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    app.log.warn(`no H5 build in ${dir}: the storefront pages are not served (npm run build:h5)`)
    return false
  }
  await app.register(fastifyStatic, {
    root: dir,
    index: false,
    setHeaders(res, file) {
      res.header('cache-control', /\.[0-9a-f]{8,}\.(js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache')
    }
  })
  return true
}

/** Read on each request (a few hundred bytes) so a rebuilt H5 is served without a restart. */
export function sendIndex(reply: FastifyReply, dir: string): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.readFileSync(path.join(dir, 'index.html')))
}
