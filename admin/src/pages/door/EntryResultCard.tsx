/**
 * The answer to an open-show entry code, in the ticket answer's look (CheckInResultCard): green admitted
 * now, orange admitted before (and when), red not confirmed (pending, waiting, cancelled, rejected) or unknown.
 */
import { Result, Typography } from 'antd'
import type { EntryCheckReply } from '../../../../types/api/open-show'
import { useI18n } from '../../i18n/i18n'
import { useTimeText } from '../../time/use-merchant-time'
import { CHECK_IN_LOOK } from './CheckInResultCard'

export function EntryResultCard({ reply }: { reply: EntryCheckReply }) {
  const when = useTimeText()
  const { t } = useI18n()
  const look = CHECK_IN_LOOK[reply.result]
  const r = reply.registration
  return (
    <div style={{ background: look.background, borderRadius: 12 }} data-testid="entry-result" data-result={reply.result}>
      <Result
        status={look.status}
        title={<span style={{ fontSize: 32, fontWeight: 700 }}>{t(`door.entry.${reply.result}`)}</span>}
        subTitle={
          r && (
            <Typography.Paragraph style={{ fontSize: 16, marginBottom: 0 }}>
              {r.showTitle} · {when(r.startsAt, 'dateMinute')}
              {r.holder && ` · ${r.holder}`}
              {reply.result === 'VOID' && (
                <>
                  <br />
                  {t('door.entry.voidHint', { state: t(`openShows.state.${r.state}`) })}
                </>
              )}
              {reply.result === 'ALREADY_USED' && reply.admittedAt && (
                <>
                  <br />
                  {t('door.entry.usedAt', { time: when(reply.admittedAt, 'time') })}
                </>
              )}
            </Typography.Paragraph>
          )
        }
      />
    </div>
  )
}
