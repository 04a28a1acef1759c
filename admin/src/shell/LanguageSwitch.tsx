import { Select } from 'antd'
import { CONSOLE_LOCALES, LOCALE_NAMES, useI18n, type ConsoleLocale } from '../i18n/i18n'

export function LanguageSwitch() {
  const { locale, setLocale, t } = useI18n()
  return (
    <Select<ConsoleLocale>
      aria-label={t('lang.label')}
      value={locale}
      onChange={setLocale}
      style={{ minWidth: 150 }}
      options={CONSOLE_LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
      data-testid="language-switch"
    />
  )
}
