/**
 * Which calls need a login, for both sides (calls-errors-limits.md sections 5 and 6): "every request asks
 * for an access token unless the path contains a pub segment or is a config path".
 */

/** The path alone: no scheme and host, no query. */
export function pathname(path: string): string {
  return path.replace(/^https?:\/\/[^/]+/i, '').split('?')[0]
}

export function segments(path: string): string[] {
  return pathname(path).split('/').filter(Boolean)
}

/** Config paths (shop configs, copywriting config) are public like pub paths. */
const isConfigSegment = (s: string) => s === 'config' || s === 'configs' || s === 'shop_configs'

export function needsAccessToken(path: string): boolean {
  return segmentsNeedAccessToken(segments(path))
}

/** needsAccessToken for a path already split into its segments. */
export function segmentsNeedAccessToken(parts: string[]): boolean {
  return !parts.includes('pub') && !parts.some(isConfigSegment)
}
