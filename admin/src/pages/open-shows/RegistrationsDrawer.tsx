/**
 * One open show's registrations (issue #33 "Console: registrations, approvals, exports"): filtered by
 * state, each with its answers in the form's columns, approved or rejected (with a reason the buyer
 * reads), and the whole list as CSV.
 */
import { useState } from 'react'
import { Button, Drawer, Input, Modal, Radio, Space, Table, Tag, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { REJECT_REASON_MAX, type AdminOpenShow, type AdminRegistration, type RegistrationState } from '../../../../types/api/open-show'
import { approveRegistration, openShowCsvUrl, openShowRegistrations, rejectRegistration } from '../../api/open-show-calls'
import { useI18n } from '../../i18n/i18n'
import { QueryState } from '../../components/QueryState'
import { useTimeText } from '../../time/use-merchant-time'
import { drawerWidth } from '../../components/drawer-width'

const STATES: RegistrationState[] = ['PENDING', 'CONFIRMED', 'WAITING', 'REJECTED', 'CANCELLED']
const STATE_COLOUR: Record<RegistrationState, string | undefined> = {
  PENDING: 'gold',
  CONFIRMED: 'green',
  WAITING: 'blue',
  REJECTED: 'red',
  CANCELLED: undefined
}
const ALL = 'ALL'

export function RegistrationsDrawer({ show, onClose }: { show: AdminOpenShow | null; onClose: () => void }) {
  const { t } = useI18n()
  const when = useTimeText()
  const client = useQueryClient()
  const [state, setState] = useState<RegistrationState | typeof ALL>(ALL)
  const [rejecting, setRejecting] = useState<AdminRegistration | null>(null)
  const [reason, setReason] = useState('')
  const showId = show?.showId ?? ''
  const list = useQuery({
    queryKey: ['open-show-registrations', showId, state],
    queryFn: () => openShowRegistrations(showId, state === ALL ? undefined : state),
    enabled: !!show
  })
  const changed = () => {
    void client.invalidateQueries({ queryKey: ['open-show-registrations', showId] })
    void client.invalidateQueries({ queryKey: ['open-shows'] })
  }
  const approve = useMutation({ mutationFn: approveRegistration, onSuccess: changed })
  const reject = useMutation({
    mutationFn: ({ id, why }: { id: string; why: string }) => rejectRegistration(id, why),
    onSuccess: () => {
      setRejecting(null)
      setReason('')
      changed()
    }
  })

  return (
    <Drawer open={!!show} width={drawerWidth(960)} title={show?.title} onClose={onClose} destroyOnClose>
      {show && (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="open-show-registrations">
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            <Radio.Group
              value={state}
              onChange={(e) => setState(e.target.value as RegistrationState | typeof ALL)}
              optionType="button"
              options={[
                { value: ALL, label: t('openShows.state.ALL') },
                ...STATES.map((s) => ({ value: s, label: `${t(`openShows.state.${s}`)} ${show.counts[s]}` }))
              ]}
            />
            <Typography.Link href={openShowCsvUrl(show.showId)} download data-testid="open-show-csv">
              {t('openShows.export')}
            </Typography.Link>
          </Space>
          {!list.isSuccess ? (
            <QueryState query={list} />
          ) : (
            <Table<AdminRegistration>
              size="small"
              rowKey="registrationId"
              dataSource={list.data}
              loading={list.isFetching}
              scroll={{ x: true }}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              locale={{ emptyText: t('openShows.noRegistrations') }}
              data-testid="open-show-registrations-table"
              columns={[
                {
                  title: t('openShows.registration.state'),
                  key: 'state',
                  render: (_, r) => (
                    <Space size={4} wrap>
                      <Tag color={STATE_COLOUR[r.state]} data-testid="registration-state">
                        {t(`openShows.state.${r.state}`)}
                      </Tag>
                      {r.waitingPosition !== null && <Typography.Text type="secondary">#{r.waitingPosition}</Typography.Text>}
                      {r.admittedAt !== null && <Tag color="purple">{t('openShows.admitted')}</Tag>}
                    </Space>
                  )
                },
                ...show.form.map((f) => ({
                  title: f.label,
                  key: `answer-${f.key}`,
                  render: (_: unknown, r: AdminRegistration) => r.answers[f.key] ?? ''
                })),
                { title: t('openShows.registration.at'), key: 'at', render: (_, r) => when(r.createdAt, 'dateMinute') },
                {
                  title: '',
                  key: 'actions',
                  render: (_, r) => (
                    <Space wrap>
                      {(r.state === 'PENDING' || r.state === 'WAITING') && (
                        <Button
                          size="small"
                          type="primary"
                          loading={approve.isPending && approve.variables === r.registrationId}
                          onClick={() => approve.mutate(r.registrationId)}
                          data-testid="registration-approve"
                        >
                          {t('openShows.approve')}
                        </Button>
                      )}
                      {(r.state === 'PENDING' || r.state === 'WAITING') && (
                        <Button size="small" danger onClick={() => setRejecting(r)} data-testid="registration-reject">
                          {t('openShows.reject')}
                        </Button>
                      )}
                      {r.rejectReason && <Typography.Text type="secondary">{r.rejectReason}</Typography.Text>}
                    </Space>
                  )
                }
              ]}
            />
          )}
        </Space>
      )}
      <Modal
        open={!!rejecting}
        title={t('openShows.rejectTitle')}
        okText={t('openShows.reject')}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: reject.isPending }}
        onOk={() => rejecting && reject.mutate({ id: rejecting.registrationId, why: reason.trim() })}
        onCancel={() => setRejecting(null)}
        destroyOnClose
      >
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={REJECT_REASON_MAX}
          placeholder={t('openShows.rejectReason')}
          data-testid="registration-reject-reason"
        />
      </Modal>
    </Drawer>
  )
}
