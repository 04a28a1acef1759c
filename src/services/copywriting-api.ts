/** The copywriting call (types/api/copywriting.ts COPYWRITING_PATHS). */
import { api } from './request/app-request'
import { COPYWRITING_PATHS, type CopywritingOverrides } from '../../types/api/copywriting'
import type { AppClient } from '../../types/rules/version-rules'

/** Quiet: without it the app shows its own texts, which is no problem for the buyer. */
export function copywritingConfig(client: AppClient) {
  return api().request<CopywritingOverrides>({ path: COPYWRITING_PATHS.config, data: { client }, handleErrors: false })
}
