/** Payments needing attention (owner, finance): money that did not fit its order, and the action taken on each. */
import { useState } from 'react'
import { App, Button, Form, Input, Modal, Table, Tag, Timeline, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AttentionItem, AttentionRefund } from '../../../../types/api/admin'
import { actOnAttention, attentionList, retryAttentionRefund } from '../../api/admin-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../ForbiddenPage'
import { money, when } from './money'

const KEY = ['sales-attention']

export default function AttentionPage() {
  const { t, locale } = useI18n()
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

  // Rebook refunds the provider finally refused (issue #17): asked again under the same refund id.
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
        <PageEmpty description={t('attention.empty')} action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <Table<AttentionItem>
          rowKey="paymentId"
          dataSource={list.data.items}
          scroll={{ x: true }}
          expandable={{
            expandedRowRender: (i) => (
              <Timeline
                items={[
                  ...i.events.map((e) => ({ children: `${when(e.receivedAt, locale)} · ${e.kind ?? ''} ${e.amountFen !== undefined ? money(e.amountFen, locale) : ''} → ${e.outcome}${e.reason ? ` (${e.reason})` : ''}` })),
                  ...i.actions.map((a) => ({ color: 'green', children: `${when(a.at, locale)} · ${t('attention.markReviewed')} · ${a.staffEmail ?? ''} · ${a.note}` }))
                ]}
              />
            )
          }}
          columns={[
            { title: t('sales.orderId'), dataIndex: 'orderId' },
            { title: t('sales.state'), dataIndex: 'state', render: (s: string) => <Tag color="red">{s}</Tag> },
            { title: t('attention.reason'), dataIndex: 'reason' },
            { title: t('attention.amount'), dataIndex: 'amountFen', align: 'right', render: (f: number) => money(f, locale) },
            { title: t('attention.orderTotal'), dataIndex: 'orderTotalFen', align: 'right', render: (f: number) => money(f, locale) },
            { title: t('sales.placed'), dataIndex: 'createdAt', render: (at: string) => when(at, locale) },
            { title: t('attention.actions'), key: 'actions', render: (_: unknown, i) => (i.actions.length ? <Tag color="green">{t('attention.markReviewed')} ×{i.actions.length}</Tag> : '—') },
            { title: '', key: 'act', render: (_: unknown, i) => <Button onClick={() => setActing(i)}>{t('attention.markReviewed')}</Button> }
          ]}
        />
      )}
      {(list.data.failedRefunds ?? []).length > 0 && (
        <>
          <Typography.Title level={4} style={{ marginTop: 24 }}>{t('attention.failedRefunds')}</Typography.Title>
          <Table<AttentionRefund>
            rowKey="refundId"
            data-testid="failed-refunds"
            dataSource={list.data.failedRefunds}
            scroll={{ x: true }}
            pagination={false}
            columns={[
              { title: t('sales.orderId'), dataIndex: 'orderNumber' },
              { title: t('attention.refundPurpose'), dataIndex: 'purpose', render: () => <Tag color="orange">{t('attention.purposeRebook')}</Tag> },
              { title: t('attention.amount'), dataIndex: 'amountFen', align: 'right', render: (f: number) => money(f, locale) },
              { title: t('attention.reason'), dataIndex: 'error' },
              { title: t('attention.failedAt'), dataIndex: 'failedAt', render: (at: string) => when(at, locale) },
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
