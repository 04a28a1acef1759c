/**
 * The answer to a reservation's entry code, in the ticket answer's look (CheckInResultCard): green
 * admitted now, orange checked in before (and when), red another day, cancelled or unknown.
 */
import { Result, Typography } from 'antd'
import type { ReservationCheckInReply, ReservationCheckInResult } from '../../../../types/api/reservation'
import type { CheckInResult } from '../../../../types/api/door'
import { useI18n } from '../../i18n/i18n'
import { useTimeText } from '../../time/use-merchant-time'
import { CHECK_IN_LOOK } from './CheckInResultCard'

/** A booking for another day looks like a ticket for another session. */
export const RESERVATION_LOOK: Record<ReservationCheckInResult, CheckInResult> = {
  ADMITTED: 'ADMITTED',
  ALREADY_USED: 'ALREADY_USED',
  NOT_TODAY: 'WRONG_SHOW',
  VOID: 'VOID',
  UNKNOWN: 'UNKNOWN'
}

export function ReservationResultCard({ reply }: { reply: ReservationCheckInReply }) {
  const when = useTimeText()
  const { t } = useI18n()
  const look = CHECK_IN_LOOK[RESERVATION_LOOK[reply.result]]
  const booking = [reply.itemTitle, reply.slotStart ? when(reply.slotStart, 'dateMinute') : '', reply.visitorName]
    .filter(Boolean)
    .join(' · ')
  return (
    <div style={{ background: look.background, borderRadius: 12 }} data-testid="reservation-result" data-result={reply.result}>
      <Result
        status={look.status}
        title={<span style={{ fontSize: 32, fontWeight: 700 }}>{t(`door.reservation.${reply.result}`)}</span>}
        subTitle={
          <Typography.Paragraph style={{ fontSize: 16, marginBottom: 0 }}>
            {booking}
            {reply.result === 'ALREADY_USED' && reply.checkedInAt && (
              <>
                <br />
                {t('door.reservation.usedAt', { time: when(reply.checkedInAt, 'time') })}
              </>
            )}
          </Typography.Paragraph>
        }
      />
    </div>
  )
}
