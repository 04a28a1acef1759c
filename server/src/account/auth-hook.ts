/**
 * The login check in front of every API call that needs one (types/rules/auth-paths.ts, the same rule the
 * app applies): the access-token header must name a live session of this merchant. Routes then read
 * `requireUser(request)`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../http/app-error'
import { segments, segmentsNeedAccessToken } from '../../../types/rules/auth-paths'
import type { AuthenticatedUser, SessionService } from './session.service'

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null
  }
}

const API_PREFIXES = new Set(['user', 'show', 'trade', 'home', 'buyer', 'acs', 'fulfill'])

function isGatedApiPath(url: string): boolean {
  const parts = segments(url)
  return parts.length > 0 && API_PREFIXES.has(parts[0]) && segmentsNeedAccessToken(parts)
}

export function registerAuthHook(app: FastifyInstance, sessions: SessionService, now: () => Date): void {
  app.decorateRequest('user', null)
  app.addHook('preValidation', async (request) => {
    const token = request.headers['access-token']
    if (typeof token === 'string' && token) {
      if (isGatedApiPath(request.url)) request.user = await sessions.authenticate(token, request.merchantId, now())
      return
    }
    if (isGatedApiPath(request.url)) throw new AppError('NOT_LOGGED_IN')
  })
}

export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError('NOT_LOGGED_IN')
  return request.user
}
