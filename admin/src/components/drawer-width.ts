/** A console drawer's width: its own, or the window's on a narrower screen (none when rendered outside a browser). */
export function drawerWidth(max: number): number {
  return Math.min(max, typeof window === 'undefined' ? max : window.innerWidth)
}
