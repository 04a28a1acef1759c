/**
 * Invitation tickets (owner, operator; issue #17 bind-invitation-ticket): batches of single-use codes,
 * newest first, each downloadable as CSV; voiding a batch puts its unredeemed codes' tickets back on sale.
 */
import { useState } from 'react'
import { Button, Popconfirm, Space, Table, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminInvitationBatch } from '../../../../types/api/binding'
import { invitationBatches, invitationCsvUrl, voidInvitationBatch } from '../../api/invitation-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../ForbiddenPage'
import { NewBatchForm } from './NewBatchForm'

export default function InvitationsPage() {
  const { t, locale } = useI18n()
  const client = useQueryClient()
  const [creating, setCreating] = useState(false)
  const list = useQuery({ queryKey: ['invitations'], queryFn: invitationBatches })
  const voiding = useMutation({ mutationFn: voidInvitationBatch, onSuccess: () => client.invalidateQueries({ queryKey: ['invitations'] }) })

  if (list.isPending) return <PageLoading />
  if (list.isError) {
    if (list.error instanceof AdminError && list.error.forbidden) return <ForbiddenPage />
    return <PageError error={list.error} onRetry={() => void list.refetch()} />
  }
  const newButton = (
    <Button type="primary" onClick={() => setCreating(true)} data-testid="invitation-new">
      {t('invitations.new')}
    </Button>
  )
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('invitations.title')}
        </Typography.Title>
        {list.data.length > 0 && newButton}
      </Space>
      {list.data.length === 0 ? (
        <PageEmpty description={t('invitations.empty')} action={newButton} />
      ) : (
        <div data-testid="invitations-table">
          <Table<AdminInvitationBatch>
            rowKey="id"
            loading={list.isFetching}
            dataSource={list.data}
            scroll={{ x: true }}
            pagination={false}
            columns={[
              { title: t('invitations.label'), dataIndex: 'label', render: (v: string) => v || '—' },
              { title: t('invitations.show'), dataIndex: 'showName' },
              { title: t('invitations.session'), dataIndex: 'sessionStartsAt', render: (ms: number) => new Date(ms).toLocaleString(locale) },
              { title: t('invitations.tier'), dataIndex: 'tierName' },
              {
                title: t('invitations.counts'),
                key: 'counts',
                render: (_, b) => <span data-testid="invitation-counts">{t('invitations.countsValue', { size: b.size, redeemed: b.redeemed, voided: b.voided })}</span>
              },
              { title: t('invitations.created'), dataIndex: 'createdAt', render: (ms: number) => new Date(ms).toLocaleString(locale) },
              {
                title: '',
                key: 'actions',
                render: (_, b) => (
                  <Space>
                    <Typography.Link href={invitationCsvUrl(b.id)} download data-testid="invitation-csv">
                      {t('invitations.csv')}
                    </Typography.Link>
                    {b.size > b.redeemed + b.voided && (
                      <Popconfirm title={t('invitations.voidConfirm', { n: b.size - b.redeemed - b.voided })} okText={t('common.confirm')} cancelText={t('common.cancel')} onConfirm={() => voiding.mutate(b.id)}>
                        <Button danger size="small" loading={voiding.isPending && voiding.variables === b.id}>
                          {t('invitations.void')}
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                )
              }
            ]}
          />
        </div>
      )}
      <NewBatchForm open={creating} onClose={() => setCreating(false)} />
    </>
  )
}
