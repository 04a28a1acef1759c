/** Mini-programs lay out at the screen width; nothing to apply. H5 has apply-layout.h5.ts. */
import type { Platform } from './platform'

export function applyLayoutWidth(_platform: Platform, _screenWidth: number): void {}
