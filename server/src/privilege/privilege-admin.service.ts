/**
 * The console's privileges (issue #18 privilege; catalogue area like coupons): make a privilege on a
 * show (its tiers, optional privilege prices, window, uses per code), make codes in batches (the coupon
 * exchange codes' form and generator), export a batch as formula-safe CSV, void a batch. Each change
 * writes an audit row in its own transaction.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import { randomId } from '../account/token-codec'
import type { AuditRepository } from '../staff/audit.repository'
import { CSV_BOM, csvLine } from '../staff/csv'
import { formatInvitationCode } from '../../../types/rules/invitation-code'
import { PRIVILEGE_BATCH_MAX, privilegeInputProblem } from '../../../types/rules/privilege-rules'
import type { AdminPrivilege, AdminPrivilegeBatch, AdminPrivilegeInput } from '../../../types/api/privilege'
import { newExchangeCodes } from '../coupon/coupon-admin.service'
import { PrivilegeRepository, type BatchRow, type PrivilegeRow } from './privilege.repository'

const CSV_HEADERS: Record<Locale, string[]> = {
  'zh-CN': ['序号', '优先购码', '批次名称', '优先购', '剩余可购张数', '状态'],
  'zh-MO': ['序號', '優先購碼', '批次名稱', '優先購', '剩餘可購張數', '狀態'],
  'en-US': ['No.', 'Code', 'Batch', 'Privilege', 'Tickets left', 'State']
}
const CSV_STATES: Record<Locale, Record<'OPEN' | 'VOIDED', string>> = {
  'zh-CN': { OPEN: '有效', VOIDED: '已作废' },
  'zh-MO': { OPEN: '有效', VOIDED: '已作廢' },
  'en-US': { OPEN: 'Open', VOIDED: 'Voided' }
}

function presentBatch(b: BatchRow): AdminPrivilegeBatch {
  return {
    id: b.id,
    privilegeId: b.privilege_id,
    label: b.label,
    size: b.size,
    used: b.used,
    createdAt: new Date(b.created_at).getTime(),
    voidedAt: b.voided_at ? new Date(b.voided_at).getTime() : null
  }
}

export class PrivilegeAdminService {
  private readonly repo: PrivilegeRepository

  constructor(
    private readonly db: Db,
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {
    this.repo = new PrivilegeRepository(db)
  }

  async list(merchantId: string): Promise<AdminPrivilege[]> {
    const rows = await this.repo.ofMerchant(merchantId)
    return Promise.all(rows.map((p) => this.present(p)))
  }

  async create(merchantId: string, staffId: string, body: AdminPrivilegeInput, now: Date): Promise<AdminPrivilege> {
    const tiers = body.tiers.map((t) => ({ tierId: t.seatPlanId, priceFen: t.price ?? null }))
    const problem = privilegeInputProblem({ startsAt: body.startTime, endsAt: body.endTime, usesPerCode: body.usesPerCode, tiers })
    if (problem) throw new AppError('PRIVILEGE_INPUT_INVALID', { detail: problem })
    const name = body.name.trim()
    if (!name) throw new AppError('PRIVILEGE_INPUT_INVALID', { detail: 'name' })
    // Only the show's own tiers, of this merchant: a tier of another show would never be bookable with it.
    const own = await this.repo.tiersOfShow(
      merchantId,
      body.showId,
      tiers.map((t) => t.tierId)
    )
    if (own.length !== tiers.length) throw new AppError('PRIVILEGE_INPUT_INVALID', { detail: 'TIERS' })
    const id = randomId('prv_')
    await this.db.transaction(async (tx) => {
      await new PrivilegeRepository(tx).insert({
        id,
        merchantId,
        showId: body.showId,
        name,
        startsAt: new Date(body.startTime),
        endsAt: new Date(body.endTime),
        usesPerCode: body.usesPerCode,
        tiers,
        staffId,
        now
      })
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'privilege.create', target: id, before: null, after: { ...body, name } },
        now
      )
    })
    return this.present(await this.own(merchantId, id))
  }

  async batches(merchantId: string, privilegeId: string): Promise<AdminPrivilegeBatch[]> {
    await this.own(merchantId, privilegeId)
    return (await this.repo.batches(privilegeId)).map(presentBatch)
  }

  async createBatch(
    merchantId: string,
    staffId: string,
    privilegeId: string,
    body: { size: number; label?: string },
    now: Date
  ): Promise<AdminPrivilegeBatch> {
    if (!Number.isInteger(body.size) || body.size < 1 || body.size > PRIVILEGE_BATCH_MAX)
      throw new AppError('INVALID_PARAMETER', { detail: 'size' })
    const p = await this.own(merchantId, privilegeId)
    const id = randomId('pcb_')
    const label = (body.label ?? '').trim().slice(0, 60)
    await this.db.transaction(async (tx) => {
      await new PrivilegeRepository(tx).insertBatch({ id, privilegeId, label, staffId, now }, newExchangeCodes(body.size), p.uses_per_code)
      await this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'privilege.codes',
          target: privilegeId,
          before: null,
          after: { batchId: id, size: body.size, label }
        },
        now
      )
    })
    const [row] = await this.repo.batches(privilegeId, id)
    return presentBatch(row)
  }

  async csv(merchantId: string, batchId: string, locale: Locale): Promise<string> {
    const batch = await this.ownBatch(merchantId, batchId)
    const p = await this.own(merchantId, batch.privilege_id)
    const lines = [csvLine(CSV_HEADERS[locale])]
    for (const c of await this.repo.codes(batchId))
      lines.push(
        csvLine([
          c.seq,
          formatInvitationCode(c.code),
          batch.label,
          p.name,
          c.uses_left,
          CSV_STATES[locale][batch.voided_at ? 'VOIDED' : 'OPEN']
        ])
      )
    return CSV_BOM + lines.join('')
  }

  /**
   * Voids a batch: its codes stop checking and their tokens stop working at once (grant reads the batch);
   * orders already made with them stand. Voiding a voided batch answers it as it is.
   */
  async voidBatch(merchantId: string, staffId: string, batchId: string, now: Date): Promise<AdminPrivilegeBatch> {
    const batch = await this.ownBatch(merchantId, batchId)
    await this.db.transaction(async (tx) => {
      if (!(await new PrivilegeRepository(tx).voidBatch(batchId, now))) return
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'privilege.void', target: batchId, before: null, after: { privilegeId: batch.privilege_id } },
        now
      )
    })
    return presentBatch((await this.repo.batches(batch.privilege_id, batchId))[0])
  }

  private async own(merchantId: string, id: string): Promise<PrivilegeRow> {
    const p = await this.repo.byId(id)
    if (!p || p.merchant_id !== merchantId) throw new AppError('PRIVILEGE_NOT_FOUND')
    return p
  }

  private async ownBatch(merchantId: string, batchId: string): Promise<BatchRow> {
    const [batch] = await this.repo.batches('', batchId)
    if (!batch) throw new AppError('NOT_FOUND')
    await this.own(merchantId, batch.privilege_id)
    return batch
  }

  private async present(p: PrivilegeRow): Promise<AdminPrivilege> {
    const tiers = await this.repo.tiers(p.id)
    return {
      id: p.id,
      showId: p.show_id,
      name: p.name,
      startTime: new Date(p.starts_at).getTime(),
      endTime: new Date(p.ends_at).getTime(),
      usesPerCode: p.uses_per_code,
      tiers: tiers.map((t) => (t.price_fen === null ? { seatPlanId: t.tier_id } : { seatPlanId: t.tier_id, price: t.price_fen })),
      createdAt: new Date(p.created_at).getTime()
    }
  }
}
