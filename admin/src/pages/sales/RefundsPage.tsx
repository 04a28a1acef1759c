/**
 * Refunds (owner and finance): the buyers' refund requests filtered by state, approve, reject
 * with a reason (the tickets admit again), retry a refund whose money failed, and auto-approval by rule.
 * Money that came in on several payments goes back in parts, listed under the amount with each part's state.
 * The amounts are the gateway's quote by the show's rule; the console never computes one.
 */
import { useState, type HTMLAttributes } from 'react'
import { App, Button, Form, Input, Modal, Popconfirm, Segmented, Space, Switch, Table, Tag, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { REJECT_REASON_MAX, type AdminRefundRow, type RefundRequestState } from '../../../../types/api/refund'
import { approveRefund, refundRequests, refundSettings, rejectRefund, retryRefund, saveRefundSettings } from '../../api/refund-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { moneyText } from '../../../../types/rules/money'
import { useTimeText } from '../../time/use-merchant-time'
import { FirstItemLink } from '../../components/FirstItemLink'
import { buyerReason } from './refund-why'
import { paymentWords } from './payment-words'

const KEY = ['sales-refunds']
const STATES: RefundRequestState[] = ['APPLYING', 'REFUNDING', 'REFUND_FAILED', 'REFUNDED', 'REJECTED']
const COLOURS: Record<RefundRequestState, string> = {
  APPLYING: 'gold',
  REFUNDING: 'blue',
  REFUND_FAILED: 'red',
  REFUNDED: 'green',
  REJECTED: 'default'
}
const PAGE_SIZE = 20

export default function RefundsPage() {
  const when = useTimeText()
  const { t, locale } = useI18n()
  const payment = paymentWords(t, locale)
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const [state, setState] = useState<RefundRequestState | 'ALL'>('APPLYING')
  const [page, setPage] = useState(1)
  const list = useQuery({
    queryKey: [...KEY, state, page],
    queryFn: () => refundRequests({ state: state === 'ALL' ? undefined : state, page, pageSize: PAGE_SIZE })
  })
  const settings = useQuery({ queryKey: [...KEY, 'settings'], queryFn: refundSettings })
  const [rejecting, setRejecting] = useState<AdminRefundRow>()
  const [form] = Form.useForm<{ reason: string }>()
  const done = (text: string) => {
    void message.success(text)
    void queryClient.invalidateQueries({ queryKey: KEY })
  }
  const approve = useMutation({ mutationFn: (id: string) => approveRefund(id), onSuccess: () => done(t('refunds.approved')) })
  const retry = useMutation({ mutationFn: (id: string) => retryRefund(id), onSuccess: () => done(t('refunds.retried')) })
  const reject = useMutation({
    mutationFn: (v: { id: string; reason: string }) => rejectRefund(v.id, v.reason),
    onSuccess: () => {
      setRejecting(undefined)
      form.resetFields()
      done(t('refunds.rejected'))
    }
  })
  const auto = useMutation({
    mutationFn: (on: boolean) => saveRefundSettings({ autoApprove: on }),
    onSuccess: () => done(t('common.saved'))
  })

  if (list.isPending) return <PageLoading />
  if (list.isError) {
    if (list.error instanceof AdminError && list.error.forbidden) return <ForbiddenPage />
    return <PageError error={list.error} onRetry={() => void list.refetch()} />
  }
  const stateLabel = (s: RefundRequestState) => t(`refunds.state.${s}`)
  return (
    <>
      <Typography.Title level={3}>{t('refunds.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('refunds.sub')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<RefundRequestState | 'ALL'>
          value={state}
          onChange={(v) => {
            setState(v)
            setPage(1)
          }}
          options={[...STATES.map((s) => ({ value: s, label: stateLabel(s) })), { value: 'ALL' as const, label: t('refunds.all') }]}
        />
        <Space>
          <Switch
            checked={settings.data?.autoApprove ?? false}
            loading={settings.isPending || auto.isPending}
            onChange={(on) => auto.mutate(on)}
            aria-label={t('refunds.autoApprove')}
          />
          <Typography.Text>{t('refunds.autoApprove')}</Typography.Text>
        </Space>
      </Space>
      {list.data.rows.length === 0 ? (
        <PageEmpty description={t('refunds.empty')} action={<FirstItemLink to="/orders" area="orders" label="menu.orders" />} />
      ) : (
        <Table<AdminRefundRow>
          rowKey="requestId"
          onRow={(r) => ({ 'data-order-id': r.orderId, 'data-state': r.state }) as HTMLAttributes<HTMLElement>}
          dataSource={list.data.rows}
          scroll={{ x: true }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data.total, onChange: setPage }}
          columns={[
            { title: t('refunds.order'), dataIndex: 'orderNumber' },
            { title: t('refunds.show'), key: 'show', render: (_: unknown, r) => `${r.showName} · ${r.sessionName}` },
            { title: t('refunds.buyer'), dataIndex: 'phone' },
            { title: t('refunds.tickets'), dataIndex: 'ticketCount', align: 'right' },
            {
              title: t('refunds.amount'),
              dataIndex: 'amount',
              align: 'right',
              // Money that came in on several payments (a dearer rebook's difference) goes back in parts, each on its own payment.
              render: (f: number, r) =>
                r.refundParts.length > 1 ? (
                  <Space direction="vertical" size={0} data-testid="refund-parts">
                    <span>{moneyText(f, locale)}</span>
                    {r.refundParts.map((p) => (
                      <Typography.Text key={p.refundId} type={p.state === 'FAILED' ? 'danger' : 'secondary'}>
                        {`${t(`refunds.part.${p.paymentPurpose}`)} ${moneyText(p.amount, locale)} · ${payment.word('sales.paymentProductName', p.paymentProduct)} · ${t(`refunds.partState.${p.state}`)}`}
                      </Typography.Text>
                    ))}
                  </Space>
                ) : (
                  moneyText(f, locale)
                )
            },
            { title: t('refunds.fee'), dataIndex: 'fee', align: 'right', render: (f: number) => moneyText(f, locale) },
            { title: t('refunds.buyerReason'), dataIndex: 'reason', render: (reason: string) => buyerReason(reason, t) },
            {
              title: t('refunds.stateColumn'),
              key: 'state',
              render: (_: unknown, r) => (
                <Space direction="vertical" size={0}>
                  <Tag color={COLOURS[r.state]}>{stateLabel(r.state)}</Tag>
                  {r.autoApproved && <Typography.Text type="secondary">{t('refunds.auto')}</Typography.Text>}
                  {r.rejectReason && <Typography.Text type="secondary">{r.rejectReason}</Typography.Text>}
                  {r.failureReason && <Typography.Text type="danger">{r.failureReason}</Typography.Text>}
                </Space>
              )
            },
            { title: t('refunds.asked'), dataIndex: 'createdAt', render: (at: number) => when(at) },
            {
              title: '',
              key: 'act',
              render: (_: unknown, r) => (
                <Space>
                  {r.state === 'APPLYING' && (
                    <>
                      <Popconfirm
                        title={t('refunds.approveConfirm')}
                        okText={t('common.confirm')}
                        cancelText={t('common.cancel')}
                        onConfirm={() => approve.mutate(r.requestId)}
                      >
                        <Button
                          type="primary"
                          data-testid="refund-approve"
                          loading={approve.isPending && approve.variables === r.requestId}
                        >
                          {t('refunds.approve')}
                        </Button>
                      </Popconfirm>
                      <Button danger data-testid="refund-reject" onClick={() => setRejecting(r)}>
                        {t('refunds.reject')}
                      </Button>
                    </>
                  )}
                  {r.retryable && (
                    <Button
                      data-testid="refund-retry"
                      onClick={() => retry.mutate(r.requestId)}
                      loading={retry.isPending && retry.variables === r.requestId}
                    >
                      {t('refunds.retry')}
                    </Button>
                  )}
                </Space>
              )
            }
          ]}
        />
      )}
      <Modal
        open={Boolean(rejecting)}
        title={t('refunds.reject')}
        okText={t('refunds.reject')}
        cancelText={t('common.cancel')}
        confirmLoading={reject.isPending}
        onCancel={() => setRejecting(undefined)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => rejecting && reject.mutate({ id: rejecting.requestId, reason: v.reason ?? '' })}
        >
          <Form.Item
            name="reason"
            label={t('refunds.rejectReason')}
            rules={[{ required: true, whitespace: true, message: t('refunds.rejectReasonRequired') }]}
          >
            <Input.TextArea maxLength={REJECT_REASON_MAX} rows={3} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
