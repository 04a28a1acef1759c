/**
 * The login gate for the page on screen, whichever way it was reached. In-app opens are gated by
 * Router.open; a deep link, a shared card or the browser's history reach the page without it, so the page
 * asks on arrival. A login page reloaded on the way takes its return URL back.
 */
import { useEffect } from 'react'
import { useAtomValue } from 'jotai'
import { appRouter } from './app-router'
import { LOGIN_ROUTES, RETURN_PARAM } from './router'
import { useRouteParams } from './use-route-params'
import { loggedInAtom } from '../session/session-atoms'
import type { RouteDef } from '../routes/route-table'

/** True while a visitor is on a login page of the table: the page should not show its content. */
export function useRouteGate(route: RouteDef | undefined): boolean {
  const params = useRouteParams()
  const loggedIn = useAtomValue(loggedInAtom)
  const gated = !!route?.login && !loggedIn
  const name = route?.name
  useEffect(() => {
    if (!name) return
    if (LOGIN_ROUTES.includes(name)) appRouter().resumeGate(params[RETURN_PARAM])
    else if (gated) void appRouter().arrive(name, params)
    // Once per arrival: params change only with a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, gated])
  return gated
}
