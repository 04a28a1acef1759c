/**
 * Make or change a coupon template: its kind and value, the threshold, the scope picked from
 * the catalogue (shows, sessions, tiers, venues, show types; tags, goods and goods categories typed, as
 * goods have no catalogue yet), the businesses, the validity, the quantity and per-buyer limit, online or
 * offline use and the real-name / face-auth flags. The gateway checks every field again and says which is wrong.
 */
import { Button, Checkbox, DatePicker, Divider, Drawer, Form, InputNumber, Radio, Select, Space, Switch } from 'antd'
import type { Dayjs } from 'dayjs'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { COUPON_PER_BUYER_MAX, COUPON_QUANTITY_MAX, COUPON_TITLE_MAX, type AdminCouponTemplate } from '../../../../types/api/coupon'
import { COUPON_BIZ_TYPES, EXPIRATION_UNITS, LIMITATION_TYPES, USE_COUPON_RULES } from '../../../../types/rules/coupon-rules'
import { saveCouponTemplate } from '../../api/coupon-calls'
import { benefitCards } from '../../api/card-calls'
import { useI18n } from '../../i18n/i18n'
import { ScopePickers } from '../../components/ScopePickers'
import { TranslatedTextFields } from '../../components/TranslatedTextFields'
import { instantOfPicker, pickerOf } from '../../time/merchant-zone'
import {
  givesCard,
  MAKEABLE_KINDS,
  scopeLists,
  thresholdBox,
  toFormValues,
  toTemplateInput,
  valueBox,
  type CouponFormValues
} from './coupon-form-values'
import { isPackKind, SHARE_PARTS_MAX } from '../../../../types/rules/coupon-pack-split'
import { drawerWidth } from '../../components/drawer-width'
import { useMerchantZone } from '../../time/use-merchant-time'

type Values = Omit<CouponFormValues, 'window'> & { window: [Dayjs, Dayjs] | null }

export function CouponForm({ template, open, onClose }: { template: AdminCouponTemplate | null; open: boolean; onClose: () => void }) {
  const { t } = useI18n()
  const zone = useMerchantZone()
  const client = useQueryClient()
  const [form] = Form.useForm<Values>()
  const initial = toFormValues(template, Date.now())
  const couponType = Form.useWatch('couponType', form) ?? initial.couponType
  const limitationType = Form.useWatch('limitationType', form) ?? initial.limitationType
  const rule = Form.useWatch('useCouponRule', form) ?? initial.useCouponRule
  const expirationType = Form.useWatch('expirationType', form) ?? initial.expirationType
  const bizTypes = Form.useWatch('couponBizTypes', form) ?? initial.couponBizTypes
  // An exchange coupon for benefit cards names the card it gives.
  const cardPick = givesCard(couponType, bizTypes ?? [])
  const cards = useQuery({ queryKey: ['benefit-cards'], queryFn: benefitCards, enabled: open && cardPick })
  const save = useMutation({
    mutationFn: (v: Values) =>
      saveCouponTemplate(
        template?.id ?? null,
        toTemplateInput({ ...v, window: v.window ? [instantOfPicker(v.window[0], zone), instantOfPicker(v.window[1], zone)] : null })
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['coupons'] })
      onClose()
    }
    // A refusal names the wrong field in the gateway's words: the query client's one error notice shows it.
  })
  const box = valueBox(couponType)
  const threshold = thresholdBox(limitationType)
  const required = [{ required: true, message: t('coupons.required') }]
  return (
    <Drawer open={open} width={drawerWidth(560)} title={t(template ? 'coupons.edit' : 'coupons.new')} onClose={onClose} destroyOnClose>
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="coupon-form"
        initialValues={{
          ...initial,
          window: initial.window ? [pickerOf(initial.window[0], zone), pickerOf(initial.window[1], zone)] : null
        }}
        onFinish={(v) => save.mutate(v)}
      >
        <TranslatedTextFields
          name="title"
          textsName="titleTexts"
          label={t('coupons.field.title')}
          max={COUPON_TITLE_MAX}
          testId="coupon-title"
        />
        <Form.Item name="couponType" label={t('coupons.field.type')}>
          <Select options={MAKEABLE_KINDS.map((k) => ({ value: k, label: t(`coupons.type.${k}`) }))} data-testid="coupon-type" />
        </Form.Item>
        {box === 'amount' && (
          <Form.Item name="amountYuan" label={t('coupons.field.amount')} rules={required}>
            <InputNumber min={0.01} precision={2} prefix="¥" style={{ width: '100%' }} />
          </Form.Item>
        )}
        {box === 'discount' && (
          <Form.Item name="discount" label={t('coupons.field.discount')} extra={t('coupons.field.discountHint')} rules={required}>
            <InputNumber min={1} max={99} precision={0} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Space wrap align="start">
          <Form.Item name="limitationType" label={t('coupons.field.threshold')}>
            <Select style={{ minWidth: 200 }} options={LIMITATION_TYPES.map((k) => ({ value: k, label: t(`coupons.limitation.${k}`) }))} />
          </Form.Item>
          {threshold !== 'none' && (
            <Form.Item
              name="threshold"
              label={t(threshold === 'yuan' ? 'coupons.field.thresholdYuan' : 'coupons.field.thresholdCount')}
              rules={required}
            >
              <InputNumber min={threshold === 'yuan' ? 0.01 : 1} precision={threshold === 'yuan' ? 2 : 0} style={{ width: 160 }} />
            </Form.Item>
          )}
        </Space>
        <Form.Item name="couponBizTypes" label={t('coupons.field.biz')} rules={required}>
          <Checkbox.Group options={COUPON_BIZ_TYPES.map((b) => ({ value: b, label: t(`coupons.biz.${b}`) }))} />
        </Form.Item>
        {cardPick && (
          <Form.Item name="privilegeCardId" label={t('coupons.field.card')} extra={t('coupons.field.cardHint')} rules={required}>
            <Select
              loading={cards.isPending}
              options={(cards.data ?? []).map((c) => ({ value: c.id, label: c.cardName }))}
              data-testid="coupon-card"
            />
          </Form.Item>
        )}
        <Divider />
        <Form.Item name="useCouponRule" label={t('coupons.field.rule')}>
          <Select options={USE_COUPON_RULES.map((r) => ({ value: r, label: t(`coupons.rule.${r}`) }))} data-testid="coupon-rule" />
        </Form.Item>
        <ScopePickers lists={scopeLists(rule)} open={open} />
        <Divider />
        <Form.Item name="expirationType" label={t('coupons.field.validity')}>
          <Radio.Group
            options={[
              { value: 'FIXED', label: t('coupons.validity.FIXED') },
              { value: 'DYNAMIC', label: t('coupons.validity.DYNAMIC') }
            ]}
          />
        </Form.Item>
        {expirationType === 'FIXED' ? (
          <Form.Item name="window" label={t('coupons.field.window')} rules={required}>
            <DatePicker.RangePicker showTime style={{ width: '100%' }} />
          </Form.Item>
        ) : (
          <Space wrap>
            <Form.Item name="length" label={t('coupons.field.length')} rules={required}>
              <InputNumber min={1} max={3650} precision={0} />
            </Form.Item>
            <Form.Item name="expirationUnit" label={t('coupons.field.unit')}>
              <Select style={{ minWidth: 120 }} options={EXPIRATION_UNITS.map((u) => ({ value: u, label: t(`coupons.unit.${u}`) }))} />
            </Form.Item>
          </Space>
        )}
        <Space wrap>
          <Form.Item name="quantity" label={t('coupons.field.quantity')} rules={required}>
            <InputNumber min={1} max={COUPON_QUANTITY_MAX} precision={0} data-testid="coupon-quantity" />
          </Form.Item>
          <Form.Item name="perBuyerLimit" label={t('coupons.field.perBuyer')} rules={required}>
            <InputNumber min={1} max={COUPON_PER_BUYER_MAX} precision={0} />
          </Form.Item>
          {isPackKind(couponType) && (
            <Form.Item name="shareParts" label={t('coupons.field.shareParts')} tooltip={t('coupons.field.sharePartsHint')} rules={required}>
              <InputNumber min={2} max={SHARE_PARTS_MAX} precision={0} data-testid="coupon-share-parts" />
            </Form.Item>
          )}
        </Space>
        <Form.Item name="useWay" label={t('coupons.field.useWay')}>
          <Radio.Group
            options={[
              { value: 'ONLINE', label: t('coupons.useWay.ONLINE') },
              { value: 'OFFLINE', label: t('coupons.useWay.OFFLINE') }
            ]}
          />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="needRealName" label={t('coupons.field.realName')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="needFaceAuth" label={t('coupons.field.faceAuth')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="showReceivable" label={t('coupons.field.onShows')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <TranslatedTextFields
          name="ruleComments"
          textsName="ruleCommentsTexts"
          label={t('coupons.field.comments')}
          max={500}
          multiline
          required={false}
          testId="coupon-comments"
        />
        <Button type="primary" htmlType="submit" loading={save.isPending} block data-testid="coupon-save">
          {t('common.save')}
        </Button>
      </Form>
    </Drawer>
  )
}
