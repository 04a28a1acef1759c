/** The default analytics sink: the merchant's gateway counts the events for the console. */
import { api } from '../request/app-request'
import { IMPORTANCE } from '../request/request-constants'
import { ANALYTICS_EVENTS_PATH, type AnalyticsHit } from '../../../types/api/analytics'

export function sendAnalytics(events: AnalyticsHit[]) {
  return api().request<{ recorded: number }>({
    path: ANALYTICS_EVENTS_PATH,
    method: 'POST',
    data: { events },
    importance: IMPORTANCE.low,
    handleErrors: false
  })
}
