/**
 * The H5 build's index.html (and the build's first-page-assets.json with it), read once per build: its
 * file is looked at (stat) at most once a second, and read again only when it changed, so a rebuilt H5 is
 * served without a restart and no request reads the disk. The page as built, without the first page's data, is kept ready to send (static/page-document.ts):
 * what an unknown merchant, a busy database or a storefront preview gets.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pageDocument, type PageDocument } from './page-document'
import { FIRST_PAGE_ASSETS_FILE, readFirstPageAssets, type FirstPageAssets } from './first-page-assets'

/** How often the file is looked at. */
const LOOK_EVERY_MS = 1000

export interface BuiltPage {
  html: string
  /** Changes with each build read: the kept documents of an older build are not served. */
  version: number
  bare: PageDocument
  /** What each page and language asks for after the app bundle, written by the same build. */
  assets: FirstPageAssets
}

export class BuiltIndex {
  private page?: BuiltPage
  private stamp = ''
  private lookedAt = 0

  constructor(
    private readonly file: string,
    private readonly clock: () => number = () => performance.now()
  ) {}

  current(): BuiltPage {
    const now = this.clock()
    if (this.page && now - this.lookedAt < LOOK_EVERY_MS && now >= this.lookedAt) return this.page
    this.lookedAt = now
    const stat = fs.statSync(this.file)
    const stamp = `${stat.mtimeMs} ${stat.size} ${stat.ino}`
    if (this.page && stamp === this.stamp) return this.page
    const html = fs.readFileSync(this.file, 'utf8')
    this.stamp = stamp
    const assets = readFirstPageAssets(path.join(path.dirname(this.file), FIRST_PAGE_ASSETS_FILE))
    this.page = { html, version: (this.page?.version ?? 0) + 1, bare: pageDocument(html), assets }
    return this.page
  }
}
