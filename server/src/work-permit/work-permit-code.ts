/**
 * The approved permit's code, `WP.{permitId}.{mac}` (types/rules/work-permit.ts): the permit id signed
 * with HMAC-SHA256 under the gateway's ticket-code secret, as the ticket's static codes are
 * (ticket/ticket-code.ts). Static on purpose: crew show it for days from a screenshot or a printout; what
 * bounds it is the permit's state (only APPROVED admits) and one admission per day.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { WORK_PERMIT_CODE_PREFIX, parseWorkPermitCode } from '../../../types/rules/work-permit'

const MAC_LENGTH = 22

function mac(permitId: string, secret: string): string {
  return createHmac('sha256', secret).update(`work-permit:${permitId}`).digest('base64url').slice(0, MAC_LENGTH)
}

export function workPermitCode(permitId: string, secret: string): string {
  return `${WORK_PERMIT_CODE_PREFIX}${permitId}.${mac(permitId, secret)}`
}

/** The permit id a genuine code names; undefined for a made-up or mistyped one. */
export function readWorkPermitCode(code: string, secret: string): string | undefined {
  const parts = parseWorkPermitCode(code)
  if (!parts) return undefined
  const given = Buffer.from(parts.mac)
  const expected = Buffer.from(mac(parts.permitId, secret))
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts.permitId : undefined
}
