/**
 * The customer-service part of a storefront save, past its field formats (storefront.schema.ts): the hours
 * make sense (types/rules/customer-service-rules.ts), and the online-chat link, which the app opens in its
 * web view, is on the merchant's allowed web-view domains, so a buyer is never sent to a chat the app refuses.
 */
import type { StorefrontConfig } from '../../../types/api/storefront-admin'
import { workTimeProblem } from '../../../types/rules/customer-service-rules'
import { checkWebLink } from '../../../types/rules/web-view-domains'

/** The first problem as `<json path> <message>`, or undefined. */
export function customerServiceProblem(config: StorefrontConfig): string | undefined {
  const service = config.customerServiceConfigVO
  if (!service) return undefined
  const hours = workTimeProblem(service.workTimes ?? [])
  if (hours) return `/customerServiceConfigVO/workTimes/${hours[0]} ${hours[1]}`
  const chat = service.onlineConfig?.jumpUrl
  if (chat && !checkWebLink(chat, config.webViewDomains).allowed)
    return '/customerServiceConfigVO/onlineConfig/jumpUrl is not on the allowed web-view domains (webViewDomains)'
  return undefined
}
