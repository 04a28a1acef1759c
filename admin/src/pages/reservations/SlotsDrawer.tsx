/**
 * An item's calendar: add slots for a range of days (optionally only some weekdays) at the times typed,
 * each with a capacity; the coming four weeks' slots with their places booked, and a capacity changed in
 * place (the gateway refuses one below the places booked and says how many are).
 */
import { useState } from 'react'
import { Alert, Button, Checkbox, DatePicker, Drawer, Form, Input, InputNumber, Space, Table, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { SLOT_CAPACITY_MAX, type AdminReservationItem, type AdminSlot } from '../../../../types/api/reservation'
import { addReservationSlots, reservationSlots, setSlotCapacity } from '../../api/reservation-calls'
import { useI18n } from '../../i18n/i18n'
import { useTimeText } from '../../time/use-merchant-time'
import { drawerWidth } from '../../components/drawer-width'
import { QueryState } from '../../components/QueryState'
import { planPreview, toSlotPlan, type PlanFormValues } from './reservation-form-values'

type PlanValues = Omit<PlanFormValues, 'fromDate' | 'toDate'> & { range: [Dayjs, Dayjs] | null }
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const

function CapacityCell({ slot }: { slot: AdminSlot }) {
  const { t } = useI18n()
  const client = useQueryClient()
  const [value, setValue] = useState<number | null>(slot.capacity)
  const save = useMutation({
    mutationFn: (capacity: number) => setSlotCapacity(slot.slotId, capacity),
    onSuccess: () => client.invalidateQueries({ queryKey: ['reservation-slots'] })
  })
  return (
    <Space>
      <InputNumber
        size="small"
        min={1}
        max={SLOT_CAPACITY_MAX}
        precision={0}
        value={value}
        onChange={setValue}
        data-testid="slot-capacity"
      />
      <Button
        size="small"
        disabled={!value || value === slot.capacity}
        loading={save.isPending}
        onClick={() => value && save.mutate(value)}
        data-testid="slot-capacity-save"
      >
        {t('common.save')}
      </Button>
    </Space>
  )
}

export function SlotsDrawer({ item, onClose }: { item: AdminReservationItem | null; onClose: () => void }) {
  const { t } = useI18n()
  const when = useTimeText()
  const client = useQueryClient()
  const [form] = Form.useForm<PlanValues>()
  const watched = Form.useWatch([], form) as PlanValues | undefined
  const slots = useQuery({
    queryKey: ['reservation-slots', item?.itemId],
    queryFn: () => reservationSlots(item?.itemId ?? '', {}),
    enabled: !!item
  })
  const toPlan = (v: PlanValues): PlanFormValues => ({
    fromDate: v.range?.[0]?.format('YYYY-MM-DD') ?? '',
    toDate: v.range?.[1]?.format('YYYY-MM-DD') ?? '',
    weekdays: v.weekdays ?? [],
    times: v.times ?? '',
    capacity: v.capacity
  })
  const preview = watched?.range ? planPreview(toPlan(watched)) : undefined
  const add = useMutation({
    mutationFn: (v: PlanValues) => addReservationSlots(item?.itemId ?? '', toSlotPlan(toPlan(v))),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['reservation-slots'] })
      await client.invalidateQueries({ queryKey: ['reservation-items'] })
    }
  })

  return (
    <Drawer
      open={!!item}
      width={drawerWidth(760)}
      title={t('reservations.calendar.title', { title: item?.title ?? '' })}
      onClose={onClose}
      destroyOnClose
    >
      <Form<PlanValues>
        form={form}
        layout="vertical"
        data-testid="slot-plan-form"
        initialValues={{ range: null, weekdays: [], times: '10:00-11:00\n14:00-15:00', capacity: 10 }}
        onFinish={(v) => add.mutate(v)}
      >
        <Form.Item
          name="range"
          label={t('reservations.calendar.days')}
          rules={[{ required: true, message: t('reservations.calendar.daysRequired') }]}
        >
          <DatePicker.RangePicker format="YYYY-MM-DD" data-testid="slot-plan-range" />
        </Form.Item>
        <Form.Item name="weekdays" label={t('reservations.calendar.weekdays')} extra={t('reservations.calendar.weekdaysHint')}>
          <Checkbox.Group options={WEEKDAYS.map((d) => ({ value: d, label: t(`reservations.weekday.${d}`) }))} />
        </Form.Item>
        <Form.Item
          name="times"
          label={t('reservations.calendar.times')}
          extra={t('reservations.calendar.timesHint')}
          rules={[{ required: true }]}
        >
          <Input.TextArea rows={3} data-testid="slot-plan-times" />
        </Form.Item>
        <Form.Item name="capacity" label={t('reservations.calendar.capacity')} rules={[{ required: true }]}>
          <InputNumber min={1} max={SLOT_CAPACITY_MAX} precision={0} data-testid="slot-plan-capacity" />
        </Form.Item>
        {preview &&
          ('problem' in preview ? (
            <Alert type="warning" showIcon message={t(`reservations.calendar.problem.${preview.problem}`)} style={{ marginBottom: 12 }} />
          ) : (
            <Typography.Paragraph data-testid="slot-plan-preview">
              {t('reservations.calendar.preview', { n: preview.count })}
            </Typography.Paragraph>
          ))}
        {add.data && (
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('reservations.calendar.added', { created: add.data.created, skipped: add.data.skipped })}
            data-testid="slot-plan-added"
          />
        )}
        <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="slot-plan-save">
          {t('reservations.calendar.add')}
        </Button>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('reservations.calendar.coming')}
      </Typography.Title>
      {!slots.isSuccess ? (
        <QueryState query={slots} />
      ) : (
        <Table<AdminSlot>
          size="small"
          rowKey="slotId"
          dataSource={slots.data}
          pagination={{ pageSize: 20 }}
          scroll={{ x: true }}
          locale={{ emptyText: t('reservations.calendar.none') }}
          data-testid="slots-table"
          columns={[
            {
              title: t('reservations.slot.start'),
              key: 'start',
              render: (_, s) => `${when(s.start, 'dateMinute')}-${when(s.end, 'minute')}`
            },
            { title: t('reservations.slot.booked'), key: 'booked', render: (_, s) => `${s.booked} / ${s.capacity}` },
            { title: t('reservations.slot.left'), dataIndex: 'left' },
            {
              title: t('reservations.slot.capacity'),
              key: 'capacity',
              render: (_, s) => <CapacityCell key={`${s.slotId}-${s.capacity}`} slot={s} />
            }
          ]}
        />
      )}
    </Drawer>
  )
}
