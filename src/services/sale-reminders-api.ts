/**
 * The buyer's sale reminders still to come (the favourites page, from Mine); apart from show-api.ts, which the
 * first pages load, as only that subpackage page asks.
 */
import { api } from './request/app-request'
import { SALE_REMINDERS_PATH, type SaleReminderItem } from '../../types/api/prefill'

export function saleReminders() {
  return api().request<SaleReminderItem[]>({ path: SALE_REMINDERS_PATH })
}
