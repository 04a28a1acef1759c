/** The region picker's state: the chosen chain, province → city → district → street, and what to ask next. */
import type { Region } from '../../../../types/api/user'

export const REGION_LEVELS = ['province', 'city', 'district', 'street'] as const

/** Choosing a region keeps the chain above it and drops everything below. */
export function chooseRegion(chain: Region[], region: Region): Region[] {
  const depth = REGION_LEVELS.indexOf(region.level)
  return [...chain.slice(0, depth), region]
}

/** The parent whose children are offered next ('' for provinces), or undefined when the chain is whole. */
export function nextParent(chain: Region[], lastHasChildren: boolean): string | undefined {
  if (!chain.length) return ''
  const last = chain[chain.length - 1]
  if (last.level === 'street' || !lastHasChildren) return undefined
  return last.code
}

/** How the chain reads: 上海市 徐汇区 ... (a municipality's city repeats its province and is left out). */
export function chainText(chain: Region[]): string {
  return chain
    .filter((r, i) => !(r.level === 'city' && chain[i - 1]?.name === r.name))
    .map((r) => r.name)
    .join(' ')
}
