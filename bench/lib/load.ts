/**
 * Load with autocannon, the product and the reference interleaved (A B A B …) so both see the same
 * machine: absolute figures on a shared 2-core machine mean little, the ratio does.
 */
import autocannon from 'autocannon'

export interface Figures {
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  requests: number
}

export interface LoadOptions {
  connections?: number
  /** Seconds per slice; a figure is the sum over its slices. */
  seconds?: number
  headers?: Record<string, string>
  method?: 'GET' | 'POST'
  body?: string
}

export async function hammer(url: string, options: LoadOptions = {}): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 3,
    headers: options.headers,
    method: options.method ?? 'GET',
    body: options.body
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total
  }
}

/**
 * Runs the reference and the product in turn, `rounds` times each, and merges each side's slices; `other`
 * (a second reference) takes its turn after the product in each round.
 */
export async function interleaved(
  reference: () => Promise<Figures>,
  product: () => Promise<Figures>,
  rounds = 3,
  other?: () => Promise<Figures>
): Promise<{ reference: Figures; product: Figures; other?: Figures }> {
  const a: Figures[] = []
  const b: Figures[] = []
  const c: Figures[] = []
  for (let i = 0; i < rounds; i++) {
    a.push(await reference())
    b.push(await product())
    if (other) c.push(await other())
  }
  return { reference: merge(a), product: merge(b), other: other ? merge(c) : undefined }
}

function merge(slices: Figures[]): Figures {
  const n = slices.length
  return {
    rps: slices.reduce((s, f) => s + f.rps, 0) / n,
    // The slices' worst p99 and middle p50: a bench should not average a bad tail away.
    p50: slices.map((f) => f.p50).sort((x, y) => x - y)[Math.floor(n / 2)],
    p99: Math.max(...slices.map((f) => f.p99)),
    errors: slices.reduce((s, f) => s + f.errors, 0),
    non2xx: slices.reduce((s, f) => s + f.non2xx, 0),
    requests: slices.reduce((s, f) => s + f.requests, 0)
  }
}

export const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}%`

/** One table row: the call, the product's req/s and tail, the reference's, and the ratio. */
export function row(name: string, r: { reference: Figures; product: Figures }): string {
  const p = r.product
  const bad = p.errors + p.non2xx ? `  (${p.errors} errors, ${p.non2xx} non-2xx)` : ''
  return `| ${name} | ${p.rps.toFixed(0)} req/s, p50 ${p.p50} ms, p99 ${p.p99} ms | ${r.reference.rps.toFixed(0)} req/s | ${pct(p.rps, r.reference.rps)} |${bad}`
}
