/** The preview path (`/?preview=<token>`) moved to `path`, keeping its query, with the reload key. */
export function previewSrc(previewPath: string, path: string | undefined, reloadKey: number): string {
  const at = previewPath.indexOf('?')
  const query = at < 0 ? '' : previewPath.slice(at + 1)
  const base = path ?? (at < 0 ? previewPath : previewPath.slice(0, at))
  return `${base}?${query ? `${query}&` : ''}r=${reloadKey}`
}
