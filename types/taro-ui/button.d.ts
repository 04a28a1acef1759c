declare module 'taro-ui/lib/components/button' {
  import type { ComponentType, ReactNode } from 'react'
  import type { ITouchEvent, BaseEventOrig } from '@tarojs/components'

  export interface AtButtonProps extends TaroUi.Common {
    size?: 'normal' | 'small'
    type?: 'primary' | 'secondary' | ''
    circle?: boolean
    full?: boolean
    loading?: boolean
    disabled?: boolean
    formType?: 'submit' | 'reset' | ''
    openType?:
      | 'contact'
      | 'share'
      | 'getUserInfo'
      | 'getPhoneNumber'
      | 'launchApp'
      | 'openSetting'
      | 'feedback'
      | 'getRealnameAuthInfo'
      | 'getAuthorize'
      | 'contactShare'
      | ''
    lang?: string
    sessionFrom?: string
    sendMessageTitle?: string
    sendMessagePath?: string
    sendMessageImg?: string
    showMessageCard?: boolean
    appParameter?: string
    children?: ReactNode
    onClick?: (event: ITouchEvent) => void
    onGetUserInfo?: (event: BaseEventOrig) => void
    onGetPhoneNumber?: (event: BaseEventOrig) => void
    onContact?: (event: BaseEventOrig) => void
    onOpenSetting?: (event: BaseEventOrig) => void
    onError?: (event: BaseEventOrig) => void
  }
  const AtButton: ComponentType<AtButtonProps>
  export default AtButton
}
