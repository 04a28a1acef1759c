declare module 'taro-ui/lib/components/input-number' {
  import type { ComponentType } from 'react'
  import type { BaseEventOrig } from '@tarojs/components'

  export interface AtInputNumberError {
    type: 'OVER' | 'LOW' | 'DISABLED'
    errorValue: number
  }
  export interface AtInputNumberProps extends TaroUi.Common {
    value: number | string
    type?: 'number' | 'digit'
    min?: number
    max?: number
    step?: number
    width?: number
    size?: 'normal' | 'large'
    disabled?: boolean
    disabledInput?: boolean
    onChange: (value: number, event?: BaseEventOrig) => void
    onBlur?: (event: BaseEventOrig) => void
    onErrorInput?: (error: AtInputNumberError) => void
  }
  const AtInputNumber: ComponentType<AtInputNumberProps>
  export default AtInputNumber
}
