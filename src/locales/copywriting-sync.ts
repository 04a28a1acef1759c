/**
 * Fetches the merchant's copywriting after the first paint, keeps it for the next launch and lays it over
 * the bundled texts now (pages draw again). Only overrides this build can show are kept: keys its
 * dictionary has, placeholders kept (types/rules/copywriting-rules.ts validOverrides). The ones stored by
 * the last launch are checked first, since the app may have been updated since; a failed fetch keeps them.
 */
import zhCN from '../../types/locales/zh-CN'
import type { AppClient } from '../../types/rules/version-rules'
import { flattenDictionary, validOverrides, type CopywritingOverrides } from '../../types/rules/copywriting-rules'
import { STORAGE_KEYS, readStored, writeStored } from '../storage/storage'
import { copywritingConfig } from '../services/copywriting-api'
import { applyCopywriting } from './locale-atoms'
import { parseCopywritingOverrides } from './i18n'

export interface CopywritingSyncDeps {
  fetch(client: AppClient): Promise<unknown>
  stored(): CopywritingOverrides
  keep(overrides: CopywritingOverrides): void
  apply(overrides: CopywritingOverrides): void
}

const DEPS: CopywritingSyncDeps = {
  fetch: copywritingConfig,
  stored: () => readStored(STORAGE_KEYS.copywriting, parseCopywritingOverrides, {}),
  keep: (overrides) => writeStored(STORAGE_KEYS.copywriting, overrides),
  apply: applyCopywriting
}

export async function syncCopywriting(client: AppClient, deps: CopywritingSyncDeps = DEPS): Promise<void> {
  const bundled = flattenDictionary(zhCN)
  deps.apply(validOverrides(deps.stored(), bundled))
  const fetched = parseCopywritingOverrides(await deps.fetch(client))
  if (!fetched) return
  const overrides = validOverrides(fetched, bundled)
  deps.keep(overrides)
  deps.apply(overrides)
}
