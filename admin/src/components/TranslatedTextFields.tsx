/**
 * Merchant content written in zh-CN (required) with optional zh-MO and en-US translations
 * (types/api/translations.ts): a buyer reading a language left blank reads the zh-CN text, which the
 * blank fields show as their placeholder. The catalogue's texts, kept as one { zh-CN, zh-MO, en-US } object,
 * use TextsFields.
 */
import { Form, Input } from 'antd'
import { useI18n } from '../i18n/i18n'
import { LANGUAGE_LABEL } from '../i18n/language-labels'
import type { NamePath } from 'antd/es/form/interface'
import { TRANSLATED_LOCALES } from '../../../types/api/translations'

/** A field's name as an array (inside a Form.List, relative to the list's item). */
const pathOf = (name: NamePath): Array<string | number> => (Array.isArray(name) ? name : [name])

export function TranslatedTextFields({
  name,
  textsName,
  watchName = name,
  label,
  max,
  multiline = false,
  required = true,
  testId
}: {
  /** The zh-CN field. */
  name: NamePath
  /** The translations' field: { 'zh-MO'?, 'en-US'? }. */
  textsName: NamePath
  /** The zh-CN field's path from the form's root (differs from `name` inside a Form.List): the placeholders show it. */
  watchName?: NamePath
  label: string
  max: number
  multiline?: boolean
  /** Whether the zh-CN text may be left out (a coupon's rules may; its name may not). */
  required?: boolean
  testId: string
}) {
  const { t } = useI18n()
  const form = Form.useFormInstance()
  const zhCN = (Form.useWatch(watchName, form) as string | undefined) ?? ''
  const input = (id: string, placeholder?: string) =>
    multiline ? (
      <Input.TextArea rows={3} maxLength={max} placeholder={placeholder} data-testid={id} />
    ) : (
      <Input maxLength={max} placeholder={placeholder} data-testid={id} />
    )
  return (
    <>
      <Form.Item
        name={name}
        label={`${label} · ${t(LANGUAGE_LABEL['zh-CN'])}`}
        rules={[{ required, whitespace: true, message: t('coupons.required') }, { max }]}
      >
        {input(testId)}
      </Form.Item>
      {TRANSLATED_LOCALES.map((lang) => (
        <Form.Item
          key={lang}
          name={[...pathOf(textsName), lang]}
          label={`${label} · ${t(LANGUAGE_LABEL[lang])}`}
          extra={t('translations.fallback')}
          rules={[{ max }]}
        >
          {input(`${testId}-${lang}`, zhCN)}
        </Form.Item>
      ))}
    </>
  )
}
