/**
 * Serves the H5 build: files as they are (hashed assets cached for a year) and index.html for client
 * routes, so deep links like /content/123 open in Taro's browser router (the page as kept with its first
 * page's data: static/page-documents.ts). API paths never fall back.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { SIGN_IN_SOURCES, contentSecurityPolicy, inlineScriptHashes } from '../http/security-headers'
import { API_PREFIXES, isApiPath, pathOf } from '../http/api-paths'
import { registerServiceWorker } from './service-worker'

/**
 * The static plugin's route for the build's files: a client route's path reaches it first, finds no file
 * (the build has none without an extension) and goes on to the not-found handler, which sends the page.
 */
export const H5_FILES_ROUTE = '/*'

/** A storefront page's path: not a gateway call, and no file extension (the build's files all have one). */
export function isClientPath(pathname: string): boolean {
  return !isApiPath(pathname) && path.extname(pathname) === ''
}

export function isClientRoute(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && isClientPath(pathOf(request.url))
}

export async function registerH5(app: FastifyInstance, dir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    app.log.warn(`no H5 build in ${dir}: the storefront pages are not served (npm run build:h5)`)
    return false
  }
  await app.register(fastifyStatic, {
    root: dir,
    index: false,
    // The .br and .gz copies the build writes beside each file (scripts/precompress.js), as the browser accepts.
    preCompressed: true,
    setHeaders(res, served) {
      const file = served.replace(/\.(br|gz)$/, '')
      res.header('cache-control', /\.[0-9a-f]{8,}\.(js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache')
      // index.html asked for by name gets the same policy as the page served for client routes.
      if (file.endsWith('.html'))
        res.header('content-security-policy', contentSecurityPolicy(inlineScriptHashes(fs.readFileSync(file, 'utf8')), SIGN_IN_SOURCES))
    }
  })
  registerServiceWorker(app, dir, API_PREFIXES)
  return true
}
