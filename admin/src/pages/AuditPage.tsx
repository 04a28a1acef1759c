/**
 * The audit log (owners only): who changed what and when in words, each row expandable to the fields it
 * changed, before and after (audit/AuditChanges.tsx); filters by who, what (an area or one action), when (the merchant's days) and object.
 */
import { useState } from 'react'
import { Button, DatePicker, Input, Select, Space, Table, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AuditEntry, AuditQuery } from '../../../types/api/staff'
import { auditLog, staffList } from '../api/admin-calls'
import { AUDIT_AREAS, actionsOf, auditActionText, auditAreaText, auditObjectText } from '../audit/audit-actions'
import { AuditChanges } from '../audit/AuditChanges'
import { endOfPickedDay, instantOfPicker } from '../time/merchant-zone'
import { useMerchantZone } from '../time/use-merchant-time'
import { AdminError } from '../api/admin-error'
import { useI18n } from '../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../components/PageState'
import { ForbiddenPage } from '../components/ForbiddenPage'
import { useTimeText } from '../time/use-merchant-time'

const PAGE_SIZE = 20

type Filters = Pick<AuditQuery, 'staffId' | 'action' | 'target' | 'from' | 'to'>

export default function AuditPage() {
  const when = useTimeText()
  const zone = useMerchantZone()
  const { t } = useI18n()
  const [page, setPage] = useState(1)
  const [filters, setFilters] = useState<Filters>({})
  const [days, setDays] = useState<[Dayjs, Dayjs] | null>(null)
  const [target, setTarget] = useState('')
  const log = useQuery({
    queryKey: ['audit', page, filters],
    queryFn: () => auditLog({ page, pageSize: PAGE_SIZE, ...filters }),
    placeholderData: keepPreviousData
  })
  const staff = useQuery({ queryKey: ['staff'], queryFn: staffList })
  const filter = (next: Filters) => {
    setPage(1)
    setFilters((f) => ({ ...f, ...next }))
  }
  const filtered = Object.values(filters).some(Boolean)
  const actionWords = (a: string) => {
    const key = auditActionText(a)
    return key ? t(key) : a
  }

  if (log.isPending) return <PageLoading />
  if (log.isError) {
    if (log.error instanceof AdminError && log.error.forbidden) return <ForbiddenPage />
    return <PageError error={log.error} onRetry={() => void log.refetch()} />
  }
  return (
    <>
      <Typography.Title level={3}>{t('audit.title')}</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }} data-testid="audit-filters">
        <Select
          allowClear
          style={{ minWidth: 200 }}
          placeholder={t('audit.filter.who')}
          value={filters.staffId}
          loading={staff.isPending}
          options={(staff.data ?? []).map((s) => ({ value: s.id, label: s.name ? `${s.name} · ${s.email}` : s.email }))}
          onChange={(staffId?: string) => filter({ staffId })}
          data-testid="audit-who"
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 240 }}
          placeholder={t('audit.filter.what')}
          value={filters.action}
          options={AUDIT_AREAS.map((area) => ({
            label: t(auditAreaText(area)),
            options: [
              { value: area, label: `${t(auditAreaText(area))} · ${t('audit.filter.what')}` },
              ...actionsOf(area).map((a) => ({ value: a, label: actionWords(a) }))
            ]
          }))}
          onChange={(action?: string) => filter({ action })}
          data-testid="audit-what"
        />
        <DatePicker.RangePicker
          value={days}
          onChange={(range) => {
            const picked = range && range[0] && range[1] ? ([range[0], range[1]] as [Dayjs, Dayjs]) : null
            setDays(picked)
            filter({
              from: picked ? new Date(instantOfPicker(picked[0].startOf('day'), zone)).toISOString() : undefined,
              to: picked ? new Date(endOfPickedDay(picked[1], zone) + 1).toISOString() : undefined
            })
          }}
        />
        <Input.Search
          allowClear
          style={{ width: 280 }}
          placeholder={t('audit.filter.target')}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          onSearch={(v) => filter({ target: v.trim() || undefined })}
          data-testid="audit-target"
        />
        {filtered && (
          <Button
            onClick={() => {
              setDays(null)
              setTarget('')
              setPage(1)
              setFilters({})
            }}
          >
            {t('audit.filter.clear')}
          </Button>
        )}
      </Space>
      {log.data.total === 0 ? (
        // Nothing to retry: an empty log is an answer. Filters that match nothing offer to clear them.
        <PageEmpty description={filtered ? t('audit.filter.none') : t('audit.empty')} />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          loading={log.isFetching}
          dataSource={log.data.items}
          scroll={{ x: true }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: log.data.total, onChange: setPage, showSizeChanger: false }}
          expandable={{
            expandedRowRender: (e) => <AuditChanges before={e.before} after={e.after} />
          }}
          columns={[
            { title: t('audit.when'), dataIndex: 'at', render: (at: string) => when(at) },
            { title: t('audit.who'), dataIndex: 'staff', render: (s: AuditEntry['staff']) => s?.email ?? t('audit.system') },
            { title: t('audit.what'), dataIndex: 'action', render: (a: string) => <span title={a}>{actionWords(a)}</span> },
            {
              title: t('audit.target'),
              key: 'target',
              // The object in words where the target names one still stored; the stored text stays on hover.
              render: (_: unknown, e: AuditEntry) =>
                e.object ? (
                  <span title={e.target} data-testid="audit-object">
                    <Typography.Text type="secondary">{t(auditObjectText(e.object.kind))}</Typography.Text> {e.object.label}
                  </span>
                ) : (
                  <Typography.Text type="secondary">{e.target}</Typography.Text>
                )
            }
          ]}
        />
      )}
    </>
  )
}
