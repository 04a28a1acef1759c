/** What a keyword search of goods matches: the name in every language, lower-cased (as shows.search_text). */
import type { Texts } from '../http/texts'

export function goodsSearchText(name: Partial<Texts>): string {
  return Object.values(name).join(' ').toLowerCase()
}
