/** GET customer_service's reply: the merchant's desk with its note in the request's language. */
import type { CustomerServiceConfig, CustomerServiceReply } from '../../../types/shop-config'
import { textIn, type Locale } from '../http/texts'

export function presentCustomerService(config: CustomerServiceConfig, locale: Locale): CustomerServiceReply {
  const { notice, ...rest } = config
  const text = notice ? textIn(notice, locale).trim() : ''
  return text ? { ...rest, notice: text } : rest
}
