/** The draft's fields, section by section (issue #16 item 1); the tab bar has its own editor. */
import { Card, Checkbox, ColorPicker, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd'
import type { FormInstance } from 'antd'
import { HIDEABLE_MODULES, SWITCHABLE_FUNCTIONS } from '../../../../types/api/user-calls'
import type { StorefrontConfig } from '../../../../types/api/storefront-admin'
import { useI18n } from '../../i18n/i18n'
import { TabBarEditor } from './TabBarEditor'
import { LanguagesInput } from './LanguagesInput'
import { CustomerServiceFields } from './CustomerServiceFields'
import { fenToYuan, yuanToFen } from '../../../../types/rules/money'

const hex = (c: { cleared: boolean; toHexString(): string }) => (c.cleared ? undefined : c.toHexString())

interface Props {
  form: FormInstance<StorefrontConfig>
  initial: StorefrontConfig
  onChange: () => void
}

export function StorefrontForm({ form, initial, onChange }: Props) {
  const { t } = useI18n()
  const colourItem = { getValueFromEvent: hex }
  return (
    <Form<StorefrontConfig> form={form} layout="vertical" initialValues={initial} onValuesChange={onChange} data-testid="storefront-form">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Card title={t('sf.section.tabs')} size="small">
          <Space wrap>
            <Form.Item name={['layoutBottomNavigation', 'style', 'navigationType']} label={t('sf.navigationType')}>
              <Radio.Group options={(['inner', 'outer'] as const).map((v) => ({ value: v, label: t(`sf.nav.${v}`) }))} />
            </Form.Item>
            <Form.Item name={['layoutBottomNavigation', 'style', 'iconColorType']} label={t('sf.iconColorType')}>
              <Radio.Group options={(['THEME', 'ORIGINAL'] as const).map((v) => ({ value: v, label: t(`sf.iconColor.${v}`) }))} />
            </Form.Item>
          </Space>
          <TabBarEditor form={form} />
        </Card>

        <Card title={t('sf.section.theme')} size="small">
          <Space wrap size="large">
            <Form.Item name="themeColor" label={t('sf.mainColor')} {...colourItem}>
              <ColorPicker showText disabledAlpha data-testid="theme-colour" />
            </Form.Item>
            <Form.Item name="shopMixedColor" label={t('sf.mixedColor')} {...colourItem}>
              <ColorPicker showText disabledAlpha allowClear />
            </Form.Item>
            {/* Empty: prices follow the brand colour (draft-values.ts drops a price colour equal to it). */}
            <Form.Item
              name={['availableShopThemes', 0, 'priceColor']}
              label={t('sf.priceColor')}
              extra={t('sf.priceColorFollows')}
              {...colourItem}
            >
              <ColorPicker showText disabledAlpha allowClear data-testid="price-colour" />
            </Form.Item>
            <Form.Item name="themeSetting" label={t('sf.themeMode')}>
              <Radio.Group
                data-testid="theme-mode"
                options={[
                  { value: 'FOLLOW_SYSTEM', label: t('sf.mode.FOLLOW_SYSTEM') },
                  { value: 'DARK_MODE', label: t('sf.mode.DARK') },
                  { value: 'LIGHT_MODE', label: t('sf.mode.LIGHT') }
                ]}
              />
            </Form.Item>
          </Space>
        </Card>

        <Card title={t('sf.section.languages')} size="small">
          <Form.Item name="supportLanguages" label={t('sf.languages')} rules={[{ required: true, type: 'array', min: 1 }]}>
            <LanguagesInput />
          </Form.Item>
          <Form.Item
            name="supportLoginAreas"
            label={t('sf.loginAreas')}
            getValueProps={(v: Array<{ code: string }> | undefined) => ({ value: (v ?? []).map((a) => a.code) })}
            normalize={(codes: string[]) => codes.map((code) => ({ code: code.replace(/^\+/, '') }))}
          >
            <Select mode="tags" tokenSeparators={[',', ' ']} style={{ maxWidth: 400 }} />
          </Form.Item>
          {/* shop_functions and module_not_display (issue #32): what the app offers and which Mine entries it hides. */}
          <Form.Item name="functionsOff" label={t('sf.functionsOff')}>
            <Checkbox.Group options={SWITCHABLE_FUNCTIONS.map((f) => ({ value: f, label: t(`sf.function.${f}`) }))} />
          </Form.Item>
          <Form.Item name="hiddenModules" label={t('sf.hiddenModules')}>
            <Checkbox.Group options={HIDEABLE_MODULES.map((m) => ({ value: m, label: t(`sf.module.${m}`) }))} />
          </Form.Item>
        </Card>

        <Card title={t('sf.section.service')} size="small">
          <CustomerServiceFields />
        </Card>

        <Card title={t('sf.section.shop')} size="small">
          <Form.Item name="shopName" label={t('sf.shopName')} rules={[{ required: true, max: 40 }]}>
            <Input style={{ maxWidth: 400 }} data-testid="shop-name" />
          </Form.Item>
          <Form.Item name="shareDescription" label={t('sf.shareText')}>
            <Input.TextArea rows={2} maxLength={120} style={{ maxWidth: 500 }} />
          </Form.Item>
          <Form.Item
            name="sharePosterUrl"
            label={t('sf.sharePoster')}
            rules={[{ type: 'url' }, { pattern: /^https:\/\//, message: 'https://' }]}
          >
            <Input style={{ maxWidth: 500 }} placeholder="https://" />
          </Form.Item>
          <Space wrap size="large">
            <Form.Item name="hiddenTicketPrice" label={t('sf.hidePrices')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item noStyle shouldUpdate={(a, b) => a.hiddenTicketPrice !== b.hiddenTicketPrice}>
              {() =>
                form.getFieldValue('hiddenTicketPrice') ? (
                  <Form.Item name="hiddenTicketPriceText" label={t('sf.hiddenPriceText')} rules={[{ max: 40 }]}>
                    <Input style={{ width: 220 }} />
                  </Form.Item>
                ) : null
              }
            </Form.Item>
            <Form.Item name={['productCartConfig', 'enable']} label={t('sf.cart')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Card>

        <Card title={t('sf.section.orders')} size="small">
          <Space wrap size="large">
            <Form.Item name="orderReserveMinutes" label={t('sf.reserveMinutes')} rules={[{ type: 'number', min: 5, max: 60 }]}>
              <InputNumber min={5} max={60} precision={0} data-testid="reserve-minutes" />
            </Form.Item>
            <Form.Item name={['orderRemark', 'enabled']} label={t('sf.remarkEnabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name={['orderRemark', 'required']} label={t('sf.remarkRequired')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item
              name="defaultExpressFeeFen"
              label={t('sf.expressFee')}
              getValueProps={(fen: number | undefined) => ({ value: fen === undefined ? undefined : fenToYuan(fen) })}
              normalize={(yuan: number | null) => (yuan === null ? undefined : yuanToFen(yuan))}
            >
              <InputNumber min={0} max={1000} precision={2} step={1} />
            </Form.Item>
          </Space>
        </Card>
      </Space>
    </Form>
  )
}
