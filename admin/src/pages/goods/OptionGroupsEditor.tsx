/** The goods' option groups (size, colour ...) and their values; the SKU table below follows them. */
import { Button, Card, Space } from 'antd'
import { GOODS_LIMITS } from '../../../../types/api/goods'
import { useI18n } from '../../i18n/i18n'
import { TextsInputs } from './TextsInputs'
import { emptyTexts, freshKey, type OptionGroupDraft } from './goods-form-values'

export function OptionGroupsEditor({ groups, onChange }: { groups: OptionGroupDraft[]; onChange: (next: OptionGroupDraft[]) => void }) {
  const { t } = useI18n()
  const setGroup = (gi: number, g: OptionGroupDraft) => onChange(groups.map((old, i) => (i === gi ? g : old)))
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {groups.map((g, gi) => (
        <Card
          key={g.key}
          size="small"
          title={<TextsInputs value={g.name} max={10} onChange={(name) => setGroup(gi, { ...g, name })} testId={`goods-group-${gi}`} />}
          extra={
            <Button danger size="small" onClick={() => onChange(groups.filter((_, i) => i !== gi))}>
              {t('goods.options.removeGroup')}
            </Button>
          }
        >
          <Space direction="vertical" size="small">
            {g.values.map((v, vi) => (
              <Space key={v.key} wrap>
                <TextsInputs
                  value={v.name}
                  max={20}
                  onChange={(name) => setGroup(gi, { ...g, values: g.values.map((old, i) => (i === vi ? { ...v, name } : old)) })}
                  testId={`goods-value-${gi}-${vi}`}
                />
                <Button
                  size="small"
                  disabled={g.values.length <= 1}
                  onClick={() => setGroup(gi, { ...g, values: g.values.filter((_, i) => i !== vi) })}
                >
                  {t('common.remove')}
                </Button>
              </Space>
            ))}
            <Button
              size="small"
              disabled={g.values.length >= GOODS_LIMITS.valuesPerGroup}
              onClick={() => setGroup(gi, { ...g, values: [...g.values, { key: freshKey(groups), name: emptyTexts() }] })}
              data-testid={`goods-value-add-${gi}`}
            >
              {t('goods.options.addValue')}
            </Button>
          </Space>
        </Card>
      ))}
      <Button
        disabled={groups.length >= GOODS_LIMITS.optionGroups}
        onClick={() => {
          const key = freshKey(groups)
          const withGroup = [...groups, { key, name: emptyTexts(), values: [] }]
          onChange([...groups, { key, name: emptyTexts(), values: [{ key: freshKey(withGroup), name: emptyTexts() }] }])
        }}
        data-testid="goods-group-add"
      >
        {t('goods.options.addGroup')}
      </Button>
    </Space>
  )
}
