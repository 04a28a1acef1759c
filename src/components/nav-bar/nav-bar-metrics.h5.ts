/** On H5 the page starts at the top of the viewport and the bar is 44 px. */
export interface NavBarMetrics {
  statusBarHeight: number
  barHeight: number
}

export function navBarMetrics(): NavBarMetrics {
  return { statusBarHeight: 0, barHeight: 44 }
}
