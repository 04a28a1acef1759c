/**
 * The merchant's customer-service hours (product.md "Shop configuration", customerServiceConfigVO: work
 * times by weekday), checked beyond their format on save: a day's hours end after they start, and the
 * periods of one weekday do not overlap. `to` may be 24:00 (open until midnight).
 */
export interface WorkTime {
  weekday: number
  from: string
  to: string
}

/** Minutes since midnight of "H:MM" or "HH:MM". */
export function workTimeMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':')
  return Number(h) * 60 + Number(m)
}

/** Two periods of one weekday that share a minute (touching ends do not). */
export function periodsOverlap(a: WorkTime, b: WorkTime): boolean {
  return a.weekday === b.weekday && workTimeMinutes(a.from) < workTimeMinutes(b.to) && workTimeMinutes(b.from) < workTimeMinutes(a.to)
}

/** The first problem with the hours as `[index, message]`, or undefined. */
export function workTimeProblem(times: readonly WorkTime[]): [number, string] | undefined {
  for (let i = 0; i < times.length; i += 1) {
    const t = times[i]
    if (workTimeMinutes(t.to) > 24 * 60) return [i, 'ends after 24:00']
    if (workTimeMinutes(t.to) <= workTimeMinutes(t.from)) return [i, 'ends before it starts']
    for (let j = 0; j < i; j += 1) {
      if (periodsOverlap(t, times[j])) return [i, `overlaps the hours at ${j} on the same weekday`]
    }
  }
  return undefined
}
