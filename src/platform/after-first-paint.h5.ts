/**
 * H5: the launch checks are a chunk of their own, fetched once the first page is up, so no first page
 * carries them (scripts/size.js budgets).
 */
const AFTER_MS = 800

export function afterFirstPaint(): void {
  setTimeout(() => {
    import('./launch-checks').then((m) => m.runLaunchChecks()).catch((error: unknown) => console.warn('[launch]', error))
  }, AFTER_MS)
}
