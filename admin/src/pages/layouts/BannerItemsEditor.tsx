/** A banner component's pictures: title per language, colour and where a tap jumps (show, search, URL of this site, mini-program...). */
import { Button, Card, ColorPicker, Form, Input, Select, Space } from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { LayoutBanner, LayoutBannerJump } from '../../../../types/api/admin'
import type { MessageKey } from '../../i18n/en-US'
import { useI18n } from '../../i18n/i18n'
import { useQuery } from '@tanstack/react-query'
import { layoutPages } from '../../api/layout-calls'
import { TextsInput } from './TextsInput'
import { emptyTexts, freshId, move } from './layout-components'

/** The jumps the console offers, and what each one's value is. */
const JUMPS: ReadonlyArray<{ type: LayoutBannerJump; value?: MessageKey; appId?: boolean }> = [
  { type: 'SHOW_DETAIL', value: 'lay.value.showId' },
  { type: 'SEARCH_KEYWORD', value: 'lay.value.keyword' },
  { type: 'SHOW_TYPE', value: 'lay.value.category' },
  { type: 'HOT' },
  { type: 'CALENDAR' },
  { type: 'H5', value: 'lay.value.url' },
  { type: 'WX_MINI', value: 'lay.value.path', appId: true },
  { type: 'ALIPAY_MINI', value: 'lay.value.path', appId: true },
  { type: 'HOME' },
  { type: 'TOPIC', value: 'lay.value.topic' },
  { type: 'TOAST', value: 'lay.value.toast' }
]

export function BannerItemsEditor({ items, onChange }: { items: LayoutBanner[]; onChange: (items: LayoutBanner[]) => void }) {
  const { t, locale } = useI18n()
  // A topic jump picks one of the shop's topic pages (its layout id is what the app opens).
  const pages = useQuery({ queryKey: ['layout-pages'], queryFn: layoutPages })
  const topics = (pages.data ?? []).filter((p) => p.page === 'TOPIC').map((p) => ({ value: p.layoutId, label: p.name[locale] || p.layoutId }))
  const set = (i: number, patch: Partial<LayoutBanner>) => onChange(items.map((b, j) => (j === i ? { ...b, ...patch } : b)))
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {items.map((b, i) => {
        const jump = JUMPS.find((j) => j.type === b.jumpType)
        return (
          <Card
            key={b.itemId}
            size="small"
            title={t('lay.bannerItem', { n: i + 1 })}
            extra={
              <Space>
                <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('common.up')} disabled={i === 0} onClick={() => onChange(move(items, i, i - 1))} />
                <Button size="small" icon={<ArrowDownOutlined />} aria-label={t('common.down')} disabled={i === items.length - 1} onClick={() => onChange(move(items, i, i + 1))} />
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('common.remove')} disabled={items.length === 1} onClick={() => onChange(items.filter((_, j) => j !== i))} />
              </Space>
            }
          >
            <Form layout="vertical" component="div">
              <Form.Item label={t('lay.field.title')}>
                <TextsInput value={b.title} onChange={(title) => set(i, { title })} testId={`banner-${b.itemId}-title`} />
              </Form.Item>
              <Form.Item label={t('lay.field.color')}>
                <ColorPicker value={b.color} disabledAlpha onChangeComplete={(c) => set(i, { color: c.toHexString().slice(0, 7).toUpperCase() })} showText />
              </Form.Item>
              <Form.Item label={t('lay.field.jump')}>
                <Select
                  data-testid={`banner-${b.itemId}-jump`}
                  value={b.jumpType}
                  options={JUMPS.map((j) => ({ value: j.type, label: t(`lay.jump.${j.type}` as MessageKey) }))}
                  onChange={(jumpType: LayoutBannerJump) => set(i, { jumpType, jumpValue: undefined, appId: undefined })}
                />
              </Form.Item>
              {jump?.type === 'TOPIC' && (
                <Form.Item label={t('lay.value.topic')}>
                  <Select value={b.jumpValue} options={topics} onChange={(jumpValue: string) => set(i, { jumpValue })} data-testid={`banner-${b.itemId}-topic`} />
                </Form.Item>
              )}
              {jump?.value && jump.type !== 'TOPIC' && (
                <Form.Item label={t(jump.value)}>
                  <Input value={b.jumpValue ?? ''} onChange={(e) => set(i, { jumpValue: e.target.value || undefined })} />
                </Form.Item>
              )}
              {jump?.appId && (
                <Form.Item label={t('lay.value.appId')}>
                  <Input value={b.appId ?? ''} onChange={(e) => set(i, { appId: e.target.value || undefined })} />
                </Form.Item>
              )}
            </Form>
          </Card>
        )
      })}
      <Button
        icon={<PlusOutlined />}
        disabled={items.length >= 10}
        onClick={() => onChange([...items, { itemId: freshId('B', items.map((b) => b.itemId)), title: emptyTexts(), color: '#1E4D6B', jumpType: 'HOME' }])}
      >
        {t('lay.addBanner')}
      </Button>
    </Space>
  )
}
