/**
 * H5: home's per-buyer block loads in its own chunk after the first paint (home is at its first-page byte
 * ceiling, scripts/size.js), which is also when the spec has the app post the component ids.
 */
import { lazy, Suspense } from 'react'

const ForYouChunk = lazy(() => import('./ForYou').then((m) => ({ default: m.ForYou })))

export function LazyForYou() {
  return (
    <Suspense fallback={null}>
      <ForYouChunk />
    </Suspense>
  )
}
