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

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** The first problem with the hours as `[index, message]`, or undefined. */
export function workTimeProblem(times: readonly WorkTime[]): [number, string] | undefined {
  for (let i = 0; i < times.length; i += 1) {
    const t = times[i]
    if (minutes(t.to) > 24 * 60) return [i, 'ends after 24:00']
    if (minutes(t.to) <= minutes(t.from)) return [i, 'ends before it starts']
    for (let j = 0; j < i; j += 1) {
      const o = times[j]
      if (o.weekday === t.weekday && minutes(t.from) < minutes(o.to) && minutes(o.from) < minutes(t.to))
        return [i, `overlaps the hours at ${j} on the same weekday`]
    }
  }
  return undefined
}
