/**
 * Where a payment may send the buyer back (finding 7: no open redirect after paying). Only a
 * path of this storefront: printable ASCII without spaces (no control characters, so nothing can break
 * a header), one leading slash (no `//host`), no backslash (browsers read it as a slash), and its path
 * one of the app's own web routes from the route table, the same table the H5 router is built from.
 */
import { ROUTES } from '../../../types/routes/route-table'
import { paySuccessPath } from '../../../types/rules/pay-return'
import { AppError } from '../http/app-error'

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `/order/detail/:orderId` matches `/order/detail/<one segment>`. */
const WEB_PATHS: readonly RegExp[] = ROUTES.flatMap((r) => r.web ?? []).map(
  (web) =>
    new RegExp(
      `^${web
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
        .join('/')}$`
    )
)

/** The path itself when it is a storefront route on this site, else undefined. */
export function checkedReturnPath(url: string): string | undefined {
  if (!/^\/(?!\/)[\x21-\x7e]*$/.test(url) || url.includes('\\')) return undefined
  const path = url.split(/[?#]/, 1)[0]
  return WEB_PATHS.some((p) => p.test(path)) ? url : undefined
}

/** The return path a payment keeps: the buyer's checked one, or the order's pay-success page. */
export function returnPathFor(requested: string | undefined, orderId: string): string {
  return (requested && checkedReturnPath(requested)) || paySuccessPath(orderId)
}

/** The return path a payment without a ticket order keeps: the buyer's checked one, or its area's page (a member order's pay-success). */
export function returnPathOr(requested: string | undefined, fallback: string): string {
  return (requested && checkedReturnPath(requested)) || fallback
}

/** Where a cancelled payment sends the buyer: the order's detail page. */
export function orderDetailPath(orderId: string): string {
  return `/order/detail/${encodeURIComponent(orderId)}`
}

/** A requested return address is a storefront path or absent; anything else is refused before a payment is written. */
export function checkReturnUrl(returnUrl: string | undefined): void {
  if (returnUrl !== undefined && returnUrl !== '' && !checkedReturnPath(returnUrl))
    throw new AppError('INVALID_PARAMETER', { detail: 'returnUrl' })
}
