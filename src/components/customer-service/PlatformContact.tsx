/**
 * The platform's own customer-service contact: WeChat's contact button (PlatformContact.weapp.tsx),
 * Alipay's contact-button (PlatformContact.alipay.tsx). H5 has none.
 */
import type { CustomerServiceConfig } from '../../../types/shop-config'

export interface PlatformContactProps {
  online?: CustomerServiceConfig['onlineConfig']
  label: string
  detail: string
}

export function PlatformContact(_props: PlatformContactProps) {
  return null
}
