/**
 * Whether the staff member's system asks for less motion. The console then draws without antd's
 * transitions (a dropdown, drawer or modal is there at once) and the charts without growing bars.
 */
export const prefersReducedMotion = (): boolean => Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
