/**
 * H5: the first page's data from the JSON block the gateway wrote into index.html, read once at boot.
 * A page served without it (a static host, an old gateway) or with a block that does not parse is the
 * same as none: the app asks the gateway as before.
 */
import { FIRST_PAGE_DATA_ID, type FirstPageData } from '../../types/api/first-page'

export function parseFirstPageData(text: string | null | undefined): FirstPageData | undefined {
  if (!text) return undefined
  try {
    const data = JSON.parse(text) as Partial<FirstPageData> | null
    if (!data || typeof data !== 'object' || !data.shopConfig || typeof data.shopConfig !== 'object') return undefined
    return data as FirstPageData
  } catch {
    return undefined
  }
}

export function readFirstPageData(): FirstPageData | undefined {
  if (typeof document === 'undefined') return undefined
  return parseFirstPageData(document.getElementById(FIRST_PAGE_DATA_ID)?.textContent)
}
