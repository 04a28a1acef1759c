/**
 * A ticket's entry code as a QR that changes every 30 s, with a bar and the seconds left
 * until the next one. Derived on the phone from the ticket's kept secret (services/ticket-keys.ts) on the
 * gateway's clock, so it works with no network; without a kept secret it says how to get one.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { QrCode } from '../qr-code/QrCode'
import { useT } from '../../locales/locale-atoms'
import { keptTicketKey } from '../../services/ticket-keys'
import { hmacSha1 } from '../../utils/hmac-sha1'
import { CODE_PERIOD_SECONDS, codeStep, msLeftInStep, rotatingTicketCode } from '../../../types/rules/rotating-ticket-code'
import './rotating-code.scss'

function useSecondTick(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    // Wake just after each whole second, so the code turns within a few ms of the step.
    const timer = setTimeout(() => setNow(Date.now()), 1000 - (Date.now() % 1000) + 5)
    return () => clearTimeout(timer)
  }, [now])
  return now
}

export function RotatingTicketCode({ ticketId, qrClassName }: { ticketId: string; qrClassName?: string }) {
  const t = useT()
  const key = useMemo(() => keptTicketKey(ticketId), [ticketId])
  const at = useSecondTick() + (key?.offsetMs ?? 0)
  const step = codeStep(at)
  const code = useMemo(
    () => (key ? rotatingTicketCode(hmacSha1, key.secret, key.ticketNumber, step * CODE_PERIOD_SECONDS * 1000) : undefined),
    [key, step]
  )
  if (!code) return <Text className="rotating-code__missing">{t('ticket_holder.code_missing')}</Text>
  const left = msLeftInStep(at)
  const seconds = Math.ceil(left / 1000)
  return (
    <View className="rotating-code" data-code-step={step}>
      <QrCode className={qrClassName} text={code} />
      <View className="rotating-code__bar" aria-label={t('ticket_holder.code_refresh_in', { seconds })}>
        <View className="rotating-code__fill" style={{ width: `${(left / (CODE_PERIOD_SECONDS * 1000)) * 100}%` }} />
      </View>
      <Text className="rotating-code__left">{t('ticket_holder.code_refresh_in', { seconds })}</Text>
    </View>
  )
}
