/**
 * A form's send: one at a time (a second tap while one is on its way does nothing), and a failed call
 * needs nothing more here because the request layer has already shown its message.
 */
import { useRef, useState } from 'react'

export function useSubmit(): { busy: boolean; run(work: () => Promise<unknown>): Promise<void> } {
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)
  const run = async (work: () => Promise<unknown>) => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(true)
    try {
      await work()
    } catch {
      // Shown by the request layer.
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }
  return { busy, run }
}
