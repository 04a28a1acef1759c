/**
 * H5: the show page's extras (announcement banner, coupon and promotion rows) load in their own chunk after
 * the first paint: show detail is at its first-page byte ceiling (scripts/size.js), and the announcement
 * banner was paid for by moving the two rows, which also draw only once their calls answer, out with it.
 */
import { lazy, Suspense } from 'react'
import type { ShowDetailExtrasProps } from './ShowDetailExtras'

const ExtrasChunk = lazy(() => import('./ShowDetailExtras').then((m) => ({ default: m.ShowDetailExtras })))

export function LazyShowDetailExtras(props: ShowDetailExtrasProps) {
  return (
    <Suspense fallback={null}>
      <ExtrasChunk {...props} />
    </Suspense>
  )
}
