#!/usr/bin/env node
/**
 * `npm run check:mini`: the mini-programs cannot be opened in the platforms' devtools here, so
 * this checks the built output the way the devtools would refuse it. For dist/weapp and dist/alipay:
 * - app.json: the platform's own fields (WeChat: tabBar.list/text, tabBar.custom, navigationBarTitleText;
 *   Alipay: tabBar.items/name, tabBar.customize, defaultTitle), every page, subpackage root and page,
 *   preloadRule page and package, tab page and the custom tab bar's files (custom-tab-bar on WeChat,
 *   customize-tab-bar on Alipay) exist;
 * - every page and every component it uses has .js, the template (.wxml/.axml) and .json (the style is
 *   optional), every usingComponents path resolves, every template is well-formed (mini-program syntax:
 *   {{ }} expressions, wx:/a: attributes, self-closing tags) and its import/include/wxs/import-sjs files
 *   exist;
 * - the platform payment APIs are called only where they exist: requestPayment on WeChat, tradePay on
 *   Alipay, WeixinJSBridge on H5 (dist/h5 is scanned when it is built), and each platform's own one is
 *   there.
 * Exits 1 with the list of problems.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const PLATFORMS = {
  weapp: {
    template: '.wxml',
    style: '.wxss',
    script: '.wxs',
    tabBarDir: 'custom-tab-bar',
    tabList: 'list',
    tabText: 'text',
    customFlag: 'custom',
    foreignWindowKeys: ['defaultTitle', 'titleBarColor', 'transparentTitle', 'titlePenetrate', 'pullRefresh', 'allowsBounceVertical'],
    foreignTabBarKeys: ['items', 'customize', 'textColor']
  },
  alipay: {
    template: '.axml',
    style: '.acss',
    script: '.sjs',
    tabBarDir: 'customize-tab-bar',
    tabList: 'items',
    tabText: 'name',
    customFlag: 'customize',
    foreignWindowKeys: ['navigationBarTitleText', 'navigationBarBackgroundColor', 'enablePullDownRefresh'],
    foreignTabBarKeys: ['list', 'custom', 'color']
  }
}

/** Each payment API and the one build where it exists. */
export const PLATFORM_APIS = [
  { name: 'requestPayment', only: 'weapp', pattern: /(?:\.|\[\s*["'])requestPayment(?:["']\s*\])?\s*\(/ },
  { name: 'tradePay', only: 'alipay', pattern: /(?:\.|\[\s*["'])tradePay(?:["']\s*\])?\s*\(/ },
  // The bridge object itself (window.WeixinJSBridge, WeixinJSBridge.invoke), not the ready event's name or a message.
  { name: 'WeixinJSBridge', only: 'h5', pattern: /(?<!["'\w])WeixinJSBridge(?![\w"'])/ }
]

const VOID_SAFE_NAME = /^[A-Za-z_][\w:.-]*$/

/**
 * A small well-formedness check for mini-program templates: tags balance, attributes are name or
 * name="value" (quotes may hold anything, {{ a < b }} included), text may hold {{ }} expressions with < and
 * >, comments are skipped. Returns the first problem or undefined.
 */
export function templateProblem(source) {
  const stack = []
  let i = 0
  const line = (at) => source.slice(0, at).split('\n').length
  while (i < source.length) {
    if (source.startsWith('{{', i)) {
      const end = source.indexOf('}}', i + 2)
      if (end < 0) return `unclosed {{ at line ${line(i)}`
      i = end + 2
      continue
    }
    if (source.startsWith('<!--', i)) {
      const end = source.indexOf('-->', i + 4)
      if (end < 0) return `unclosed comment at line ${line(i)}`
      i = end + 3
      continue
    }
    if (source[i] !== '<') {
      i += 1
      continue
    }
    const closing = source[i + 1] === '/'
    let j = i + (closing ? 2 : 1)
    const nameMatch = /^[A-Za-z_][\w:.-]*/.exec(source.slice(j))
    if (!nameMatch) return `bad tag at line ${line(i)}`
    const name = nameMatch[0]
    j += name.length
    if (closing) {
      const end = source.indexOf('>', j)
      if (end < 0 || source.slice(j, end).trim() !== '') return `bad closing tag </${name}> at line ${line(i)}`
      const open = stack.pop()
      if (!open) return `</${name}> without an opening tag at line ${line(i)}`
      if (open.name !== name) return `<${open.name}> (line ${open.line}) closed by </${name}> at line ${line(i)}`
      i = end + 1
      continue
    }
    // Attributes up to > or />.
    let selfClosing = false
    for (;;) {
      while (/\s/.test(source[j] ?? '')) j += 1
      if (j >= source.length) return `unclosed <${name}> at line ${line(i)}`
      if (source.startsWith('/>', j)) {
        selfClosing = true
        j += 2
        break
      }
      if (source[j] === '>') {
        j += 1
        break
      }
      const attr = /^[^\s=/>"']+/.exec(source.slice(j))
      if (!attr || !VOID_SAFE_NAME.test(attr[0].replace(/^[@#]/, 'x'))) return `bad attribute in <${name}> at line ${line(j)}`
      j += attr[0].length
      while (/\s/.test(source[j] ?? '')) j += 1
      if (source[j] === '=') {
        j += 1
        while (/\s/.test(source[j] ?? '')) j += 1
        const quote = source[j]
        if (quote !== '"' && quote !== "'") return `unquoted value of ${attr[0]} in <${name}> at line ${line(j)}`
        const end = source.indexOf(quote, j + 1)
        if (end < 0) return `unclosed value of ${attr[0]} in <${name}> at line ${line(j)}`
        j = end + 1
      }
    }
    if (!selfClosing) stack.push({ name, line: line(i) })
    i = j
  }
  const open = stack.pop()
  return open ? `<${open.name}> (line ${open.line}) is never closed` : undefined
}

function readJson(file, problems) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    problems.push(`${file}: ${fs.existsSync(file) ? `not JSON (${error.message})` : 'missing'}`)
    return undefined
  }
}

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, out)
    else out.push(full)
  }
  return out
}

/** Checks one built mini-program; returns its problems (empty when it would load). */
export function checkMiniProgram(dist, platform) {
  const spec = PLATFORMS[platform]
  if (!spec) throw new Error(`unknown platform ${platform}`)
  const problems = []
  const rel = (file) => path.relative(dist, file)
  const app = readJson(path.join(dist, 'app.json'), problems)
  if (!app) return problems

  // Pages (main package, then subpackages).
  const pages = []
  if (!Array.isArray(app.pages) || app.pages.length === 0) problems.push('app.json: pages is missing or empty')
  else pages.push(...app.pages)
  const subKeys = ['subpackages', 'subPackages'].filter((k) => k in app)
  if (subKeys.length > 1) problems.push('app.json: both subpackages and subPackages are set')
  const packages = new Map()
  for (const sub of subKeys.length ? app[subKeys[0]] : []) {
    if (!sub || typeof sub.root !== 'string' || !Array.isArray(sub.pages)) {
      problems.push(`app.json: subpackage ${JSON.stringify(sub)} needs root and pages`)
      continue
    }
    const root = sub.root.replace(/\/$/, '')
    if (!fs.existsSync(path.join(dist, root))) problems.push(`app.json: subpackage root ${root} does not exist`)
    packages.set(root, sub)
    if (sub.name) packages.set(sub.name, sub)
    for (const page of sub.pages) pages.push(`${root}/${page}`)
  }

  // The platform's own fields.
  for (const key of spec.foreignWindowKeys)
    if (app.window && key in app.window) problems.push(`app.json: window.${key} is not a ${platform} field`)
  if (app.tabBar) {
    for (const key of spec.foreignTabBarKeys) if (key in app.tabBar) problems.push(`app.json: tabBar.${key} is not a ${platform} field`)
    const tabs = app.tabBar[spec.tabList]
    if (!Array.isArray(tabs) || tabs.length < 2 || tabs.length > 5) problems.push(`app.json: tabBar.${spec.tabList} needs 2 to 5 tabs`)
    for (const tab of Array.isArray(tabs) ? tabs : []) {
      if (!pages.includes(tab.pagePath)) problems.push(`app.json: tab page ${tab.pagePath} is not a page`)
      if (!app.pages?.includes(tab.pagePath)) problems.push(`app.json: tab page ${tab.pagePath} must be in the main package`)
      if (typeof tab[spec.tabText] !== 'string') problems.push(`app.json: tab ${tab.pagePath} has no ${spec.tabText}`)
    }
    if (app.tabBar[spec.customFlag])
      problems.push(...componentProblems(dist, spec, path.join(dist, spec.tabBarDir, 'index'), rel, new Set()))
  }
  for (const [page, rule] of Object.entries(app.preloadRule ?? {})) {
    if (!pages.includes(page)) problems.push(`app.json: preloadRule key ${page} is not a page`)
    for (const name of rule?.packages ?? []) {
      if (!packages.has(name) && !packages.has(String(name).replace(/\/$/, '')))
        problems.push(`app.json: preloadRule of ${page} names unknown package ${name}`)
    }
  }

  // Pages and the components they use.
  const seen = new Set()
  for (const page of new Set(pages)) problems.push(...componentProblems(dist, spec, path.join(dist, page), rel, seen, true))

  // Every template parses and what it imports exists.
  for (const file of walk(dist).filter((f) => f.endsWith(spec.template))) {
    const source = fs.readFileSync(file, 'utf8')
    const bad = templateProblem(source)
    if (bad) problems.push(`${rel(file)}: ${bad}`)
    for (const m of source.matchAll(/<(import|include|wxs|import-sjs)\b[^>]*?\b(src|from)\s*=\s*["']([^"']+)["']/g)) {
      const target = m[3].startsWith('/') ? path.join(dist, m[3]) : path.resolve(path.dirname(file), m[3])
      if (!fs.existsSync(target)) problems.push(`${rel(file)}: <${m[1]} ${m[2]}="${m[3]}"> does not exist`)
    }
  }

  problems.push(...apiProblems(dist, platform))
  return problems
}

/** A page or component: its files, and (once each) the components it uses. */
function componentProblems(dist, spec, base, rel, seen, isPage = false) {
  const problems = []
  if (seen.has(base)) return problems
  seen.add(base)
  const what = isPage ? 'page' : 'component'
  for (const ext of ['.js', spec.template, '.json']) {
    if (!fs.existsSync(base + ext)) problems.push(`${what} ${rel(base)}: ${path.basename(base)}${ext} is missing`)
  }
  if (!fs.existsSync(base + '.json')) return problems
  const config = readJson(base + '.json', problems)
  if (!config) return problems
  if (!isPage && config.component !== true) problems.push(`component ${rel(base)}: its json does not say "component": true`)
  for (const [tag, ref] of Object.entries(config.usingComponents ?? {})) {
    if (typeof ref !== 'string' || ref === '') {
      problems.push(`${rel(base)}.json: usingComponents.${tag} is not a path`)
      continue
    }
    if (ref.startsWith('plugin://') || ref.startsWith('plugin-private://')) continue
    const target = ref.startsWith('/') ? path.join(dist, ref) : path.resolve(path.dirname(base), ref)
    const resolved = [target, path.join(target, 'index')].find((t) => fs.existsSync(t + '.js') || fs.existsSync(t + '.json'))
    if (!resolved) {
      problems.push(`${rel(base)}.json: usingComponents.${tag} "${ref}" does not resolve`)
      continue
    }
    problems.push(...componentProblems(dist, spec, resolved, rel, seen))
  }
  return problems
}

/** The payment APIs in the built JavaScript: each only in its own build, and there. */
export function apiProblems(dist, platform) {
  const problems = []
  const files = walk(dist).filter((f) => f.endsWith('.js'))
  const found = new Map(PLATFORM_APIS.map((api) => [api.name, []]))
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8')
    for (const api of PLATFORM_APIS) if (api.pattern.test(source)) found.get(api.name).push(path.relative(dist, file))
  }
  for (const api of PLATFORM_APIS) {
    const where = found.get(api.name)
    if (api.only === platform && where.length === 0) problems.push(`${platform}: ${api.name} is never called, so this build cannot pay`)
    if (api.only !== platform && where.length > 0)
      problems.push(`${platform}: ${api.name} exists only on ${api.only} but is called in ${where.join(', ')}`)
  }
  return problems
}

function main(args) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const targets = args.length ? args : ['weapp', 'alipay', 'h5']
  let failed = false
  for (const target of targets) {
    const dist = path.join(root, 'dist', target)
    if (!fs.existsSync(dist)) {
      // H5 is optional here (only its payment APIs are checked); the mini-programs are not.
      if (target === 'h5' && !args.length) {
        console.log('h5: no dist/h5, payment API check skipped')
        continue
      }
      console.error(`${target}: no build in dist/${target}; run npm run build:${target} first`)
      failed = true
      continue
    }
    const problems = target === 'h5' ? apiProblems(dist, 'h5') : checkMiniProgram(dist, target)
    if (problems.length) {
      failed = true
      console.error(`${target}: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    } else {
      console.log(`${target}: ok`)
    }
  }
  process.exit(failed ? 1 : 0)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2))
