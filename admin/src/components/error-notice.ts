/**
 * Failed changes (mutations) are shown with antd's message, from the one place the query client reports
 * them; the holder is filled by a component inside antd's <App> so messages follow the theme and locale.
 */
import { AdminError } from '../api/admin-error'

type Show = (text: string) => void
let show: Show = () => undefined

export function setErrorNotice(next: Show): void {
  show = next
}

export function noticeError(error: unknown): void {
  // A refused field is shown at the field by the form that sent it.
  if (error instanceof AdminError && error.errorCode === 'STOREFRONT_INVALID') return
  show(error instanceof Error ? error.message : String(error))
}
