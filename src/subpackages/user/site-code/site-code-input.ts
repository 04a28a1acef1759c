/**
 * What the site code page reads from a scan: the code itself, or a link to this page
 * (…/site-code/BL1106V1, or a mini-program path with ?code=), of which the code is taken. Plain rules
 * (tests/site-code-input.test.ts); the code's own form is types/rules/site-code.ts.
 */
import { normaliseSiteCode } from '../../../../types/rules/site-code'

export function codeFromScan(text: string): string | null {
  const raw = text.trim()
  const inPath = /\/site-code\/([^/?#]+)/.exec(raw)
  const inQuery = /[?&]code=([^&#]+)/.exec(raw)
  const candidate = inQuery?.[1] ?? inPath?.[1] ?? raw
  try {
    return normaliseSiteCode(decodeURIComponent(candidate))
  } catch {
    return null
  }
}
