/** POST coupons exchange_check, for the exchange page only (coupon-api.ts is in the first pages). */
import { api } from './request/app-request'
import { COUPON_PATHS, type ExchangeCheckReply } from '../../types/api/coupon'

/** What an exchange code gives, before it is spent; the page shows a refusal itself (no toast while typing). */
export function checkExchangeCode(exchangeCode: string) {
  return api().request<ExchangeCheckReply>({
    path: COUPON_PATHS.exchangeCheck,
    method: 'POST',
    data: { exchangeCode },
    handleErrors: false
  })
}
