/**
 * The merchant's form as the buyer fills it: text, ID and phone as inputs, a choice as chips. Used by
 * open-show-confirm (a new registration) and entrance-registration-form (editing answers).
 */
import { View, Text } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import { useSectionT } from '../../../locales/section-i18n'
import { OPEN_SHOW_TEXT } from '../../../locales/sections/open-show/open-show-text'
import { FormField } from '../../../components/form-field/FormField'
import { TEXT_ANSWER_MAX, type RegistrationField } from '../../../../types/rules/registration-form'
import '../../../theme/taro-ui/input.scss'

const INPUT_TYPE = { TEXT: 'text', ID: 'idcard', PHONE: 'phone' } as const

export function RegistrationFields({
  form,
  draft,
  onChange
}: {
  form: readonly RegistrationField[]
  draft: Readonly<Record<string, string>>
  onChange(key: string, value: string): void
}) {
  const t = useSectionT(OPEN_SHOW_TEXT)
  return (
    <View className="os-form" data-testid="registration-fields">
      {form.map((f) => {
        const label = f.required ? f.label : `${f.label} (${t('optional')})`
        if (f.kind === 'CHOICE') {
          return (
            <FormField key={f.key} label={label} className="os-form__choice">
              <View className="os-chips" role="radiogroup">
                {(f.options ?? []).map((o) => (
                  <View
                    key={o}
                    className={`os-chip${draft[f.key] === o ? ' os-chip--on' : ''}`}
                    role="radio"
                    aria-checked={draft[f.key] === o}
                    data-testid={`field-${f.key}-option`}
                    onClick={() => onChange(f.key, draft[f.key] === o && !f.required ? '' : o)}
                  >
                    <Text>{o}</Text>
                  </View>
                ))}
              </View>
            </FormField>
          )
        }
        return (
          <AtInput
            key={f.key}
            name={f.key}
            className={`os-form__input os-form__input--${f.key}`}
            title={label}
            type={INPUT_TYPE[f.kind]}
            maxlength={TEXT_ANSWER_MAX}
            value={draft[f.key] ?? ''}
            placeholder={t('placeholder', { field: f.label })}
            onChange={(value) => onChange(f.key, String(value))}
          />
        )
      })}
    </View>
  )
}
