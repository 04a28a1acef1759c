/**
 * Promotion codes (types/api/promotion-code.ts): made by the merchant in the console or by a buyer's share
 * (generate_code), looked up when a code is scanned (by short code, or by CP_ID whose reply is the encoded
 * param), each lookup counted. And the terminal jump: where a page of another app opens for a terminal.
 * An unknown, disabled or malformed code is PROMOTION_CODE_NOT_FOUND: the app's scan page says so and offers home.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto'
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { AuditRepository } from '../staff/audit.repository'
import {
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
  WECHAT_SCENE_MAX,
  type AdminPromotionCode,
  type CodeParams,
  type GenerateCodeBody,
  type GeneratedCode,
  type PromotionCodeInput,
  type ScanCodeParamReply,
  type ScanCodeReply,
  type Terminal,
  type TerminalJumpBody,
  type TerminalJumpConfig,
  type TerminalJumpInput,
  type TerminalJumpReply
} from '../../../types/api/promotion-code'
import { codeParamsProblem, encodeCodeParams, readScanned } from '../../../types/rules/scan-code'
import { terminalJumpProblem } from '../../../types/rules/terminal-jump'
import { ROUTES, pagePathOf } from '../../../types/routes/route-table'
import { PromotionCodeRepository, type PromotionCodeRow, type TerminalJumpRow } from './promotion-code.repository'

/** The app page a scanned mini-program code opens (its scene is the short code). */
const SCAN_ROUTE = ROUTES.find((r) => r.name === 'scan-code')
export const SCAN_PAGE = SCAN_ROUTE ? (pagePathOf(SCAN_ROUTE) ?? '') : ''
const CONSOLE_LIST_MAX = 500
const INSERT_TRIES = 5

function newShortCode(): string {
  let code = ''
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)]
  return code
}

/** A CP_ID: 'cp' and 24 random URL-safe characters, longer than 20 so a scanned one is read as an id. */
const newCpId = () => `cp${randomBytes(18).toString('base64url')}`

function paramsKey(p: CodeParams): string {
  return createHash('sha256').update(encodeCodeParams(p)).digest('base64url')
}

function params(row: PromotionCodeRow): CodeParams {
  return { target: row.target, targetId: row.target_id, channelId: row.channel_id, distributorId: row.distributor_id }
}

export function presentGenerated(row: PromotionCodeRow): GeneratedCode {
  const scene = row.code
  if (scene.length > WECHAT_SCENE_MAX) throw new Error('a scene is at most 32 characters')
  return { ...params(row), code: row.code, cpId: row.id, shortPath: `/s/${row.code}`, scene, miniProgramPage: SCAN_PAGE }
}

function presentAdmin(row: PromotionCodeRow): AdminPromotionCode {
  return {
    ...presentGenerated(row),
    id: row.id,
    label: row.label,
    scanCount: row.scan_count,
    lastScannedAt: row.last_scanned_at ? new Date(row.last_scanned_at).getTime() : null,
    disabled: row.disabled_at !== null,
    createdAt: new Date(row.created_at).getTime()
  }
}

function presentJump(row: TerminalJumpRow): TerminalJumpConfig {
  return {
    target: row.target,
    pageName: row.page_name,
    terminal: row.terminal,
    appId: row.app_id,
    path: row.path,
    url: row.url,
    updatedAt: new Date(row.updated_at).getTime()
  }
}

const clean = (v: string | null | undefined): string | null => (v?.trim() ? v.trim() : null)

export class PromotionCodeService {
  private readonly codes: PromotionCodeRepository

  constructor(
    private readonly db: Db,
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {
    this.codes = new PromotionCodeRepository(db)
  }

  /** GET home scan-code and short-code params lookup: a short code (or a scene carrying one), counted as a scan. */
  async lookup(merchantId: string, raw: string, now: Date): Promise<ScanCodeReply> {
    const key = readScanned(raw)
    if (!key) throw new AppError('PROMOTION_CODE_NOT_FOUND')
    const row = await this.codes.scan(merchantId, key.kind === 'code' ? { code: key.value } : { id: key.value }, now)
    if (!row) throw new AppError('PROMOTION_CODE_NOT_FOUND')
    return { ...params(row), code: row.code, cpId: row.id }
  }

  /** GET scan-code params lookup by CP_ID: the encoded param, counted as a scan. */
  async lookupByCpId(merchantId: string, cpId: string, now: Date): Promise<ScanCodeParamReply> {
    const key = readScanned(cpId)
    if (key?.kind !== 'cpId') throw new AppError('PROMOTION_CODE_NOT_FOUND')
    const row = await this.codes.scan(merchantId, { id: key.value }, now)
    if (!row) throw new AppError('PROMOTION_CODE_NOT_FOUND')
    return { cpId: row.id, param: encodeCodeParams(params(row)) }
  }

  /** POST generate_code: the buyer's share of a page, made once per distinct params (a share again answers the same code). */
  async generate(merchantId: string, userId: string, body: GenerateCodeBody, now: Date): Promise<GeneratedCode> {
    const p: CodeParams = { target: body.target, targetId: clean(body.targetId), channelId: clean(body.channelId), distributorId: null }
    await this.check(merchantId, p)
    const key = paramsKey(p)
    const kept = await this.codes.sharedByParams(merchantId, key)
    if (kept) return presentGenerated(kept)
    const row = await this.insert(merchantId, p, { label: '', source: 'BUYER', createdBy: userId, paramsKey: key }, now)
    return presentGenerated(row ?? (await this.codes.sharedByParams(merchantId, key))!)
  }

  async list(merchantId: string): Promise<AdminPromotionCode[]> {
    return (await this.codes.consoleCodes(merchantId, CONSOLE_LIST_MAX)).map(presentAdmin)
  }

  async one(merchantId: string, id: string): Promise<AdminPromotionCode> {
    const row = await this.codes.byId(merchantId, id)
    if (!row || row.source !== 'CONSOLE') throw new AppError('PROMOTION_CODE_NOT_FOUND')
    return presentAdmin(row)
  }

  /** The console's generate_code: a new code every time (two codes of the same params count their scans apart). */
  async create(merchantId: string, staffId: string, input: PromotionCodeInput, now: Date): Promise<AdminPromotionCode> {
    const p: CodeParams = {
      target: input.target,
      targetId: clean(input.targetId),
      channelId: clean(input.channelId),
      distributorId: clean(input.distributorId)
    }
    await this.check(merchantId, p)
    const label = input.label.trim()
    const row = await this.db.transaction(async (tx) => {
      const made = await this.insert(merchantId, p, { label, source: 'CONSOLE', createdBy: staffId, paramsKey: paramsKey(p) }, now, tx)
      if (!made) throw new Error('no free short code after several tries')
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'promotion-code.create', target: made.id, before: null, after: { ...p, label, code: made.code } },
        now
      )
      return made
    })
    return presentAdmin(row)
  }

  /** Stops (or starts again) a code's lookups; its scans are kept. */
  async setDisabled(merchantId: string, staffId: string, id: string, disabled: boolean, now: Date): Promise<AdminPromotionCode> {
    await this.one(merchantId, id)
    await this.db.transaction(async (tx) => {
      if (!(await new PromotionCodeRepository(tx).setDisabled(merchantId, id, disabled ? now : null))) {
        throw new AppError('PROMOTION_CODE_INVALID', { reason: disabled ? 'already disabled' : 'not disabled' })
      }
      await this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: disabled ? 'promotion-code.disable' : 'promotion-code.enable',
          target: id,
          before: null,
          after: { disabled }
        },
        now
      )
    })
    return this.one(merchantId, id)
  }

  /** POST terminal/jump: the configured place of the page for the terminal; an unknown page is refused. */
  async jump(merchantId: string, body: TerminalJumpBody): Promise<TerminalJumpReply> {
    const row = await this.codes.jump(merchantId, body.target.trim(), body.pageName.trim(), body.miniAppType)
    if (!row) throw new AppError('TERMINAL_JUMP_UNKNOWN')
    if (row.terminal === 'H5') return { kind: 'URL', url: row.url ?? '' }
    return { kind: 'MINI_PROGRAM', appId: row.app_id ?? '', path: row.path ?? '' }
  }

  async jumps(merchantId: string): Promise<TerminalJumpConfig[]> {
    return (await this.codes.jumps(merchantId)).map(presentJump)
  }

  async putJump(merchantId: string, staffId: string, input: TerminalJumpInput, now: Date): Promise<TerminalJumpConfig[]> {
    const j = { ...input, appId: clean(input.appId), path: clean(input.path), url: clean(input.url) }
    const problem = terminalJumpProblem(j)
    if (problem) throw new AppError('TERMINAL_JUMP_INVALID', { reason: problem })
    await this.db.transaction(async (tx) => {
      await new PromotionCodeRepository(tx).putJump(merchantId, j, now)
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'terminal-jump.put', target: `${j.target}/${j.pageName}/${j.terminal}`, before: null, after: j },
        now
      )
    })
    return this.jumps(merchantId)
  }

  async deleteJump(merchantId: string, staffId: string, target: string, pageName: string, terminal: Terminal, now: Date) {
    await this.db.transaction(async (tx) => {
      if (!(await new PromotionCodeRepository(tx).deleteJump(merchantId, target, pageName, terminal))) {
        throw new AppError('TERMINAL_JUMP_UNKNOWN')
      }
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'terminal-jump.delete', target: `${target}/${pageName}/${terminal}`, before: null, after: null },
        now
      )
    })
    return this.jumps(merchantId)
  }

  private async check(merchantId: string, p: CodeParams): Promise<void> {
    const problem = codeParamsProblem(p)
    if (problem) throw new AppError('PROMOTION_CODE_INVALID', { reason: problem })
    if (p.targetId && !(await this.codes.targetExists(merchantId, p.target, p.targetId))) {
      throw new AppError('PROMOTION_CODE_TARGET_NOT_FOUND')
    }
  }

  /** A new row, a fresh short code tried again on the rare clash; undefined when a buyer's same share was made meanwhile. */
  private async insert(
    merchantId: string,
    p: CodeParams,
    meta: { label: string; source: 'CONSOLE' | 'BUYER'; createdBy: string; paramsKey: string },
    now: Date,
    q: Queryable = this.db
  ): Promise<PromotionCodeRow | undefined> {
    const repo = new PromotionCodeRepository(q)
    for (let i = 0; i < INSERT_TRIES; i++) {
      const id = newCpId()
      if (await repo.insert({ ...p, ...meta, id, merchantId, code: newShortCode() }, now)) return repo.byId(merchantId, id)
      if (meta.source === 'BUYER' && (await repo.sharedByParams(merchantId, meta.paramsKey))) return undefined
    }
    return undefined
  }
}
