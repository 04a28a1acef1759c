/**
 * Derives the mini-program app config (pages, subPackages, preloadRule, tab list) and the H5 router's
 * customRoutes from the route table. Pure: used at build time and by tests.
 */
import { ROUTES, pagePathOf, subpackageRoot } from './route-table'
import type { PackageName, RouteDef } from './route-table'

type SubPackage = Exclude<PackageName, 'main'>

export interface SubPackageConfig {
  root: string
  name: string
  pages: string[]
}

export interface PreloadRule {
  network: 'all' | 'wifi'
  packages: string[]
}

export function builtRoutes(routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  return routes.filter((r) => r.file !== undefined)
}

export function tabRoutes(routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  return builtRoutes(routes).filter((r) => r.tab)
}

/** Main-package pages, tab pages first so the entry page (tab 0) is pages[0]. */
export function mainPages(routes: readonly RouteDef[] = ROUTES): string[] {
  const main = builtRoutes(routes).filter((r) => r.package === 'main')
  return [...main.filter((r) => r.tab), ...main.filter((r) => !r.tab)].map((r) => pagePathOf(r) as string)
}

export function subPackages(routes: readonly RouteDef[] = ROUTES): SubPackageConfig[] {
  const byPackage = new Map<SubPackage, string[]>()
  for (const route of builtRoutes(routes)) {
    if (route.package === 'main') continue
    const pages = byPackage.get(route.package) ?? []
    pages.push(route.file as string)
    byPackage.set(route.package, pages)
  }
  return [...byPackage.entries()].map(([name, pages]) => ({ root: subpackageRoot(name), name, pages }))
}

export function preloadRule(routes: readonly RouteDef[] = ROUTES): Record<string, PreloadRule> {
  const rule: Record<string, PreloadRule> = {}
  for (const route of builtRoutes(routes)) {
    if (!route.preload?.length) continue
    rule[pagePathOf(route) as string] = { network: 'all', packages: [...route.preload] }
  }
  return rule
}

/** H5: page path → web paths. Routes without web paths keep their page path as URL. */
export function customRoutes(routes: readonly RouteDef[] = ROUTES): Record<string, string | string[]> {
  const map: Record<string, string | string[]> = {}
  for (const route of builtRoutes(routes)) {
    if (!route.web?.length) continue
    map[`/${pagePathOf(route)}`] = route.web.length === 1 ? route.web[0] : [...route.web]
  }
  return map
}
