/** H5: the content column is 500 px at most on phones and 960 px on PC (product.md section 1). */
import { LAYOUT, type Platform } from './platform'

export function applyLayoutWidth(platform: Platform, _screenWidth: number): void {
  const width = platform === 'PC' ? LAYOUT.pcWidth : LAYOUT.h5MaxWidth
  document.documentElement.style.setProperty('--layout-width', `${width}px`)
  document.documentElement.dataset.platform = platform
}
