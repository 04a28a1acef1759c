/**
 * "Locate me" in the city picker: the device's position (wgs84, the one system every target's
 * getLocation supports, H5 included), then the gateway's nearest selling city (current_location).
 */
import type { City } from '../../types/api/show'

export type LocateOutcome = { kind: 'located'; city: City } | { kind: 'unknown' } | { kind: 'denied' } | { kind: 'failed' }

export interface LocateDeps {
  position(): Promise<{ latitude: number; longitude: number }>
  nearestCity(point: { lat: number; lng: number }): Promise<City | null>
}

/** A refusal by the buyer or the system reads as denied (it needs a settings change, not a retry). */
export function isPermissionDenied(error: unknown): boolean {
  const message =
    typeof error === 'object' && error !== null
      ? String((error as { errMsg?: unknown; message?: unknown }).errMsg ?? (error as { message?: unknown }).message ?? '')
      : String(error)
  return /denied|auth|permission|not allowed/i.test(message)
}

export async function locateCity(deps: LocateDeps): Promise<LocateOutcome> {
  let point: { latitude: number; longitude: number }
  try {
    point = await deps.position()
  } catch (error) {
    return isPermissionDenied(error) ? { kind: 'denied' } : { kind: 'failed' }
  }
  try {
    const city = await deps.nearestCity({ lat: point.latitude, lng: point.longitude })
    return city ? { kind: 'located', city } : { kind: 'unknown' }
  } catch {
    return { kind: 'failed' }
  }
}
