/**
 * A show list component (issue #16 item 2): its title, horizontal or vertical, and its shows — picked from
 * the merchant's shows on sale (1-20, dragged into order) or the first N by category and/or tag.
 */
import { Form, Input, InputNumber, Radio, Select } from 'antd'
import { useQuery } from '@tanstack/react-query'
import type { LayoutShowListDraft } from '../../../../types/api/storefront-admin'
import { catalogueOptions, shows } from '../../api/catalogue-calls'
import { useI18n } from '../../i18n/i18n'
import { TextsInput } from './TextsInput'
import { PickedOrderList } from './PickedOrderList'

export const SHOW_LIST_MAX = 20

export function ShowListEditor({ value, onChange }: { value: LayoutShowListDraft; onChange: (c: LayoutShowListDraft) => void }) {
  const { t, locale } = useI18n()
  const onSale = useQuery({ queryKey: ['catalogue-shows', 'ON_SALE'], queryFn: () => shows({ listing: 'ON_SALE' }) })
  const options = useQuery({ queryKey: ['catalogue-options'], queryFn: catalogueOptions, enabled: value.source.kind === 'RULE' })
  const source = value.source
  const nameOf = (id: string) => onSale.data?.find((s) => s.id === id)?.name[locale] ?? id
  const setPicked = (showIds: string[]) => onChange({ ...value, source: { kind: 'PICKED', showIds } })

  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('lay.field.title')}>
        <TextsInput value={value.title} onChange={(title) => onChange({ ...value, title })} testId={`${value.componentId}-title`} />
      </Form.Item>
      <Form.Item label={t('lay.field.direction')}>
        <Radio.Group
          value={value.direction}
          onChange={(e) => onChange({ ...value, direction: e.target.value as LayoutShowListDraft['direction'] })}
          options={[
            { value: 'HORIZONTAL', label: t('lay.direction.HORIZONTAL') },
            { value: 'VERTICAL', label: t('lay.direction.VERTICAL') }
          ]}
        />
      </Form.Item>
      <Form.Item label={t('lay.field.showSource')}>
        <Radio.Group
          value={source.kind}
          onChange={(e) =>
            onChange({ ...value, source: e.target.value === 'PICKED' ? { kind: 'PICKED', showIds: [] } : { kind: 'RULE', count: 6 } })
          }
          options={[
            { value: 'PICKED', label: t('lay.source.PICKED') },
            { value: 'RULE', label: t('lay.source.RULE') }
          ]}
        />
      </Form.Item>
      {source.kind === 'PICKED' ? (
        <>
          <Form.Item label={t('lay.field.shows')} extra={t('lay.showsHint', { max: SHOW_LIST_MAX })}>
            <Select
              mode="multiple"
              data-testid={`${value.componentId}-shows`}
              value={source.showIds}
              loading={onSale.isPending}
              maxCount={SHOW_LIST_MAX}
              optionFilterProp="label"
              options={(onSale.data ?? []).map((s) => ({ value: s.id, label: `${s.name[locale]} · ${s.id}` }))}
              onChange={(showIds: string[]) => setPicked(showIds)}
            />
          </Form.Item>
          <PickedOrderList ids={source.showIds} nameOf={nameOf} onChange={setPicked} />
        </>
      ) : (
        <>
          <Form.Item label={t('lay.value.category')}>
            <Select
              allowClear
              value={source.categoryCode}
              loading={options.isPending}
              options={(options.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name[locale] }))}
              onChange={(categoryCode?: string) =>
                onChange({
                  ...value,
                  source: {
                    kind: 'RULE',
                    count: source.count,
                    ...(source.tag ? { tag: source.tag } : {}),
                    ...(categoryCode ? { categoryCode } : {})
                  }
                })
              }
            />
          </Form.Item>
          <Form.Item label={t('lay.field.tag')}>
            <Input
              value={source.tag ?? ''}
              maxLength={20}
              onChange={(e) =>
                onChange({
                  ...value,
                  source: {
                    kind: 'RULE',
                    count: source.count,
                    ...(source.categoryCode ? { categoryCode: source.categoryCode } : {}),
                    ...(e.target.value ? { tag: e.target.value } : {})
                  }
                })
              }
            />
          </Form.Item>
          <Form.Item label={t('lay.field.count')}>
            <InputNumber
              min={1}
              max={SHOW_LIST_MAX}
              precision={0}
              value={source.count}
              onChange={(count) => onChange({ ...value, source: { ...source, count: count ?? 1 } })}
            />
          </Form.Item>
        </>
      )}
    </Form>
  )
}
