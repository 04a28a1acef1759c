/**
 * The entry code of a confirmed registration, `OS.{registrationId}.{mac}` (ticket/signed-code.ts). It does
 * not rotate: a registration is free, named by its answers, and admits once, so a copy passed around admits
 * at most one person, first come; the door says ALREADY_USED to the next.
 */
import { ENTRY_CODE_PREFIX } from '../../../types/rules/open-show-rules'
import { signedCode } from '../ticket/signed-code'

export const openShowEntryCode = signedCode(ENTRY_CODE_PREFIX, 'open-show-entry')
