/**
 * The approved permit's code, `WP.{permitId}.{mac}` (ticket/signed-code.ts), under the gateway's
 * ticket-code secret. Static on purpose: crew show it for days from a screenshot or a printout; what bounds
 * it is the permit's state (only APPROVED admits) and one admission per day.
 */
import { WORK_PERMIT_CODE_PREFIX } from '../../../types/rules/work-permit'
import { signedCode } from '../ticket/signed-code'

export const workPermitCode = signedCode(WORK_PERMIT_CODE_PREFIX, 'work-permit')
