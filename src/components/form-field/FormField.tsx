/** A labelled form row: the label on the left, the input (or any control) on the right. */
import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import './form-field.scss'

export function FormField({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <View className={`form-field ${className ?? ''}`}>
      <Text className='form-field__label'>{label}</Text>
      <View className='form-field__control'>{children}</View>
    </View>
  )
}
