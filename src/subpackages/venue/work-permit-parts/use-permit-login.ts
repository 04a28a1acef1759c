/**
 * The permit pages behind the permit login: without a live permit token they open the permit login
 * instead (replacing themselves), and a call refused for the login (expired meanwhile) does the same.
 * The buyer's session is never touched.
 */
import { useEffect } from 'react'
import { appRouter } from '../../../router/app-router'
import { forgetPermitLogin, permitToken } from '../../../services/work-permit-session'
import { needsPermitLogin } from '../../../services/work-permit-api'

export function toPermitLogin(): void {
  forgetPermitLogin()
  void appRouter().redirect('work-permit-login')
}

/** false while the page is on its way to the permit login. */
export function usePermitLogin(): boolean {
  const live = Boolean(permitToken())
  useEffect(() => {
    if (!live) toPermitLogin()
  }, [live])
  return live
}

/** After a failed permit call: true when it was the login and the page is leaving for it. */
export function leftForLogin(error: unknown): boolean {
  if (!needsPermitLogin(error)) return false
  toPermitLogin()
  return true
}
