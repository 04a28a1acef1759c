/** The form of one component, by its type. */
import { Form, Input, Select } from 'antd'
import type { LayoutComponentDraft } from '../../../../types/api/storefront-admin'
import { useI18n } from '../../i18n/i18n'
import type { MessageKey } from '../../i18n/en-US'
import { TextsInput } from './TextsInput'
import { BannerItemsEditor } from './BannerItemsEditor'
import { ShowListEditor } from './ShowListEditor'
import { GoodsListEditor } from './GoodsListEditor'
import { JumpFields } from './JumpFields'

const SORTS = ['RECOMMEND', 'TIME', 'PRICE_ASC', 'PRICE_DESC'] as const

export function ComponentForm({ value, onChange }: { value: LayoutComponentDraft; onChange: (c: LayoutComponentDraft) => void }) {
  const { t } = useI18n()
  if (value.componentType === 'NORMAL' && value.style === 'BANNER')
    return <BannerItemsEditor items={value.items} onChange={(items) => onChange({ ...value, items })} />
  if (value.componentType === 'NORMAL' && value.style === 'SHOW_LIST') return <ShowListEditor value={value} onChange={onChange} />
  if (value.componentType === 'NORMAL' && value.style === 'GOODS_LIST') return <GoodsListEditor value={value} onChange={onChange} />
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('lay.field.title')}>
        <TextsInput value={value.title} onChange={(title) => onChange({ ...value, title })} testId={`${value.componentId}-title`} />
      </Form.Item>
      {value.componentType === 'NORMAL' && value.style === 'NOTICE' && (
        <Form.Item label={t('lay.field.content')}>
          <TextsInput multiline value={value.content} onChange={(content) => onChange({ ...value, content })} />
        </Form.Item>
      )}
      {value.componentType === 'NORMAL' && value.style === 'NOTICE' && (
        <JumpFields
          optional
          value={value}
          testId={value.componentId}
          onChange={(jump) => {
            const { jumpType: _t, jumpValue: _v, appId: _a, ...rest } = value
            onChange({ ...rest, ...(jump.jumpType ? { jumpType: jump.jumpType, jumpValue: jump.jumpValue, appId: jump.appId } : {}) })
          }}
        />
      )}
      {value.componentType === 'WATERFALL' && (
        <>
          <Form.Item label={t('lay.field.sort')}>
            <Select
              value={value.rule.sortType}
              options={SORTS.map((s) => ({ value: s, label: t(`lay.sort.${s}` as MessageKey) }))}
              onChange={(sortType: (typeof SORTS)[number]) => onChange({ ...value, rule: { ...value.rule, sortType } })}
            />
          </Form.Item>
          <Form.Item label={t('lay.value.category')} extra={t('lay.categoryHint')}>
            <Input
              value={value.rule.categoryCode ?? ''}
              onChange={(e) =>
                onChange({
                  ...value,
                  rule: { sortType: value.rule.sortType, ...(e.target.value ? { categoryCode: e.target.value.toUpperCase() } : {}) }
                })
              }
            />
          </Form.Item>
        </>
      )}
    </Form>
  )
}
