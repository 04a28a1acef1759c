/**
 * Work-permit review (owner, operator: the catalogue area's roles): the applications, waiting ones first by
 * default, each with the applicant's photo to check against the ID, approved or rejected with a reason the
 * applicant then reads. The approved permit's code is checked at the door page.
 */
import { useState } from 'react'
import { Button, Image, Input, Modal, Popconfirm, Segmented, Space, Tag, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminWorkPermit } from '../../../../types/api/work-permit'
import { WORK_PERMIT_REASON_MAX, rejectReasonOk, type WorkPermitState } from '../../../../types/rules/work-permit'
import { approveWorkPermit, rejectWorkPermit, workPermits } from '../../api/work-permit-calls'
import { useI18n } from '../../i18n/i18n'
import { QueryState } from '../../components/QueryState'
import { ListTable } from '../../components/ListPage'
import { useTimeText } from '../../time/use-merchant-time'

type Filter = WorkPermitState | 'ALL'
const FILTERS: Filter[] = ['APPLIED', 'APPROVED', 'REJECTED', 'WITHDRAWN', 'ALL']
const STATE_COLOUR: Record<WorkPermitState, string> = { APPLIED: 'blue', APPROVED: 'green', REJECTED: 'red', WITHDRAWN: 'default' }

function RejectDialog({ permit, onClose }: { permit: AdminWorkPermit | null; onClose: () => void }) {
  const { t } = useI18n()
  const client = useQueryClient()
  const [reason, setReason] = useState('')
  const reject = useMutation({
    mutationFn: () => rejectWorkPermit(permit?.permitId ?? '', reason.trim()),
    onSuccess: () => {
      setReason('')
      onClose()
      return client.invalidateQueries({ queryKey: ['work-permits'] })
    }
  })
  return (
    <Modal
      open={!!permit}
      title={t('workPermits.rejectTitle', { name: permit?.name ?? '' })}
      okText={t('workPermits.reject')}
      okButtonProps={{ danger: true, disabled: !rejectReasonOk(reason), loading: reject.isPending, id: 'permit-reject-confirm' }}
      onOk={() => reject.mutate()}
      onCancel={onClose}
      destroyOnClose
    >
      <Typography.Paragraph type="secondary">{t('workPermits.reasonHint')}</Typography.Paragraph>
      <Input.TextArea
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={WORK_PERMIT_REASON_MAX}
        showCount
        rows={3}
        aria-label={t('workPermits.reason')}
        data-testid="permit-reject-reason"
      />
    </Modal>
  )
}

export default function WorkPermitsPage() {
  const when = useTimeText()
  const { t } = useI18n()
  const client = useQueryClient()
  const [filter, setFilter] = useState<Filter>('APPLIED')
  const [rejecting, setRejecting] = useState<AdminWorkPermit | null>(null)
  const list = useQuery({ queryKey: ['work-permits', filter], queryFn: () => workPermits(filter === 'ALL' ? undefined : filter) })
  const approve = useMutation({
    mutationFn: (id: string) => approveWorkPermit(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['work-permits'] })
  })

  const filters = (
    <Segmented<Filter>
      value={filter}
      onChange={setFilter}
      options={FILTERS.map((f) => ({ value: f, label: t(`workPermits.filter.${f}`) }))}
      data-testid="permit-filter"
    />
  )
  if (!list.isSuccess) return <QueryState query={list} />
  return (
    <>
      {/* The filter stays in the title row when the chosen state has no rows (ListTitle hides its button then). */}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('workPermits.title')}
        </Typography.Title>
        {filters}
      </Space>
      <ListTable<AdminWorkPermit>
        rows={list.data}
        fetching={list.isFetching}
        rowKey="permitId"
        empty={t(filter === 'APPLIED' ? 'workPermits.emptyWaiting' : 'workPermits.empty')}
        newButton={filter === 'ALL' ? null : <Button onClick={() => setFilter('ALL')}>{t('workPermits.filter.ALL')}</Button>}
        testId="work-permits-table"
        columns={[
          {
            title: t('workPermits.photo'),
            key: 'photo',
            render: (_, p) => <Image src={p.photoUrl} width={56} height={70} style={{ objectFit: 'cover', borderRadius: 4 }} alt={p.name} />
          },
          {
            title: t('workPermits.applicant'),
            key: 'applicant',
            render: (_, p) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{p.name}</Typography.Text>
                <Typography.Text type="secondary">
                  {t(`workPermits.idType.${p.idType}`)} {p.idNumber}
                </Typography.Text>
                <Typography.Text type="secondary">{p.cellphone}</Typography.Text>
              </Space>
            )
          },
          {
            title: t('workPermits.company'),
            key: 'company',
            render: (_, p) => (
              <Space direction="vertical" size={0}>
                <span>{p.company}</span>
                <Tag>{t(`workPermits.role.${p.role}`)}</Tag>
              </Space>
            )
          },
          { title: t('workPermits.show'), dataIndex: 'showName' },
          { title: t('workPermits.appliedAt'), key: 'createdAt', render: (_, p) => when(p.createdAt, 'minute') },
          {
            title: t('workPermits.state'),
            key: 'state',
            render: (_, p) => (
              <Space direction="vertical" size={0}>
                <Tag color={STATE_COLOUR[p.state]} data-testid="permit-state">
                  {t(`workPermits.filter.${p.state}`)}
                </Tag>
                {p.state === 'REJECTED' && <Typography.Text type="secondary">{p.reason}</Typography.Text>}
              </Space>
            )
          },
          {
            title: '',
            key: 'actions',
            render: (_, p) =>
              p.state === 'APPLIED' && (
                <Space wrap>
                  <Popconfirm title={t('workPermits.approveConfirm', { name: p.name })} onConfirm={() => approve.mutate(p.permitId)}>
                    <Button size="small" type="primary" data-testid="permit-approve">
                      {t('workPermits.approve')}
                    </Button>
                  </Popconfirm>
                  <Button size="small" danger onClick={() => setRejecting(p)} data-testid="permit-reject">
                    {t('workPermits.reject')}
                  </Button>
                </Space>
              )
          }
        ]}
      />
      <RejectDialog permit={rejecting} onClose={() => setRejecting(null)} />
    </>
  )
}
