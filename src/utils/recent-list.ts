/** "The recent list puts the chosen item first, without duplicates" (search history, recent cities). */
export function pushRecent<T>(list: readonly T[], item: T, same: (a: T, b: T) => boolean, limit: number): T[] {
  return [item, ...list.filter((x) => !same(x, item))].slice(0, limit)
}
