/** Images the gateway serves come as paths; mini-programs need them absolute. */
import { apiHost } from './request/build-env'

export function assetUrl(pathOrUrl: string | undefined): string {
  if (!pathOrUrl) return ''
  return /^(https?:|data:)/.test(pathOrUrl) ? pathOrUrl : `${apiHost()}${pathOrUrl}`
}
