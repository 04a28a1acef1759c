/** The audit log (owners only): who changed what and when, each row expandable to its before and after. */
import { useState } from 'react'
import { Button, Col, Row, Table, Typography } from 'antd'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AuditEntry } from '../../../types/api/staff'
import { auditLog } from '../api/admin-calls'
import { AdminError } from '../api/admin-error'
import { useI18n } from '../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../components/PageState'
import { ForbiddenPage } from '../components/ForbiddenPage'
import { useTimeText } from '../time/use-merchant-time'

const PAGE_SIZE = 20

function Json({ value }: { value: unknown }) {
  return (
    <pre style={{ maxHeight: 320, overflow: 'auto', fontSize: 12, background: '#fafafa', padding: 8, margin: 0 }}>
      {value === undefined || value === null ? '—' : JSON.stringify(value, null, 2)}
    </pre>
  )
}

export default function AuditPage() {
  const when = useTimeText()
  const { t } = useI18n()
  const [page, setPage] = useState(1)
  const log = useQuery({
    queryKey: ['audit', page],
    queryFn: () => auditLog({ page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData
  })

  if (log.isPending) return <PageLoading />
  if (log.isError) {
    if (log.error instanceof AdminError && log.error.forbidden) return <ForbiddenPage />
    return <PageError error={log.error} onRetry={() => void log.refetch()} />
  }
  return (
    <>
      <Typography.Title level={3}>{t('audit.title')}</Typography.Title>
      {log.data.total === 0 ? (
        <PageEmpty description={t('audit.empty')} action={<Button onClick={() => void log.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          loading={log.isFetching}
          dataSource={log.data.items}
          scroll={{ x: true }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: log.data.total, onChange: setPage, showSizeChanger: false }}
          expandable={{
            expandedRowRender: (e) => (
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Typography.Text strong>{t('audit.before')}</Typography.Text>
                  <Json value={e.before} />
                </Col>
                <Col xs={24} md={12}>
                  <Typography.Text strong>{t('audit.after')}</Typography.Text>
                  <Json value={e.after} />
                </Col>
              </Row>
            )
          }}
          columns={[
            { title: t('audit.when'), dataIndex: 'at', render: (at: string) => when(at) },
            { title: t('audit.who'), dataIndex: 'staff', render: (s: AuditEntry['staff']) => s?.email ?? '—' },
            { title: t('audit.what'), dataIndex: 'action', render: (a: string) => <Typography.Text code>{a}</Typography.Text> },
            { title: t('audit.target'), dataIndex: 'target' }
          ]}
        />
      )}
    </>
  )
}
