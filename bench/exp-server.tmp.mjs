import http from 'node:http'
import crypto from 'node:crypto'
import Fastify from 'fastify'
const body = crypto.randomBytes(2000)
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', vary: 'accept-encoding', 'cache-control': 'no-cache', etag: '"abc123def456"', 'content-security-policy': "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests", 'cross-origin-opener-policy': 'same-origin', 'cross-origin-resource-policy': 'same-origin', 'origin-agent-cluster': '?1', 'referrer-policy': 'no-referrer', 'strict-transport-security': 'max-age=31536000; includeSubDomains', 'x-content-type-options': 'nosniff', 'x-dns-prefetch-control': 'off', 'x-download-options': 'noopen', 'x-frame-options': 'SAMEORIGIN', 'x-permitted-cross-domain-policies': 'none', 'x-xss-protection': '0' }
const kind = process.argv[2]
if (kind === 'node-raw') globalThis.junk = Array.from({ length: 3e6 }, (_, i) => ({ i, s: 'x' + i, a: [i] }))
if (kind === 'fastify') {
  const app = Fastify()
  app.get('/*', async (_r, reply) => reply.headers(headers).send(body))
  await app.listen({ port: 39201, host: '127.0.0.1' })
} else {
  const full = { ...headers, 'content-length': String(body.length) }
  const server = http.createServer((req, res) => { if (kind === 'node') void req.headers['accept-encoding']; else { const r = req.rawHeaders; for (let i = 0; i < r.length; i += 2) if (r[i].length === 15 && r[i].toLowerCase() === 'accept-encoding') void r[i + 1] } res.writeHead(200, full); res.end(body) })
  if (kind === 'node-rt0') server.requestTimeout = 0
  server.keepAliveTimeout = 72000
  server.listen(39201, '127.0.0.1')
}
console.log('ready')
