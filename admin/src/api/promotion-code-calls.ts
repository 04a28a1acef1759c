/** The console's promotion-code and terminal-jump calls (types/api/promotion-code.ts ADMIN_PROMOTION_CODE_PATHS, under ADMIN_API). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import {
  ADMIN_PROMOTION_CODE_PATHS as P,
  type AdminPromotionCode,
  type PromotionCodeInput,
  type Terminal,
  type TerminalJumpConfig,
  type TerminalJumpInput
} from '../../../types/api/promotion-code'
import { adminGet, adminSend } from './admin-client'

const path = (p: string, params?: Record<string, string>) => `${ADMIN_API}${params ? adminPath(p, params) : p}`

export const promotionCodes = () => adminGet<AdminPromotionCode[]>(path(P.list))
export const createPromotionCode = (body: PromotionCodeInput) => adminSend<AdminPromotionCode>('POST', path(P.create), body)
export const setPromotionCodeStopped = (id: string, stopped: boolean) =>
  adminSend<AdminPromotionCode>('POST', path(stopped ? P.disable : P.enable, { id }))

export const terminalJumps = () => adminGet<TerminalJumpConfig[]>(path(P.jumps))
export const putTerminalJump = (body: TerminalJumpInput) => adminSend<TerminalJumpConfig[]>('PUT', path(P.jumps), body)
export const deleteTerminalJump = (target: string, pageName: string, terminal: Terminal) =>
  adminSend<TerminalJumpConfig[]>('DELETE', path(P.jump, { target, pageName, terminal }))
