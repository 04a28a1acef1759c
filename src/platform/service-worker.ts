/** Mini-programs have no service worker: the H5 build registers one (service-worker.h5.ts). */
export function registerServiceWorker(): void {
  // Nothing to do outside H5.
}
