/** The pre-fill form's choices: a tap adds or removes an id, never past a cap (attendees: one per ticket). */
export function toggleIn(list: readonly string[], id: string, cap = Infinity): string[] {
  if (list.includes(id)) return list.filter((x) => x !== id)
  return list.length >= cap ? [...list] : [...list, id]
}
