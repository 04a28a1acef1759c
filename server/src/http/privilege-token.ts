/**
 * The privilege token a buyer got for a privilege purchase code (calls-errors-limits.md "A
 * privilege token is added when privilegeId is involved"), as the request layer sends it: the
 * privilege-token header. Read by the privilege session calls and by order creation.
 */
import type { FastifyRequest } from 'fastify'
import { PRIVILEGE_TOKEN_HEADER } from '../../../types/api/privilege'

/** The request's privilege-token header, as one string (a repeated header is no token). */
export function privilegeTokenOf(r: FastifyRequest): string | undefined {
  const value = r.headers[PRIVILEGE_TOKEN_HEADER]
  return typeof value === 'string' ? value : undefined
}
