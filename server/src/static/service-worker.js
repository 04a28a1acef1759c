/*
 * The H5 storefront's service worker (served at /sw.js by the gateway, static/service-worker.ts, which
 * writes in the build's version and the gateway's API paths). It keeps the app shell so a reload with no
 * network opens the app: the ticket holder then shows the kept tickets from the request layer's own
 * fallback cache (voucher-cache.ts). It never keeps an API reply: the app's fallback decides what a stale
 * reply may show.
 * - Pages (navigations): network first; the last page served online is kept as the shell and answers
 *   every navigation while offline (the router picks the page from the address).
 * - Hashed scripts and styles: cache first (a hashed name never changes its content).
 * - Other files of the build (icons, fonts, unhashed files): network first, the kept copy offline.
 * - API paths and other origins: not touched.
 */
const VERSION = '__SW_VERSION__'
const API_PREFIXES = __API_PREFIXES__
const CACHE = `stagedoor-h5-${VERSION}`
const SHELL_KEY = '/__shell__'
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/

// The gateway's isApiPath (http/api-paths.ts), in the worker's language.
const isApi = (pathname) => API_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p))
const sameOrigin = (url) => url.origin === self.location.origin

/** Keeps the hashed files a page refers to, or that the page already loaded before this worker ran. */
async function keepAssets(urls) {
  const cache = await caches.open(CACHE)
  await Promise.all(
    urls.map(async (raw) => {
      const url = new URL(raw, self.location.origin)
      if (!sameOrigin(url) || isApi(url.pathname) || !HASHED.test(url.pathname)) return
      if (await cache.match(url.pathname)) return
      try {
        const reply = await fetch(url.pathname)
        if (reply.ok) await cache.put(url.pathname, reply)
      } catch {
        // Offline or gone: kept the next time the page loads it.
      }
    })
  )
}

/** The storefront page, fetched now, kept as the shell with the files it names. */
async function keepShell() {
  const reply = await fetch('/', { cache: 'no-store' })
  if (!reply.ok) return
  const html = await reply.clone().text()
  await (await caches.open(CACHE)).put(SHELL_KEY, reply)
  await keepAssets([...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]))
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    keepShell()
      .catch(() => undefined)
      .then(() => self.skipWaiting())
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('stagedoor-h5-') && name !== CACHE) await caches.delete(name)
      await self.clients.claim()
    })()
  )
})

// The page sends the files it loaded before this worker controlled it (service-worker.h5.ts).
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'keep-assets' && Array.isArray(event.data.urls)) event.waitUntil(keepAssets(event.data.urls))
})

async function page(request) {
  const cache = await caches.open(CACHE)
  try {
    const reply = await fetch(request)
    if (reply.ok && (reply.headers.get('content-type') || '').startsWith('text/html')) await cache.put(SHELL_KEY, reply.clone())
    return reply
  } catch (error) {
    const kept = await cache.match(SHELL_KEY)
    if (kept) return kept
    throw error
  }
}

async function hashed(request, pathname) {
  const cache = await caches.open(CACHE)
  const kept = await cache.match(pathname)
  if (kept) return kept
  const reply = await fetch(request)
  if (reply.ok) await cache.put(pathname, reply.clone())
  return reply
}

async function other(request, pathname) {
  const cache = await caches.open(CACHE)
  try {
    const reply = await fetch(request)
    if (reply.ok) await cache.put(pathname, reply.clone())
    return reply
  } catch (error) {
    const kept = await cache.match(pathname)
    if (kept) return kept
    throw error
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (!sameOrigin(url) || isApi(url.pathname) || url.pathname === '/sw.js') return
  if (request.mode === 'navigate') event.respondWith(page(request))
  else if (HASHED.test(url.pathname)) event.respondWith(hashed(request, url.pathname))
  else if (/\.[a-z0-9]+$/i.test(url.pathname)) event.respondWith(other(request, url.pathname))
})
