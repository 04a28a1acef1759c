/** Payments needing attention (owner, finance): money that did not fit its order (or its card or member order), the action taken on each, and a retry of a refund that finally failed. */
import { useState } from 'react'
import { App, Button, Form, Input, Modal, Table, Tag, Timeline, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AttentionItem, AttentionRefund } from '../../../../types/api/sales-admin'
import { actOnAttention, attentionList, retryAttentionRefund } from '../../api/admin-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { moneyText } from '../../../../types/rules/money'
import { useTimeText } from '../../time/use-merchant-time'
import { FirstItemLink } from '../../components/FirstItemLink'
import { paymentWords } from './payment-words'

const KEY = ['sales-attention']

/** The label of what a payment without a ticket order paid for (payments.purpose). */
const PURPOSE_KEYS = {
  CARD: 'attention.purposeCard',
  MEMBER: 'attention.purposeMember',
  PACKAGE: 'attention.purposePackage',
  GOODS: 'attention.purposeGoods',
  PARKING: 'attention.purposeParking',
  RESERVATION: 'attention.purposeReservation'
} as const
function purposeKey(purpose: string): (typeof PURPOSE_KEYS)[keyof typeof PURPOSE_KEYS] | 'attention.purposeOther' {
  return purpose in PURPOSE_KEYS ? PURPOSE_KEYS[purpose as keyof typeof PURPOSE_KEYS] : 'attention.purposeOther'
}

export default function AttentionPage() {
  const when = useTimeText()
  const { t, locale } = useI18n()
  const payment = paymentWords(t, locale)
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: KEY, queryFn: attentionList })
  const [acting, setActing] = useState<AttentionItem>()
  const [form] = Form.useForm<{ note: string }>()
  const act = useMutation({
    mutationFn: (v: { paymentId: string; note: string }) => actOnAttention(v.paymentId, { action: 'REVIEWED', note: v.note }),
    onSuccess: () => {
      setActing(undefined)
      form.resetFields()
      void message.success(t('attention.done'))
      void queryClient.invalidateQueries({ queryKey: KEY })
    }
  })

  // Refunds the provider finally refused (a rebook's, issue #17; late money's): asked again under the same refund id.
  const retry = useMutation({
    mutationFn: retryAttentionRefund,
    onSuccess: () => {
      void message.success(t('attention.retried'))
      void queryClient.invalidateQueries({ queryKey: KEY })
    },
    onError: (error: unknown) => void message.error(error instanceof Error ? error.message : String(error))
  })

  if (list.isPending) return <PageLoading />
  if (list.isError) {
    if (list.error instanceof AdminError && list.error.forbidden) return <ForbiddenPage />
    return <PageError error={list.error} onRetry={() => void list.refetch()} />
  }
  return (
    <>
      <Typography.Title level={3}>{t('attention.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('attention.sub')}</Typography.Paragraph>
      {list.data.items.length === 0 ? (
        <PageEmpty description={t('attention.empty')} action={<FirstItemLink to="/orders" area="orders" label="menu.orders" />} />
      ) : (
        <Table<AttentionItem>
          rowKey="paymentId"
          dataSource={list.data.items}
          scroll={{ x: true }}
          expandable={{
            expandedRowRender: (i) => (
              <Timeline
                items={[
                  ...i.events.map((e) => ({
                    children: [
                      when(e.receivedAt),
                      e.kind && payment.word('sales.paymentState', e.kind),
                      e.amountFen !== undefined ? moneyText(e.amountFen, locale) : '',
                      payment.word('sales.paymentOutcome', e.outcome),
                      e.reason && payment.reason(e.reason)
                    ]
                      .filter(Boolean)
                      .join(' · ')
                  })),
                  ...i.actions.map((a) => ({
                    color: 'green',
                    children: `${when(a.at)} · ${t('attention.markReviewed')} · ${a.staffEmail ?? ''} · ${a.note}`
                  }))
                ]}
              />
            )
          }}
          columns={[
            // A card's, member or goods order's payment has no ticket order: what it paid for, and the goods order's
            // number or else the buyer's phone.
            {
              title: t('sales.orderId'),
              key: 'order',
              render: (_: unknown, i) =>
                i.orderNumber ?? i.orderId ?? `${t(purposeKey(i.purpose))} · ${i.subjectNumber ?? i.buyer ?? i.subjectId ?? i.paymentId}`
            },
            {
              title: t('sales.state'),
              dataIndex: 'state',
              render: (s: string) => (
                <Tag color="red" data-state={s}>
                  {payment.word('sales.paymentState', s)}
                </Tag>
              )
            },
            { title: t('attention.reason'), dataIndex: 'reason', render: (r: string) => (r ? payment.reason(r) : '—') },
            { title: t('attention.amount'), dataIndex: 'amountFen', align: 'right', render: (f: number) => moneyText(f, locale) },
            {
              title: t('attention.orderTotal'),
              dataIndex: 'orderTotalFen',
              align: 'right',
              render: (f: number | undefined) => (f === undefined ? '—' : moneyText(f, locale))
            },
            { title: t('sales.placed'), dataIndex: 'createdAt', render: (at: string) => when(at) },
            {
              title: t('attention.actions'),
              key: 'actions',
              render: (_: unknown, i) =>
                i.actions.length ? (
                  <Tag color="green">
                    {t('attention.markReviewed')} ×{i.actions.length}
                  </Tag>
                ) : (
                  '—'
                )
            },
            {
              title: '',
              key: 'act',
              render: (_: unknown, i) => (
                <>
                  <Button onClick={() => setActing(i)}>{t('attention.markReviewed')}</Button>
                  {/* Late money whose refund the provider finally refused: asked again under the same refund id. */}
                  {i.refundId && (
                    <Button
                      style={{ marginLeft: 8 }}
                      data-testid="attention-retry"
                      loading={retry.isPending && retry.variables === i.refundId}
                      onClick={() => i.refundId && retry.mutate(i.refundId)}
                    >
                      {t('attention.retryRefund')}
                    </Button>
                  )}
                </>
              )
            }
          ]}
        />
      )}
      {(list.data.failedRefunds ?? []).length > 0 && (
        <>
          <Typography.Title level={4} style={{ marginTop: 24 }}>
            {t('attention.failedRefunds')}
          </Typography.Title>
          <Table<AttentionRefund>
            rowKey="refundId"
            data-testid="failed-refunds"
            dataSource={list.data.failedRefunds}
            scroll={{ x: true }}
            pagination={false}
            columns={[
              { title: t('sales.orderId'), dataIndex: 'orderNumber' },
              {
                title: t('attention.refundPurpose'),
                dataIndex: 'purpose',
                render: () => <Tag color="orange">{t('attention.purposeRebook')}</Tag>
              },
              { title: t('attention.amount'), dataIndex: 'amountFen', align: 'right', render: (f: number) => moneyText(f, locale) },
              { title: t('attention.reason'), dataIndex: 'error' },
              { title: t('attention.failedAt'), dataIndex: 'failedAt', render: (at: string) => when(at) },
              {
                title: '',
                key: 'retry',
                render: (_: unknown, r) => (
                  <Button loading={retry.isPending && retry.variables === r.refundId} onClick={() => retry.mutate(r.refundId)}>
                    {t('attention.retryRefund')}
                  </Button>
                )
              }
            ]}
          />
        </>
      )}
      <Modal
        open={Boolean(acting)}
        title={t('attention.markReviewed')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={act.isPending}
        onCancel={() => setActing(undefined)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => acting && act.mutate({ paymentId: acting.paymentId, note: v.note ?? '' })}>
          <Form.Item name="note" label={t('attention.note')} rules={[{ required: true, message: t('login.required') }]}>
            <Input.TextArea maxLength={500} rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
