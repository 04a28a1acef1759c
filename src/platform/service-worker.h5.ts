/**
 * H5: registers the gateway's service worker (/sw.js, server/src/static/service-worker.js) once the page
 * has loaded, so a reload with no network opens the app and the ticket holder shows the kept tickets.
 * Not in a development build (the dev server serves no /sw.js) or where the browser has none.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // The files this page loaded before the worker ran: kept now, so the next reload offline finds them.
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name)
        registration.active?.postMessage({ type: 'keep-assets', urls })
      })
      .catch(() => undefined)
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
