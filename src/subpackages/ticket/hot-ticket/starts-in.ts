/** "Starts in 2 h 05 min" for the hot ticket; undefined once it has started. */
export function startsInParts(ms: number): { hours: number; minutes: string } | undefined {
  if (!(ms > 0)) return undefined
  const minutes = Math.ceil(ms / 60000)
  return { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') }
}
