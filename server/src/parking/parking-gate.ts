/**
 * The lot's gate system is outside Stagedoor (issue #33: "an adapter interface (entry/exit events in, a
 * 'paid until' out) with a simulator and its test double"). Events come in through `GateEvents`, which the
 * parking service implements; after a payment (or its refund) the service tells the gate until when the
 * plate may leave. A real lot's adapter would turn its vendor's callbacks into `entered`/`left` and push
 * `paidUntil` to the vendor's API.
 */

export interface GateEvent {
  merchantId: string
  lotId: string
  plate: string
  at: Date
}

/** What the gate reports (in). */
export interface GateEvents {
  entered(event: GateEvent): Promise<void>
  /** The car at the exit: true when the barrier may open (nothing due), and then the stay is ended. */
  left(event: GateEvent): Promise<{ opened: boolean; dueFen: number }>
}

/** What Stagedoor tells the gate (out): the plate may leave until then; null: it must pay again. */
export interface ParkingGate {
  paidUntil(lotId: string, plate: string, until: Date | null): Promise<void>
}

/**
 * The gate of the demo and the tests: no barrier; it keeps what it was told, so a test (or the console's
 * simulator) reads what a real gate would have received.
 */
export class SimulatedGate implements ParkingGate {
  readonly told = new Map<string, Date | null>()

  async paidUntil(lotId: string, plate: string, until: Date | null): Promise<void> {
    this.told.set(`${lotId}:${plate}`, until)
  }

  lastTold(lotId: string, plate: string): Date | null | undefined {
    return this.told.get(`${lotId}:${plate}`)
  }
}
