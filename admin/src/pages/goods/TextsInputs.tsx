/**
 * One small input per language for a text kept outside the form (an option group's or value's name): zh-CN
 * required, a blank translation shows (and reads to buyers as) the zh-CN text.
 */
import { Input, Space } from 'antd'
import type { GoodsTexts } from '../../../../types/api/goods'
import { CONSOLE_LOCALES } from '../../i18n/i18n'

const SHORT: Record<string, string> = { 'zh-CN': '简', 'zh-MO': '繁', 'en-US': 'EN' }

export function TextsInputs({
  value,
  onChange,
  max,
  testId
}: {
  value: GoodsTexts
  onChange: (v: GoodsTexts) => void
  max: number
  testId: string
}) {
  return (
    <Space.Compact>
      {CONSOLE_LOCALES.map((lang) => (
        <Input
          key={lang}
          addonBefore={SHORT[lang]}
          value={value[lang]}
          maxLength={max}
          status={lang === 'zh-CN' && !value[lang].trim() ? 'error' : undefined}
          placeholder={lang === 'zh-CN' ? undefined : value['zh-CN']}
          style={{ width: 150 }}
          onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
          data-testid={`${testId}-${lang}`}
        />
      ))}
    </Space.Compact>
  )
}
