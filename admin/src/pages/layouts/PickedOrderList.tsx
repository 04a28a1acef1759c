/**
 * The picked items of a floor in their order: dragged, moved up or down, or removed. One list for the show
 * and the goods floors, so both are put in order the same way.
 */
import { useState, type ReactNode } from 'react'
import { Button, List, Space, Typography } from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons'
import { useI18n } from '../../i18n/i18n'
import { move } from './layout-components'

export function PickedOrderList({
  ids,
  nameOf,
  tagOf,
  onChange
}: {
  ids: string[]
  nameOf: (id: string) => string
  /** Something to say beside an item's name (e.g. not on sale). */
  tagOf?: (id: string) => ReactNode
  onChange: (ids: string[]) => void
}) {
  const { t } = useI18n()
  const [dragged, setDragged] = useState<number>()
  if (ids.length < 2) return null
  return (
    <List
      size="small"
      bordered
      dataSource={ids}
      renderItem={(id, i) => (
        <List.Item
          draggable
          onDragStart={() => setDragged(i)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault()
            if (dragged !== undefined) onChange(move(ids, dragged, i))
            setDragged(undefined)
          }}
          actions={[
            <Button
              key="up"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('common.up')}
              disabled={i === 0}
              onClick={() => onChange(move(ids, i, i - 1))}
            />,
            <Button
              key="down"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('common.down')}
              disabled={i === ids.length - 1}
              onClick={() => onChange(move(ids, i, i + 1))}
            />,
            <Button
              key="remove"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('common.remove')}
              onClick={() => onChange(ids.filter((_, j) => j !== i))}
            />
          ]}
        >
          <Space>
            <HolderOutlined style={{ cursor: 'grab' }} />
            <Typography.Text ellipsis style={{ maxWidth: 240 }}>
              {nameOf(id)}
            </Typography.Text>
            {tagOf?.(id)}
          </Space>
        </List.Item>
      )}
    />
  )
}
