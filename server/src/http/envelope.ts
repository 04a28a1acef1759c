/** The reply envelope of every gateway reply (product.md section 3, "Server reply envelope"). */
import type { ReplyMode } from './app-error'

export interface Envelope<T> {
  statusCode: number
  mode: ReplyMode
  comments: string
  subComments: string
  actText: string
  iconUrl: string
  errorCode: string
  data: T
}

export function ok<T>(data: T): Envelope<T> {
  return { statusCode: 200, mode: 'none', comments: '', subComments: '', actText: '', iconUrl: '', errorCode: '', data }
}

export function failed<T = null>(
  statusCode: number,
  mode: ReplyMode,
  comments: string,
  errorCode: string,
  data: T = null as T
): Envelope<T> {
  return { statusCode, mode, comments, subComments: '', actText: '', iconUrl: '', errorCode, data }
}
