/**
 * Open shows (owner, operator; the marketing group): the merchant's free events with their time, mode,
 * capacity and registrations per state, made and changed in a drawer with the registration form's
 * builder, and each one's registrations (approve, reject, export) in another drawer.
 */
import { useState } from 'react'
import { Button, Space, Tag } from 'antd'
import { useQuery } from '@tanstack/react-query'
import type { AdminOpenShow } from '../../../../types/api/open-show'
import { openShows } from '../../api/open-show-calls'
import { useI18n } from '../../i18n/i18n'
import { QueryState } from '../../components/QueryState'
import { ListTable, ListTitle } from '../../components/ListPage'
import { useTimeText } from '../../time/use-merchant-time'
import { OpenShowForm } from './OpenShowForm'
import { RegistrationsDrawer } from './RegistrationsDrawer'

export default function OpenShowsPage() {
  const when = useTimeText()
  const { t } = useI18n()
  const [editing, setEditing] = useState<{ show: AdminOpenShow | null } | null>(null)
  const [registrationsOf, setRegistrationsOf] = useState<string | null>(null)
  const list = useQuery({ queryKey: ['open-shows'], queryFn: openShows })

  if (!list.isSuccess) return <QueryState query={list} />
  const newButton = (
    <Button type="primary" onClick={() => setEditing({ show: null })} data-testid="open-show-new">
      {t('openShows.new')}
    </Button>
  )
  // Read from the list each time, so the drawer's counts follow an approval.
  const opened = list.data.find((s) => s.showId === registrationsOf) ?? null
  return (
    <>
      <ListTitle title={t('openShows.title')} rows={list.data} newButton={newButton} />
      <ListTable<AdminOpenShow>
        rows={list.data}
        fetching={list.isFetching}
        rowKey="showId"
        empty={t('openShows.empty')}
        newButton={newButton}
        testId="open-shows-table"
        columns={[
          { title: t('openShows.field.title'), dataIndex: 'title' },
          { title: t('openShows.field.startsAt'), key: 'startsAt', render: (_, s) => when(s.startsAt, 'dateMinute') },
          {
            title: t('openShows.field.registrationDeadline'),
            key: 'deadline',
            render: (_, s) => when(s.registrationDeadline, 'dateMinute')
          },
          { title: t('openShows.field.mode'), key: 'mode', render: (_, s) => t(`openShows.mode.${s.mode}`) },
          {
            title: t('openShows.places'),
            key: 'places',
            render: (_, s) => (
              <span data-testid="open-show-places">
                {t('openShows.placesValue', { held: s.counts.CONFIRMED + s.counts.PENDING, capacity: s.capacity })}
              </span>
            )
          },
          {
            title: t('openShows.registrations'),
            key: 'counts',
            render: (_, s) => (
              <Space size={4} wrap>
                {s.counts.PENDING > 0 && <Tag color="gold">{t('openShows.countPending', { n: s.counts.PENDING })}</Tag>}
                {s.counts.WAITING > 0 && <Tag color="blue">{t('openShows.countWaiting', { n: s.counts.WAITING })}</Tag>}
                <Tag>{t('openShows.countAdmitted', { n: s.admitted })}</Tag>
              </Space>
            )
          },
          {
            title: t('openShows.state'),
            key: 'state',
            render: (_, s) => (s.state === 'OPEN' ? <Tag color="green">{t('openShows.open')}</Tag> : <Tag>{t('openShows.closed')}</Tag>)
          },
          {
            title: '',
            key: 'actions',
            render: (_, s) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing({ show: s })}>
                  {t('openShows.edit')}
                </Button>
                <Button size="small" onClick={() => setRegistrationsOf(s.showId)} data-testid="open-show-registrations-open">
                  {t('openShows.registrations')}
                </Button>
              </Space>
            )
          }
        ]}
      />
      <OpenShowForm key={editing?.show?.showId ?? 'new'} show={editing?.show ?? null} open={!!editing} onClose={() => setEditing(null)} />
      <RegistrationsDrawer show={opened} onClose={() => setRegistrationsOf(null)} />
    </>
  )
}
