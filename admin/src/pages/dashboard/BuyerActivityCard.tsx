/** The dashboard's buyer activity: the storefront's analytics events over the chosen period's last days. */
import { Card, Skeleton, Table, Typography } from 'antd'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AnalyticsCountsReply } from '../../../../types/api/analytics'
import { analyticsCounts } from '../../api/admin-calls'
import { useI18n } from '../../i18n/i18n'
import { PageError } from '../../components/PageState'

type Row = AnalyticsCountsReply['events'][number]

/** The gateway keeps 90 days of counts per question (analytics.service.ts ANALYTICS_DAYS_MAX). */
const MAX_DAYS = 90

export function BuyerActivityCard({ days }: { days: number }) {
  const { t } = useI18n()
  const period = Math.min(Math.max(days, 1), MAX_DAYS)
  const counts = useQuery({ queryKey: ['analytics', period], queryFn: () => analyticsCounts(period), placeholderData: keepPreviousData })
  return (
    <Card
      title={
        counts.data
          ? `${t('dashboard.activity')} · ${counts.data.days[0]} – ${counts.data.days[counts.data.days.length - 1]}`
          : t('dashboard.activity')
      }
      size="small"
      data-testid="dashboard-activity"
    >
      <Typography.Paragraph type="secondary">{t('dashboard.activityHint')}</Typography.Paragraph>
      {counts.isPending ? (
        <Skeleton active />
      ) : counts.isError ? (
        <PageError error={counts.error} onRetry={() => void counts.refetch()} />
      ) : (
        <Table<Row>
          rowKey="event"
          size="small"
          pagination={false}
          dataSource={counts.data.events}
          scroll={{ x: true }}
          columns={[
            { title: t('dashboard.event'), key: 'event', render: (_: unknown, r) => t(`dashboard.event.${r.event}`) },
            { title: t('dashboard.eventTotal'), dataIndex: 'total', align: 'right' },
            {
              title: t('dashboard.topLabels'),
              key: 'top',
              render: (_: unknown, r) => r.topLabels.map((l) => `${l.label} × ${l.count}`).join('、') || '—'
            }
          ]}
        />
      )}
    </Card>
  )
}
