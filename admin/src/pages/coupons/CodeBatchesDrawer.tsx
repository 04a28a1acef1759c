/**
 * A template's exchange-code batches (issue #18): each sets its size aside from what is left, downloadable
 * as formula-safe CSV, and can be voided (its unredeemed codes stop working; coupons received stay).
 */
import { Button, Drawer, Form, Input, InputNumber, Popconfirm, Space, Table, Tag, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { COUPON_CODE_BATCH_MAX, type AdminCouponCodeBatch, type AdminCouponCodeBatchCreate, type AdminCouponTemplate } from '../../../../types/api/coupon'
import { couponCodeBatches, couponCodesCsvUrl, createCouponCodeBatch, voidCouponCodeBatch } from '../../api/coupon-calls'
import { useI18n } from '../../i18n/i18n'
import { PageError, PageLoading } from '../../components/PageState'

export function CodeBatchesDrawer({ template, onClose }: { template: AdminCouponTemplate | null; onClose: () => void }) {
  const { t, locale } = useI18n()
  const client = useQueryClient()
  const [form] = Form.useForm<AdminCouponCodeBatchCreate>()
  const id = template?.id ?? ''
  const list = useQuery({ queryKey: ['coupon-batches', id], queryFn: () => couponCodeBatches(id), enabled: !!template })
  const create = useMutation({
    mutationFn: (v: AdminCouponCodeBatchCreate) => createCouponCodeBatch(id, v),
    onSuccess: async () => {
      form.resetFields()
      await Promise.all([client.invalidateQueries({ queryKey: ['coupon-batches', id] }), client.invalidateQueries({ queryKey: ['coupons'] })])
    }
  })
  const voiding = useMutation({
    mutationFn: voidCouponCodeBatch,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['coupon-batches', id] }), client.invalidateQueries({ queryKey: ['coupons'] })])
  })
  return (
    <Drawer open={!!template} width={Math.min(640, typeof window === 'undefined' ? 640 : window.innerWidth)} title={t('coupons.codes.title', { title: template?.title ?? '' })} onClose={onClose} destroyOnClose>
      <Typography.Paragraph type="secondary">{t('coupons.codes.hint', { n: template?.remaining ?? 0 })}</Typography.Paragraph>
      <Form<AdminCouponCodeBatchCreate> form={form} layout="inline" onFinish={(v) => create.mutate(v)} data-testid="coupon-batch-form">
        <Form.Item name="size" label={t('coupons.codes.size')} initialValue={10} rules={[{ required: true, message: t('coupons.required') }]}>
          <InputNumber min={1} max={Math.max(1, Math.min(COUPON_CODE_BATCH_MAX, template?.remaining ?? 1))} precision={0} />
        </Form.Item>
        <Form.Item name="label" label={t('coupons.codes.label')}>
          <Input maxLength={60} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending} disabled={(template?.remaining ?? 0) < 1} data-testid="coupon-batch-create">
          {t('coupons.codes.create')}
        </Button>
      </Form>
      <div style={{ marginTop: 16 }}>
        {list.isPending ? (
          <PageLoading />
        ) : list.isError ? (
          <PageError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Table<AdminCouponCodeBatch>
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
                render: (_, b) => (
                  <span data-testid="coupon-batch-counts">
                    {t('coupons.codes.countsValue', { size: b.size, redeemed: b.redeemed })}
                    {b.voidedAt !== null && (
                      <Tag style={{ marginLeft: 8 }} data-testid="coupon-batch-voided">
                        {t('coupons.codes.voided', { n: b.voided })}
                      </Tag>
                    )}
                  </span>
                )
              },
              { title: t('coupons.created'), dataIndex: 'createdAt', render: (ms: number) => new Date(ms).toLocaleString(locale) },
              {
                title: '',
                key: 'csv',
                render: (_, b) => (
                  <Space>
                    <Typography.Link href={couponCodesCsvUrl(b.id)} download data-testid="coupon-batch-csv">
                      {t('coupons.codes.csv')}
                    </Typography.Link>
                    {b.voidedAt === null && b.redeemed < b.size && (
                      <Popconfirm title={t('coupons.codes.voidConfirm')} okText={t('common.confirm')} cancelText={t('common.cancel')} onConfirm={() => voiding.mutate(b.id)}>
                        <Button danger size="small" loading={voiding.isPending && voiding.variables === b.id} data-testid="coupon-batch-void">
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
