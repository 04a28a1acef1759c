declare module 'taro-ui/lib/components/switch' {
  import type { ComponentType } from 'react'

  export interface AtSwitchProps extends TaroUi.Common {
    title?: string
    color?: string
    checked?: boolean
    border?: boolean
    disabled?: boolean
    onChange?: (checked: boolean) => void
  }
  const AtSwitch: ComponentType<AtSwitchProps>
  export default AtSwitch
}
