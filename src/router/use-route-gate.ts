/**
 * The login gate for a page reached without the Router: in-app opens are gated by Router.open, but a deep
 * link, a shared card or the browser's history reach the page directly, so the page asks on arrival. A
 * login page reloaded on the way takes its return URL back.
 */
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { appRouter } from './app-router'
import { LOGIN_ROUTES, RETURN_PARAM } from './router'
import { useRouteParams } from './use-route-params'
import { loggedInAtom } from '../session/session-atoms'
import { store } from '../store/store'
import type { RouteDef } from '../../types/routes/route-table'

/**
 * True while a visitor who arrived at a login page waits to be sent on: the page shows none of itself.
 * Only on arrival: a buyer logged out while on the page hears it from the reply handling, which opens
 * login itself (gating again here would navigate twice).
 */
export function useRouteGate(route: RouteDef | undefined): boolean {
  const params = useRouteParams()
  const loggedIn = useAtomValue(loggedInAtom)
  const [arrivedLoggedOut] = useState(() => !!route?.login && !store.get(loggedInAtom))
  const name = route?.name
  useEffect(() => {
    if (!name) return
    if (LOGIN_ROUTES.includes(name)) appRouter().resumeGate(params[RETURN_PARAM])
    else if (arrivedLoggedOut) void appRouter().arrive(name, params)
    // Once per arrival: a page's params do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name])
  return arrivedLoggedOut && !loggedIn
}
