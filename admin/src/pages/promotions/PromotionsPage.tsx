/**
 * Promotions (owner, operator; issue #18): the merchant's ticket packages and channel discounts with what
 * each has taken of its quota, made in a drawer and stopped (no new buyers; orders made stay).
 */
import { useState } from 'react'
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminPromotion } from '../../../../types/api/promotion'
import { promotions, stopPromotion } from '../../api/promotion-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../ForbiddenPage'
import { PromotionForm } from './PromotionForm'

export default function PromotionsPage() {
  const { t, locale } = useI18n()
  const client = useQueryClient()
  const [making, setMaking] = useState(false)
  const list = useQuery({ queryKey: ['promotions'], queryFn: promotions })
  const stopping = useMutation({ mutationFn: stopPromotion, onSuccess: () => client.invalidateQueries({ queryKey: ['promotions'] }) })

  if (list.isPending) return <PageLoading />
  if (list.isError) {
    if (list.error instanceof AdminError && list.error.forbidden) return <ForbiddenPage />
    return <PageError error={list.error} onRetry={() => void list.refetch()} />
  }
  const newButton = (
    <Button type="primary" onClick={() => setMaking(true)} data-testid="promotion-new">
      {t('promotions.new')}
    </Button>
  )
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('promotions.title')}
        </Typography.Title>
        {list.data.length > 0 && newButton}
      </Space>
      {list.data.length === 0 ? (
        <PageEmpty description={t('promotions.empty')} action={newButton} />
      ) : (
        <div data-testid="promotions-table">
          <Table<AdminPromotion>
            rowKey="promotionId"
            loading={list.isFetching}
            dataSource={list.data}
            scroll={{ x: true }}
            pagination={false}
            columns={[
              { title: t('promotions.field.name'), dataIndex: 'name' },
              { title: t('promotions.field.kind'), key: 'kind', render: (_, p) => `${t(`promotions.kind.${p.promotionCategory}`)}${p.channelCode ? ` · ${p.channelCode}` : ''}` },
              { title: t('promotions.value'), dataIndex: 'promotionDescription' },
              { title: t('promotions.used'), key: 'used', render: (_, p) => (p.quota === null ? t('promotions.usedUnlimited', { used: p.used }) : t('promotions.usedOf', { used: p.used, quota: p.quota })) },
              { title: t('promotions.field.window'), key: 'window', render: (_, p) => `${new Date(p.startTime).toLocaleString(locale)} – ${new Date(p.endTime).toLocaleString(locale)}` },
              { title: t('promotions.state'), key: 'state', render: (_, p) => (p.state === 'ACTIVE' ? <Tag color="green">{t('promotions.state.ACTIVE')}</Tag> : <Tag>{t('promotions.state.STOPPED')}</Tag>) },
              {
                title: '',
                key: 'actions',
                render: (_, p) =>
                  p.state === 'ACTIVE' && (
                    <Popconfirm title={t('promotions.stopConfirm')} okText={t('common.confirm')} cancelText={t('common.cancel')} onConfirm={() => stopping.mutate(p.promotionId)}>
                      <Button danger size="small" loading={stopping.isPending && stopping.variables === p.promotionId}>
                        {t('promotions.stop')}
                      </Button>
                    </Popconfirm>
                  )
              }
            ]}
          />
        </div>
      )}
      <PromotionForm open={making} onClose={() => setMaking(false)} />
    </>
  )
}
