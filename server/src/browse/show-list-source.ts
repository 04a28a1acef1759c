/** A show list's shows: picked (in the merchant's order) or the first `count` by category and/or tag. */
export type ShowListSource = { kind: 'PICKED'; showIds: string[] } | { kind: 'RULE'; categoryCode?: string; tag?: string; count: number }
