/**
 * Make a promotion: a ticket package (two to six slots, each a list of shows; a fixed amount per
 * set) or a channel discount (a channel code, 折 or yuan off each ticket, on chosen shows), with its window,
 * quota and per-buyer limit. The gateway checks every field again and says which is wrong. Scopes are picked
 * by show here; narrowing a slot to sessions or tiers is in the API (PromotionInput.scopes) for later.
 */
import { Button, DatePicker, Divider, Drawer, Form, Input, InputNumber, Radio, Select, Space } from 'antd'
import type { Dayjs } from 'dayjs'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { PACKAGE_SLOTS_MAX, PACKAGE_SLOTS_MIN } from '../../../../types/rules/promotion-rules'
import { shows } from '../../api/catalogue-calls'
import { createPromotion } from '../../api/promotion-calls'
import { useI18n } from '../../i18n/i18n'
import { useTextIn } from '../../components/TextsFields'
import { instantOfPicker } from '../../time/merchant-zone'
import { useMerchantZone } from '../../time/use-merchant-time'
import { NEW_PROMOTION, toPromotionInput, type PromotionFormValues } from './promotion-form-values'
import { drawerWidth } from '../../components/drawer-width'

type Values = Omit<PromotionFormValues, 'window'> & { window: [Dayjs, Dayjs] | null }

export function PromotionForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n()
  const zone = useMerchantZone()
  const textIn = useTextIn()
  const client = useQueryClient()
  const [form] = Form.useForm<Values>()
  const kind = Form.useWatch('kind', form) ?? NEW_PROMOTION.kind
  const discountKind = Form.useWatch('discountKind', form) ?? 'PERCENT'
  const showList = useQuery({ queryKey: ['promotion-shows'], queryFn: () => shows({}), enabled: open })
  const showOptions = (showList.data ?? []).map((s) => ({ value: s.id, label: textIn(s.name) }))
  const save = useMutation({
    mutationFn: (v: Values) =>
      createPromotion(
        toPromotionInput({ ...v, window: v.window ? [instantOfPicker(v.window[0], zone), instantOfPicker(v.window[1], zone)] : null })
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['promotions'] })
      onClose()
    }
    // A refusal names the wrong field in the gateway's words: the query client's one error notice shows it.
  })
  const required = [{ required: true, message: t('promotions.required') }]
  const multi = {
    mode: 'multiple' as const,
    showSearch: true,
    optionFilterProp: 'label',
    allowClear: true,
    loading: showList.isPending,
    options: showOptions
  }
  return (
    <Drawer open={open} width={drawerWidth(560)} title={t('promotions.new')} onClose={onClose} destroyOnClose>
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="promotion-form"
        initialValues={{ ...NEW_PROMOTION, window: null }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="kind" label={t('promotions.field.kind')}>
          <Radio.Group
            options={[
              { value: 'PACKAGE', label: t('promotions.kind.PACKAGE') },
              { value: 'CHANNEL', label: t('promotions.kind.CHANNEL') }
            ]}
          />
        </Form.Item>
        <Form.Item name="nameZhCN" label={t('promotions.field.nameZhCN')} rules={required}>
          <Input maxLength={40} data-testid="promotion-name" />
        </Form.Item>
        <Form.Item name="nameZhMO" label={t('promotions.field.nameZhMO')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="nameEnUS" label={t('promotions.field.nameEnUS')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="window" label={t('promotions.field.window')} rules={required}>
          <DatePicker.RangePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="quota" label={t('promotions.field.quota')} extra={t('promotions.field.quotaHint')}>
            <InputNumber min={1} precision={0} />
          </Form.Item>
          <Form.Item name="perBuyerLimit" label={t('promotions.field.perBuyer')}>
            <InputNumber min={1} max={100} precision={0} />
          </Form.Item>
        </Space>
        <Divider />
        {kind === 'CHANNEL' ? (
          <>
            <Form.Item name="channelCode" label={t('promotions.field.channel')} extra={t('promotions.field.channelHint')} rules={required}>
              <Input maxLength={60} />
            </Form.Item>
            <Space wrap align="start">
              <Form.Item name="discountKind" label={t('promotions.field.discountKind')}>
                <Radio.Group
                  options={[
                    { value: 'PERCENT', label: t('promotions.discount.PERCENT') },
                    { value: 'AMOUNT', label: t('promotions.discount.AMOUNT') }
                  ]}
                />
              </Form.Item>
              <Form.Item
                name="discountValue"
                label={t(discountKind === 'AMOUNT' ? 'promotions.field.amountOff' : 'promotions.field.percent')}
                rules={required}
              >
                {discountKind === 'AMOUNT' ? (
                  <InputNumber min={0.01} precision={2} prefix="¥" />
                ) : (
                  <InputNumber min={1} max={99} precision={0} suffix="%" />
                )}
              </Form.Item>
            </Space>
            <Form.Item name="channelShows" label={t('promotions.field.shows')} rules={required}>
              <Select {...multi} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="fixedYuan" label={t('promotions.field.fixed')} extra={t('promotions.field.fixedHint')} rules={required}>
              <InputNumber min={0.01} precision={2} prefix="¥" style={{ width: 200 }} />
            </Form.Item>
            <Form.List name="slots">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, i) => (
                    <Space key={field.key} align="start" style={{ width: '100%' }}>
                      <Form.Item
                        name={[field.name, 'shows']}
                        label={t('promotions.field.slot', { n: i + 1 })}
                        rules={required}
                        style={{ minWidth: 320 }}
                      >
                        <Select {...multi} />
                      </Form.Item>
                      {fields.length > PACKAGE_SLOTS_MIN && <Button onClick={() => remove(field.name)}>{t('common.remove')}</Button>}
                    </Space>
                  ))}
                  {fields.length < PACKAGE_SLOTS_MAX && <Button onClick={() => add({ shows: [] })}>{t('promotions.addSlot')}</Button>}
                </>
              )}
            </Form.List>
          </>
        )}
        <Divider />
        <Button type="primary" htmlType="submit" loading={save.isPending} block data-testid="promotion-save">
          {t('common.save')}
        </Button>
      </Form>
    </Drawer>
  )
}
