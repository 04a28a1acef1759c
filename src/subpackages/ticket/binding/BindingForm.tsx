/**
 * The one form of the binding pages (issue #17 leftovers: bind-ticket and bind-invitation-ticket drew the
 * same form twice): the intro, the fields, the primary submit and the link to the other way of getting a
 * ticket; BindingField is a labelled input with its error line. Each page keeps its own fields, rules and
 * calls; the class names the browser journeys use stay the pages' own.
 */
import { Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import type { ReactNode } from 'react'
import '../../../components/form-field/form-field.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'
import './binding.scss'

export interface BindingFormProps {
  intro: string
  submitText: string
  submitClassName: string
  busy: boolean
  onSubmit: () => void
  /** The link to the other binding page. */
  switchText: string
  switchClassName?: string
  onSwitch: () => void
  children: ReactNode
}

export function BindingForm(props: BindingFormProps) {
  return (
    <View className="binding-page">
      <Text className="binding-note">{props.intro}</Text>
      {props.children}
      <View className="binding-actions">
        <AtButton type="primary" className={props.submitClassName} disabled={props.busy} loading={props.busy} onClick={props.onSubmit}>
          {props.submitText}
        </AtButton>
      </View>
      <Text className={`binding-note binding-link ${props.switchClassName ?? ''}`.trim()} onClick={props.onSwitch}>
        {props.switchText}
      </Text>
    </View>
  )
}

export interface BindingFieldProps {
  name: string
  className: string
  title: string
  type: 'text' | 'number' | 'idcard'
  maxlength: number
  value: string
  placeholder: string
  /** Shown in error, with `errorText` under it. */
  invalid: boolean
  errorText: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** Drawn inside the input's row (the code's send button). */
  children?: ReactNode
}

export function BindingField(props: BindingFieldProps) {
  return (
    <View>
      <AtInput
        name={props.name}
        className={props.className}
        title={props.title}
        type={props.type}
        maxlength={props.maxlength}
        value={props.value}
        placeholder={props.placeholder}
        error={props.invalid}
        onChange={(value) => props.onChange(String(value))}
        onBlur={props.onBlur}
      >
        {props.children}
      </AtInput>
      {props.invalid && <Text className="binding-note binding-note--error">{props.errorText}</Text>}
    </View>
  )
}
