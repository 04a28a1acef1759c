/**
 * STOREFRONT_INVALID names the refused field as a JSON path in subComments (types/api/storefront-admin.ts); antd
 * Form names fields as arrays. Both "a.b[1].c" and "/a/b/1/c" are read.
 */
export type NamePath = Array<string | number>

export function fieldPathToName(path: string | undefined): NamePath | undefined {
  if (!path) return undefined
  const parts = (path.trim().split(/\s+/)[0] ?? '')
    .replace(/^\$\.?/, '')
    .split(/[./[\]]+/)
    .filter((p) => p !== '')
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p))
  // The request body wraps the config: { config: {...} }.
  const inConfig = parts[0] === 'config' ? parts.slice(1) : parts
  return inConfig.length ? inConfig : undefined
}

/** Until the gateway fills subComments, the path is the message's first "/a/b/0" part. */
export function fieldPathInMessage(message: string): string | undefined {
  return /(\/[A-Za-z0-9_]+(?:\/[A-Za-z0-9_-]+)*)/.exec(message)?.[1]
}
