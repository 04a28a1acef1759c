/**
 * The buyer's tickets' code secrets on the phone (issue #17 rotating codes: "Offline in a hall with no
 * signal still works: the code is derived on the phone from a per-ticket secret delivered with the
 * ticket"). Each ticket's detail reply, the only one that carries its secret, is kept here with the
 * gateway's clock offset, so the phone derives the code of every 30 s window with no network and on the
 * gateway's time. Kept per buyer (another buyer's keys never read), dropped at logout (session-store.ts)
 * and once a session is long over.
 */
import { STORAGE_KEYS, parseString, readStored, writeStored, removeStored } from '../storage/storage'
import type { TicketDetail } from '../../types/api/order'

/** A session that began this long ago still belongs at the door (held-tickets.ts AT_THE_DOOR_MS). */
const KEEP_AFTER_START_MS = 3 * 3600 * 1000

export interface TicketKey {
  secret: string
  ticketNumber: string
  showTime: number
  /** The gateway's clock minus the phone's when the secret came (ms): added to Date.now() for the code. */
  offsetMs: number
}

interface Stored {
  owner: string
  keys: Record<string, TicketKey>
}

function isKey(raw: unknown): raw is TicketKey {
  const k = raw as TicketKey
  return (
    typeof raw === 'object' &&
    raw !== null &&
    typeof k.secret === 'string' &&
    k.secret !== '' &&
    typeof k.ticketNumber === 'string' &&
    typeof k.showTime === 'number' &&
    typeof k.offsetMs === 'number' &&
    Number.isFinite(k.offsetMs)
  )
}

function parseStored(raw: unknown): Stored | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { owner, keys } = raw as Partial<Stored>
  if (typeof owner !== 'string' || typeof keys !== 'object' || keys === null) return undefined
  const out: Record<string, TicketKey> = {}
  for (const [id, key] of Object.entries(keys)) if (isKey(key)) out[id] = key
  return { owner, keys: out }
}

function owner(): string | undefined {
  return readStored(STORAGE_KEYS.userId, parseString, undefined)
}

function load(): Record<string, TicketKey> {
  const me = owner()
  const stored = readStored<Stored | undefined>(STORAGE_KEYS.ticketKeys, parseStored, undefined)
  return me && stored?.owner === me ? stored.keys : {}
}

/** The kept key of a ticket of the logged-in buyer, or undefined. */
export function keptTicketKey(ticketId: string): TicketKey | undefined {
  return load()[ticketId]
}

/**
 * Keeps (or, for a used ticket, drops) the secret of a live detail reply. `receivedAt`: the phone's
 * clock when the reply came, so the offset is the gateway's clock against the phone's.
 */
export function keepTicketKey(detail: TicketDetail, receivedAt: number, now: number = receivedAt): void {
  const me = owner()
  if (!me) return
  const keys: Record<string, TicketKey> = {}
  for (const [id, key] of Object.entries(load())) if (key.showTime + KEEP_AFTER_START_MS > now) keys[id] = key
  if (detail.codeSecret && detail.state === 'VALID') {
    keys[detail.ticketId] = {
      secret: detail.codeSecret,
      ticketNumber: detail.ticketNumber,
      showTime: detail.showTime,
      offsetMs: detail.serverTime ? detail.serverTime - receivedAt : 0
    }
  } else {
    delete keys[detail.ticketId]
  }
  writeStored(STORAGE_KEYS.ticketKeys, { owner: me, keys })
}

export function clearTicketKeys(): void {
  removeStored(STORAGE_KEYS.ticketKeys)
}
