/**
 * A labelled form row whose control is not a text field (chips, a picker, an area code beside a number):
 * drawn with taro-ui's AtInput markup and stylesheet, so it lines up with the AtInput rows around it.
 * Text fields are AtInput itself (title for the label).
 */
import { View, Label } from '@tarojs/components'
import type { ReactNode } from 'react'
import '../../theme/taro-ui/input.scss'
import './form-field.scss'

export function FormField({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <View className={`at-input form-field ${className ?? ''}`}>
      <View className="at-input__container">
        <Label className="at-input__title">{label}</Label>
        <View className="form-field__control">{children}</View>
      </View>
    </View>
  )
}
