/**
 * H5: the terminal jump's code loads on the tap (its own chunk), so home and show detail, at their
 * first-page byte ceilings (scripts/size.js), do not carry it.
 */
export async function openTerminalJump(target: string, pageName: string): Promise<void> {
  const { openTerminalJump: open } = await import('./terminal-jump-open')
  await open(target, pageName)
}
