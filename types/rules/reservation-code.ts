/**
 * What marks a reservation's entry code (server/src/reservation/entry-code.ts makes and checks it), so the
 * console's door field tells it from ticket codes and goods vouchers (admin/src/pages/door/door-code.ts).
 */
export const RESERVATION_CODE_PREFIX = 'RSV.'

export function isReservationCode(code: string): boolean {
  return code.trim().startsWith(RESERVATION_CODE_PREFIX)
}
