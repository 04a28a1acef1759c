/**
 * Make or change a benefit card: its price mode and prices, the
 * redemptions per card and what each ticket costs, the validity (annual, days after purchase, or until a
 * date), the range picked from the catalogue (every show, or shows / sessions / tiers, with the coupon
 * form's pickers), stock, per-buyer limit, on/off and real name. The gateway checks every field again and
 * says which is wrong; a change applies to cards sold from then on.
 */
import { Button, DatePicker, Divider, Drawer, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd'
import { TranslatedTextFields } from '../../components/TranslatedTextFields'
import type { Dayjs } from 'dayjs'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  CARD_DESCRIPTION_MAX,
  CARD_NAME_MAX,
  CARD_PER_BUYER_MAX,
  CARD_STOCK_MAX,
  CARD_TIMES_MAX,
  CARD_VALID_DAYS_MAX,
  PRICE_MODES,
  type AdminBenefitCard
} from '../../../../types/api/benefit-card'
import { saveBenefitCard } from '../../api/card-calls'
import { useI18n } from '../../i18n/i18n'
import { endOfPickedDay, pickerOf, zoneToday } from '../../time/merchant-zone'
import { useMerchantZone } from '../../time/use-merchant-time'
import { ScopePickers } from '../../components/ScopePickers'
import { priceBoxes, toCardFormValues, toCardInput, type CardFormValues } from './card-form-values'
import { drawerWidth } from '../../components/drawer-width'

type Values = Omit<CardFormValues, 'validUntil'> & { validUntil: Dayjs | null }

export function CardForm({ card, open, onClose }: { card: AdminBenefitCard | null; open: boolean; onClose: () => void }) {
  const { t } = useI18n()
  const zone = useMerchantZone()
  const client = useQueryClient()
  const [form] = Form.useForm<Values>()
  const initial = toCardFormValues(card)
  const priceMode = Form.useWatch('priceMode', form) ?? initial.priceMode
  const validityType = Form.useWatch('validityType', form) ?? initial.validityType
  const rule = Form.useWatch('useCouponRule', form) ?? initial.useCouponRule
  const save = useMutation({
    // The chosen day counts whole: the card ends at its end, on the merchant's clock.
    mutationFn: (v: Values) =>
      saveBenefitCard(card?.id ?? null, toCardInput({ ...v, validUntil: v.validUntil ? endOfPickedDay(v.validUntil, zone) : null })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['benefit-cards'] })
      onClose()
    }
    // A refusal names the wrong field in the gateway's words: the query client's one error notice shows it.
  })
  const boxes = priceBoxes(priceMode)
  const required = [{ required: true, message: t('cards.required') }]
  return (
    <Drawer open={open} width={drawerWidth(560)} title={t(card ? 'cards.edit' : 'cards.new')} onClose={onClose} destroyOnClose>
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="card-form"
        initialValues={{ ...initial, validUntil: initial.validUntil ? pickerOf(initial.validUntil, zone) : null }}
        onFinish={(v) => save.mutate(v)}
      >
        <TranslatedTextFields
          name="cardName"
          textsName="cardNameTexts"
          label={t('cards.field.name')}
          max={CARD_NAME_MAX}
          testId="card-name"
        />
        <Form.Item name="cardUrl" label={t('cards.field.image')} extra={t('cards.field.imageHint')}>
          <Input maxLength={500} />
        </Form.Item>
        <TranslatedTextFields
          name="description"
          textsName="descriptionTexts"
          label={t('cards.field.description')}
          max={CARD_DESCRIPTION_MAX}
          multiline
          required={false}
          testId="card-description"
        />
        <Divider />
        <Form.Item name="priceMode" label={t('cards.field.priceMode')}>
          <Radio.Group options={PRICE_MODES.map((m) => ({ value: m, label: t(`cards.priceMode.${m}`) }))} data-testid="card-price-mode" />
        </Form.Item>
        <Space wrap align="start">
          {boxes.cash && (
            <Form.Item name="cardPriceYuan" label={t('cards.field.cardPrice')} rules={required}>
              <InputNumber min={0.01} precision={2} prefix="¥" style={{ width: 180 }} data-testid="card-price" />
            </Form.Item>
          )}
          {boxes.points && (
            <Form.Item name="pointPrice" label={t('cards.field.pointPrice')} rules={required}>
              <InputNumber min={1} precision={0} style={{ width: 180 }} />
            </Form.Item>
          )}
        </Space>
        <Space wrap align="start">
          <Form.Item name="convertibleTimes" label={t('cards.field.times')} rules={required}>
            <InputNumber min={1} max={CARD_TIMES_MAX} precision={0} />
          </Form.Item>
          <Form.Item name="redeemPriceYuan" label={t('cards.field.redeemPrice')} extra={t('cards.field.redeemPriceHint')} rules={required}>
            <InputNumber min={0} precision={2} prefix="¥" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="perSessionLimit" label={t('cards.field.perSession')} extra={t('cards.field.zeroNoLimit')}>
            <InputNumber min={0} max={CARD_TIMES_MAX} precision={0} />
          </Form.Item>
        </Space>
        <Divider />
        <Form.Item name="validityType" label={t('cards.field.validity')}>
          <Radio.Group options={(['ANNUAL', 'DAYS', 'UNTIL'] as const).map((v) => ({ value: v, label: t(`cards.validity.${v}`) }))} />
        </Form.Item>
        {validityType === 'DAYS' && (
          <Form.Item name="validDays" label={t('cards.field.validDays')} rules={required}>
            <InputNumber min={1} max={CARD_VALID_DAYS_MAX} precision={0} />
          </Form.Item>
        )}
        {validityType === 'UNTIL' && (
          <Form.Item name="validUntil" label={t('cards.field.validUntil')} rules={required}>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(zoneToday(zone), 'day')} />
          </Form.Item>
        )}
        <Divider />
        <Form.Item name="useCouponRule" label={t('cards.field.range')}>
          <Select
            options={[
              { value: 'ALL_SHOW', label: t('cards.range.ALL_SHOW') },
              { value: 'LIMIATION_SHOW_SESSION_SEATPLAN', label: t('cards.range.LIMIATION_SHOW_SESSION_SEATPLAN') }
            ]}
            data-testid="card-range"
          />
        </Form.Item>
        <ScopePickers lists={rule === 'ALL_SHOW' ? [] : ['showIds', 'showSessionIds', 'seatPlanIds']} open={open} />
        <Divider />
        <Space wrap>
          <Form.Item name="stock" label={t('cards.field.stock')} rules={required}>
            <InputNumber min={0} max={CARD_STOCK_MAX} precision={0} data-testid="card-stock" />
          </Form.Item>
          <Form.Item name="perBuyerLimit" label={t('cards.field.perBuyer')} extra={t('cards.field.zeroNoLimit')}>
            <InputNumber min={0} max={CARD_PER_BUYER_MAX} precision={0} />
          </Form.Item>
        </Space>
        <Space wrap size="large">
          <Form.Item name="enabled" label={t('cards.field.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="needRealName" label={t('cards.field.realName')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" loading={save.isPending} block data-testid="card-save">
          {t('common.save')}
        </Button>
      </Form>
    </Drawer>
  )
}
