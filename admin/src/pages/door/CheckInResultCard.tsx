/**
 * The answer to one scan, big enough to read at arm's length: green admitted, orange used or expired
 * (issue #17: the buyer refreshes and shows the new code), red wrong or unknown.
 */
import { Result, Typography } from 'antd'
import type { CheckInReply, CheckInResult } from '../../../../types/api/door'
import { useI18n } from '../../i18n/i18n'
import { useTimeText } from '../../time/use-merchant-time'

/** Each answer's colour, shared with the goods voucher's answer (VoucherResultCard). */
export const CHECK_IN_LOOK: Record<CheckInResult, { status: 'success' | 'warning' | 'error'; background: string }> = {
  ADMITTED: { status: 'success', background: '#f6ffed' },
  ALREADY_USED: { status: 'warning', background: '#fff7e6' },
  WRONG_SHOW: { status: 'error', background: '#fff1f0' },
  EXPIRED: { status: 'warning', background: '#fff7e6' },
  VOID: { status: 'error', background: '#fff1f0' },
  UNKNOWN: { status: 'error', background: '#fff1f0' }
}

export function CheckInResultCard({ reply }: { reply: CheckInReply }) {
  const when = useTimeText()
  const { t } = useI18n()
  const look = CHECK_IN_LOOK[reply.result]
  const ticket = reply.ticket
  return (
    <div style={{ background: look.background, borderRadius: 12 }} data-testid="check-in-result" data-result={reply.result}>
      <Result
        status={look.status}
        title={<span style={{ fontSize: 32, fontWeight: 700 }}>{t(`door.result.${reply.result}`)}</span>}
        subTitle={
          reply.result === 'EXPIRED' ? (
            <Typography.Paragraph style={{ fontSize: 16, marginBottom: 0 }} data-testid="check-in-expired-hint">
              {t('door.expiredHint')}
              {ticket && (
                <>
                  <br />
                  {ticket.showName} · {ticket.sessionName} · {ticket.tierName}
                </>
              )}
            </Typography.Paragraph>
          ) : reply.result === 'VOID' ? (
            <Typography.Paragraph
              style={{ fontSize: 16, marginBottom: 0 }}
              data-testid="check-in-void-hint"
              data-ticket-state={reply.ticketState}
            >
              {reply.ticketState ? t(`door.ticketState.${reply.ticketState}`) : t('door.voidHint')}
              {ticket && (
                <>
                  <br />
                  {ticket.showName} · {ticket.sessionName} · {ticket.tierName}
                  {ticket.seat && <> · {ticket.seat}</>}
                </>
              )}
            </Typography.Paragraph>
          ) : (
            ticket && (
              <Typography.Paragraph style={{ fontSize: 16, marginBottom: 0 }}>
                {ticket.showName} · {ticket.sessionName} · {ticket.tierName}
                {ticket.seat && <> · {ticket.seat}</>}
                {ticket.holder && <> · {ticket.holder}</>}
                {reply.result === 'ALREADY_USED' && reply.checkedInAt && (
                  <>
                    <br />
                    {t('door.usedAt', { time: when(reply.checkedInAt, 'time') })}
                  </>
                )}
              </Typography.Paragraph>
            )
          )
        }
      />
    </div>
  )
}
