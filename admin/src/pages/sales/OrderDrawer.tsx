/** One order in full: items, payments with their events, tickets, history; an unpaid order can be closed. */
import { App, Button, Descriptions, Drawer, Popconfirm, Space, Table, Tag, Timeline, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SalesOrderRebook, SalesOrderRefund, SalesPayment, SalesTicket } from '../../../../types/api/sales-admin'
import { auditActionText } from '../../audit/audit-actions'
import { closeSalesOrder, reissueTicketCode, salesOrder } from '../../api/admin-calls'
import { useI18n } from '../../i18n/i18n'
import { PageError, PageLoading } from '../../components/PageState'
import { moneyText } from '../../../../types/rules/money'
import { useSessionText, useTimeText } from '../../time/use-merchant-time'
import { discountRows } from './discount-rows'
import { refundWhy } from './refund-why'
import { paymentWords } from './payment-words'
import { STATUS_COLOURS } from './state-colours'
import { ShipmentPanel } from './ShipmentPanel'

export function OrderDrawer({ orderId, onClose }: { orderId: string | undefined; onClose: () => void }) {
  const when = useTimeText()
  const session = useSessionText()
  const actionWords = (action: string) => {
    const key = auditActionText(action)
    return key ? t(key) : action
  }
  const { t, locale } = useI18n()
  const payment = paymentWords(t, locale)
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const detail = useQuery({ queryKey: ['sales-order', orderId], queryFn: () => salesOrder(orderId as string), enabled: Boolean(orderId) })
  const close = useMutation({
    mutationFn: () => closeSalesOrder(orderId as string),
    onSuccess: (reply) => {
      queryClient.setQueryData(['sales-order', orderId], reply)
      void queryClient.invalidateQueries({ queryKey: ['sales-orders'] })
      void message.success(t('sales.closed'))
    }
  })
  const reissue = useMutation({
    mutationFn: (ticketId: string) => reissueTicketCode(orderId as string, ticketId),
    onSuccess: (reply) => {
      queryClient.setQueryData(['sales-order', orderId], reply)
      void message.success(t('sales.reissued'))
    }
  })
  const o = detail.data
  return (
    <Drawer
      open={Boolean(orderId)}
      onClose={onClose}
      size="large"
      title={o ? t('sales.detail', { id: o.orderNumber }) : ''}
      destroyOnHidden
    >
      {detail.isPending ? (
        <PageLoading />
      ) : detail.isError ? (
        <PageError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : o ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('sales.state')}>
              <Tag color={STATUS_COLOURS[o.status]}>{t(`sales.status.${o.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('dashboard.show')}>{`${o.showName} · ${session(o.sessionName, o.sessionStart)}`}</Descriptions.Item>
            <Descriptions.Item label={t('sales.phone')}>{o.phone || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('sales.total')}>{moneyText(o.totalFen, locale)}</Descriptions.Item>
            <Descriptions.Item label={t('sales.paid')}>{moneyText(o.paidFen, locale)}</Descriptions.Item>
            <Descriptions.Item label={t('sales.placed')}>{when(o.placedAt)}</Descriptions.Item>
          </Descriptions>
          {/* How the total was reached (issue #18): the order's discounts in pricing order, as the buyer's order detail lists them. */}
          {(o.discounts ?? []).length > 0 && (
            <Descriptions column={1} size="small" bordered title={t('sales.discounts')} data-testid="order-discounts">
              {discountRows(o.discounts, locale).map((d) => (
                <Descriptions.Item key={d.key} label={d.label}>
                  {d.amount}
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
          {o.state === 'UNPAID' && (
            <Popconfirm
              title={t('sales.closeConfirm')}
              onConfirm={() => close.mutate()}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
            >
              <Button danger loading={close.isPending} data-testid="order-close">
                {t('sales.close')}
              </Button>
            </Popconfirm>
          )}
          {/* Paper tickets by express (issue #17): the panel draws nothing for e-ticket orders. */}
          <ShipmentPanel orderId={o.orderId} />
          <Typography.Title level={5}>{t('sales.items')}</Typography.Title>
          <Table
            rowKey="tierId"
            size="small"
            pagination={false}
            dataSource={o.items}
            columns={[
              { title: t('dashboard.tier'), dataIndex: 'tierName' },
              { title: t('sales.seat'), dataIndex: 'seat', render: (seat?: string) => seat ?? '—' },
              { title: t('sales.tickets'), dataIndex: 'qty', align: 'right' },
              { title: t('sales.unitPrice'), dataIndex: 'unitFen', align: 'right', render: (f: number) => moneyText(f, locale) }
            ]}
          />
          <Typography.Title level={5}>{t('sales.payments')}</Typography.Title>
          <Table<SalesPayment>
            rowKey="paymentId"
            size="small"
            pagination={false}
            dataSource={o.payments}
            expandable={{
              rowExpandable: (p) => p.events.length > 0,
              expandedRowRender: (p) => (
                <Timeline
                  items={p.events.map((e) => ({
                    children: [
                      when(e.receivedAt),
                      e.amountFen !== undefined ? moneyText(e.amountFen, locale) : '',
                      payment.word('sales.paymentOutcome', e.outcome),
                      e.reason && payment.reason(e.reason)
                    ]
                      .filter(Boolean)
                      .join(' · ')
                  }))}
                />
              )
            }}
            columns={[
              {
                title: t('sales.paymentProduct'),
                dataIndex: 'product',
                render: (p: string) => payment.word('sales.paymentProductName', p)
              },
              { title: t('sales.state'), dataIndex: 'state', render: (s: string) => <Tag>{payment.word('sales.paymentState', s)}</Tag> },
              { title: t('sales.total'), dataIndex: 'amountFen', align: 'right', render: (f: number) => moneyText(f, locale) },
              { title: t('sales.paymentAt'), key: 'at', render: (_: unknown, p) => when(p.completedAt ?? p.createdAt) },
              { title: t('sales.providerTxn'), dataIndex: 'providerTxn', render: (txn?: string) => txn || '—' }
            ]}
          />
          <Typography.Title level={5}>{t('sales.ticketList')}</Typography.Title>
          <Table
            rowKey="ticketId"
            size="small"
            pagination={false}
            dataSource={o.tickets}
            columns={[
              // Counted from 1 as people count tickets (seq is 0-based), with the seat buyers read (issue #31 item 2).
              { title: '#', dataIndex: 'seq', render: (seq: number) => seq + 1 },
              { title: t('dashboard.tier'), dataIndex: 'tierName' },
              { title: t('sales.seat'), dataIndex: 'seat', render: (seat?: string) => seat ?? '—' },
              {
                title: t('sales.state'),
                dataIndex: 'state',
                render: (s: SalesTicket['state'], k) => (
                  <Tag color={s === 'USED' ? 'blue' : 'green'}>
                    {s === 'USED' ? `${t('sales.ticketState.USED')} ${when(k.usedAt)}` : t(`sales.ticketState.${s}`)}
                  </Tag>
                )
              },
              {
                title: '',
                key: 'reissue',
                render: (_: unknown, k) =>
                  k.state === 'VALID' && (
                    <Popconfirm
                      title={t('sales.reissueConfirm')}
                      onConfirm={() => reissue.mutate(k.ticketId)}
                      okText={t('common.confirm')}
                      cancelText={t('common.cancel')}
                    >
                      <Button
                        size="small"
                        loading={reissue.isPending && reissue.variables === k.ticketId}
                        data-testid={`reissue-${k.ticketId}`}
                      >
                        {t('sales.reissue')}
                      </Button>
                    </Popconfirm>
                  )
              }
            ]}
          />
          {o.refunds.length > 0 && (
            <>
              <Typography.Title level={5}>{t('sales.refunds')}</Typography.Title>
              <Table<SalesOrderRefund>
                rowKey="requestId"
                size="small"
                pagination={false}
                dataSource={o.refunds}
                data-testid="order-refunds"
                columns={[
                  { title: t('sales.asked'), dataIndex: 'createdAt', render: (at: string) => when(at) },
                  {
                    title: t('sales.state'),
                    dataIndex: 'state',
                    render: (s: SalesOrderRefund['state']) => <Tag>{t(`refunds.state.${s}`)}</Tag>
                  },
                  { title: t('sales.refund.tickets'), dataIndex: 'ticketCount', align: 'right' },
                  { title: t('sales.refund.amount'), dataIndex: 'amountFen', align: 'right', render: (f: number) => moneyText(f, locale) },
                  { title: t('sales.refund.fee'), dataIndex: 'feeFen', align: 'right', render: (f: number) => moneyText(f, locale) },
                  { title: t('sales.refund.reason'), key: 'why', render: (_: unknown, r) => refundWhy(r, t) }
                ]}
              />
            </>
          )}
          {o.rebooks.length > 0 && (
            <>
              <Typography.Title level={5}>{t('sales.rebooks')}</Typography.Title>
              <Table<SalesOrderRebook>
                rowKey="rebookId"
                size="small"
                pagination={false}
                dataSource={o.rebooks}
                data-testid="order-rebooks"
                columns={[
                  { title: t('sales.asked'), dataIndex: 'createdAt', render: (at: string) => when(at) },
                  { title: t('sales.rebook.from'), dataIndex: 'fromSessionName' },
                  { title: t('sales.rebook.to'), dataIndex: 'toSessionName' },
                  {
                    title: t('sales.rebook.state'),
                    dataIndex: 'state',
                    render: (s: SalesOrderRebook['state']) => (
                      <Tag color={s === 'DONE' ? 'green' : s === 'PENDING' ? 'gold' : undefined}>{t(`sales.rebook.state.${s}`)}</Tag>
                    )
                  },
                  { title: t('sales.refund.tickets'), dataIndex: 'ticketCount', align: 'right' },
                  {
                    title: t('sales.rebook.difference'),
                    dataIndex: 'differenceFen',
                    align: 'right',
                    render: (f: number) => moneyText(f, locale)
                  },
                  {
                    title: t('sales.rebook.refund'),
                    key: 'refund',
                    render: (_: unknown, b) =>
                      b.refundState ? (
                        <Tag>{`${t(`refunds.state.${b.refundState === 'FAILED' ? 'REFUND_FAILED' : b.refundState}`)}${b.refundError ? ` (${b.refundError})` : ''}`}</Tag>
                      ) : (
                        '—'
                      )
                  }
                ]}
              />
            </>
          )}
          <Typography.Title level={5}>{t('sales.history')}</Typography.Title>
          <Timeline
            items={o.events.map((e) => ({
              children: `${when(e.at)} · ${t(`sales.event.${e.kind}`)}${e.action ? ` · ${actionWords(e.action)}` : ''}${e.staffEmail ? ` · ${e.staffEmail}` : ''}`
            }))}
          />
        </Space>
      ) : null}
    </Drawer>
  )
}
