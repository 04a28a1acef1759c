/**
 * The code-resend countdown of every code field (section 9: resend after 60 s): seconds left, ticking
 * once a second while a code is out, and what the send button says.
 */
import { useEffect, useState } from 'react'
import { VERIFY_CODE_RESEND_SECONDS } from '../../types/rules/account-rules'
import { resendSecondsLeft } from '../utils/resend-countdown'

export function useResend(): { left: number; sent: boolean; markSent(resendAfterSeconds?: number): void } {
  const [sent, setSent] = useState<{ at: number; wait: number }>()
  const [now, setNow] = useState(Date.now())
  useEffect(() => {
    if (!sent) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [sent])
  return {
    left: resendSecondsLeft(sent?.at, sent?.wait ?? VERIFY_CODE_RESEND_SECONDS, now),
    sent: sent !== undefined,
    markSent(wait = VERIFY_CODE_RESEND_SECONDS) {
      const at = Date.now()
      setSent({ at, wait })
      setNow(at)
    }
  }
}
