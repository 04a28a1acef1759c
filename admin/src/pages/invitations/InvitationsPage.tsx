/**
 * Invitation tickets (owner, operator; issue #17 bind-invitation-ticket): batches of single-use codes,
 * newest first, each downloadable as CSV; voiding a batch puts its unredeemed codes' tickets back on sale.
 */
import { useState } from 'react'
import { Button, Popconfirm, Space, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminInvitationBatch } from '../../../../types/api/binding'
import { invitationBatches, invitationCsvUrl, voidInvitationBatch } from '../../api/invitation-calls'
import { useI18n } from '../../i18n/i18n'
import { QueryState } from '../../components/QueryState'
import { ListTable, ListTitle } from '../../components/ListPage'
import { NewBatchForm } from './NewBatchForm'
import { useTimeText } from '../../time/use-merchant-time'

export default function InvitationsPage() {
  const when = useTimeText()
  const { t } = useI18n()
  const client = useQueryClient()
  const [creating, setCreating] = useState(false)
  const list = useQuery({ queryKey: ['invitations'], queryFn: invitationBatches })
  const voiding = useMutation({ mutationFn: voidInvitationBatch, onSuccess: () => client.invalidateQueries({ queryKey: ['invitations'] }) })

  if (!list.isSuccess) return <QueryState query={list} />
  const newButton = (
    <Button type="primary" onClick={() => setCreating(true)} data-testid="invitation-new">
      {t('invitations.new')}
    </Button>
  )
  return (
    <>
      <ListTitle title={t('invitations.title')} rows={list.data} newButton={newButton} />
      <ListTable<AdminInvitationBatch>
        rows={list.data}
        fetching={list.isFetching}
        rowKey="id"
        empty={t('invitations.empty')}
        newButton={newButton}
        testId="invitations-table"
        columns={[
          { title: t('invitations.label'), dataIndex: 'label', render: (v: string) => v || '—' },
          { title: t('invitations.show'), dataIndex: 'showName' },
          { title: t('invitations.session'), dataIndex: 'sessionStartsAt', render: (ms: number) => when(ms, 'dateMinute') },
          { title: t('invitations.tier'), dataIndex: 'tierName' },
          {
            title: t('invitations.counts'),
            key: 'counts',
            render: (_, b) => (
              <span data-testid="invitation-counts">
                {t('invitations.countsValue', { size: b.size, redeemed: b.redeemed, voided: b.voided })}
              </span>
            )
          },
          { title: t('invitations.created'), dataIndex: 'createdAt', render: (ms: number) => when(ms) },
          {
            title: '',
            key: 'actions',
            render: (_, b) => (
              <Space>
                <Typography.Link href={invitationCsvUrl(b.id)} download data-testid="invitation-csv">
                  {t('invitations.csv')}
                </Typography.Link>
                {b.size > b.redeemed + b.voided && (
                  <Popconfirm
                    title={t('invitations.voidConfirm', { n: b.size - b.redeemed - b.voided })}
                    okText={t('common.confirm')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => voiding.mutate(b.id)}
                  >
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
      <NewBatchForm open={creating} onClose={() => setCreating(false)} />
    </>
  )
}
