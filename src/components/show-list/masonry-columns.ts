/**
 * The waterfall's two columns: each show goes to the column that is shorter so far, by an estimate of
 * its tile's height, so the columns end near the same height without measuring the page. Keeps the feed
 * order down each column, and the first show first.
 */
export function masonryColumns<T>(items: readonly T[], heightOf: (item: T) => number, columns = 2): T[][] {
  const cols: T[][] = Array.from({ length: columns }, () => [])
  const heights = new Array<number>(columns).fill(0)
  for (const item of items) {
    let shortest = 0
    for (let i = 1; i < columns; i++) if (heights[i] < heights[shortest]) shortest = i
    cols[shortest].push(item)
    heights[shortest] += heightOf(item)
  }
  return cols
}

/** Characters of a show name that fit one line of a half-width tile. */
const TILE_LINE_CHARS = 10

/** A tile's height in poster heights: the poster, one or two lines of name, the venue and price lines. */
export function tileHeight(show: { showName: string; displayShowTime?: string }): number {
  const nameLines = show.showName.length > TILE_LINE_CHARS ? 2 : 1
  return 1 + nameLines * 0.12 + (show.displayShowTime ? 0.1 : 0) + 0.2
}
