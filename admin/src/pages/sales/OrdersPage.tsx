/**
 * Orders (owner, finance): one search box (order number, phone or show name), state and day filters, newest
 * first, a drawer with the order in full, CSV of the filtered orders.
 */
import { useState } from 'react'
import { Button, DatePicker, Form, Input, Select, Space, Table, Tag, Typography } from 'antd'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Dayjs } from 'dayjs'
import { SALES_ORDER_STATUSES, type SalesOrderRow, type SalesOrderStatus, type SalesOrdersQuery } from '../../../../types/api/sales-admin'
import { salesOrders, salesOrdersCsvUrl } from '../../api/admin-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { OrderDrawer } from './OrderDrawer'
import { moneyText } from '../../../../types/rules/money'
import { useSessionText, useTimeText } from '../../time/use-merchant-time'
import { STATUS_COLOURS } from './state-colours'

const PAGE_SIZE = 20
const STATUSES = Object.keys(SALES_ORDER_STATUSES) as SalesOrderStatus[]

type Filters = Omit<SalesOrdersQuery, 'page' | 'pageSize'>
interface FilterForm {
  status?: SalesOrderStatus
  q?: string
  placed?: [Dayjs | null, Dayjs | null] | null
}

function toFilters(v: FilterForm): Filters {
  const trimmed = (s?: string) => (s && s.trim() ? s.trim() : undefined)
  return {
    status: v.status,
    q: trimmed(v.q),
    placedFrom: v.placed?.[0]?.format('YYYY-MM-DD'),
    placedTo: v.placed?.[1]?.format('YYYY-MM-DD')
  }
}

export default function OrdersPage() {
  const when = useTimeText()
  const session = useSessionText()
  const { t, locale } = useI18n()
  const [form] = Form.useForm<FilterForm>()
  const [filters, setFilters] = useState<Filters>({})
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<string>()
  const orders = useQuery({
    queryKey: ['sales-orders', filters, page],
    queryFn: () => salesOrders({ ...filters, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData
  })

  if (orders.isPending) return <PageLoading />
  if (orders.isError) {
    if (orders.error instanceof AdminError && orders.error.forbidden) return <ForbiddenPage />
    return <PageError error={orders.error} onRetry={() => void orders.refetch()} />
  }
  const search = (v: FilterForm) => {
    setFilters(toFilters(v))
    setPage(1)
  }
  const reset = () => {
    form.resetFields()
    search({})
  }
  return (
    <>
      <Typography.Title level={3}>{t('sales.title')}</Typography.Title>
      <Form<FilterForm> form={form} layout="inline" onFinish={search} style={{ rowGap: 8, marginBottom: 16 }}>
        <Form.Item name="q">
          {/* Wide enough for its whole hint in each language (it names the three things it finds by). */}
          <Input
            allowClear
            style={{ width: 380, maxWidth: 'calc(100vw - 48px)' }}
            maxLength={60}
            placeholder={t('sales.q')}
            data-testid="orders-q"
          />
        </Form.Item>
        <Form.Item name="status" label={t('sales.state')}>
          <Select
            allowClear
            style={{ width: 150 }}
            data-testid="orders-status"
            options={STATUSES.map((s) => ({ value: s, label: t(`sales.status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="placed" label={t('sales.placed')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="orders-search">
            {t('sales.search')}
          </Button>
          <Button onClick={reset}>{t('sales.reset')}</Button>
          <Button href={salesOrdersCsvUrl(filters)} download data-testid="orders-export">
            {t('sales.export')}
          </Button>
        </Space>
      </Form>
      {orders.data.total === 0 ? (
        <PageEmpty description={t('sales.empty')} action={<Button onClick={reset}>{t('sales.reset')}</Button>} />
      ) : (
        <div data-testid="orders-table">
          <Table<SalesOrderRow>
            rowKey="orderId"
            loading={orders.isFetching}
            dataSource={orders.data.rows}
            // A floor, not max-content: at a laptop's 1280 px every column is in view (the show's name and
            // session wrap onto two lines); narrower, the table scrolls sideways inside its box.
            scroll={{ x: 900 }}
            onRow={(row) => ({ onClick: () => setOpen(row.orderId), style: { cursor: 'pointer' } })}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: orders.data.total, onChange: setPage, showSizeChanger: false }}
            columns={[
              {
                title: t('sales.orderId'),
                dataIndex: 'orderNumber',
                render: (n: string, row) => (
                  <>
                    <Typography.Link style={{ whiteSpace: 'nowrap' }}>{n}</Typography.Link>
                    {/* Sold at the venue's box office (on-site purchase). */}
                    {row.salesChannel === 'ONSITE' && (
                      <Tag color="purple" style={{ marginLeft: 8 }} data-testid="order-onsite">
                        {t('onsite.orderTag')}
                      </Tag>
                    )}
                  </>
                )
              },
              {
                title: t('sales.state'),
                dataIndex: 'status',
                render: (s: SalesOrderStatus) => <Tag color={STATUS_COLOURS[s]}>{t(`sales.status.${s}`)}</Tag>
              },
              {
                title: t('dashboard.show'),
                key: 'show',
                render: (_: unknown, r) => (
                  <>
                    <div>{r.showName}</div>
                    <Typography.Text type="secondary">{session(r.sessionName, r.sessionStart)}</Typography.Text>
                  </>
                )
              },
              { title: t('sales.phone'), dataIndex: 'phone', render: (p: string) => <span style={{ whiteSpace: 'nowrap' }}>{p}</span> },
              { title: t('sales.tickets'), dataIndex: 'ticketCount', align: 'right' },
              { title: t('sales.total'), dataIndex: 'totalFen', align: 'right', render: (f: number) => moneyText(f, locale) },
              {
                title: t('sales.placed'),
                dataIndex: 'placedAt',
                render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{when(at, 'dateMinute')}</span>
              }
            ]}
          />
        </div>
      )}
      <OrderDrawer orderId={open} onClose={() => setOpen(undefined)} />
    </>
  )
}
