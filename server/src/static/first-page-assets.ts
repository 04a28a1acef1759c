/**
 * The files a first page's scripts will ask for once the app bundle has run: its page's chunks (scripts
 * and styles) and, when the app will speak another language than the one it is built with, that
 * language's dictionary. The H5 build lists them in first-page-assets.json (config/first-page-assets.ts);
 * named as preloads in the page, they download beside the app bundle instead of one round after another.
 */
import fs from 'node:fs'
import { pagePathOfLocation } from '../../../types/routes/route-url'
import type { Locale } from '../../../types/rules/language-tag'

export const FIRST_PAGE_ASSETS_FILE = 'first-page-assets.json'

/** File paths relative to the build's root (js/…, css/…), by page path and by language. */
export interface FirstPageAssets {
  pages: Record<string, string[]>
  locales: Record<string, string[]>
}

export const NO_ASSETS: FirstPageAssets = { pages: {}, locales: {} }

const isFileList = (value: unknown): value is string[] => Array.isArray(value) && value.every((file) => typeof file === 'string')

function fileLists(value: unknown): Record<string, string[]> {
  if (typeof value !== 'object' || value === null) return {}
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string[]] => isFileList(entry[1])))
}

/** The build's list beside its index.html; none (no preloads) when it is missing or unreadable, as with an older build. */
export function readFirstPageAssets(file: string): FirstPageAssets {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
    if (typeof parsed !== 'object' || parsed === null) return NO_ASSETS
    const { pages, locales } = parsed as Record<string, unknown>
    return { pages: fileLists(pages), locales: fileLists(locales) }
  } catch {
    return NO_ASSETS
  }
}

/**
 * The preload tags for a page at `pathname` shown in `locale`: its page's chunks, then the language's dictionary.
 * Low priority, so they take the bandwidth the app bundle and the page's image leave: asked for at high
 * priority they delayed the first paint (Lighthouse's home: FCP 2.4 s against 1.7 s without them, 1.4 s with them low).
 */
export function assetPreloads(assets: FirstPageAssets, pathname: string, locale: Locale): string[] {
  const files = [...(assets.pages[pagePathOfLocation(pathname)] ?? []), ...(assets.locales[locale] ?? [])]
  return files.map((file) => `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" fetchpriority="low" href="/${file}">`)
}
