/**
 * H5 build: writes first-page-assets.json beside index.html, the script and style files each page's
 * loader and each language's dictionary ask for, read from webpack's chunk groups (an `import()` each).
 * The gateway names them in the page it serves as preloads (server/src/static/first-page-assets.ts), so they
 * download beside the app bundle instead of after it has run: without them a first page waited for the
 * app bundle, then its page's chunks, then the data, one after another.
 *
 *   { "pages": { "pages/list/list": ["js/…", "css/…"] }, "locales": { "en-US": ["js/…"] } }
 */
import path from 'path'
import type { ChunkGroup, Compiler } from 'webpack'

const NAME = 'FirstPageAssetsPlugin'
const FILE = 'first-page-assets.json'
const LOCALE_CHUNK = /^locale-(.+)$/
const SERVED = /\.(js|css)$/

type Origin = ChunkGroup['origins'][number]

export class FirstPageAssetsPlugin {
  /** sourceDir: the app's src/, against which a page's import is its page path. */
  constructor(private readonly sourceDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT
      compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
        const pages: Record<string, string[]> = {}
        const locales: Record<string, string[]> = {}
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue
          const files = group.getFiles().filter((file) => SERVED.test(file))
          const locale = LOCALE_CHUNK.exec(group.name ?? '')
          if (locale) locales[locale[1]] = files
          for (const origin of group.origins) {
            const page = this.pagePath(origin)
            if (page) pages[page] = files
          }
        }
        compilation.emitAsset(FILE, new compiler.webpack.sources.RawSource(JSON.stringify({ pages, locales })))
      })
    })
  }

  /** The page path (pages/list/list) of an import of a page module under src/, or undefined. */
  private pagePath(origin: Origin): string | undefined {
    const from = origin.module?.context
    if (!from || !origin.request) return undefined
    const file = path
      .relative(this.sourceDir, path.resolve(from, origin.request.split('?')[0]))
      .split(path.sep)
      .join('/')
    return /^(pages|subpackages)\//.test(file) ? file.replace(/\.[jt]sx?$/, '') : undefined
  }
}
