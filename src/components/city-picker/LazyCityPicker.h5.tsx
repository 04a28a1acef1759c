/**
 * H5: the city picker (AtFloatLayout, AtIndexes, the city index) opens on a tap, so home's first page does
 * not load it (issue #13: first-page bytes and Lighthouse); its chunk is fetched when the buyer taps the city.
 */
import { lazy, Suspense } from 'react'

const CityPickerChunk = lazy(() => import('./CityPicker').then((m) => ({ default: m.CityPicker })))

export function LazyCityPicker({ onClose }: { onClose(): void }) {
  return (
    <Suspense fallback={null}>
      <CityPickerChunk onClose={onClose} />
    </Suspense>
  )
}
