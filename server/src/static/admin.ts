/**
 * Serves the merchant console's build (dist/admin, a Vite app built with base /admin/) at /admin: hashed
 * assets cached for a year, index.html never cached and answered for every deep link (/admin/storefront,
 * /admin/door/...) so the console's router opens them. Same policy as the storefront: scripts from the
 * gateway and the page's own inline scripts by hash; inline styles (antd's CSS-in-JS) are allowed.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fastifyStatic from '@fastify/static'
import { contentSecurityPolicy, inlineScriptHashes } from '../http/security-headers'
import { notFoundReply } from '../http/error-handler'
import { pathOf } from '../http/api-paths'

export const ADMIN_PREFIX = '/admin'

function sendAdminIndex(reply: FastifyReply, dir: string): FastifyReply {
  const page = fs.readFileSync(path.join(dir, 'index.html'), 'utf8')
  return reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', contentSecurityPolicy(inlineScriptHashes(page)))
    .type('text/html; charset=utf-8')
    .send(page)
}

/** false (and nothing registered) when there is no build. */
export async function registerAdminConsole(app: FastifyInstance, dir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    app.log.warn(`no console build in ${dir}: /admin is not served (npm run build:admin)`)
    return false
  }
  await app.register(
    async (admin) => {
      await admin.register(fastifyStatic, {
        root: dir,
        prefix: '/',
        index: false,
        // The storefront's static plugin already decorated the reply.
        decorateReply: false,
        preCompressed: true,
        setHeaders(res, served) {
          const file = served.replace(/\.(br|gz)$/, '')
          res.header(
            'cache-control',
            /[.-][0-9A-Za-z_-]{8,}\.(js|css|woff2?|svg|png)$/.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache'
          )
          if (file.endsWith('.html'))
            res.header('content-security-policy', contentSecurityPolicy(inlineScriptHashes(fs.readFileSync(file, 'utf8'))))
        }
      })
      admin.get('/', { schema: { hide: true } }, async (_request, reply) => sendAdminIndex(reply, dir))
      // A deep link (no file extension) is the console's page; a missing file is a 404.
      admin.setNotFoundHandler((request, reply) => {
        const pathname = pathOf(request.url)
        if ((request.method === 'GET' || request.method === 'HEAD') && path.extname(pathname) === '') return sendAdminIndex(reply, dir)
        return notFoundReply(request, reply)
      })
    },
    { prefix: ADMIN_PREFIX }
  )
  return true
}
