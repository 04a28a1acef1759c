/**
 * One input per language for a catalogue text (the gateway stores { zh-CN, zh-MO, en-US }): zh-CN required,
 * the others optional; a buyer reading a language left blank reads the zh-CN text, which the blank fields
 * show as their placeholder.
 */
import { Form, Input } from 'antd'
import type { NamePath } from 'antd/es/form/interface'
import { CONSOLE_LOCALES, useI18n } from '../i18n/i18n'
import { LANGUAGE_LABEL } from '../i18n/language-labels'
import type { CatalogueTexts } from '../../../types/api/catalogue-admin'

export function TextsFields({
  name,
  list,
  label,
  multiline = false,
  max
}: {
  name: NamePath
  /** The Form.List the field is in: its name is relative to the list, the watched zh-CN text's path is not. */
  list?: string
  label: string
  multiline?: boolean
  max: number
}) {
  const { t } = useI18n()
  const form = Form.useFormInstance()
  const path = Array.isArray(name) ? name : [name]
  const zhCN = (Form.useWatch([...(list ? [list] : []), ...path, 'zh-CN'], { form, preserve: true }) as string | undefined) ?? ''
  return (
    <>
      {CONSOLE_LOCALES.map((lang) => {
        const own = lang === 'zh-CN'
        const id = `${path.join('-')}-${lang}`
        return (
          <Form.Item
            key={lang}
            name={[...path, lang]}
            label={`${label} · ${t(LANGUAGE_LABEL[lang])}`}
            extra={own ? undefined : t('translations.fallback')}
            rules={own ? [{ required: true, whitespace: true, message: t('login.required') }, { max }] : [{ max }]}
          >
            {multiline ? (
              <Input.TextArea rows={own ? 5 : 3} maxLength={max} placeholder={own ? undefined : zhCN} data-testid={id} />
            ) : (
              <Input maxLength={max} placeholder={own ? undefined : zhCN} data-testid={id} />
            )}
          </Form.Item>
        )
      })}
    </>
  )
}

/** A stored text in the console's language, or the zh-CN text where that one was left blank. */
export function useTextIn() {
  const { locale } = useI18n()
  return (texts: CatalogueTexts | undefined) => texts?.[locale]?.trim() || texts?.['zh-CN'] || ''
}
