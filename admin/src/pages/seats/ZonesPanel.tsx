/** The price zones: add one (name, colour), rename or recolour, and give the selected seats a zone. */
import { useState } from 'react'
import { Button, ColorPicker, Input, List, Space } from 'antd'
import type { HallZone } from '../../../../types/rules/hall-map'
import { useI18n } from '../../i18n/i18n'

const PALETTE = ['#d4380d', '#1677ff', '#389e0d', '#d48806', '#722ed1', '#08979c', '#c41d7f']

interface Props {
  zones: HallZone[]
  canAssign: boolean
  onChange: (zones: HallZone[]) => void
  onAssign: (zoneId: string | null) => void
}

export function ZonesPanel({ zones, canAssign, onChange, onAssign }: Props) {
  const { t } = useI18n()
  const [name, setName] = useState('')
  const add = () => {
    const id = `z${Date.now().toString(36)}`
    onChange([...zones, { id, name: name.trim(), color: PALETTE[zones.length % PALETTE.length] }])
    setName('')
  }
  const edit = (id: string, patch: Partial<HallZone>) => onChange(zones.map((z) => (z.id === id ? { ...z, ...patch } : z)))
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <List
        size="small"
        dataSource={zones}
        locale={{ emptyText: t('seats.noZones') }}
        renderItem={(z) => (
          <List.Item
            actions={[
              <Button key="assign" size="small" disabled={!canAssign} onClick={() => onAssign(z.id)} data-testid={`zone-assign-${z.name}`}>
                {t('seats.assign')}
              </Button>
            ]}
          >
            <Space>
              <ColorPicker
                size="small"
                value={z.color}
                disabledAlpha
                onChangeComplete={(c) => edit(z.id, { color: c.toHexString().slice(0, 7) })}
              />
              <Input
                size="small"
                value={z.name}
                maxLength={40}
                onChange={(e) => edit(z.id, { name: e.target.value })}
                style={{ width: 110 }}
              />
            </Space>
          </List.Item>
        )}
      />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          size="small"
          placeholder={t('seats.zoneName')}
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
          data-testid="zone-name"
        />
        <Button size="small" disabled={!name.trim()} onClick={add} data-testid="zone-add">
          {t('common.add')}
        </Button>
      </Space.Compact>
      <Button size="small" disabled={!canAssign} onClick={() => onAssign(null)}>
        {t('seats.clearZone')}
      </Button>
    </Space>
  )
}
