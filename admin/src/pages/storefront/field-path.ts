/**
 * STOREFRONT_INVALID names the refused field as a JSON path in subComments (types/api/admin.ts); antd
 * Form names fields as arrays. Both "a.b[1].c" and "/a/b/1/c" are read.
 */
export type NamePath = Array<string | number>

export function fieldPathToName(path: string | undefined): NamePath | undefined {
  if (!path) return undefined
  const parts = path
    .replace(/^\$\.?/, '')
    .split(/[./[\]]+/)
    .filter((p) => p !== '')
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p))
  // The request body wraps the config: { config: {...} }.
  const inConfig = parts[0] === 'config' ? parts.slice(1) : parts
  return inConfig.length ? inConfig : undefined
}
