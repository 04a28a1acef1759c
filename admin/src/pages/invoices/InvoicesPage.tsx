/** Invoices (owner, finance): the applications by state, newest first; a drawer issues or rejects one. */
import { useState } from 'react'
import { Button, Segmented, Table, Tag, Typography } from 'antd'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminInvoice, InvoiceState } from '../../../../types/api/invoice'
import { invoices } from '../../api/invoice-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { moneyText } from '../../../../types/rules/money'
import { InvoiceDrawer } from './InvoiceDrawer'
import { INVOICE_STATE_COLOURS } from './invoice-colours'
import { useTimeText } from '../../time/use-merchant-time'

const PAGE_SIZE = 20
type Filter = InvoiceState | 'ALL'
const FILTERS: Filter[] = ['APPLYING', 'SUCCESS', 'REJECTED', 'CANCELLED', 'ALL']

export default function InvoicesPage() {
  const when = useTimeText()
  const { t, locale } = useI18n()
  const [state, setState] = useState<Filter>('APPLYING')
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<string>()
  const list = useQuery({
    queryKey: ['invoices', state, page],
    queryFn: () => invoices({ state: state === 'ALL' ? undefined : state, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData
  })

  if (list.isPending) return <PageLoading />
  if (list.isError) {
    if (list.error instanceof AdminError && list.error.forbidden) return <ForbiddenPage />
    return <PageError error={list.error} onRetry={() => void list.refetch()} />
  }
  const choose = (next: Filter) => {
    setState(next)
    setPage(1)
  }
  return (
    <>
      <Typography.Title level={3}>{t('invoices.title')}</Typography.Title>
      <Segmented<Filter>
        value={state}
        onChange={choose}
        options={FILTERS.map((f) => ({ value: f, label: t(`invoices.filter.${f}`) }))}
        style={{ marginBottom: 16 }}
        data-testid="invoices-filter"
      />
      {list.data.total === 0 ? (
        <PageEmpty
          description={t('invoices.empty')}
          action={state === 'ALL' ? undefined : <Button onClick={() => choose('ALL')}>{t('invoices.showAll')}</Button>}
        />
      ) : (
        <div data-testid="invoices-table">
          <Table<AdminInvoice>
            rowKey="id"
            loading={list.isFetching}
            dataSource={list.data.rows}
            scroll={{ x: true }}
            onRow={(row) => ({ onClick: () => setOpen(row.id), style: { cursor: 'pointer' } })}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data.total, onChange: setPage, showSizeChanger: false }}
            columns={[
              {
                title: t('invoices.order'),
                dataIndex: 'orderNumber',
                // A goods order's number is its id: the tag tells finance which kind of order was invoiced.
                render: (n: string, row) => (
                  <>
                    <Typography.Link>{n}</Typography.Link>
                    {row.orderKind === 'GOODS' && <Tag style={{ marginLeft: 8 }}>{t('invoices.goodsOrder')}</Tag>}
                  </>
                )
              },
              {
                title: t('invoices.state'),
                dataIndex: 'state',
                render: (s: InvoiceState) => <Tag color={INVOICE_STATE_COLOURS[s]}>{t(`invoices.filter.${s}`)}</Tag>
              },
              { title: t('invoices.type'), dataIndex: 'invoiceType', render: (v: string) => t(`invoices.type.${v as 'VAT_E_ORDINARY'}`) },
              { title: t('invoices.invoiceTitle'), dataIndex: 'invoiceTitle' },
              { title: t('invoices.amount'), dataIndex: 'invoiceAmount', align: 'right', render: (f: number) => moneyText(f, locale) },
              { title: t('invoices.applied'), dataIndex: 'applyTime', render: (ms: number) => when(ms) }
            ]}
          />
        </div>
      )}
      <InvoiceDrawer invoiceId={open} onClose={() => setOpen(undefined)} />
    </>
  )
}
