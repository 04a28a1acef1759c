/**
 * The customer-service button's behaviour, whatever it looks like where it sits (show detail's bar, an
 * order's row, mine's menu): the caller draws the trigger with `open`; the sheet mounts on the first tap.
 */
import { useState, type ReactNode } from 'react'
import { LazyServiceSheet } from './LazyServiceSheet'
import { track } from '../../services/analytics/track'

export function CustomerService({ bizShowId, children }: { bizShowId?: string; children(open: () => void): ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      {children(() => {
        // Labelled with the show when asked from one (show detail, an order), else "mine".
        track('click_customer_service', bizShowId ?? 'mine')
        setOpen(true)
      })}
      {open && <LazyServiceSheet bizShowId={bizShowId} onClose={() => setOpen(false)} />}
    </>
  )
}
