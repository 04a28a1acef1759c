/**
 * The network edge on H5: the browser's fetch. Taro.request on H5 is fetch too, but it brings polyfills for
 * browsers without fetch or AbortController (whatwg-fetch, abortcontroller-polyfill) and a JSONP client
 * into the bundle every first page loads (about 10 KiB gzip, scripts/size.js), and its timeout surfaces as
 * an abort the request layer cannot tell from a lost connection. Every browser the H5 page runs in
 * (WeChat's and Alipay's web views, current mobile and desktop browsers) has both.
 */
import type { RawReply, TransportRequest } from './http-transport'

export type { HttpMethod, RawReply, TransportRequest } from './http-transport'

/** The error a timeout rejects with: RequestClient reads "timeout" in its message. */
export class TransportTimeout extends Error {
  constructor(ms: number) {
    super(`request:fail timeout after ${ms} ms`)
  }
}

function query(data: Record<string, unknown>): string {
  const pairs = Object.entries(data).filter(([, v]) => v !== undefined && v !== null)
  return pairs
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`)
    .join('&')
}

export async function send(req: TransportRequest): Promise<RawReply> {
  const isGet = req.method === 'GET'
  let url = req.url
  if (isGet && req.data) {
    const q = query(req.data)
    if (q) url += (url.includes('?') ? '&' : '?') + q
  }
  const headers: Record<string, string> = { ...req.header }
  if (!isGet && req.data !== undefined && !Object.keys(headers).some((k) => k.toLowerCase() === 'content-type')) {
    headers['Content-Type'] = 'application/json'
  }
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, req.timeout)
  try {
    const res = await fetch(url, {
      method: req.method,
      headers,
      body: isGet || req.data === undefined ? undefined : JSON.stringify(req.data),
      signal: controller.signal
    })
    const header: Record<string, string> = {}
    res.headers.forEach((value, key) => {
      header[key] = value
    })
    // A body that is not JSON (a proxy's error page) reads as no envelope; the status then decides.
    const data: unknown = res.status === 204 ? null : await res.json().catch(() => null)
    return { statusCode: res.status, data, header }
  } catch (cause) {
    if (timedOut) throw new TransportTimeout(req.timeout)
    throw cause
  } finally {
    clearTimeout(timer)
  }
}
