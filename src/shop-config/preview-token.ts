/**
 * The merchant's storefront preview (issue #16 item 1) exists on H5 only: the console shows the H5 shop in
 * an iframe. Mini-programs never preview (preview-token.h5.ts reads the token there).
 */
export function readPreviewToken(): string | undefined {
  return undefined
}
