/**
 * One goods order: its lines, address and amounts; mark it shipped with a carrier of the fixed list and its
 * tracking number (while it waits to be shipped); refund units by line (the gateway refuses more than is
 * left, a used voucher, or a role without refunds).
 */
import { useState } from 'react'
import { App, Button, Descriptions, Drawer, Form, Input, InputNumber, Select, Space, Table, Tag, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { EXPRESS_CARRIERS, expressCarrier } from '../../../../types/rules/express-carriers'
import type { GoodsOrderDetail, GoodsOrderLine } from '../../../../types/api/goods-order'
import { moneyText } from '../../../../types/rules/money'
import { goodsOrder, refundGoodsOrder, shipGoodsOrder } from '../../api/goods-order-calls'
import { useI18n } from '../../i18n/i18n'
import { PageError, PageLoading } from '../../components/PageState'
import { drawerWidth } from '../../components/drawer-width'
import { GOODS_STATE_COLOURS } from './goods-order-states'
import { goodsLineName, stubPrintText } from './goods-line-text'

interface ShipForm {
  carrier: string
  trackingNo: string
}

export function GoodsOrderDrawer({ orderId, onClose }: { orderId: string | undefined; onClose: () => void }) {
  const { t, locale } = useI18n()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const key = ['goods-order', orderId]
  const detail = useQuery({ queryKey: key, queryFn: () => goodsOrder(orderId as string), enabled: !!orderId })
  const [form] = Form.useForm<ShipForm>()
  const carrier = Form.useWatch('carrier', form)
  const [refundQty, setRefundQty] = useState<Record<string, number>>({})
  const saved = (reply: GoodsOrderDetail, text: string) => {
    queryClient.setQueryData(key, reply)
    void queryClient.invalidateQueries({ queryKey: ['goods-orders'] })
    void message.success(text)
  }
  const shipping = useMutation({
    mutationFn: (v: ShipForm) => shipGoodsOrder(orderId as string, v),
    onSuccess: (reply) => saved(reply, t('goodsOrders.shipped'))
  })
  const refunding = useMutation({
    mutationFn: (lines: Array<{ skuId: string; qty: number }>) => refundGoodsOrder(orderId as string, { lines }),
    onSuccess: (reply) => {
      setRefundQty({})
      saved(reply, t('goodsOrders.refunded'))
    }
  })
  const asked = Object.entries(refundQty)
    .filter(([, qty]) => qty > 0)
    .map(([skuId, qty]) => ({ skuId, qty }))

  return (
    <Drawer open={!!orderId} onClose={onClose} width={drawerWidth(720)} title={t('goodsOrders.detail')} destroyOnClose>
      {detail.isPending ? (
        <PageLoading />
      ) : detail.isError ? (
        <PageError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="goods-order-drawer">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('goodsOrders.order')}>
              <Typography.Text copyable data-testid="goods-order-number">
                {detail.data.orderNumber}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('goodsOrders.stateColumn')}>
              <Tag color={GOODS_STATE_COLOURS[detail.data.orderStatus]} data-testid="goods-order-state">
                {t(`goodsOrders.state.${detail.data.orderStatus}`)}
              </Tag>
            </Descriptions.Item>
            {detail.data.address && (
              <Descriptions.Item label={t('goodsOrders.address')}>
                {`${detail.data.address.recipient} ${detail.data.address.cellphone} · ${detail.data.address.regionText} ${detail.data.address.detail}`}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('goodsOrders.amount')}>
              {`${moneyText(detail.data.payAmount, locale)} (${t('goodsOrders.delivery')} ${moneyText(detail.data.deliveryFee, locale)})`}
            </Descriptions.Item>
            {detail.data.refundedAmount > 0 && (
              <Descriptions.Item label={t('goodsOrders.refundedAmount')}>{moneyText(detail.data.refundedAmount, locale)}</Descriptions.Item>
            )}
            {detail.data.express && (
              <Descriptions.Item label={t('goodsOrders.express')}>
                {`${expressCarrier(detail.data.express.carrier)?.name[locale] ?? detail.data.express.carrier} ${detail.data.express.trackingNo}`}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Table<GoodsOrderLine>
            rowKey="skuId"
            size="small"
            pagination={false}
            dataSource={detail.data.lines}
            scroll={{ x: true }}
            columns={[
              {
                title: t('goodsOrders.goods'),
                key: 'name',
                render: (_: unknown, l) => (
                  <>
                    {goodsLineName(l)}
                    {l.stub && (
                      <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="goods-line-stub">
                        {t('goodsOrders.stubPrints')}: {stubPrintText(l.stub)}
                      </Typography.Paragraph>
                    )}
                  </>
                )
              },
              { title: t('goodsOrders.qty'), dataIndex: 'qty', align: 'right' },
              { title: t('goodsOrders.refundedQty'), dataIndex: 'refundedQty', align: 'right' },
              {
                title: t('goodsOrders.refundQty'),
                key: 'refund',
                render: (_: unknown, l) =>
                  l.refundableQty > 0 ? (
                    <InputNumber
                      min={0}
                      max={l.refundableQty}
                      precision={0}
                      value={refundQty[l.skuId] ?? 0}
                      onChange={(v) => setRefundQty({ ...refundQty, [l.skuId]: Number(v ?? 0) })}
                      aria-label={t('goodsOrders.refundQty')}
                    />
                  ) : (
                    '—'
                  )
              }
            ]}
          />
          {detail.data.canRefund && (
            <Button
              danger
              disabled={!asked.length}
              loading={refunding.isPending}
              onClick={() => refunding.mutate(asked)}
              data-testid="goods-order-refund"
            >
              {t('goodsOrders.refund')}
            </Button>
          )}
          {detail.data.orderStatus === 'PAID' && detail.data.address && (
            <>
              <Typography.Title level={5}>{t('goodsOrders.ship')}</Typography.Title>
              <Form<ShipForm> form={form} layout="inline" onFinish={(v) => shipping.mutate(v)}>
                <Form.Item name="carrier" label={t('goodsOrders.carrier')} rules={[{ required: true, message: t('goodsOrders.required') }]}>
                  <Select
                    style={{ minWidth: 160 }}
                    data-testid="goods-order-carrier"
                    options={EXPRESS_CARRIERS.map((c) => ({ value: c.code, label: c.name[locale] }))}
                  />
                </Form.Item>
                <Form.Item
                  name="trackingNo"
                  label={t('goodsOrders.trackingNo')}
                  rules={[{ required: true, whitespace: true, message: t('goodsOrders.required') }]}
                  extra={carrier ? t('goodsOrders.numberHint', { example: expressCarrier(carrier)?.example ?? '' }) : undefined}
                >
                  <Input maxLength={40} autoComplete="off" data-testid="goods-order-tracking" />
                </Form.Item>
                <Form.Item>
                  <Button type="primary" htmlType="submit" loading={shipping.isPending} data-testid="goods-order-ship">
                    {t('goodsOrders.markShipped')}
                  </Button>
                </Form.Item>
              </Form>
            </>
          )}
        </Space>
      )}
    </Drawer>
  )
}
