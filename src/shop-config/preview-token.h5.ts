/**
 * H5: the console opens the shop as /?preview=<token> to show the merchant's unsaved draft. The token is
 * read once at boot and kept for the visit (sessionStorage), so moving between pages keeps the preview;
 * a plain visit without it in a new tab is a normal buyer visit.
 */
import { PREVIEW_QUERY } from '../../types/api/storefront-admin'

export const PREVIEW_STORAGE_KEY = 'stagedoor.preview'
const TOKEN = /^[\w.~-]{8,2048}$/

/** The token from the URL wins (a new preview); else the one this tab already had. Junk is no token. */
export function resolvePreviewToken(search: string, stored: string | null): string | undefined {
  const fromUrl = new URLSearchParams(search).get(PREVIEW_QUERY)
  const token = fromUrl ?? stored
  return token && TOKEN.test(token) ? token : undefined
}

export function readPreviewToken(): string | undefined {
  if (typeof window === 'undefined') return undefined
  let stored: string | null = null
  try {
    stored = window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)
  } catch {
    // storage blocked: the token lasts for this page only
  }
  const token = resolvePreviewToken(window.location.search, stored)
  try {
    if (token && token !== stored) window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, token)
  } catch {
    // as above
  }
  return token
}
