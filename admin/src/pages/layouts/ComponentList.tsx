/**
 * The page's components in order: drag a row (HTML5 drag and drop) or use the up/down buttons to reorder,
 * remove one, or open its form (the selected row). The waterfall feed stays last (the gateway requires it).
 */
import { useState } from 'react'
import { Button, List, Space, Tag, Typography } from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons'
import type { LayoutComponentDraft } from '../../../../types/api/storefront-admin'
import type { MessageKey } from '../../i18n/en-US'
import { useI18n } from '../../i18n/i18n'
import { kindOf } from './layout-components'

interface Props {
  components: LayoutComponentDraft[]
  selected?: string
  onSelect: (componentId: string) => void
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
}

export function ComponentList({ components, selected, onSelect, onMove, onRemove }: Props) {
  const { t, locale } = useI18n()
  const [dragged, setDragged] = useState<number>()
  const [over, setOver] = useState<number>()
  const summary = (c: LayoutComponentDraft) =>
    c.componentType === 'NORMAL' && c.style === 'BANNER' ? t('lay.bannerCount', { n: c.items.length }) : c.title[locale] || c.componentId
  return (
    <List
      bordered
      size="small"
      dataSource={components}
      renderItem={(c, i) => (
        <List.Item
          key={c.componentId}
          draggable
          data-testid={`component-${c.componentId}`}
          onDragStart={(e) => {
            setDragged(i)
            e.dataTransfer.effectAllowed = 'move'
          }}
          onDragOver={(e) => {
            e.preventDefault()
            setOver(i)
          }}
          onDragEnd={() => {
            setDragged(undefined)
            setOver(undefined)
          }}
          onDrop={(e) => {
            e.preventDefault()
            if (dragged !== undefined) onMove(dragged, i)
            setDragged(undefined)
            setOver(undefined)
          }}
          onClick={() => onSelect(c.componentId)}
          style={{
            cursor: 'pointer',
            background: c.componentId === selected ? 'rgba(22, 119, 255, 0.08)' : undefined,
            borderTop: over === i && dragged !== undefined && dragged !== i ? '2px solid #1677ff' : undefined
          }}
          actions={[
            <Button
              key="up"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('common.up')}
              disabled={i === 0}
              onClick={(e) => (e.stopPropagation(), onMove(i, i - 1))}
            />,
            <Button
              key="down"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('common.down')}
              disabled={i === components.length - 1}
              onClick={(e) => (e.stopPropagation(), onMove(i, i + 1))}
            />,
            <Button
              key="remove"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('common.remove')}
              onClick={(e) => (e.stopPropagation(), onRemove(i))}
            />
          ]}
        >
          <Space>
            <HolderOutlined style={{ cursor: 'grab' }} />
            <Tag>{t(`lay.kind.${kindOf(c)}` as MessageKey)}</Tag>
            <Typography.Text ellipsis style={{ maxWidth: 200 }}>
              {summary(c)}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  )
}
