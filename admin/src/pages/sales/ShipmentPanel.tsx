/**
 * Paper tickets by express on the order drawer: the address to ship to, the
 * carrier (fixed list) and tracking number — ship (state 7 → 6) or correct — and the tracking steps,
 * added by hand because no carrier service is connected. Only for EXPRESS orders; the gateway checks
 * the number per carrier (types/rules/express-carriers.ts) and answers in the console's language.
 */
import { App, Alert, Button, DatePicker, Descriptions, Form, Input, Select, Space, Tag, Timeline, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Dayjs } from 'dayjs'
import { EXPRESS_CARRIERS, EXPRESS_STEP_TEXT_MAX, expressCarrier } from '../../../../types/rules/express-carriers'
import type { ConsoleShipment } from '../../../../types/api/express'
import { addShipmentStep, ship, shipment } from '../../api/shipment-calls'
import { useI18n } from '../../i18n/i18n'
import { PageError, PageLoading } from '../../components/PageState'
import { useMerchantZone, useTimeText } from '../../time/use-merchant-time'
import { instantOfPicker, zoneNow } from '../../time/merchant-zone'

interface ShipForm {
  carrier: string
  expressNo: string
}
interface StepForm {
  at: Dayjs
  text: string
}

export function ShipmentPanel({ orderId }: { orderId: string }) {
  const when = useTimeText()
  const zone = useMerchantZone()
  const { t, locale } = useI18n()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const key = ['sales-order-shipment', orderId]
  const current = useQuery({ queryKey: key, queryFn: () => shipment(orderId) })
  const [shipForm] = Form.useForm<ShipForm>()
  const [stepForm] = Form.useForm<StepForm>()
  const carrier = Form.useWatch('carrier', shipForm)
  const saved = (reply: ConsoleShipment, text: string) => {
    queryClient.setQueryData(key, reply)
    void queryClient.invalidateQueries({ queryKey: ['sales-orders'] })
    void message.success(text)
  }
  const shipping = useMutation({
    mutationFn: (v: ShipForm) => ship(orderId, { carrier: v.carrier, expressNo: v.expressNo }),
    onSuccess: (reply) => saved(reply, current.data?.shipped ? t('shipment.corrected') : t('shipment.done'))
  })
  const stepping = useMutation({
    mutationFn: (v: StepForm) => addShipmentStep(orderId, { at: new Date(instantOfPicker(v.at, zone)).toISOString(), text: v.text }),
    onSuccess: (reply) => {
      stepForm.resetFields()
      saved(reply, t('shipment.stepAdded'))
    }
  })

  if (current.isPending) return <PageLoading />
  if (current.isError) return <PageError error={current.error} onRetry={() => void current.refetch()} />
  const s = current.data
  if (s.deliverMethod !== 'EXPRESS') return null
  const example = expressCarrier(carrier ?? s.carrier ?? '')?.example
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="shipment">
      <Typography.Title level={5}>
        {t('shipment.title')}{' '}
        <Tag color={s.shipped ? 'blue' : 'orange'} data-testid="shipment-state">
          {s.shipped ? t('shipment.shipped', { at: when(s.shippedAt) }) : t('shipment.awaiting')}
        </Tag>
      </Typography.Title>
      {s.deliveryAddress && (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('shipment.address')}>
            {`${s.deliveryAddress.recipient} ${s.deliveryAddress.cellphone} · ${s.deliveryAddress.regionText} ${s.deliveryAddress.detail}`}
          </Descriptions.Item>
        </Descriptions>
      )}
      {!s.shippable ? (
        <Alert type="info" showIcon message={t('shipment.notShippable')} />
      ) : (
        <Form<ShipForm>
          form={shipForm}
          layout="inline"
          initialValues={{ carrier: s.carrier, expressNo: s.expressNo }}
          onFinish={(v) => shipping.mutate(v)}
          key={`${s.carrier ?? ''}-${s.expressNo ?? ''}`}
        >
          <Form.Item name="carrier" label={t('shipment.carrier')} rules={[{ required: true, message: t('shipment.required') }]}>
            <Select
              style={{ minWidth: 160 }}
              data-testid="shipment-carrier"
              options={EXPRESS_CARRIERS.map((c) => ({ value: c.code, label: c.name[locale] }))}
            />
          </Form.Item>
          <Form.Item
            name="expressNo"
            label={t('shipment.number')}
            rules={[{ required: true, whitespace: true, message: t('shipment.required') }]}
            extra={example ? t('shipment.numberHint', { example }) : undefined}
          >
            <Input maxLength={40} data-testid="shipment-number" autoComplete="off" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={shipping.isPending} data-testid="shipment-save">
              {s.shipped ? t('shipment.correct') : t('shipment.ship')}
            </Button>
          </Form.Item>
        </Form>
      )}
      {s.shipped && (
        <>
          <Typography.Text strong>{t('shipment.steps')}</Typography.Text>
          {s.steps.length === 0 ? (
            <Typography.Text type="secondary">{t('shipment.noSteps')}</Typography.Text>
          ) : (
            <Timeline items={s.steps.map((step) => ({ children: `${when(step.at)} · ${step.text}` }))} />
          )}
          <Form<StepForm> form={stepForm} layout="inline" initialValues={{ at: zoneNow(zone) }} onFinish={(v) => stepping.mutate(v)}>
            <Form.Item name="at" label={t('shipment.stepAt')} rules={[{ required: true, message: t('shipment.required') }]}>
              <DatePicker showTime />
            </Form.Item>
            <Form.Item
              name="text"
              label={t('shipment.stepText')}
              rules={[{ required: true, whitespace: true, message: t('shipment.required') }]}
            >
              <Input maxLength={EXPRESS_STEP_TEXT_MAX} style={{ minWidth: 240 }} data-testid="shipment-step-text" />
            </Form.Item>
            <Form.Item>
              <Button htmlType="submit" loading={stepping.isPending} data-testid="shipment-step-add">
                {t('shipment.addStep')}
              </Button>
            </Form.Item>
          </Form>
        </>
      )}
    </Space>
  )
}
