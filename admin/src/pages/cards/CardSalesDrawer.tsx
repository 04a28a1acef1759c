/**
 * A card's sales: the held cards with their buyer (masked), source, money and points paid,
 * redeemed times and state; the owner refunds an unused, unexpired one (points back at once, cash through
 * the refund queue). Other roles see the list only: the gateway refuses them the refund too.
 */
import { useState } from 'react'
import { Button, Drawer, Popconfirm, Table, Tag } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminBenefitCard, AdminCardInstance } from '../../../../types/api/benefit-card'
import { cardInstances, refundCardInstance } from '../../api/card-calls'
import { useI18n } from '../../i18n/i18n'
import { moneyText } from '../../../../types/rules/money'
import { useMe } from '../../session/use-me'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { drawerWidth } from '../../components/drawer-width'
import { useTimeText } from '../../time/use-merchant-time'

const PAGE = 20

export function CardSalesDrawer({ card, onClose }: { card: AdminBenefitCard | null; onClose: () => void }) {
  const when = useTimeText()
  const { t, locale } = useI18n()
  const client = useQueryClient()
  const me = useMe()
  const [page, setPage] = useState(1)
  const list = useQuery({
    queryKey: ['card-instances', card?.id, page],
    queryFn: () => cardInstances(card?.id ?? '', (page - 1) * PAGE, PAGE),
    enabled: !!card
  })
  const refund = useMutation({
    mutationFn: refundCardInstance,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['card-instances', card?.id] })
      await client.invalidateQueries({ queryKey: ['benefit-cards'] })
    }
  })
  const owner = me.data?.role === 'owner'
  const status = (i: AdminCardInstance) =>
    i.refundFailed ? (
      <Tag color="red">{t('cards.sales.refundFailed')}</Tag>
    ) : i.cardStatus ? (
      <Tag>{t(`cards.status.${i.cardStatus}`)}</Tag>
    ) : (
      <Tag color="green">{t('cards.status.ACTIVE')}</Tag>
    )
  return (
    <Drawer
      open={!!card}
      width={drawerWidth(900)}
      title={t('cards.sales.title', { name: card?.cardName ?? '' })}
      onClose={onClose}
      destroyOnClose
    >
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <PageEmpty description={t('cards.sales.empty')} />
      ) : (
        <div data-testid="card-sales">
          <Table<AdminCardInstance>
            rowKey="userCardInstanceId"
            loading={list.isFetching}
            dataSource={list.data.instances}
            scroll={{ x: true }}
            pagination={{ current: page, pageSize: PAGE, total: list.data.total, onChange: setPage, showSizeChanger: false }}
            columns={[
              { title: t('cards.sales.buyer'), dataIndex: 'buyer' },
              { title: t('cards.sales.source'), key: 'source', render: (_, i) => t(`cards.source.${i.source}`) },
              {
                title: t('cards.sales.paid'),
                key: 'paid',
                render: (_, i) =>
                  [i.payAmount ? moneyText(i.payAmount, locale) : '', i.pointAmount ? `${i.pointAmount} ${t('cards.points')}` : '']
                    .filter(Boolean)
                    .join(' + ') || '—'
              },
              { title: t('cards.sales.times'), key: 'times', render: (_, i) => `${i.redeemedTimes} / ${i.convertibleTimes}` },
              { title: t('cards.sales.expires'), dataIndex: 'expirationTime', render: (ms: number) => when(ms, 'date') },
              { title: t('cards.sales.state'), key: 'state', render: (_, i) => status(i) },
              { title: t('cards.sales.bought'), dataIndex: 'createdAt', render: (ms: number) => when(ms) },
              {
                title: '',
                key: 'actions',
                render: (_, i) =>
                  // The owner refunds an unused card, or asks again for a refund that failed (the money is still owed).
                  owner && (i.refundable || i.refundFailed) ? (
                    <Popconfirm
                      title={t(i.refundFailed ? 'cards.sales.retryConfirm' : 'cards.sales.refundConfirm')}
                      okText={t('common.confirm')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => refund.mutate(i.userCardInstanceId)}
                    >
                      <Button
                        danger
                        size="small"
                        loading={refund.isPending && refund.variables === i.userCardInstanceId}
                        data-testid="card-refund"
                      >
                        {t(i.refundFailed ? 'cards.sales.retry' : 'cards.sales.refund')}
                      </Button>
                    </Popconfirm>
                  ) : null
              }
            ]}
          />
        </div>
      )}
    </Drawer>
  )
}
