/**
 * middle-verify's check (product.md "User area": "favorite-show, student-verify, middle-verify, site-code"):
 * a link or a scanned code names where it goes — `to` (a route name or alias of the route table) with that
 * page's params, or only an id (showId, topicId, a venue's site code) — and the page forwards there only
 * when the route is built and every path param its web addresses need is given. A mini-program code packs
 * its params in `scene` ("k=v&k=v", encoded), which is read as if they were the link's own.
 */
import { ROUTES, type RouteDef } from '../../../../types/routes/route-table'

export type LinkCheck =
  | { ok: true; name: string; params: Record<string, string> }
  | { ok: false; reason: 'MISSING' | 'UNKNOWN' | 'NOT_BUILT' }
  | { ok: false; reason: 'MISSING_PARAM'; param: string }

/** Pages an id alone opens, first match wins. */
const BY_ID: Array<[param: string, route: string]> = [
  ['showId', 'show_detail'],
  ['topicId', 'topic_activity'],
  ['code', 'site-code']
]

function sceneParams(scene: string | undefined): Record<string, string> {
  if (!scene) return {}
  let text = scene
  try {
    text = decodeURIComponent(scene)
  } catch {
    // A scene that is not percent-encoded is read as it is.
  }
  const out: Record<string, string> = {}
  for (const pair of text.split('&')) {
    const at = pair.indexOf('=')
    if (at > 0) out[pair.slice(0, at)] = pair.slice(at + 1)
  }
  return out
}

/** The path params every web address of the route needs (a param some address does without is optional). */
function requiredParams(route: RouteDef): string[] {
  const sets = (route.web ?? []).map((p) => Array.from(p.matchAll(/:(\w+)/g), (m) => m[1]))
  if (!sets.length) return []
  return sets[0].filter((name) => sets.every((s) => s.includes(name)))
}

export function verifyLink(given: Record<string, string>, routes: readonly RouteDef[] = ROUTES): LinkCheck {
  const { scene, ...own } = given
  const { to, ...params } = { ...sceneParams(scene), ...own }
  const name = to ?? BY_ID.find(([param]) => params[param])?.[1]
  if (!name) return { ok: false, reason: 'MISSING' }
  const route = routes.find((r) => r.name === name || (r.aliases ?? []).includes(name))
  if (!route) return { ok: false, reason: 'UNKNOWN' }
  if (!route.file) return { ok: false, reason: 'NOT_BUILT' }
  const missing = requiredParams(route).find((p) => !params[p])
  if (missing) return { ok: false, reason: 'MISSING_PARAM', param: missing }
  return { ok: true, name: route.name, params }
}
