/** One input per language for a catalogue text (the gateway stores { zh-CN, zh-MO, en-US }). */
import { Form, Input } from 'antd'
import type { NamePath } from 'antd/es/form/interface'
import { CONSOLE_LOCALES, useI18n } from '../i18n/i18n'
import type { MessageKey } from '../i18n/en-US'
import type { CatalogueTexts } from '../../../types/api/catalogue-admin'

const LANGUAGE_LABEL: Record<string, MessageKey> = {
  'zh-CN': 'catalogue.lang.zhCN',
  'zh-MO': 'catalogue.lang.zhMO',
  'en-US': 'catalogue.lang.enUS'
}

export function TextsFields({ name, label, multiline = false, max }: { name: NamePath; label: string; multiline?: boolean; max: number }) {
  const { t } = useI18n()
  const path = Array.isArray(name) ? name : [name]
  return (
    <>
      {CONSOLE_LOCALES.map((lang) => (
        <Form.Item
          key={lang}
          name={[...path, lang]}
          label={`${label} · ${t(LANGUAGE_LABEL[lang])}`}
          rules={[{ required: true, message: t('login.required') }, { max }]}
        >
          {multiline ? (
            <Input.TextArea rows={5} maxLength={max} data-testid={`${path.join('-')}-${lang}`} />
          ) : (
            <Input maxLength={max} data-testid={`${path.join('-')}-${lang}`} />
          )}
        </Form.Item>
      ))}
    </>
  )
}

/** A stored text in the console's language. */
export function useTextIn() {
  const { locale } = useI18n()
  return (texts: CatalogueTexts | undefined) => texts?.[locale] || texts?.['zh-CN'] || ''
}
