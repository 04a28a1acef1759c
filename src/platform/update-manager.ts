/**
 * Mini-programs: the platform's update manager (WeChat and Alipay download a new version at launch). When
 * it is ready the app restarts into it at once: the buyer has only just opened the app. The update check's
 * FORCE answer applies it too (update-check.ts); before it is downloaded that answer can only wait.
 */
import Taro from '@tarojs/taro'

let ready = false
let manager: Taro.UpdateManager | undefined

export function watchPlatformUpdate(): void {
  try {
    manager = Taro.getUpdateManager()
  } catch {
    return // an old base library without the update manager
  }
  manager.onUpdateReady(() => {
    ready = true
    manager?.applyUpdate()
  })
}

/** Restarts into the new version when the platform has it; false while it is still downloading. */
export function applyNewVersion(): boolean {
  if (!ready || !manager) return false
  manager.applyUpdate()
  return true
}
