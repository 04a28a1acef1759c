/**
 * The answer to a goods voucher's collect code, in the ticket answer's look (CheckInResultCard): green
 * collected now, orange collected before (and when), red void (its unit was refunded) or unknown.
 */
import { Result, Typography } from 'antd'
import type { VoucherCheckInReply } from '../../../../types/api/goods-order'
import { useI18n } from '../../i18n/i18n'
import { useTimeText } from '../../time/use-merchant-time'
import { CHECK_IN_LOOK } from './CheckInResultCard'

export function VoucherResultCard({ reply }: { reply: VoucherCheckInReply }) {
  const when = useTimeText()
  const { t } = useI18n()
  const look = CHECK_IN_LOOK[reply.result]
  const goods = [reply.name, reply.attributeText].filter(Boolean).join(' · ')
  return (
    <div style={{ background: look.background, borderRadius: 12 }} data-testid="voucher-result" data-result={reply.result}>
      <Result
        status={look.status}
        title={<span style={{ fontSize: 32, fontWeight: 700 }}>{t(`door.voucher.${reply.result}`)}</span>}
        subTitle={
          <Typography.Paragraph style={{ fontSize: 16, marginBottom: 0 }}>
            {reply.result === 'VOID' ? t('door.voucher.voidHint') : goods}
            {reply.result === 'ALREADY_USED' && reply.checkedInAt && (
              <>
                <br />
                {t('door.voucher.usedAt', { time: when(reply.checkedInAt, 'time') })}
              </>
            )}
          </Typography.Paragraph>
        }
      />
    </div>
  )
}
