/** Mini-program builds are never inside a host: they navigate themselves. H5 has host-bridge.h5.ts. */
import type { HostBridge } from './router'
import type { Platform } from '../platform/platform'

export function hostBridgeFor(_platform: Platform): HostBridge | undefined {
  return undefined
}
