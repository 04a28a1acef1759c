/** The browser's colour scheme (prefers-color-scheme), kept current for FOLLOW_SYSTEM on H5. */
type Scheme = 'dark' | 'light'

export function watchSystemTheme(onChange: (scheme: Scheme) => void): void {
  if (typeof window.matchMedia !== 'function') return
  const query = window.matchMedia('(prefers-color-scheme: dark)')
  const listener = (event: { matches: boolean }) => onChange(event.matches ? 'dark' : 'light')
  // Older Safari has only the deprecated addListener.
  if (typeof query.addEventListener === 'function') query.addEventListener('change', listener)
  else query.addListener(listener)
}
