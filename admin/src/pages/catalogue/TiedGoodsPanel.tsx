/**
 * The show editor's goods tab: the goods sold with this show (tied sale), each opening the goods editor,
 * where the ties are edited — one place edits them, so the goods' order and limits stay with the goods.
 */
import { Button, List, Space, Tag, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router-dom'
import { goodsList } from '../../api/goods-calls'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { useTextIn } from '../../components/TextsFields'
import { fenText } from '../../../../types/rules/money'

export function TiedGoodsPanel({ showId }: { showId: string }) {
  const { t } = useI18n()
  const textIn = useTextIn()
  const navigate = useNavigate()
  const tied = useQuery({ queryKey: ['goods', 'list', { showId }], queryFn: () => goodsList({ showId }) })
  const add = (
    <Button icon={<PlusOutlined />} onClick={() => navigate('/goods/new')} data-testid="tied-goods-add">
      {t('goods.add')}
    </Button>
  )
  if (tied.isPending) return <PageLoading rows={3} />
  if (tied.isError) return <PageError error={tied.error} onRetry={() => void tied.refetch()} />
  if (!tied.data.length) return <PageEmpty description={t('catalogue.tiedGoods.empty')} action={add} />
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('catalogue.tiedGoods.hint')}</Typography.Text>
      <List
        bordered
        size="small"
        dataSource={tied.data}
        data-testid="tied-goods"
        renderItem={(g) => (
          <List.Item
            actions={[
              <Link key="edit" to={`/goods/${encodeURIComponent(g.id)}`}>
                {t('goods.edit')}
              </Link>
            ]}
          >
            <Space wrap>
              <Typography.Text>{textIn(g.name)}</Typography.Text>
              {g.minPriceFen !== null && <Typography.Text type="secondary">{fenText(g.minPriceFen)}</Typography.Text>}
              {!g.onSale && <Tag color="orange">{t('lay.goodsOffSale')}</Tag>}
            </Space>
          </List.Item>
        )}
      />
    </Space>
  )
}
