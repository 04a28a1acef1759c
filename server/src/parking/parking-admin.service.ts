/**
 * The console's parking: lots and their fee rules, buyers' plates, stays and payment records, a refund,
 * and the gate simulator's "car enters / leaves" for the demo. Every change writes an audit row in its
 * own transaction (the gate events too: staff pressed them); a refused change writes nothing.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import { randomId } from '../account/token-codec'
import type { AuditRepository } from '../staff/audit.repository'
import type {
  AdminParkingLot,
  AdminParkingPlate,
  AdminParkingStay,
  GateEventBody,
  GateExitReply,
  ParkingLotInput,
  ParkingRecord
} from '../../../types/api/parking'
import { parkingRuleProblem } from '../../../types/rules/parking-fee'
import { readPlate } from '../../../types/rules/plate'
import { ParkingRepository } from './parking.repository'
import { presentAdminLot, presentAdminPlate, presentStay } from './parking.presenter'
import type { ParkingService } from './parking.service'

export class ParkingAdminService {
  private readonly repo: ParkingRepository

  constructor(
    private readonly db: Db,
    private readonly parking: ParkingService,
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {
    this.repo = new ParkingRepository(db)
  }

  async lots(merchantId: string): Promise<AdminParkingLot[]> {
    return (await this.repo.lots(merchantId)).map(presentAdminLot)
  }

  private async lot(merchantId: string, id: string): Promise<AdminParkingLot> {
    const found = (await this.lots(merchantId)).find((l) => l.lotId === id)
    if (!found) throw new AppError('PARKING_LOT_NOT_FOUND')
    return found
  }

  async createLot(merchantId: string, staffId: string, input: ParkingLotInput, now: Date): Promise<AdminParkingLot> {
    const v = checked(input)
    const id = randomId('plt_')
    await this.db.transaction(async (tx) => {
      await new ParkingRepository(tx).insertLot(id, merchantId, v, now)
      await this.auditOn(tx).write({ merchantId, staffId, action: 'parking.lot.create', target: id, before: null, after: v }, now)
    })
    return this.lot(merchantId, id)
  }

  /** A changed rule prices what is quoted from now on; payments made keep what they were charged. */
  async updateLot(merchantId: string, staffId: string, id: string, input: ParkingLotInput, now: Date): Promise<AdminParkingLot> {
    const before = await this.lot(merchantId, id)
    const v = checked(input)
    await this.db.transaction(async (tx) => {
      if (!(await new ParkingRepository(tx).updateLot(id, merchantId, v, now))) throw new AppError('PARKING_LOT_NOT_FOUND')
      await this.auditOn(tx).write({ merchantId, staffId, action: 'parking.lot.update', target: id, before, after: v }, now)
    })
    return this.lot(merchantId, id)
  }

  async stays(merchantId: string, plate?: string): Promise<AdminParkingStay[]> {
    return (await this.repo.staysOfMerchant(merchantId, canonical(plate))).map((s) => presentStay(s, s.lot_name))
  }

  async plates(merchantId: string, plate?: string): Promise<AdminParkingPlate[]> {
    return (await this.repo.platesOfMerchant(merchantId, canonical(plate))).map(presentAdminPlate)
  }

  async records(merchantId: string, now: Date, plate?: string): Promise<ParkingRecord[]> {
    const rows = await this.repo.ordersOfMerchant(merchantId, canonical(plate))
    const list: ParkingRecord[] = []
    for (const o of rows) list.push(await this.parking.recordOf(o, now, true))
    return list
  }

  async refund(merchantId: string, staffId: string, orderId: string, reason: string, now: Date): Promise<ParkingRecord> {
    const done = await this.parking.refund(merchantId, orderId, reason.trim(), now, (tx) =>
      this.auditOn(tx).write({ merchantId, staffId, action: 'parking.refund', target: orderId, before: null, after: { reason } }, now)
    )
    return this.parking.recordOf(done, now, true)
  }

  /** The simulator's entry: as the gate would report it, at the console's now. */
  async enter(merchantId: string, staffId: string, body: GateEventBody, now: Date): Promise<AdminParkingStay> {
    await this.parking.entered({ merchantId, lotId: body.lotId, plate: body.plate, at: now })
    await this.auditOn(this.db).write(
      { merchantId, staffId, action: 'parking.gate.entry', target: body.lotId, before: null, after: body },
      now
    )
    return (await this.stays(merchantId, body.plate))[0]
  }

  async exit(merchantId: string, staffId: string, body: GateEventBody, now: Date): Promise<GateExitReply> {
    const answer = await this.parking.left({ merchantId, lotId: body.lotId, plate: body.plate, at: now })
    await this.auditOn(this.db).write(
      { merchantId, staffId, action: 'parking.gate.exit', target: body.lotId, before: null, after: { ...body, ...answer } },
      now
    )
    return { ...answer, stay: (await this.stays(merchantId, body.plate))[0] ?? null }
  }
}

function checked(input: ParkingLotInput): ParkingLotInput {
  const v = { ...input, name: input.name.trim(), address: input.address.trim() }
  if (!v.name) throw new AppError('PARKING_LOT_INVALID', { reason: 'name' })
  const problem = parkingRuleProblem(v)
  if (problem) throw new AppError('PARKING_LOT_INVALID', { reason: problem })
  return v
}

/** A plate filter in the stored form; a text that is no plate filters as typed (it matches nothing). */
function canonical(plate: string | undefined): string | undefined {
  if (!plate?.trim()) return undefined
  return readPlate(plate)?.plate ?? plate.trim()
}
