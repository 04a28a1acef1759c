/**
 * Browse benchmark: the first-page documents (home and a show's detail, as a browser asks for them, brotli
 * accepted) and every public call the H5 makes on home, list/search and show detail, each interleaved with a Fastify hello-world (A B A B A B) on the same machine, on PGlite and on
 * PostgreSQL. Prints one table per engine: the product's req/s and tail, the reference's, and the ratio.
 * Goal: every row ≥ 80% of hello-world, p99 ≤ 20 ms.
 *
 *   npm run bench:browse                       # both engines
 *   ENGINES=pglite SECONDS=3 ROUNDS=3 npm run bench:browse
 *
 * The gateway runs with its production settings, RATE_LIMITS=off (the load comes from one address). The
 * documents need the H5 build in dist/h5 (npm run build:h5); the bench stops if a page lacks its data.
 * ONLY=document measures just the rows whose name contains it. Every call is first asked for WARM_SECONDS
 * (1) unmeasured, and the hello-world too, so the slices compare warm processes.
 *
 * The calls accept gzip and brotli, as the browser's fetch does. The documents, shop/configs and the two
 * longest replies are also measured against the same bytes: the reply exactly as the
 * gateway sent it (body and headers, brotli), answered at once by the hello-world's Fastify
 * (bench/lib/hello-world.ts, GET /same-bytes/:name). Its ratio to hello-world is what the reply's size
 * and headers alone cost; the product's ratio to it is what the gateway's own work costs.
 *
 * PROCESSES=1,2,4 (issue "Scale-out": "runs the browse calls on 1, 2 and 4 processes"): instead, on
 * PostgreSQL and Redis (REDIS_URL, default its database 11), the gateway started with WORKERS=1, then 2,
 * then 4 (one port, node:cluster), each measured on the main browse calls (PROCESS_CALLS: the names'
 * beginnings, comma-separated) against the hello-world in the same interleaved run; one table, a row
 * per process count and call: req/s, p99 and the ratio.
 */
import http from 'node:http'
import { benchDatabase, startGateway, startHelloWorld, type Engine } from './lib/processes'
import { hammer, interleaved, pct, row } from './lib/load'
import { FIRST_PAGE_DATA_ID } from '../types/api/first-page'

const ENGINES = (process.env.ENGINES ?? 'pglite,postgres').split(',') as Engine[]
const SECONDS = Number(process.env.SECONDS ?? 2)
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50)
/** Each call is asked this long, unmeasured, before the first slice. */
const WARM_SECONDS = Number(process.env.WARM_SECONDS ?? 1)

/** The query string the app's request layer adds to every call (H5, zh). */
const APP_QUERY = 'src=H5&ver=4.8.0&merchantId=demo&appId=h5&lang=zh&utcOffset=0&terminalSrc=H5'

interface Envelope<T> {
  statusCode: number
  data: T
}

async function json<T>(url: string): Promise<T> {
  const reply = (await (await fetch(url)).json()) as Envelope<T>
  if (reply.statusCode !== 200) throw new Error(`${url}: ${JSON.stringify(reply).slice(0, 300)}`)
  return reply.data
}

/** A request as the bench sends it: a name, a path and the headers it carries. */
type Call = [name: string, path: string, headers?: Record<string, string>]

/** How a browser asks for a page: it accepts brotli. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }
/** How the H5's calls ask (the browser's fetch accepts the same encodings). */
const APP = { 'accept-encoding': 'gzip, deflate, br' }

/** Refuses to measure a page that is not what a browser gets: br-encoded, with the first page's data in it. */
async function checkDocument(url: string): Promise<void> {
  const res = await fetch(url, { headers: BROWSER })
  const text = await res.text()
  if (res.status !== 200 || res.headers.get('content-encoding') !== 'br' || !text.includes(`id="${FIRST_PAGE_DATA_ID}"`))
    throw new Error(
      `${url}: ${res.status}, content-encoding ${res.headers.get('content-encoding')}, data block ${text.includes(FIRST_PAGE_DATA_ID)}`
    )
}

/** Headers that belong to one connection or moment, not to the reply. */
const NOT_STORED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])

/**
 * The reply to `path` as the gateway sends it (undecoded: fetch would undo the brotli), stored in the
 * hello-world as `name`; answers the hello-world's path that replays it.
 */
async function storeSameBytes(
  base: string,
  helloBase: string,
  name: string,
  path: string,
  headers: Record<string, string> = {}
): Promise<string> {
  const sent = await new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    http
      .get(base + path, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const kept: Record<string, string> = {}
          for (const [key, value] of Object.entries(res.headers))
            if (value !== undefined && !NOT_STORED.has(key)) kept[key] = Array.isArray(value) ? value.join(', ') : value
          resolve({ headers: kept, body: Buffer.concat(chunks) })
        })
      })
      .on('error', reject)
  })
  const res = await fetch(`${helloBase}/same-bytes/${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ headers: sent.headers, base64: sent.body.toString('base64') })
  })
  if (!res.ok) throw new Error(`storing ${name} in the hello-world: ${res.status}`)
  return `/same-bytes/${name}`
}

/** The rows measured against the same bytes too: the documents, the call every page makes and the longest replies. */
const SAME_BYTES_ROWS = ['document', 'shop/configs', 'masonry', 'show_list/search (list)']

/** The first-page documents: home and a show's detail page (the H5 must be built: npm run build:h5). */
async function documentCalls(base: string, showId: string): Promise<Call[]> {
  const calls: Call[] = [
    ['document / (home, br)', '/', BROWSER],
    ['document /content/{id} (show, br)', `/content/${showId}`, BROWSER]
  ]
  for (const [, path] of calls) await checkDocument(base + path)
  return calls
}

/** The calls, as the H5 makes them on home, the list/search pages, a show's detail page, the shop tab and a goods detail. */
async function browseCalls(base: string, documents = true): Promise<Call[]> {
  const q = (path: string, extra = '') => `${path}?${APP_QUERY}${extra ? `&${extra}` : ''}`
  const list = await json<{ list: Array<{ showId: string }> }>(`${base}${q('/home/pub/v3/show_list/search', 'length=20')}`)
  const showId = list.list[0].showId
  const sessions = await json<Array<{ bizShowSessionId: string }>>(`${base}${q(`/show/pub/v5/show/${showId}/sessions_static_data`)}`)
  const sessionId = sessions[0].bizShowSessionId
  const goods = await json<{ items: Array<{ id: string }> }>(`${base}${q('/pub/v5/spus', 'length=20')}`)
  const spuId = goods.items[0].id
  return [
    ...(documents ? await documentCalls(base, showId) : []),
    ['shop/configs (every page)', q('/home/pub/v5/shop/configs'), APP],
    ['layouts HOME', q('/home/pub/v5/layouts', 'page=HOME&cityId=BL1106'), APP],
    [
      'masonry_component_data (home feed)',
      q('/home/pub/v5/masonry_component_data', 'length=20&layoutId=L-HOME&componentId=feed&componentType=WATERFALL&offset=0&cityId=BL1106'),
      APP
    ],
    ['show_list/search (list)', q('/home/pub/v3/show_list/search', 'pageType=CATEGORY&offset=0&length=20&sortType=RECOMMEND'), APP],
    [
      'show_list/search (keyword)',
      q('/home/pub/v3/show_list/search', `pageType=SEARCH&keyword=${encodeURIComponent('音乐')}&offset=0&length=20`),
      APP
    ],
    [
      'show_list/search (keyword, few in the city: + other cities)',
      q('/home/pub/v3/show_list/search', `pageType=SEARCH&keyword=${encodeURIComponent('星河')}&cityId=BL1101&offset=0&length=20`),
      APP
    ],
    ['search_terms/trending', q('/home/pub/v1/search_terms/trending'), APP],
    ['backend_categories', q('/show/pub/v1/backend_categories'), APP],
    ['show static', q(`/show/pub/v5/show/${showId}/static`, 'cityId=BL1106'), APP],
    ['show dynamic', q(`/show/pub/v5/show/${showId}/dynamic`, 'cityId=BL1106'), APP],
    ['service_notes', q(`/buyer/pub/v1/shows/${showId}/service_notes`), APP],
    ['sessions_static_data', q(`/show/pub/v5/show/${showId}/sessions_static_data`), APP],
    ['sessions_dynamic_data', q(`/show/pub/v5/show/${showId}/sessions_dynamic_data`), APP],
    ['seat_plans_static_data', q(`/show/pub/v5/show/${showId}/session/${sessionId}/seat_plans_static_data`), APP],
    ['seat_plans_dynamic_data', q(`/show/pub/v5/show/${showId}/session/${sessionId}/seat_plans_dynamic_data`), APP],
    ['layouts SHOP (shop tab)', q('/home/pub/v5/layouts', 'page=SHOP'), APP],
    ['spu_categories (shop tab)', q('/pub/v5/spu_categories'), APP],
    ['spus (shop tab list)', q('/pub/v5/spus', 'offset=0&length=20'), APP],
    ['spus/{id} (goods detail)', q(`/pub/v5/spus/${spuId}`), APP]
  ]
}

async function benchEngine(engine: Engine): Promise<void> {
  const db = await benchDatabase(engine)
  const gateway = await startGateway(db)
  const hello = await startHelloWorld()
  try {
    const only = process.env.ONLY
    const calls = (await browseCalls(gateway.base)).filter(([name]) => !only || name.includes(only))
    // Steady state is what is compared: both processes have run every path before any slice counts
    // (right after a start the first rows measured a cold JIT, 10-30 points below the same rows later).
    await hammer(`${hello.base}/`, { connections: CONNECTIONS, seconds: WARM_SECONDS })
    for (const [, path, headers] of calls)
      await hammer(`${gateway.base}${path}`, { connections: CONNECTIONS, seconds: WARM_SECONDS, headers })
    console.log(`\n### ${engine}: ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s slices each side\n`)
    console.log('| call | product | hello-world | ratio |')
    console.log('| --- | --- | --- | --- |')
    const sameBytes: string[] = []
    for (const [name, path, headers] of calls) {
      const replay = SAME_BYTES_ROWS.some((r) => name.startsWith(r))
        ? await storeSameBytes(gateway.base, hello.base, `r${sameBytes.length}`, path, headers)
        : undefined
      const result = await interleaved(
        () => hammer(`${hello.base}/`, { connections: CONNECTIONS, seconds: SECONDS }),
        () => hammer(`${gateway.base}${path}`, { connections: CONNECTIONS, seconds: SECONDS, headers }),
        ROUNDS,
        replay ? () => hammer(`${hello.base}${replay}`, { connections: CONNECTIONS, seconds: SECONDS, headers }) : undefined
      )
      console.log(row(name, result))
      if (result.other) {
        const same = result.other
        sameBytes.push(
          `| ${name} | ${same.rps.toFixed(0)} req/s, p99 ${same.p99} ms | ${pct(same.rps, result.reference.rps)} | ${pct(result.product.rps, same.rps)} |`
        )
      }
    }
    if (sameBytes.length) {
      console.log(`\n${engine}: the same bytes and headers answered at once by the hello-world's Fastify\n`)
      console.log('| call | same bytes | same bytes / hello-world | product / same bytes |')
      console.log('| --- | --- | --- | --- |')
      for (const line of sameBytes) console.log(line)
    }
  } finally {
    await hello.stop()
    await gateway.stop()
    await db.drop()
  }
}

const PROCESSES = (process.env.PROCESSES ?? '').split(',').filter(Boolean).map(Number)
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/11'
/** The calls measured per process count: home's, the list's and a show page's, and the shop's list. */
const PROCESS_CALLS = (
  process.env.PROCESS_CALLS ?? 'shop/configs,layouts HOME,show_list/search (list),show static,sessions_dynamic_data,spus (shop tab'
)
  .split(',')
  .filter(Boolean)

async function benchProcesses(): Promise<void> {
  if (PROCESSES.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`PROCESSES must be whole numbers above 0, got ${process.env.PROCESSES}`)
  const db = await benchDatabase('postgres')
  const hello = await startHelloWorld()
  const rows: string[] = []
  try {
    for (const workers of PROCESSES) {
      // startGateway answers once every one of the WORKERS listens.
      const gateway = await startGateway(db, { WORKERS: String(workers), REDIS_URL })
      try {
        // Without the documents: they need the H5 build and are the same work on every process count.
        const calls = (await browseCalls(gateway.base, false)).filter(([name]) => PROCESS_CALLS.some((c) => name.startsWith(c)))
        for (const [name, path, headers] of calls) {
          const result = await interleaved(
            () => hammer(`${hello.base}/`, { connections: CONNECTIONS, seconds: SECONDS }),
            () => hammer(`${gateway.base}${path}`, { connections: CONNECTIONS, seconds: SECONDS, headers }),
            ROUNDS
          )
          rows.push(row(`${workers} × ${name}`, result))
          console.log(rows[rows.length - 1])
        }
      } finally {
        await gateway.stop()
      }
    }
  } finally {
    await hello.stop()
    await db.drop()
  }
  console.log(
    `\n### PostgreSQL + Redis, WORKERS=${PROCESSES.join('/')}: ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s slices each side\n`
  )
  console.log('| processes × call | product | hello-world | ratio |')
  console.log('| --- | --- | --- | --- |')
  for (const r of rows) console.log(r)
}

async function main(): Promise<void> {
  if (PROCESSES.length) return benchProcesses()
  for (const engine of ENGINES) await benchEngine(engine)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
