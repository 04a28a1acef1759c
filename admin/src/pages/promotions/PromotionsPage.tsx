/**
 * Promotions (owner, operator): the merchant's ticket packages and channel discounts with what
 * each has taken of its quota, made in a drawer and stopped (no new buyers; orders made stay).
 */
import { useState } from 'react'
import { Button, Popconfirm, Tag } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminPromotion } from '../../../../types/api/promotion'
import { promotions, stopPromotion } from '../../api/promotion-calls'
import { useI18n } from '../../i18n/i18n'
import { QueryState } from '../../components/QueryState'
import { ListTable, ListTitle } from '../../components/ListPage'
import { PromotionForm } from './PromotionForm'
import { useTimeText } from '../../time/use-merchant-time'

export default function PromotionsPage() {
  const when = useTimeText()
  const { t } = useI18n()
  const client = useQueryClient()
  const [making, setMaking] = useState(false)
  const list = useQuery({ queryKey: ['promotions'], queryFn: promotions })
  const stopping = useMutation({ mutationFn: stopPromotion, onSuccess: () => client.invalidateQueries({ queryKey: ['promotions'] }) })

  if (!list.isSuccess) return <QueryState query={list} />
  const newButton = (
    <Button type="primary" onClick={() => setMaking(true)} data-testid="promotion-new">
      {t('promotions.new')}
    </Button>
  )
  return (
    <>
      <ListTitle title={t('promotions.title')} rows={list.data} newButton={newButton} />
      <ListTable<AdminPromotion>
        rows={list.data}
        fetching={list.isFetching}
        rowKey="promotionId"
        empty={t('promotions.empty')}
        newButton={newButton}
        testId="promotions-table"
        columns={[
          { title: t('promotions.field.name'), dataIndex: 'name' },
          {
            title: t('promotions.field.kind'),
            key: 'kind',
            render: (_, p) => `${t(`promotions.kind.${p.promotionCategory}`)}${p.channelCode ? ` · ${p.channelCode}` : ''}`
          },
          { title: t('promotions.value'), dataIndex: 'promotionDescription' },
          {
            title: t('promotions.used'),
            key: 'used',
            render: (_, p) =>
              p.quota === null ? t('promotions.usedUnlimited', { used: p.used }) : t('promotions.usedOf', { used: p.used, quota: p.quota })
          },
          {
            title: t('promotions.field.window'),
            key: 'window',
            render: (_, p) => `${when(p.startTime, 'dateMinute')} – ${when(p.endTime, 'dateMinute')}`
          },
          {
            title: t('promotions.state'),
            key: 'state',
            render: (_, p) =>
              p.state === 'ACTIVE' ? <Tag color="green">{t('promotions.state.ACTIVE')}</Tag> : <Tag>{t('promotions.state.STOPPED')}</Tag>
          },
          {
            title: '',
            key: 'actions',
            render: (_, p) =>
              p.state === 'ACTIVE' && (
                <Popconfirm
                  title={t('promotions.stopConfirm')}
                  okText={t('common.confirm')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => stopping.mutate(p.promotionId)}
                >
                  <Button danger size="small" loading={stopping.isPending && stopping.variables === p.promotionId}>
                    {t('promotions.stop')}
                  </Button>
                </Popconfirm>
              )
          }
        ]}
      />
      <PromotionForm open={making} onClose={() => setMaking(false)} />
    </>
  )
}
