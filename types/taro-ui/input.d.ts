declare module 'taro-ui/lib/components/input' {
  import type { ComponentType, ReactNode } from 'react'
  import type { BaseEventOrig, ITouchEvent } from '@tarojs/components'

  export interface AtInputProps extends TaroUi.Common {
    // The input's id, which its title's label points at.
    name?: string
    value?: string
    title?: string
    type?: 'text' | 'number' | 'password' | 'phone' | 'idcard' | 'digit'
    placeholder?: string
    placeholderClass?: string
    placeholderStyle?: string
    maxlength?: number
    maxLength?: number
    disabled?: boolean
    editable?: boolean
    border?: boolean
    error?: boolean
    clear?: boolean
    required?: boolean
    focus?: boolean
    autoFocus?: boolean
    confirmType?: 'send' | 'search' | 'next' | 'go' | 'done'
    cursorSpacing?: number
    adjustPosition?: boolean
    children?: ReactNode
    onChange?: (value: string, event?: BaseEventOrig) => void
    onFocus?: (value: string, event?: BaseEventOrig) => void
    onBlur?: (value: string, event?: BaseEventOrig) => void
    onConfirm?: (value: string, event?: BaseEventOrig) => void
    onClick?: (event: ITouchEvent) => void
    onErrorClick?: (event: ITouchEvent) => void
  }
  const AtInput: ComponentType<AtInputProps>
  export default AtInput
}
