/**
 * H5: the customer-service sheet (taro-ui's float layout, its texts in three languages, the call) opens on
 * a tap, so show detail's first page does not load it (scripts/size.js ceiling); its chunk is fetched then.
 */
import { lazy, Suspense } from 'react'
import type { ServiceSheetProps } from './ServiceSheet'

const ServiceSheetChunk = lazy(() => import('./ServiceSheet'))

export function LazyServiceSheet(props: ServiceSheetProps) {
  return (
    <Suspense fallback={null}>
      <ServiceSheetChunk {...props} />
    </Suspense>
  )
}
