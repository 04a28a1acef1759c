/**
 * H5: the banner's code and texts load after the page's first paint (its own chunk), so home and show
 * detail, both at their first-page byte ceilings (scripts/size.js), do not carry them.
 */
import { lazy, Suspense } from 'react'
import type { AnnouncementBannerProps } from './AnnouncementBanner'

const BannerChunk = lazy(() => import('./AnnouncementBanner').then((m) => ({ default: m.AnnouncementBanner })))

export function LazyAnnouncementBanner(props: AnnouncementBannerProps) {
  return (
    <Suspense fallback={null}>
      <BannerChunk {...props} />
    </Suspense>
  )
}
