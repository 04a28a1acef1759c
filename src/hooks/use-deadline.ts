/** Milliseconds left to a moment, ticking once a second; calls onEnd once when it is reached. */
import { useEffect, useRef, useState } from 'react'

export function useDeadline(until: number | undefined, onEnd?: () => void): number {
  const [now, setNow] = useState(() => Date.now())
  const ended = useRef(false)
  const left = until === undefined ? Infinity : until - now
  useEffect(() => {
    if (until === undefined) return undefined
    if (left <= 0) {
      if (!ended.current) {
        ended.current = true
        onEnd?.()
      }
      return undefined
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left))
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [now, until])
  return Math.max(0, left)
}
