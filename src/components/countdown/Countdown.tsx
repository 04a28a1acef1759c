/** Counts down to a moment, once a second, and tells the page when it is reached. */
import { Text } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { countdownParts } from './countdown-format'
import { useT } from '../../locales/locale-atoms'

export function Countdown({ until, onEnd }: { until: number; onEnd?(): void }) {
  const t = useT()
  const [now, setNow] = useState(() => Date.now())
  const left = until - now
  useEffect(() => {
    if (left <= 0) {
      onEnd?.()
      return undefined
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left))
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [now])
  const p = countdownParts(left)
  return (
    <Text className="countdown">
      {t('show_detail.countdown', { days: p.days, hours: p.hours, minutes: p.minutes, seconds: p.seconds })}
    </Text>
  )
}
