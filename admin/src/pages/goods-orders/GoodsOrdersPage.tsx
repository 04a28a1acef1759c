/**
 * Goods orders (owner, operator, finance): the list filtered by state and order id or buyer's phone, the
 * CSV pick list, and an order's drawer where it is marked shipped (carrier and tracking number, checked by
 * the gateway per carrier) or refunded by line (owner and finance). Amounts and states are the gateway's.
 */
import { useState, type HTMLAttributes } from 'react'
import { Button, Input, Segmented, Space, Table, Tag, Typography } from 'antd'
import { useQuery } from '@tanstack/react-query'
import type { GoodsOrderAdminRow, GoodsOrderState } from '../../../../types/api/goods-order'
import { goodsOrders, goodsOrdersCsvUrl } from '../../api/goods-order-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { moneyText } from '../../../../types/rules/money'
import { useTimeText } from '../../time/use-merchant-time'
import { GoodsOrderDrawer } from './GoodsOrderDrawer'
import { goodsLineName, stubPrintText } from './goods-line-text'
import { GOODS_STATE_COLOURS, GOODS_STATES } from './goods-order-states'
import { FirstItemLink } from '../../components/FirstItemLink'

export const GOODS_ORDERS_KEY = ['goods-orders']
const PAGE_SIZE = 20

export default function GoodsOrdersPage() {
  const when = useTimeText()
  const { t, locale } = useI18n()
  const [state, setState] = useState<GoodsOrderState | 'ALL'>('PAID')
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<string>()
  const filters = { state: state === 'ALL' ? undefined : state, keyword: keyword.trim() }
  const list = useQuery({
    queryKey: [...GOODS_ORDERS_KEY, filters, page],
    queryFn: () => goodsOrders(filters, (page - 1) * PAGE_SIZE, PAGE_SIZE)
  })

  if (list.isPending) return <PageLoading />
  if (list.isError) {
    if (list.error instanceof AdminError && list.error.forbidden) return <ForbiddenPage />
    return <PageError error={list.error} onRetry={() => void list.refetch()} />
  }
  return (
    <>
      <Typography.Title level={3}>{t('goodsOrders.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('goodsOrders.sub')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<GoodsOrderState | 'ALL'>
          value={state}
          onChange={(v) => {
            setState(v)
            setPage(1)
          }}
          options={[
            ...GOODS_STATES.map((s) => ({ value: s, label: t(`goodsOrders.state.${s}`) })),
            { value: 'ALL' as const, label: t('goodsOrders.all') }
          ]}
        />
        <Input.Search
          allowClear
          placeholder={t('goodsOrders.search')}
          onSearch={(v) => {
            setKeyword(v)
            setPage(1)
          }}
          style={{ width: 260 }}
          data-testid="goods-orders-search"
        />
        <Button href={goodsOrdersCsvUrl(filters)} data-testid="goods-orders-csv">
          {t('goodsOrders.csv')}
        </Button>
      </Space>
      {list.data.items.length === 0 ? (
        <PageEmpty description={t('goodsOrders.empty')} action={<FirstItemLink to="/goods/new" area="catalogue" label="goods.add" />} />
      ) : (
        <Table<GoodsOrderAdminRow>
          rowKey="orderId"
          dataSource={list.data.items}
          scroll={{ x: true }}
          onRow={(r) =>
            ({ onClick: () => setOpen(r.orderId), style: { cursor: 'pointer' }, 'data-order-id': r.orderId }) as HTMLAttributes<HTMLElement>
          }
          pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data.total, onChange: setPage }}
          columns={[
            {
              title: t('goodsOrders.order'),
              dataIndex: 'orderNumber',
              render: (n: string) => <Typography.Link style={{ whiteSpace: 'nowrap' }}>{n}</Typography.Link>
            },
            {
              title: t('goodsOrders.stateColumn'),
              dataIndex: 'state',
              render: (s: GoodsOrderState) => <Tag color={GOODS_STATE_COLOURS[s]}>{t(`goodsOrders.state.${s}`)}</Tag>
            },
            {
              title: t('goodsOrders.goods'),
              key: 'goods',
              render: (_: unknown, r) =>
                r.lines
                  .map(
                    (l) =>
                      `${goodsLineName(l)} ×${l.qty - l.refundedQty}${l.stub ? ` (${t('goodsOrders.stubPrints')}: ${stubPrintText(l.stub)})` : ''}`
                  )
                  .join('; ')
            },
            { title: t('goodsOrders.buyer'), dataIndex: 'buyer' },
            { title: t('goodsOrders.amount'), dataIndex: 'payAmount', align: 'right', render: (f: number) => moneyText(f, locale) },
            { title: t('goodsOrders.placed'), dataIndex: 'createdTime', render: (at: number) => when(at) }
          ]}
        />
      )}
      <GoodsOrderDrawer orderId={open} onClose={() => setOpen(undefined)} />
    </>
  )
}
