/**
 * Announcements (owner, operator): the merchant's notices for the whole shop or one show, with their
 * window, state and how many buyers have read each; written and changed in a drawer, withdrawn with a
 * confirmation (a withdrawn one leaves the storefront at once and is kept for the record).
 */
import { useState } from 'react'
import { Button, Popconfirm, Space, Tag } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminAnnouncement, AnnouncementState } from '../../../../types/api/announcement'
import { announcements, withdrawAnnouncement } from '../../api/announcement-calls'
import { useI18n } from '../../i18n/i18n'
import { QueryState } from '../../components/QueryState'
import { ListTable, ListTitle } from '../../components/ListPage'
import { useTimeText } from '../../time/use-merchant-time'
import { AnnouncementForm } from './AnnouncementForm'

const STATE_COLOUR: Record<AnnouncementState, string | undefined> = {
  CURRENT: 'green',
  SCHEDULED: 'blue',
  ENDED: undefined,
  WITHDRAWN: 'red'
}

export default function AnnouncementsPage() {
  const { t } = useI18n()
  const when = useTimeText()
  const client = useQueryClient()
  const [editing, setEditing] = useState<{ notice: AdminAnnouncement | null } | null>(null)
  const list = useQuery({ queryKey: ['announcements'], queryFn: announcements })
  const withdraw = useMutation({
    mutationFn: withdrawAnnouncement,
    onSuccess: () => client.invalidateQueries({ queryKey: ['announcements'] })
  })

  if (!list.isSuccess) return <QueryState query={list} />
  const newButton = (
    <Button type="primary" onClick={() => setEditing({ notice: null })} data-testid="announcement-new">
      {t('announcements.new')}
    </Button>
  )
  return (
    <>
      <ListTitle title={t('announcements.title')} rows={list.data} newButton={newButton} />
      <ListTable<AdminAnnouncement>
        rows={list.data}
        fetching={list.isFetching}
        rowKey="id"
        empty={t('announcements.empty')}
        newButton={newButton}
        testId="announcements-table"
        columns={[
          { title: t('announcements.field.title'), dataIndex: 'title' },
          {
            title: t('announcements.field.scope'),
            key: 'scope',
            render: (_, a) => (a.showId ? `${t('announcements.scope.SHOW')} · ${a.showId}` : t('announcements.scope.SHOP'))
          },
          {
            title: t('announcements.field.window'),
            key: 'window',
            render: (_, a) => `${when(a.startTime)} – ${when(a.endTime)}`
          },
          {
            title: t('announcements.state'),
            key: 'state',
            render: (_, a) => (
              <Tag color={STATE_COLOUR[a.state]} data-testid="announcement-state">
                {t(`announcements.state.${a.state}`)}
              </Tag>
            )
          },
          { title: t('announcements.reads'), dataIndex: 'readCount' },
          {
            title: '',
            key: 'actions',
            render: (_, a) =>
              a.state === 'WITHDRAWN' ? null : (
                <Space wrap>
                  <Button size="small" onClick={() => setEditing({ notice: a })}>
                    {t('announcements.edit')}
                  </Button>
                  <Popconfirm title={t('announcements.withdrawConfirm')} onConfirm={() => withdraw.mutateAsync(a.id)}>
                    <Button size="small" danger data-testid="announcement-withdraw">
                      {t('announcements.withdraw')}
                    </Button>
                  </Popconfirm>
                </Space>
              )
          }
        ]}
      />
      <AnnouncementForm
        key={editing?.notice?.id ?? 'new'}
        notice={editing?.notice ?? null}
        open={!!editing}
        onClose={() => setEditing(null)}
      />
    </>
  )
}
