/** One row per combination of the option values: price, market price, stock (not below what is held and sold), picture, on sale. */
import { InputNumber, Select, Switch, Table, Typography } from 'antd'
import { useI18n } from '../../i18n/i18n'
import { useTextIn } from '../../components/TextsFields'
import type { OptionGroupDraft, SkuDraft } from './goods-form-values'

export function SkuTable({
  groups,
  skus,
  pictures,
  onChange
}: {
  groups: OptionGroupDraft[]
  skus: SkuDraft[]
  pictures: string[]
  onChange: (next: SkuDraft[]) => void
}) {
  const { t } = useI18n()
  const textIn = useTextIn()
  const set = (i: number, patch: Partial<SkuDraft>) => onChange(skus.map((s, j) => (j === i ? { ...s, ...patch } : s)))
  const valueName = (gi: number, key: string) => textIn(groups[gi]?.values.find((v) => v.key === key)?.name) || '—'
  return (
    <Table<SkuDraft>
      rowKey={(s) => s.values.join('+') || 'single'}
      size="small"
      pagination={false}
      scroll={{ x: true }}
      dataSource={skus}
      data-testid="goods-skus"
      columns={[
        ...groups.map((g, gi) => ({
          title: textIn(g.name) || '—',
          key: g.key,
          render: (_: unknown, s: SkuDraft) => valueName(gi, s.values[gi])
        })),
        {
          title: t('goods.sku.price'),
          key: 'price',
          render: (_, s, i) => (
            <InputNumber
              min={0}
              max={1_000_000}
              precision={2}
              prefix="¥"
              value={s.priceYuan}
              status={s.priceYuan === null ? 'error' : undefined}
              onChange={(v) => set(i, { priceYuan: v })}
              data-testid={`goods-sku-price-${i}`}
            />
          )
        },
        {
          title: t('goods.sku.marketPrice'),
          key: 'market',
          render: (_, s, i) => (
            <InputNumber
              min={0}
              max={1_000_000}
              precision={2}
              prefix="¥"
              value={s.marketPriceYuan}
              onChange={(v) => set(i, { marketPriceYuan: v })}
            />
          )
        },
        {
          title: t('goods.sku.stock'),
          key: 'stock',
          render: (_, s, i) => (
            <InputNumber
              min={0}
              max={1_000_000}
              precision={0}
              value={s.capacity}
              status={s.capacity < s.held + s.sold ? 'error' : undefined}
              onChange={(v) => set(i, { capacity: v ?? 0 })}
              data-testid={`goods-sku-stock-${i}`}
            />
          )
        },
        {
          title: t('goods.sku.heldSold'),
          key: 'taken',
          render: (_, s) => <Typography.Text type="secondary">{`${s.held} / ${s.sold}`}</Typography.Text>
        },
        {
          title: t('goods.sku.picture'),
          key: 'picture',
          render: (_, s, i) => (
            <Select<string>
              allowClear
              style={{ width: 160 }}
              placeholder={t('goods.sku.pictureNone')}
              value={s.pictureUrl ?? undefined}
              options={pictures.map((p, n) => ({ value: p, label: `${t('goods.sku.pictureN')} ${n + 1}` }))}
              onChange={(p) => set(i, { pictureUrl: p ?? null })}
            />
          )
        },
        {
          title: t('goods.onSale'),
          key: 'onSale',
          render: (_, s, i) => <Switch checked={s.onSale} onChange={(onSale) => set(i, { onSale })} />
        }
      ]}
    />
  )
}
