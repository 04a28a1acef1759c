/**
 * What the app does once the first page is up, off its critical path (after-first-paint*.ts): the
 * merchant's texts fetched again, the platform's update manager watched, the update check, and the
 * launch's distributor kept (nothing reads it before the first page is up).
 */
import { CLIENT_VERSION } from '../services/request/request-constants'
import type { AppClient } from '../../types/rules/version-rules'
import { syncCopywriting } from '../locales/copywriting-sync'
import { checkForUpdate } from './update-check'
import { watchPlatformUpdate } from './update-manager'
import { keepLaunchDistributor } from './distributor'
import { launchQuery } from './launch-env'
import { store } from '../store/store'

export function appClientOf(taroEnv: string | undefined): AppClient {
  return taroEnv === 'weapp' ? 'WEAPP' : taroEnv === 'alipay' ? 'ALIPAY' : 'H5'
}

export async function runLaunchChecks(): Promise<void> {
  const client = appClientOf(process.env.TARO_ENV)
  watchPlatformUpdate()
  keepLaunchDistributor(store, launchQuery())
  const results = await Promise.allSettled([syncCopywriting(client), checkForUpdate(client, CLIENT_VERSION)])
  for (const r of results) if (r.status === 'rejected') console.warn('[launch] a check did not finish', r.reason)
}
