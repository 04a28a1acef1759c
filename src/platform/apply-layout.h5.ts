/** H5: the content column is 500 px at most on phones and 960 px on PC (product.md section 1). */
import { LAYOUT, rootFontSize, showListColumns, type Platform } from './platform'

export function applyLayoutWidth(platform: Platform, _screenWidth: number): void {
  const width = platform === 'PC' ? LAYOUT.pcWidth : LAYOUT.h5MaxWidth
  const root = document.documentElement
  root.style.setProperty('--layout-width', `${width}px`)
  root.dataset.platform = platform
  // Taro's own script resets the inline font-size on every resize; app.scss gives --root-font-size
  // precedence, and this keeps it current. The list columns follow the column actually shown: a PC
  // browser narrowed to a phone's width gets one column, not three squeezed ones.
  const applyWindow = () => {
    const shown = Math.min(width, window.innerWidth)
    root.style.setProperty('--root-font-size', `${rootFontSize(platform, window.innerWidth)}px`)
    root.style.setProperty('--show-columns', String(platform === 'PC' ? showListColumns(shown, 'card') : 1))
    root.style.setProperty('--tile-columns', String(platform === 'PC' ? showListColumns(shown, 'tile') : 2))
  }
  applyWindow()
  window.addEventListener('resize', applyWindow)
}
