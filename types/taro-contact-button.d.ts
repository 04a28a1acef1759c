/**
 * Taro 3.6's component type index leaves out ContactButton (Alipay's contact-button), though its own type
 * file exists and the Alipay runtime's component set exports it: named here so the Alipay customer-service
 * row imports it like any component (Taro collects the components a page uses from those imports).
 */
import type { ComponentType } from 'react'
import type { ContactButtonProps } from '@tarojs/components/types/ContactButton'

declare module '@tarojs/components' {
  export const ContactButton: ComponentType<ContactButtonProps>
}
