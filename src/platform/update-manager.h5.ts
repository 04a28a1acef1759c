/** H5: no platform update manager; a reload fetches the newest page (the service worker checks for a new shell). */
export function watchPlatformUpdate(): void {}

export function applyNewVersion(): boolean {
  window.location.reload()
  return true
}
