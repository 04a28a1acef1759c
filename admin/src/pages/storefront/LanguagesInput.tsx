/** The languages the shop offers and, per language, how buyers log in (supportLanguages). */
import { Checkbox, Space, Typography } from 'antd'
import type { SupportLanguage } from '../../../../types/shop-config'
import { CONSOLE_LOCALES, LOCALE_NAMES, useI18n } from '../../i18n/i18n'

type Method = SupportLanguage['loginMethod'][number]
const METHODS: Method[] = ['CELLPHONE', 'EMAIL']

interface Props {
  value?: SupportLanguage[]
  onChange?: (value: SupportLanguage[]) => void
}

export function LanguagesInput({ value = [], onChange }: Props) {
  const { t } = useI18n()
  const byTag = new Map(value.map((l) => [l.langTag, l]))
  // Keep the offered languages in the console's order so the buyer's switch is stable.
  const emit = (next: Map<string, SupportLanguage>) =>
    onChange?.(CONSOLE_LOCALES.flatMap((tag) => (next.has(tag) ? [next.get(tag) as SupportLanguage] : [])))
  return (
    <Space direction="vertical">
      {CONSOLE_LOCALES.map((tag) => {
        const lang = byTag.get(tag)
        return (
          <Space key={tag} wrap>
            <Checkbox
              checked={Boolean(lang)}
              onChange={(e) => {
                const next = new Map(byTag)
                if (e.target.checked) next.set(tag, { langTag: tag, langName: LOCALE_NAMES[tag], loginMethod: ['CELLPHONE'] })
                else next.delete(tag)
                emit(next)
              }}
            >
              {LOCALE_NAMES[tag]}
            </Checkbox>
            {lang && (
              <>
                <Typography.Text type="secondary">{t('sf.loginMethods', { lang: tag })}</Typography.Text>
                <Checkbox.Group<Method>
                  value={lang.loginMethod}
                  options={METHODS.map((m) => ({ value: m, label: t(`sf.login.${m}`) }))}
                  onChange={(methods) => {
                    const next = new Map(byTag)
                    next.set(tag, { ...lang, loginMethod: methods })
                    emit(next)
                  }}
                />
              </>
            )}
          </Space>
        )
      })}
    </Space>
  )
}
