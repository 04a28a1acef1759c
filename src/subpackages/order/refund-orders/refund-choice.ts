/**
 * The chosen tickets as they travel between the refund pages in the route (?ticketIds=a,b): ids are the
 * gateway's (letters, digits, _ and -), so a comma joins them; anything else in the parameter is dropped.
 */
const ID = /^[A-Za-z0-9_-]{1,60}$/

/** The ids in the parameter, unique, in order; undefined when none (the whole order). */
export function chosenIdsOf(param: string | undefined): string[] | undefined {
  const ids = [
    ...new Set(
      (param ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => ID.test(s))
    )
  ]
  return ids.length ? ids : undefined
}

export function chosenIdsParam(ids: readonly string[]): string {
  return ids.filter((s) => ID.test(s)).join(',')
}

/** The choice after a tap: the ticket added or removed (only refundable tickets can be chosen). */
export function toggleChoice(chosen: readonly string[], ticketId: string, refundable: boolean): string[] {
  if (!refundable) return [...chosen]
  return chosen.includes(ticketId) ? chosen.filter((id) => id !== ticketId) : [...chosen, ticketId]
}
