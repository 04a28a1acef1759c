declare module 'taro-ui/lib/components/textarea' {
  import type { ComponentType } from 'react'
  import type { BaseEventOrig } from '@tarojs/components'

  export interface AtTextareaProps extends TaroUi.Common {
    value: string
    maxLength?: number
    placeholder?: string
    placeholderClass?: string
    placeholderStyle?: string
    disabled?: boolean
    autoFocus?: boolean
    focus?: boolean
    showConfirmBar?: boolean
    count?: boolean
    textOverflowForbidden?: boolean
    fixed?: boolean
    height?: string | number
    cursorSpacing?: number
    onChange: (value: string, event?: BaseEventOrig) => void
    onFocus?: (event: BaseEventOrig) => void
    onBlur?: (event: BaseEventOrig) => void
    onConfirm?: (event: BaseEventOrig) => void
  }
  const AtTextarea: ComponentType<AtTextareaProps>
  export default AtTextarea
}
