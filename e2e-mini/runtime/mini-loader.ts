/**
 * Loads a compiled mini-program's JavaScript the way the platform does: each file a CommonJS module in one
 * JavaScript realm of its own (a `vm` context), with only the platform's globals in it, so a page that
 * reaches for `window`, `document`, `process` or `fetch` fails here as it fails on a phone. A subpackage's
 * files are loaded only once the subpackage is, and a file of one subpackage cannot require another
 * subpackage's files (the platforms refuse that at run time too).
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { Script, createContext, type Context } from 'node:vm'

export interface LoaderOptions {
  /** The build folder (dist/weapp or dist/alipay). */
  root: string
  /** The platform's globals (wx or my, Page, App, Component, getApp, getCurrentPages, ...). */
  globals: Record<string, unknown>
  /** Subpackage roots (`subpackages/show`), from app.json. */
  subpackageRoots: string[]
}

interface Module {
  exports: unknown
}

export class MiniLoader {
  readonly context: Context
  private readonly cache = new Map<string, Module>()
  private readonly loadedPackages = new Set<string>(['main'])

  constructor(private readonly options: LoaderOptions) {
    // What a mini-program's JavaScript engine offers besides the platform's own objects: the language, timers
    // and console. No DOM, no Node (no process, require of Node modules, Buffer, fetch).
    const sandbox: Record<string, unknown> = {
      console,
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
      ...options.globals
    }
    this.context = createContext(sandbox, { name: 'mini-program' })
  }

  /** The package a build file belongs to: a subpackage root, or 'main'. */
  packageOf(file: string): string {
    const path = relative(this.options.root, file).split('\\').join('/')
    return this.options.subpackageRoots.find((root) => path === root || path.startsWith(`${root}/`)) ?? 'main'
  }

  isLoaded(pkg: string): boolean {
    return this.loadedPackages.has(pkg)
  }

  markLoaded(pkg: string): void {
    this.loadedPackages.add(pkg)
  }

  /** Runs a build file (path relative to the build root, with or without `.js`) once, as the platform does. */
  require(path: string, from?: string): unknown {
    const file = this.resolve(path, from)
    const cached = this.cache.get(file)
    if (cached) return cached.exports
    const pkg = this.packageOf(file)
    if (from && pkg !== 'main' && pkg !== this.packageOf(from)) {
      throw new Error(`module "${relative(this.options.root, file)}" is not defined (a file of ${pkg} required from another package)`)
    }
    if (!this.loadedPackages.has(pkg))
      throw new Error(`module "${relative(this.options.root, file)}" is not defined (${pkg} is not loaded)`)
    const module: Module = { exports: {} }
    this.cache.set(file, module)
    const source = readFileSync(file, 'utf8')
    const wrapped = new Script(`(function (require, module, exports) {${source}\n})`, { filename: file })
    const run = wrapped.runInContext(this.context) as (req: (p: string) => unknown, m: Module, e: unknown) => void
    run((p: string) => this.require(p, file), module, module.exports)
    return module.exports
  }

  private resolve(path: string, from?: string): string {
    const base = from ? dirname(from) : this.options.root
    const joined = normalize(path.startsWith('/') ? join(this.options.root, path) : join(base, path))
    for (const candidate of [joined, `${joined}.js`, join(joined, 'index.js')]) {
      if (existsSync(candidate) && candidate.endsWith('.js')) return candidate
    }
    throw new Error(`module "${relative(this.options.root, joined)}" is not defined`)
  }
}
