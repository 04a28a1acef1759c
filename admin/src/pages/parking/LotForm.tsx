/**
 * Make or change a car park and its fee rule: free minutes, the price of a step of N minutes (in yuan,
 * sent in fen), an optional cap per day, the grace minutes to leave after paying. The gateway checks the
 * rule again (types/rules/parking-fee.ts parkingRuleProblem) and names the wrong field.
 */
import { Button, Drawer, Form, Input, InputNumber, Switch } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PARKING_LOT_NAME_MAX, type AdminParkingLot, type ParkingLotInput } from '../../../../types/api/parking'
import { fenToYuan, yuanToFen } from '../../../../types/rules/money'
import { saveParkingLot } from '../../api/parking-calls'
import { useI18n } from '../../i18n/i18n'
import { drawerWidth } from '../../components/drawer-width'

interface Values {
  name: string
  address: string
  freeMinutes: number
  stepMinutes: number
  stepYuan: number
  capYuan: number | null
  graceMinutes: number
  enabled: boolean
}

const valuesOf = (lot: AdminParkingLot | null): Values =>
  lot
    ? {
        name: lot.name,
        address: lot.address,
        freeMinutes: lot.freeMinutes,
        stepMinutes: lot.stepMinutes,
        stepYuan: fenToYuan(lot.stepFen),
        capYuan: lot.dailyCapFen === null ? null : fenToYuan(lot.dailyCapFen),
        graceMinutes: lot.graceMinutes,
        enabled: lot.enabled
      }
    : { name: '', address: '', freeMinutes: 30, stepMinutes: 60, stepYuan: 5, capYuan: 30, graceMinutes: 15, enabled: true }

const inputOf = (v: Values): ParkingLotInput => ({
  name: v.name,
  address: v.address ?? '',
  freeMinutes: v.freeMinutes,
  stepMinutes: v.stepMinutes,
  stepFen: yuanToFen(v.stepYuan),
  dailyCapFen: v.capYuan === null || v.capYuan === undefined ? null : yuanToFen(v.capYuan),
  graceMinutes: v.graceMinutes,
  enabled: v.enabled
})

export function LotForm({ lot, open, onClose }: { lot: AdminParkingLot | null; open: boolean; onClose: () => void }) {
  const { t } = useI18n()
  const client = useQueryClient()
  const save = useMutation({
    mutationFn: (v: Values) => saveParkingLot(lot?.lotId ?? null, inputOf(v)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['parking-lots'] })
      onClose()
    }
  })
  const required = [{ required: true, message: t('parking.required') }]
  return (
    <Drawer open={open} width={drawerWidth(480)} title={t(lot ? 'parking.lot.edit' : 'parking.lot.new')} onClose={onClose} destroyOnClose>
      <Form<Values> layout="vertical" data-testid="parking-lot-form" initialValues={valuesOf(lot)} onFinish={(v) => save.mutate(v)}>
        <Form.Item name="name" label={t('parking.lot.name')} rules={required}>
          <Input maxLength={PARKING_LOT_NAME_MAX} />
        </Form.Item>
        <Form.Item name="address" label={t('parking.lot.address')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="freeMinutes" label={t('parking.lot.freeMinutes')} rules={required}>
          <InputNumber min={0} max={1440} precision={0} />
        </Form.Item>
        <Form.Item name="stepMinutes" label={t('parking.lot.stepMinutes')} rules={required}>
          <InputNumber min={1} max={1440} precision={0} />
        </Form.Item>
        <Form.Item name="stepYuan" label={t('parking.lot.stepYuan')} rules={required}>
          <InputNumber min={0} max={10000} precision={2} />
        </Form.Item>
        <Form.Item name="capYuan" label={t('parking.lot.capYuan')} extra={t('parking.lot.capHint')}>
          <InputNumber min={0.01} max={100000} precision={2} />
        </Form.Item>
        <Form.Item name="graceMinutes" label={t('parking.lot.graceMinutes')} rules={required}>
          <InputNumber min={0} max={1440} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label={t('parking.lot.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="parking-lot-save">
          {t('parking.save')}
        </Button>
      </Form>
    </Drawer>
  )
}
