/**
 * Make or change a reservable item: its title, description and venue (zh-CN required, translations
 * optional), a picture address, the price in yuan (0: free), the booking rules and whether it is on sale.
 * The gateway checks every field again and says which is wrong.
 */
import { Button, Drawer, Form, Input, InputNumber, Switch } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  RESERVATION_DESCRIPTION_MAX,
  RESERVATION_PICTURE_URL_MAX,
  RESERVATION_TITLE_MAX,
  RESERVATION_VENUE_MAX,
  type AdminReservationItem
} from '../../../../types/api/reservation'
import { RULE_BOUNDS } from '../../../../types/rules/reservation-rules'
import { saveReservationItem } from '../../api/reservation-calls'
import { useI18n } from '../../i18n/i18n'
import { TranslatedTextFields } from '../../components/TranslatedTextFields'
import { drawerWidth } from '../../components/drawer-width'
import { toItemFormValues, toItemInput, type ItemFormValues } from './reservation-form-values'

const RULE_FIELDS = ['opensDaysAhead', 'closesMinutesBefore', 'cancelHoursBefore', 'perBuyerLimit'] as const

export function ItemForm({ item, open, onClose }: { item: AdminReservationItem | null; open: boolean; onClose: () => void }) {
  const { t } = useI18n()
  const client = useQueryClient()
  const save = useMutation({
    mutationFn: (v: ItemFormValues) => saveReservationItem(item?.itemId ?? null, toItemInput(v)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['reservation-items'] })
      onClose()
    }
    // A refusal names the wrong field in the gateway's words: the query client's one error notice shows it.
  })
  return (
    <Drawer
      open={open}
      width={drawerWidth(600)}
      title={t(item ? 'reservations.edit' : 'reservations.new')}
      onClose={onClose}
      destroyOnClose
    >
      <Form<ItemFormValues>
        layout="vertical"
        data-testid="reservation-form"
        initialValues={toItemFormValues(item)}
        onFinish={(v) => save.mutate(v)}
      >
        <TranslatedTextFields
          name="title"
          textsName="titleTexts"
          label={t('reservations.field.title')}
          max={RESERVATION_TITLE_MAX}
          testId="reservation-title"
        />
        <TranslatedTextFields
          name="venueName"
          textsName="venueTexts"
          label={t('reservations.field.venue')}
          max={RESERVATION_VENUE_MAX}
          required={false}
          testId="reservation-venue"
        />
        <TranslatedTextFields
          name="description"
          textsName="descriptionTexts"
          label={t('reservations.field.description')}
          max={RESERVATION_DESCRIPTION_MAX}
          multiline
          required={false}
          testId="reservation-description"
        />
        <Form.Item name="pictureUrl" label={t('reservations.field.picture')}>
          <Input maxLength={RESERVATION_PICTURE_URL_MAX} placeholder="https://" />
        </Form.Item>
        <Form.Item name="priceYuan" label={t('reservations.field.price')} extra={t('reservations.field.priceHint')}>
          <InputNumber min={0} max={100000} precision={2} style={{ width: 200 }} data-testid="reservation-price" />
        </Form.Item>
        {RULE_FIELDS.map((key) => (
          <Form.Item key={key} name={['rules', key]} label={t(`reservations.rule.${key}`)} rules={[{ required: true }]}>
            <InputNumber min={RULE_BOUNDS[key][0]} max={RULE_BOUNDS[key][1]} precision={0} style={{ width: 200 }} />
          </Form.Item>
        ))}
        <Form.Item name="onSale" label={t('reservations.field.onSale')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="reservation-save">
          {t('common.save')}
        </Button>
      </Form>
    </Drawer>
  )
}
