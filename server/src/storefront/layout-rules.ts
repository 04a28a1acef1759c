/**
 * A layout's content rules beyond its schema (issue #16 item 2): component and banner ids unique, one
 * waterfall feed and last (the app appends its pages below everything), each banner's jump complete —
 * a show/item/card id where one is needed, an https URL of the shop's own site for H5/WEB, an appId for
 * a mini-program, a topic id for a topic — and each show list's picked shows listed shows of the merchant,
 * each once. LAYOUT_INVALID names the first bad field as a JSON path.
 */
import { checkWebLink } from '../../../types/rules/web-view-domains'
import Ajv from 'ajv'
import { AppError } from '../http/app-error'
import type { EditablePage, LayoutBanner, LayoutComponentDraft, LayoutContent } from '../../../types/api/storefront-admin'
import { LayoutComponentSchema, LayoutContentSchema } from './layouts.schema'

const ajv = new Ajv({ strict: false, allErrors: false })
const check = ajv.compile(LayoutContentSchema)
/** One check per kind of component, found by its componentType and style, so a refusal names the kind's own field. */
const KINDS = LayoutComponentSchema.anyOf.map((schema) => ({
  componentType: schema.properties.componentType.const as string,
  style: 'style' in schema.properties ? (schema.properties.style as { const: string }).const : undefined,
  check: ajv.compile(schema)
}))
const NEEDS_VALUE = new Set(['SHOW_DETAIL', 'SHOP_ITEM', 'BENEFIT_CARD', 'SEARCH_KEYWORD', 'SHOW_TYPE', 'TOPIC'])

/**
 * The shop tab (src/pages/shop/shop.tsx) draws banners and goods floors; the home and topic pages
 * (src/pages/list/HomeLayout.tsx) draw everything but goods floors.
 */
function drawnOn(page: EditablePage, c: LayoutComponentDraft): boolean {
  const goodsFloor = c.componentType === 'NORMAL' && c.style === 'GOODS_LIST'
  if (page !== 'SHOP') return !goodsFloor
  return goodsFloor || (c.componentType === 'NORMAL' && c.style === 'BANNER')
}

const invalid = (path: string, problem: string) => new AppError('LAYOUT_INVALID', { detail: `${path} ${problem}` })

/** True when `url` is an https URL on `siteHost` (the host the console and the H5 shop are served from). */
export function sameSiteUrl(url: string, siteHost: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && parsed.host.toLowerCase() === siteHost.toLowerCase() && !parsed.username && !parsed.password
  } catch {
    return false
  }
}

/**
 * A banner picture's or a notice's jump, complete: its value where one is needed, an appId, and a web link
 * the app will open: the shop's own site or one of the merchant's allowed web-view domains (the web view
 * page refuses any other, types/rules/web-view-domains.ts).
 */
function checkJump(
  at: string,
  b: { jumpType: LayoutBanner['jumpType']; jumpValue?: string; appId?: string },
  siteHost: string,
  webViewDomains: readonly string[]
): void {
  const value = b.jumpValue?.trim()
  if (NEEDS_VALUE.has(b.jumpType) && !value) throw invalid(`${at}/jumpValue`, `is needed for ${b.jumpType}`)
  if (
    (b.jumpType === 'H5' || b.jumpType === 'WEB') &&
    !(value && (sameSiteUrl(value, siteHost) || checkWebLink(value, webViewDomains).allowed))
  )
    throw invalid(`${at}/jumpValue`, `must be an https URL on ${siteHost} or on an allowed web-view domain`)
  if ((b.jumpType === 'WX_MINI' || b.jumpType === 'ALIPAY_MINI') && !b.appId) throw invalid(`${at}/appId`, `is needed for ${b.jumpType}`)
}

export function validateLayout(
  content: unknown,
  siteHost: string,
  page: EditablePage,
  webViewDomains: readonly string[] = []
): LayoutContent {
  if (!check(content)) {
    // A union's first error is rarely the useful one: name the component, and its field when Ajv says it.
    let errors = check.errors ?? []
    const at = /^\/components\/(\d+)/.exec(errors[0]?.instancePath ?? '')
    const component = at ? (content as { components: Array<Record<string, unknown>> }).components[Number(at[1])] : undefined
    const kind = component && KINDS.find((k) => k.componentType === component.componentType && k.style === component.style)
    if (at && kind && !kind.check(component))
      errors = (kind.check.errors ?? []).map((e) => ({ ...e, instancePath: `${at[0]}${e.instancePath}` }))
    const first = errors.find((e) => !/anyOf|const/.test(e.keyword)) ?? errors[0]
    const extra = (first?.params as { additionalProperty?: string } | undefined)?.additionalProperty
    throw invalid(`${first?.instancePath || '/'}${extra ? `/${extra}` : ''}`, first?.message ?? '')
  }
  const valid = content as LayoutContent
  const ids = new Set<string>()
  valid.components.forEach((c, i) => {
    const at = `/components/${i}`
    if (ids.has(c.componentId)) throw invalid(`${at}/componentId`, 'is used twice')
    if (!drawnOn(page, c)) throw invalid(at, `a ${page} page cannot hold this component`)
    ids.add(c.componentId)
    if (c.componentType === 'WATERFALL' && i !== valid.components.length - 1)
      throw invalid(at, 'a waterfall feed must be the last component')
    if (c.componentType === 'NORMAL' && c.style === 'SHOW_LIST' && c.source.kind === 'PICKED') {
      const picked = c.source.showIds
      picked.forEach((id, j) => {
        if (picked.indexOf(id) !== j) throw invalid(`${at}/source/showIds/${j}`, 'is picked twice')
      })
    }
    if (c.componentType === 'NORMAL' && c.style === 'NOTICE' && c.jumpType)
      checkJump(at, { ...c, jumpType: c.jumpType }, siteHost, webViewDomains)
    if (c.componentType !== 'NORMAL' || c.style !== 'BANNER') return
    const itemIds = new Set<string>()
    c.items.forEach((b, j) => {
      const item = `${at}/items/${j}`
      if (itemIds.has(b.itemId)) throw invalid(`${item}/itemId`, 'is used twice')
      itemIds.add(b.itemId)
      checkJump(item, b, siteHost, webViewDomains)
    })
  })
  return valid
}

/** Every show a show list picked, for one look-up of which are listed. */
export function pickedShowIds(content: LayoutContent): string[] {
  return content.components.flatMap((c) =>
    c.componentType === 'NORMAL' && c.style === 'SHOW_LIST' && c.source.kind === 'PICKED' ? c.source.showIds : []
  )
}

/** "Shows must belong to the merchant and be listed": `listed` holds those of the picked ones that are. */
export function checkPickedShows(content: LayoutContent, listed: ReadonlySet<string>): void {
  content.components.forEach((c, i) => {
    if (c.componentType !== 'NORMAL' || c.style !== 'SHOW_LIST' || c.source.kind !== 'PICKED') return
    c.source.showIds.forEach((id, j) => {
      if (!listed.has(id)) throw invalid(`/components/${i}/source/showIds/${j}`, `${id} is not a listed show of this shop`)
    })
  })
}
