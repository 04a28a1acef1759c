/**
 * One drawer for batches of codes (issue #18: a coupon template's exchange codes, a privilege's purchase
 * codes): the form that makes a batch (size and label), the batches with their counts, each downloadable
 * as CSV and, while it has codes left, voidable. The caller brings the calls, the words and the test ids'
 * prefix; the rules (what may be made, what voiding stops) stay the gateway's.
 */
import type { ReactNode } from 'react'
import { Button, Drawer, Form, Input, InputNumber, Popconfirm, Space, Table, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useI18n } from '../i18n/i18n'
import { PageError, PageLoading } from './PageState'
import { drawerWidth } from './drawer-width'
import { useTimeText } from '../time/use-merchant-time'

export interface BatchRow {
  id: string
  label: string
  createdAt: number
}

export interface BatchCreate {
  size: number
  label?: string
}

export interface BatchesDrawerProps<B extends BatchRow> {
  open: boolean
  onClose: () => void
  title: string
  hint: string
  /** The data-testid prefix of the form, its button and each row's parts (`coupon-batch`, `privilege-batch`). */
  testId: string
  queryKey: QueryKey
  /** Lists also changed by a new or voided batch (a template's codes left). */
  alsoChanged?: QueryKey[]
  list: () => Promise<B[]>
  create: (v: BatchCreate) => Promise<unknown>
  voidBatch: (batchId: string) => Promise<unknown>
  csvUrl: (batchId: string) => string
  sizeMax: number
  createDisabled?: boolean
  /** The counts cell's content. */
  counts: (b: B) => ReactNode
  voidable: (b: B) => boolean
  voidConfirm: string
}

export function BatchesDrawer<B extends BatchRow>(p: BatchesDrawerProps<B>) {
  const when = useTimeText()
  const { t } = useI18n()
  const client = useQueryClient()
  const [form] = Form.useForm<BatchCreate>()
  const list = useQuery({ queryKey: p.queryKey, queryFn: p.list, enabled: p.open })
  const changed = () => Promise.all([p.queryKey, ...(p.alsoChanged ?? [])].map((queryKey) => client.invalidateQueries({ queryKey })))
  const create = useMutation({
    mutationFn: p.create,
    onSuccess: async () => {
      form.resetFields()
      await changed()
    }
  })
  const voiding = useMutation({ mutationFn: p.voidBatch, onSuccess: changed })
  return (
    <Drawer open={p.open} width={drawerWidth(640)} title={p.title} onClose={p.onClose} destroyOnClose>
      <Typography.Paragraph type="secondary">{p.hint}</Typography.Paragraph>
      <Form<BatchCreate> form={form} layout="inline" onFinish={(v) => create.mutate(v)} data-testid={`${p.testId}-form`}>
        <Form.Item
          name="size"
          label={t('coupons.codes.size')}
          initialValue={10}
          rules={[{ required: true, message: t('coupons.required') }]}
        >
          <InputNumber min={1} max={p.sizeMax} precision={0} />
        </Form.Item>
        <Form.Item name="label" label={t('coupons.codes.label')}>
          <Input maxLength={60} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending} disabled={p.createDisabled} data-testid={`${p.testId}-create`}>
          {t('coupons.codes.create')}
        </Button>
      </Form>
      <div style={{ marginTop: 16 }}>
        {list.isPending ? (
          <PageLoading />
        ) : list.isError ? (
          <PageError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Table<B>
            rowKey="id"
            size="small"
            dataSource={list.data}
            pagination={false}
            scroll={{ x: true }}
            locale={{ emptyText: t('coupons.codes.empty') }}
            columns={[
              { title: t('coupons.codes.label'), dataIndex: 'label', render: (v: string) => v || '—' },
              {
                title: t('coupons.codes.counts'),
                key: 'n',
                render: (_, b) => <span data-testid={`${p.testId}-counts`}>{p.counts(b)}</span>
              },
              { title: t('coupons.created'), dataIndex: 'createdAt', render: (ms: number) => when(ms) },
              {
                title: '',
                key: 'csv',
                render: (_, b) => (
                  <Space>
                    <Typography.Link href={p.csvUrl(b.id)} download data-testid={`${p.testId}-csv`}>
                      {t('coupons.codes.csv')}
                    </Typography.Link>
                    {p.voidable(b) && (
                      <Popconfirm
                        title={p.voidConfirm}
                        okText={t('common.confirm')}
                        cancelText={t('common.cancel')}
                        onConfirm={() => voiding.mutate(b.id)}
                      >
                        <Button
                          danger
                          size="small"
                          loading={voiding.isPending && voiding.variables === b.id}
                          data-testid={`${p.testId}-void`}
                        >
                          {t('coupons.codes.void')}
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                )
              }
            ]}
          />
        )}
      </div>
    </Drawer>
  )
}
