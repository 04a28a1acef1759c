/**
 * The data the gateway writes into the H5 page it serves (types/api/first-page.ts). Mini-programs have no
 * served page: they always ask the gateway (first-page-data.h5.ts reads the block on H5).
 */
import type { FirstPageData } from '../../types/api/first-page'

export function readFirstPageData(): FirstPageData | undefined {
  return undefined
}
