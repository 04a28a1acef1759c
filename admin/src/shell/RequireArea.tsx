/** A page only its roles may open: others get the 403 page (the gateway refuses their calls as well). */
import type { PropsWithChildren } from 'react'
import type { AdminArea } from '../../../types/api/staff'
import { useMe } from '../session/use-me'
import { canOpen } from '../session/console-areas'
import { ForbiddenPage } from '../components/ForbiddenPage'

export function RequireArea({ area, children }: PropsWithChildren<{ area: AdminArea }>) {
  const { data } = useMe()
  if (!data) return null
  if (!canOpen(data.role, area)) return <ForbiddenPage />
  return <>{children}</>
}
