/** Generates a section from a grid: rows × seats, spacing, curvature, aisles, numbering, first row label. */
import { useEffect } from 'react'
import { Button, Form, Input, InputNumber, Select, Slider } from 'antd'
import { NUMBERINGS, sectionNameKey, type GridSpec, type Numbering } from '../../../../types/rules/hall-map'
import { useI18n } from '../../i18n/i18n'

export interface GridValues {
  name: string
  rows: number
  seatsPerRow: number
  rowSpacing: number
  seatSpacing: number
  curvature: number
  aisles: string
  numbering: Numbering
  firstRowLabel: string
}

const INITIAL: GridValues = {
  name: 'A',
  rows: 8,
  seatsPerRow: 16,
  rowSpacing: 30,
  seatSpacing: 24,
  curvature: 0.2,
  aisles: '',
  numbering: 'ltr',
  firstRowLabel: '1'
}

/** "4, 12" → [4, 12]: the seat positions an aisle follows. */
export function parseAisles(text: string): number[] {
  return text
    .split(/[,，\s]+/)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
}

export function toGridSpec(values: GridValues, sectionId: string, origin: GridSpec['origin']): GridSpec {
  return { ...values, sectionId, aisleAfter: parseAisles(values.aisles), origin, curvature: values.curvature }
}

/** The first of A, B, C... no section has yet: the default for the next section drawn. */
export function nextSectionName(taken: string[]): string {
  const used = new Set(taken.map(sectionNameKey))
  for (let i = 0; i < 26; i++) {
    const name = String.fromCharCode(65 + i)
    if (!used.has(sectionNameKey(name))) return name
  }
  return ''
}

export function GridForm({ onGenerate, takenNames }: { onGenerate: (values: GridValues) => void; takenNames: string[] }) {
  const { t } = useI18n()
  const [form] = Form.useForm<GridValues>()
  const taken = takenNames.map(sectionNameKey)
  // After a section is drawn (or the map loads), the name offered is one the map does not have yet.
  useEffect(() => {
    if (taken.includes(sectionNameKey(form.getFieldValue('name') ?? ''))) form.setFieldValue('name', nextSectionName(takenNames))
  }, [takenNames.join('\n')]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Form<GridValues>
      form={form}
      layout="vertical"
      size="small"
      initialValues={{ ...INITIAL, name: nextSectionName(takenNames) }}
      onFinish={onGenerate}
      data-testid="grid-form"
    >
      <Form.Item
        name="name"
        label={t('seats.sectionName')}
        rules={[
          { required: true, message: t('login.required') },
          {
            validator: async (_, v: string | undefined) =>
              v !== undefined && taken.includes(sectionNameKey(v)) ? Promise.reject(new Error(t('seats.sectionNameTaken'))) : undefined
          }
        ]}
      >
        <Input maxLength={40} data-testid="grid-name" />
      </Form.Item>
      <Form.Item name="rows" label={t('seats.rows')}>
        <InputNumber min={1} max={60} style={{ width: '100%' }} data-testid="grid-rows" />
      </Form.Item>
      <Form.Item name="seatsPerRow" label={t('seats.seatsPerRow')}>
        <InputNumber min={1} max={120} style={{ width: '100%' }} data-testid="grid-seats" />
      </Form.Item>
      <Form.Item name="rowSpacing" label={t('seats.rowSpacing')}>
        <InputNumber min={18} max={120} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="seatSpacing" label={t('seats.seatSpacing')}>
        <InputNumber min={18} max={120} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="curvature" label={t('seats.curvature')}>
        <Slider min={0} max={1} step={0.05} />
      </Form.Item>
      <Form.Item name="aisles" label={t('seats.aisles')} extra={t('seats.aislesHint')}>
        <Input maxLength={80} data-testid="grid-aisles" />
      </Form.Item>
      <Form.Item name="numbering" label={t('seats.numbering')}>
        <Select options={NUMBERINGS.map((n) => ({ value: n, label: t(`seats.numbering.${n}`) }))} />
      </Form.Item>
      <Form.Item
        name="firstRowLabel"
        label={t('seats.firstRow')}
        rules={[{ required: true, pattern: /^(\d{1,3}|[A-Za-z]{1,2})$/, message: t('seats.firstRowHint') }]}
      >
        <Input maxLength={3} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block data-testid="grid-generate">
        {t('seats.generate')}
      </Button>
    </Form>
  )
}
