/** Cleaning request parameters (section 5: "Unknown, null or undefined ... are logged as warnings and stripped"). */

export type Params = Record<string, unknown>

function isUnknownValue(value: unknown): boolean {
  return (
    value === undefined || value === null || value === 'undefined' || value === 'null' || (typeof value === 'number' && Number.isNaN(value))
  )
}

/** Drops unknown, null and undefined values (also the strings 'undefined' and 'null'), warning for each. */
export function stripUnknownParams(params: Params | undefined, path: string, warn: (m: string) => void): Params {
  const out: Params = {}
  for (const [key, value] of Object.entries(params ?? {})) {
    if (isUnknownValue(value)) {
      warn(`[request] ${path}: parameter "${key}" is ${String(value)}; stripped`)
      continue
    }
    out[key] = value
  }
  return out
}

/** Drops undefined and empty values without a word: for params the layer adds itself. */
export function definedOnly(params: Params): Params {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''))
}

export function appendQuery(url: string, query: Params): string {
  const pairs = Object.entries(query).map(
    ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`
  )
  if (!pairs.length) return url
  return url + (url.includes('?') ? '&' : '?') + pairs.join('&')
}

/** Minutes east of UTC, as sent in utc-offset and utcOffset (Shanghai: 480). */
export function utcOffsetMinutes(date: Date = new Date()): number {
  return -date.getTimezoneOffset()
}
