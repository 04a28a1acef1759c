/** The shop's goods (owner, operator): search by name, filter by category, open the editor or start new goods; the categories beside. */
import { useState } from 'react'
import { Button, Image, Input, Select, Space, Table, Tag, Typography } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import type { AdminGoodsSummary } from '../../../../types/api/goods'
import { goodsCategories, goodsList } from '../../api/goods-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { useTextIn } from '../../components/TextsFields'
import { fenText } from '../../../../types/rules/money'
import { GoodsCategories, GOODS_CATEGORIES_KEY } from './GoodsCategories'

export default function GoodsPage() {
  const { t } = useI18n()
  const textIn = useTextIn()
  const navigate = useNavigate()
  const [query, setQuery] = useState<{ q?: string; categoryId?: string }>({})
  const list = useQuery({ queryKey: ['goods', 'list', query], queryFn: () => goodsList(query) })
  const categories = useQuery({ queryKey: GOODS_CATEGORIES_KEY, queryFn: goodsCategories })
  const addButton = (
    <Button type="primary" onClick={() => navigate('/goods/new')} data-testid="goods-add">
      {t('goods.add')}
    </Button>
  )

  let body
  if (list.isPending) body = <PageLoading />
  else if (list.isError) {
    if (list.error instanceof AdminError && list.error.forbidden) return <ForbiddenPage />
    body = <PageError error={list.error} onRetry={() => void list.refetch()} />
  } else if (list.data.length === 0) body = <PageEmpty description={t('goods.empty')} action={addButton} />
  else
    body = (
      <Table<AdminGoodsSummary>
        rowKey="id"
        dataSource={list.data}
        pagination={{ pageSize: 20 }}
        scroll={{ x: true }}
        onRow={(g) => ({ onClick: () => navigate(`/goods/${g.id}`), style: { cursor: 'pointer' } })}
        columns={[
          {
            key: 'poster',
            width: 64,
            render: (_, g) => (
              <Image src={g.posterUrl} width={48} height={48} preview={false} style={{ objectFit: 'cover', borderRadius: 4 }} />
            )
          },
          { title: t('goods.name'), key: 'name', render: (_, g) => textIn(g.name) },
          { title: t('goods.kind'), dataIndex: 'kind', render: (k: AdminGoodsSummary['kind']) => t(`goods.kind.${k}`) },
          {
            title: t('goods.category'),
            key: 'category',
            render: (_, g) => textIn(categories.data?.find((c) => c.id === g.categoryId)?.name) || '—'
          },
          {
            title: t('goods.onSale'),
            dataIndex: 'onSale',
            render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? t('goods.onSale.yes') : t('goods.onSale.no')}</Tag>
          },
          { title: t('goods.skus'), dataIndex: 'skuCount' },
          { title: t('goods.priceFrom'), dataIndex: 'minPriceFen', render: (fen: number | null) => (fen === null ? '—' : fenText(fen)) },
          { title: t('goods.available'), dataIndex: 'available' },
          { title: t('goods.sold'), dataIndex: 'sold' }
        ]}
      />
    )

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('goods.title')}
        </Typography.Title>
        {addButton}
      </Space>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={t('goods.search')}
          onSearch={(q) => setQuery((old) => ({ ...old, q: q.trim() || undefined }))}
          style={{ width: 260 }}
          data-testid="goods-search"
        />
        <Select<string>
          allowClear
          placeholder={t('goods.category')}
          style={{ width: 180 }}
          options={categories.data?.map((c) => ({ value: c.id, label: textIn(c.name) }))}
          onChange={(categoryId) => setQuery((old) => ({ ...old, categoryId }))}
        />
      </Space>
      {body}
      <GoodsCategories />
    </Space>
  )
}
