/** A banner component's pictures: title per language, colour and where a tap jumps (show, search, URL of this site, mini-program...). */
import { Button, Card, ColorPicker, Form, Space } from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { LayoutBanner } from '../../../../types/api/storefront-admin'
import { useI18n } from '../../i18n/i18n'
import { TextsInput } from './TextsInput'
import { JumpFields } from './JumpFields'
import { emptyTexts, freshId, move } from './layout-components'

export function BannerItemsEditor({ items, onChange }: { items: LayoutBanner[]; onChange: (items: LayoutBanner[]) => void }) {
  const { t } = useI18n()
  const set = (i: number, patch: Partial<LayoutBanner>) => onChange(items.map((b, j) => (j === i ? { ...b, ...patch } : b)))
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {items.map((b, i) => {
        return (
          <Card
            key={b.itemId}
            size="small"
            title={t('lay.bannerItem', { n: i + 1 })}
            extra={
              <Space>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('common.up')}
                  disabled={i === 0}
                  onClick={() => onChange(move(items, i, i - 1))}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('common.down')}
                  disabled={i === items.length - 1}
                  onClick={() => onChange(move(items, i, i + 1))}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('common.remove')}
                  disabled={items.length === 1}
                  onClick={() => onChange(items.filter((_, j) => j !== i))}
                />
              </Space>
            }
          >
            <Form layout="vertical" component="div">
              <Form.Item label={t('lay.field.title')}>
                <TextsInput value={b.title} onChange={(title) => set(i, { title })} testId={`banner-${b.itemId}-title`} />
              </Form.Item>
              <Form.Item label={t('lay.field.color')}>
                <ColorPicker
                  value={b.color}
                  disabledAlpha
                  onChangeComplete={(c) => set(i, { color: c.toHexString().slice(0, 7).toUpperCase() })}
                  showText
                />
              </Form.Item>
              <JumpFields
                value={b}
                testId={`banner-${b.itemId}`}
                onChange={(jump) => set(i, { jumpType: jump.jumpType ?? 'HOME', jumpValue: jump.jumpValue, appId: jump.appId })}
              />
            </Form>
          </Card>
        )
      })}
      <Button
        icon={<PlusOutlined />}
        disabled={items.length >= 10}
        onClick={() =>
          onChange([
            ...items,
            {
              itemId: freshId(
                'B',
                items.map((b) => b.itemId)
              ),
              title: emptyTexts(),
              color: '#1E4D6B',
              jumpType: 'HOME'
            }
          ])
        }
      >
        {t('lay.addBanner')}
      </Button>
    </Space>
  )
}
