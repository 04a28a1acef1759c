/**
 * Serves a single-page build: files as they are (hashed assets cached for a year, gzip when the client
 * accepts it), and index.html for any other path so the client router can open deep links.
 */
const http = require('http')
const fs = require('fs')
const path = require('path')
const zlib = require('zlib')

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf'
}

function createStaticServer(dir) {
  const base = path.resolve(dir)
  const gzipCache = new Map()

  return http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    let pathname
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname)
    } catch {
      pathname = '/'
    }
    const candidate = path.resolve(base, `.${pathname}`)
    const inside = candidate === base || candidate.startsWith(base + path.sep)
    const isFile = inside && fs.existsSync(candidate) && fs.statSync(candidate).isFile()
    // A path that looks like a file but is missing is a real 404; anything else is a client route.
    if (!isFile && path.extname(pathname) && pathname !== '/index.html') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const file = isFile ? candidate : path.join(base, 'index.html')
    const ext = path.extname(file)
    const hashed = /\.[0-9a-f]{8,}\.(js|css)$/.test(file)
    const headers = {
      'Content-Type': TYPES[ext] || 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff'
    }
    let body = fs.readFileSync(file)
    if (/\bgzip\b/.test(req.headers['accept-encoding'] || '') && /\.(js|css|html|json|svg)$/.test(file)) {
      const key = `${file}:${body.length}`
      if (!gzipCache.has(key)) gzipCache.set(key, zlib.gzipSync(body))
      body = gzipCache.get(key)
      headers['Content-Encoding'] = 'gzip'
      headers.Vary = 'Accept-Encoding'
    }
    headers['Content-Length'] = body.length
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  })
}

module.exports = { createStaticServer }
