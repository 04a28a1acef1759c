/**
 * The reply envelope every gateway call answers with (product.md section 3, "Server reply envelope").
 * Success is HTTP 200 with statusCode 200 or 510; anything else carries a mode that drives what the
 * buyer sees (calls-errors-limits.md section 4, "Reply modes").
 */
export type ReplyMode = 'none' | 'toast' | 'alert' | 'login' | 'back' | 'waiting' | 'backRefresh' | 'retry' | 'booking' | 'limiting'

export interface Envelope<T> {
  statusCode: number
  mode?: ReplyMode | string
  comments?: string
  subComments?: string
  actText?: string
  iconUrl?: string
  errorCode?: string
  data: T
}
