/**
 * H5's transport (http-transport.h5.ts): the browser's fetch in Taro.request's terms, so RequestClient
 * reads it as it reads Taro's. calls-errors-limits.md section 9: "Per-call timeouts ... the default is 5 s";
 * a timeout must reach the request layer as a timeout (its "request timed out" text), not as a lost network.
 */
import { send, TransportTimeout } from '../src/services/request/http-transport.h5'

type FetchArgs = [string, RequestInit]
const calls: FetchArgs[] = []
let reply: () => Promise<Response>

beforeEach(() => {
  calls.length = 0
  global.fetch = ((url: string, init: RequestInit) => {
    calls.push([url, init])
    return reply()
  }) as typeof fetch
})

test('a GET carries its data in the query and no body', async () => {
  reply = async () => new Response(JSON.stringify({ statusCode: 200, data: 1 }), { headers: { 'x-a': 'b' } })
  const res = await send({ url: '/api/x?a=1', method: 'GET', data: { q: 'a b', n: 2, none: undefined }, header: {}, timeout: 1000 })
  expect(calls[0][0]).toBe('/api/x?a=1&q=a%20b&n=2')
  expect(calls[0][1].body).toBeUndefined()
  expect(res).toEqual({
    statusCode: 200,
    data: { statusCode: 200, data: 1 },
    header: { 'content-type': 'text/plain;charset=UTF-8', 'x-a': 'b' }
  })
})

test('a POST sends JSON with its content type unless the caller named one', async () => {
  reply = async () => new Response('{}')
  await send({ url: '/api/y', method: 'POST', data: { a: [1] }, header: { token: 't' }, timeout: 1000 })
  expect(calls[0][1].body).toBe('{"a":[1]}')
  expect(calls[0][1].headers).toEqual({ token: 't', 'Content-Type': 'application/json' })
  await send({
    url: '/api/y',
    method: 'POST',
    data: { a: 1 },
    header: { 'content-type': 'application/json; charset=utf-8' },
    timeout: 1000
  })
  expect(calls[1][1].headers).toEqual({ 'content-type': 'application/json; charset=utf-8' })
})

test("a body that is not JSON (a proxy's error page) reads as no envelope, with its status", async () => {
  reply = async () => new Response('<html>bad gateway</html>', { status: 502 })
  expect(await send({ url: '/api/z', method: 'GET', data: undefined, header: {}, timeout: 1000 })).toMatchObject({
    statusCode: 502,
    data: null
  })
})

test('a reply slower than the timeout rejects as a timeout, which the request layer tells from a lost network', async () => {
  reply = () =>
    new Promise((_, reject) => {
      const signal = calls[calls.length - 1][1].signal as AbortSignal
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
    })
  const error = await send({ url: '/api/slow', method: 'GET', data: undefined, header: {}, timeout: 20 }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(TransportTimeout)
  expect(String((error as Error).message)).toMatch(/timeout/)
})

test('a lost connection rejects with what fetch threw', async () => {
  reply = async () => {
    throw new TypeError('Failed to fetch')
  }
  await expect(send({ url: '/api/gone', method: 'GET', data: undefined, header: {}, timeout: 1000 })).rejects.toThrow('Failed to fetch')
})
