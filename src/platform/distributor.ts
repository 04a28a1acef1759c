/**
 * The launch's channel and distributor kept on the device (product.md §4 "App start": taken from the launch
 * query, with stored values as fallback; 'undefined' and 'null' count as empty; "A distributor id older than
 * 7 days is cleared on app show"; section 8's local storage: "distributor id with save time"). The rules are
 * types/rules/scan-code.ts; this module reads and writes the store and the storage through them.
 */
import Taro from '@tarojs/taro'
import type { createStore } from 'jotai'
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../storage/storage'
import { distributorExpired, launchParam } from '../../types/rules/scan-code'
import { carriedParamsAtom, distributorIdAtom } from './visit-atoms'

type Store = ReturnType<typeof createStore>

export interface StoredDistributor {
  id: string
  savedAt: number
}

export function parseDistributor(raw: unknown): StoredDistributor | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { id, savedAt } = raw as Record<string, unknown>
  const kept = launchParam(id)
  return kept && typeof savedAt === 'number' && Number.isFinite(savedAt) ? { id: kept, savedAt } : undefined
}

/** The stored distributor still within its 7 days, else undefined (and the expired one removed). */
export function storedDistributor(nowMs: number): string | undefined {
  const kept = readStored(STORAGE_KEYS.distributor, parseDistributor, undefined)
  if (!kept) return undefined
  if (distributorExpired(kept.savedAt, nowMs)) {
    removeStored(STORAGE_KEYS.distributor)
    return undefined
  }
  return kept.id
}

/** Params that came with a launch or a scanned code: used for this visit and stored (the distributor with its save time). */
export function rememberLaunchParams(
  store: Store,
  params: { channelId?: string | null; distributorId?: string | null },
  nowMs: number
): void {
  const channelId = launchParam(params.channelId)
  const distributorId = launchParam(params.distributorId)
  if (channelId) {
    store.set(carriedParamsAtom, { ...store.get(carriedParamsAtom), channelId })
    writeStored(STORAGE_KEYS.channelId, channelId)
  }
  if (distributorId) {
    store.set(distributorIdAtom, distributorId)
    writeStored(STORAGE_KEYS.distributor, { id: distributorId, savedAt: nowMs })
  }
}

/** On app show: a distributor id older than 7 days is cleared. */
export function dropExpiredDistributor(store: Store, nowMs: number): void {
  if (!storedDistributor(nowMs)) store.set(distributorIdAtom, undefined)
}

/**
 * At launch: the launch query's distributor (stored with its save time), else the stored one within its 7
 * days; from then on, each app show clears one older than 7 days.
 */
export function keepLaunchDistributor(store: Store, query: Record<string, string | undefined>): void {
  store.set(distributorIdAtom, storedDistributor(Date.now()))
  rememberLaunchParams(store, { distributorId: query.distributorId }, Date.now())
  Taro.onAppShow(() => dropExpiredDistributor(store, Date.now()))
}
