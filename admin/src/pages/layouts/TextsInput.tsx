/**
 * One text in the three languages buyers read: zh-CN required by the gateway; a blank zh-MO or en-US text
 * shows (and reads to buyers as) the zh-CN one.
 */
import { Input, Space } from 'antd'
import type { LayoutTexts } from '../../../../types/api/storefront-admin'
import { CONSOLE_LOCALES, LOCALE_NAMES } from '../../i18n/i18n'

export function TextsInput({
  value,
  onChange,
  multiline,
  testId
}: {
  value: LayoutTexts
  onChange: (v: LayoutTexts) => void
  multiline?: boolean
  testId?: string
}) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {CONSOLE_LOCALES.map((lang) =>
        multiline ? (
          <Input.TextArea
            key={lang}
            rows={2}
            placeholder={lang === 'zh-CN' ? LOCALE_NAMES[lang] : `${LOCALE_NAMES[lang]} · ${value['zh-CN']}`}
            value={value[lang]}
            onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
            data-testid={testId && `${testId}-${lang}`}
          />
        ) : (
          <Input
            key={lang}
            addonBefore={LOCALE_NAMES[lang]}
            placeholder={lang === 'zh-CN' ? undefined : value['zh-CN']}
            value={value[lang]}
            onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
            data-testid={testId && `${testId}-${lang}`}
          />
        )
      )}
    </Space>
  )
}
