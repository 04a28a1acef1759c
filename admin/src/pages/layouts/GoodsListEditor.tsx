/**
 * A goods floor of the shop tab: its title, horizontal or vertical, and its goods — picked from the
 * merchant's goods (1-20, dragged into order; goods not on sale wait there until they are) or one of its
 * goods categories (its first 20 goods on sale).
 */
import { Form, Radio, Select, Tag } from 'antd'
import { useQuery } from '@tanstack/react-query'
import type { LayoutGoodsListDraft } from '../../../../types/api/storefront-admin'
import { goodsCategories, goodsList } from '../../api/goods-calls'
import { useI18n } from '../../i18n/i18n'
import { TextsInput } from './TextsInput'
import { PickedOrderList } from './PickedOrderList'
import { GOODS_FLOOR_MAX, goodsFloorSource, pickGoods, withGoodsSource, type GoodsFloorSource } from './layout-components'

export function GoodsListEditor({ value, onChange }: { value: LayoutGoodsListDraft; onChange: (c: LayoutGoodsListDraft) => void }) {
  const { t, locale } = useI18n()
  const source = goodsFloorSource(value)
  const goods = useQuery({ queryKey: ['goods', 'list', {}], queryFn: () => goodsList({}) })
  const categories = useQuery({ queryKey: ['goods', 'categories'], queryFn: goodsCategories, enabled: source === 'CATEGORY' })
  const byId = new Map((goods.data ?? []).map((g) => [g.id, g]))
  const nameOf = (id: string) => byId.get(id)?.name[locale] || id
  const setPicked = (spuIds: string[]) => onChange(pickGoods(value, spuIds))

  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('lay.field.title')}>
        <TextsInput value={value.title} onChange={(title) => onChange({ ...value, title })} testId={`${value.componentId}-title`} />
      </Form.Item>
      <Form.Item label={t('lay.field.direction')}>
        <Radio.Group
          value={value.direction}
          onChange={(e) => onChange({ ...value, direction: e.target.value as LayoutGoodsListDraft['direction'] })}
          options={[
            { value: 'HORIZONTAL', label: t('lay.direction.HORIZONTAL') },
            { value: 'VERTICAL', label: t('lay.direction.VERTICAL') }
          ]}
        />
      </Form.Item>
      <Form.Item label={t('lay.field.goodsSource')}>
        <Radio.Group
          value={source}
          data-testid={`${value.componentId}-source`}
          onChange={(e) => onChange(withGoodsSource(value, e.target.value as GoodsFloorSource))}
          options={[
            { value: 'PICKED', label: t('lay.goodsSource.PICKED') },
            { value: 'CATEGORY', label: t('lay.goodsSource.CATEGORY') }
          ]}
        />
      </Form.Item>
      {source === 'CATEGORY' ? (
        <Form.Item label={t('lay.field.goodsCategory')} extra={t('lay.goodsCategoryHint', { max: GOODS_FLOOR_MAX })}>
          <Select
            data-testid={`${value.componentId}-category`}
            value={value.categoryId || undefined}
            loading={categories.isPending}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name[locale] || c.id }))}
            onChange={(categoryId: string) => onChange(withGoodsSource(value, 'CATEGORY', categoryId))}
          />
        </Form.Item>
      ) : (
        <>
          <Form.Item label={t('lay.field.goods')} extra={t('lay.goodsHint', { max: GOODS_FLOOR_MAX })}>
            <Select
              mode="multiple"
              data-testid={`${value.componentId}-goods`}
              value={value.spuIds}
              loading={goods.isPending}
              maxCount={GOODS_FLOOR_MAX}
              optionFilterProp="label"
              options={(goods.data ?? []).map((g) => ({
                value: g.id,
                label: `${g.name[locale] || g.id}${g.onSale ? '' : ` (${t('lay.goodsOffSale')})`}`
              }))}
              onChange={(spuIds: string[]) => setPicked(spuIds)}
            />
          </Form.Item>
          <PickedOrderList
            ids={value.spuIds}
            nameOf={nameOf}
            tagOf={(id) => byId.get(id)?.onSale === false && <Tag color="orange">{t('lay.goodsOffSale')}</Tag>}
            onChange={setPicked}
          />
        </>
      )}
    </Form>
  )
}
