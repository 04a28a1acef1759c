/**
 * Promotion codes (calls-errors-limits.md section 7: generate_code, the scan-code and short-code params
 * lookup, the lookup by CP_ID): a code stores a target page of the app and the params it opens with
 * (channel, distributor). The merchant makes them in the console (推广码); a buyer's share makes one for
 * the page shared. Each code has a short code (H5 link /s/<code>, the WeChat mini-program `scene`) and a
 * CP_ID (longer than 20 characters: product.md §5 "Scanned-code path segments longer than 20 characters are
 * taken as an id"). The app looks a scanned code up at launch and opens its target.
 */

/** The pages a code may open, each with the one id it needs (none for HOME). */
export const CODE_TARGETS = ['HOME', 'SHOW', 'TOPIC', 'COUPON', 'SITE_CODE'] as const
export type CodeTarget = (typeof CODE_TARGETS)[number]

export const CODE_LABEL_MAX = 40
export const CODE_PARAM_MAX = 60
/** The short code's length: 8 characters of CODE_ALPHABET (no 0/O, 1/I/L). */
export const SHORT_CODE_LENGTH = 8
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
/** WeChat's `scene` of an unlimited mini-program code holds at most 32 visible characters. */
export const WECHAT_SCENE_MAX = 32

/** What a code opens: its target and the params that go with it. */
export interface CodeParams {
  target: CodeTarget
  /** The show, topic, coupon template or site code the target names; null for HOME. */
  targetId: string | null
  /** The sales channel the visit is counted for (stored by the app as a launch channel). */
  channelId: string | null
  /** The distributor the visit is credited to (stored by the app with its save time, 7 days). */
  distributorId: string | null
}

/** GET home scan-code and short-code params lookup: what a scanned or typed short code opens. */
export interface ScanCodeReply extends CodeParams {
  code: string
  cpId: string
}

/** GET scan-code params lookup by CP_ID: the params encoded as one URL query string (encodeCodeParams). */
export interface ScanCodeParamReply {
  cpId: string
  param: string
}

/** POST generate_code (the buyer's share): the page shared, the channel the buyer came with. */
export interface GenerateCodeBody {
  target: CodeTarget
  targetId?: string | null
  channelId?: string | null
}

/** A made code, as generate_code and the console answer it. */
export interface GeneratedCode extends CodeParams {
  code: string
  cpId: string
  /** The H5 short link's path (/s/<code>); the console adds the shop's address. */
  shortPath: string
  /** The WeChat mini-program code's `scene` (≤ 32 characters) and the page it opens. */
  scene: string
  miniProgramPage: string
}

/** The console's list row: the code, its label and its scans. */
export interface AdminPromotionCode extends GeneratedCode {
  id: string
  label: string
  scanCount: number
  lastScannedAt: number | null
  disabled: boolean
  createdAt: number
}

export interface PromotionCodeInput {
  label: string
  target: CodeTarget
  targetId: string | null
  channelId: string | null
  distributorId: string | null
}

/** Terminal jump (POST buyer /pub/v1/cyy/terminal/jump): where a page of another app is for this terminal. */
export const TERMINALS = ['WECHAT', 'ALIPAY', 'H5'] as const
export type Terminal = (typeof TERMINALS)[number]

export interface TerminalJumpBody {
  miniAppType: Terminal
  pageName: string
  target: string
}

export type TerminalJumpReply = { kind: 'MINI_PROGRAM'; appId: string; path: string } | { kind: 'URL'; url: string }

/** The console's jump configuration row: one page of another app, per terminal. */
export interface TerminalJumpConfig {
  target: string
  pageName: string
  terminal: Terminal
  appId: string | null
  path: string | null
  url: string | null
  updatedAt: number
}

export type TerminalJumpInput = Omit<TerminalJumpConfig, 'updatedAt'>
export const JUMP_KEY_MAX = 40
export const JUMP_PATH_MAX = 300

export const PROMOTION_CODE_PATHS = {
  /** GET ?code= (a short code or a WeChat scene). */
  lookup: '/home/pub/v1/scan_codes/params',
  /** GET ?cpId= */
  byCpId: '/home/pub/v1/scan_codes/cp_params',
  /** POST, logged in. */
  generate: '/home/buyer/v1/generate_code',
  terminalJump: '/buyer/pub/v1/cyy/terminal/jump'
} as const

export const ADMIN_PROMOTION_CODE_PATHS = {
  list: '/promotion-codes',
  create: '/promotion-codes',
  one: '/promotion-codes/:id',
  disable: '/promotion-codes/:id/disable',
  enable: '/promotion-codes/:id/enable',
  jumps: '/terminal-jumps',
  jump: '/terminal-jumps/:target/:pageName/:terminal'
} as const
