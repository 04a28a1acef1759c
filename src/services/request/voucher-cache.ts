/**
 * Fallback cache for voucher calls (sections 7 and 8): the last good replies of the listed voucher paths
 * and of the app's ticket calls (request-paths.ts fallbackEndpoint), 10 entries per endpoint, entries
 * older than 15 days dropped, served when the network fails, on a 5xx, 429 or 469, so a buyer at the
 * venue gate can still show a ticket.
 *
 * Entries are per buyer: the key starts with the logged-in user's id, so one buyer's tickets are never
 * served to another on a shared phone, and logging out removes the whole cache (session-store.ts).
 */
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../../storage/storage'
import { VOUCHER_CACHE_LIMIT, VOUCHER_CACHE_MAX_AGE_MS } from './request-constants'

interface Entry {
  key: string
  savedAt: number
  reply: unknown
}

type Cache = Record<string, Entry[]>

function parseCache(raw: unknown): Cache | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined
  const out: Cache = {}
  for (const [endpoint, entries] of Object.entries(raw as Record<string, unknown>)) {
    if (!Array.isArray(entries)) continue
    out[endpoint] = entries.filter(
      (e): e is Entry =>
        typeof e === 'object' && e !== null && typeof (e as Entry).key === 'string' && typeof (e as Entry).savedAt === 'number'
    )
  }
  return out
}

function load(): Cache {
  return readStored(STORAGE_KEYS.voucherCache, parseCache, {})
}

function fresh(entries: Entry[], now: number): Entry[] {
  return entries.filter((e) => now - e.savedAt <= VOUCHER_CACHE_MAX_AGE_MS)
}

/** The cache key of a call: whose it is, its path and its parameters in a stable order. */
export function voucherCacheKey(path: string, params: Record<string, unknown>, owner = ''): string {
  const sorted = Object.keys(params)
    .sort()
    .map((k) => [k, params[k]])
  return `${owner}|${path}?${JSON.stringify(sorted)}`
}

/**
 * A reply as kept: a ticket's code secret is dropped, so it lives in one place on the phone
 * (ticket-keys.ts, which forgets it when the session is long over), not for the cache's days beside it.
 */
export function withoutSecrets(reply: unknown): unknown {
  if (typeof reply !== 'object' || reply === null) return reply
  const envelope = reply as { data?: unknown }
  if (typeof envelope.data !== 'object' || envelope.data === null || !('codeSecret' in envelope.data)) return reply
  const { codeSecret: _dropped, ...data } = envelope.data as Record<string, unknown>
  return { ...envelope, data }
}

export function saveVoucherReply(endpoint: string, key: string, reply: unknown, now: number = Date.now()): void {
  const cache = load()
  const kept = fresh(cache[endpoint] ?? [], now).filter((e) => e.key !== key)
  cache[endpoint] = [{ key, savedAt: now, reply: withoutSecrets(reply) }, ...kept].slice(0, VOUCHER_CACHE_LIMIT)
  writeStored(STORAGE_KEYS.voucherCache, cache)
}

export function cachedVoucherReply(endpoint: string, key: string, now: number = Date.now()): unknown {
  return cachedVoucherEntry(endpoint, key, now)?.reply
}

/** The kept reply with when it was saved (the page says "offline, last updated at …"). */
export function cachedVoucherEntry(
  endpoint: string,
  key: string,
  now: number = Date.now()
): { reply: unknown; savedAt: number } | undefined {
  const entry = fresh(load()[endpoint] ?? [], now).find((e) => e.key === key)
  return entry && { reply: entry.reply, savedAt: entry.savedAt }
}

/** Logout: nothing of the buyer's stays on the phone. */
export function clearVoucherCache(): void {
  removeStored(STORAGE_KEYS.voucherCache)
}

/** When the cached reply may stand in for the live one. */
export function servesFromVoucherCache(failure: { network?: boolean; timeout?: boolean; httpCode?: number }): boolean {
  const status = failure.httpCode ?? 0
  return Boolean(failure.network || failure.timeout) || status >= 500 || status === 429 || status === 469
}
