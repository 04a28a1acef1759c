/**
 * What a page that shows one ticket's entry code needs (ticket-code, site-ticket): the ticket, kept or
 * live, with a ticket that cannot be shown (used, refunded, not the buyer's) sent to ticket-error; and the
 * screen turned up while the page is open, back as it was on leaving.
 */
import { useEffect, useState } from 'react'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { ticketDetailKeptOrLive } from '../../../services/trade-api'
import { brightenScreen } from '../../../services/screen-brightness'
import { problemOfFailure, problemOfTicket, problemParams } from '../ticket-error/ticket-problem'

export function useCodeTicket(id: string) {
  const ticket = useAsync(() => ticketDetailKeptOrLive(id), [id])
  const problem =
    ticket.status === 'ready'
      ? problemOfTicket(ticket.data.data.state)
      : ticket.status === 'error'
        ? problemOfFailure(ticket.error)
        : undefined
  useEffect(() => {
    if (problem) void appRouter().redirect('ticket-error', problemParams(id, problem))
  }, [problem, id])
  return { ticket, problem }
}

/** Up while the page is open, back as it was on leaving; false where the platform cannot. */
export function useBrightScreen(): boolean | undefined {
  const [brightened, setBrightened] = useState<boolean>()
  useEffect(() => {
    let restore: (() => void) | false = false
    let left = false
    void brightenScreen().then((r) => {
      if (left && r) r()
      restore = r
      if (!left) setBrightened(r !== false)
    })
    return () => {
      left = true
      if (restore) restore()
    }
  }, [])
  return brightened
}
