/**
 * The answer to a work permit's code at the door, in the ticket answer's look (CheckInResultCard): green
 * admit, orange admitted earlier today (and when), red not approved or unknown; the permit's photo, name,
 * company and role beside it so the door compares the face.
 */
import { Image, Result, Space, Typography } from 'antd'
import type { WorkPermitDoorReply, WorkPermitDoorResult } from '../../../../types/api/work-permit'
import { useI18n } from '../../i18n/i18n'
import { useTimeText } from '../../time/use-merchant-time'
import { CHECK_IN_LOOK } from './CheckInResultCard'

const LOOK: Record<WorkPermitDoorResult, (typeof CHECK_IN_LOOK)[keyof typeof CHECK_IN_LOOK]> = {
  ADMITTED: CHECK_IN_LOOK.ADMITTED,
  ALREADY_ADMITTED: CHECK_IN_LOOK.ALREADY_USED,
  NOT_APPROVED: CHECK_IN_LOOK.VOID,
  UNKNOWN: CHECK_IN_LOOK.UNKNOWN
}

export function WorkPermitResultCard({ reply }: { reply: WorkPermitDoorReply }) {
  const when = useTimeText()
  const { t } = useI18n()
  const look = LOOK[reply.result]
  const p = reply.permit
  return (
    <div style={{ background: look.background, borderRadius: 12 }} data-testid="permit-door-result" data-result={reply.result}>
      <Result
        status={look.status}
        title={<span style={{ fontSize: 32, fontWeight: 700 }}>{t(`door.permit.${reply.result}`)}</span>}
        subTitle={
          p && (
            <Space align="start" style={{ textAlign: 'left' }}>
              <Image src={p.photoUrl} width={72} height={90} style={{ objectFit: 'cover', borderRadius: 8 }} alt={p.name} />
              <Typography.Paragraph style={{ fontSize: 16, marginBottom: 0 }}>
                <strong>{p.name}</strong>
                <br />
                {p.company} · {t(`workPermits.role.${p.role}`)}
                <br />
                {p.showName}
                {reply.result === 'ALREADY_ADMITTED' && reply.admittedAt && (
                  <>
                    <br />
                    {t('door.permit.admittedAt', { time: when(reply.admittedAt, 'time') })}
                  </>
                )}
              </Typography.Paragraph>
            </Space>
          )
        }
      />
    </div>
  )
}
