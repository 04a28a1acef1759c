/**
 * Fetches the merchant's copywriting after the first paint, keeps it for the next launch and lays it over
 * the bundled texts now (pages draw again). A failed fetch keeps what the last launch stored.
 */
import type { AppClient } from '../../types/rules/version-rules'
import type { CopywritingOverrides } from '../../types/rules/copywriting-rules'
import { STORAGE_KEYS, writeStored } from '../storage/storage'
import { copywritingConfig } from '../services/copywriting-api'
import { applyCopywriting } from './locale-atoms'
import { parseCopywritingOverrides } from './copywriting-overrides'

export interface CopywritingSyncDeps {
  fetch(client: AppClient): Promise<unknown>
  keep(overrides: CopywritingOverrides): void
  apply(overrides: CopywritingOverrides): void
}

const DEPS: CopywritingSyncDeps = {
  fetch: copywritingConfig,
  keep: (overrides) => writeStored(STORAGE_KEYS.copywriting, overrides),
  apply: applyCopywriting
}

export async function syncCopywriting(client: AppClient, deps: CopywritingSyncDeps = DEPS): Promise<void> {
  const overrides = parseCopywritingOverrides(await deps.fetch(client))
  if (!overrides) return
  deps.keep(overrides)
  deps.apply(overrides)
}
