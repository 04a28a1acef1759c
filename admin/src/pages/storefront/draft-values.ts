/**
 * The form's values turned into the draft the gateway stores: fields the app still reads in their older
 * form are kept in step (a tab's navigationName is its name in the shop's first language; the customer
 * service switches follow the phone and link filled in; the app paints with availableShopThemes[0], so its
 * main colour follows the brand colour, and its price colour is kept only when the merchant chose one apart
 * from the brand colour: absent, prices follow the brand colour wherever it goes).
 */
import type { StorefrontConfig } from '../../../../types/api/storefront-admin'
import { DEFAULT_RESERVE_MINUTES } from '../../../../types/rules/order-rules'
import { enUS, type MessageKey, type Messages } from '../../i18n/en-US'
import { zhCN } from '../../i18n/zh-CN'
import { zhMO } from '../../i18n/zh-MO'
import { floorTypeOfPage } from './tab-pages'

/** Cleared fields are absent, never '' or null: the gateway checks each present field's format. */
function withoutEmpty<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutEmpty) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) if (v !== '' && v !== null && v !== undefined) out[k] = withoutEmpty(v)
    return out as T
  }
  return value
}

export function toSavedConfig(formValues: StorefrontConfig): StorefrontConfig {
  const values = withoutEmpty(formValues)
  const firstLang = values.supportLanguages?.[0]?.langTag ?? 'zh-CN'
  const navigations = (values.layoutBottomNavigation?.navigations ?? []).map((tab) => {
    const names = Object.fromEntries(Object.entries(tab.navigationNames ?? {}).filter(([, v]) => typeof v === 'string' && v.trim() !== ''))
    const name = names[firstLang] ?? Object.values(names)[0]
    return { ...tab, navigationNames: names, navigationName: name?.trim() || undefined }
  })
  const given = values.customerServiceConfigVO
  const customerServiceConfigVO = given
    ? {
        ...serviceWithNote(given),
        supportOnlineCustomer: Boolean(given.onlineConfig?.jumpUrl || given.onlineConfig?.onlineCustomerId),
        supportOnlineAndTelCustomer: Boolean(given.telephone),
        customerServiceType: given.telephone ? ('ONLINE_AND_TEL_CUSTOMER_SERVICE' as const) : ('ONLINE_CUSTOMER_SERVICE' as const)
      }
    : undefined
  const [firstTheme, ...otherThemes] = values.availableShopThemes ?? []
  const availableShopThemes = values.themeColor
    ? [{ ...firstTheme, theme: firstTheme?.theme ?? 'DEFAULT', shopMainColor: values.themeColor }, ...otherThemes]
    : values.availableShopThemes
  // A switch the merchant never touched has no value; the gateway wants both remark flags together.
  const orderRemark = values.orderRemark
    ? { enabled: Boolean(values.orderRemark.enabled), required: Boolean(values.orderRemark.required) }
    : undefined
  const productCartConfig = values.productCartConfig
    ? { ...values.productCartConfig, enable: Boolean(values.productCartConfig.enable) }
    : undefined
  return withoutEmpty({
    ...values,
    layoutBottomNavigation: { ...values.layoutBottomNavigation, navigations },
    customerServiceConfigVO,
    availableShopThemes,
    orderRemark,
    productCartConfig
  })
}

/** A note without its zh-CN text is none: buyers of every language would fall back to that text. */
function serviceWithNote<T extends { notice?: { 'zh-CN'?: string } }>(service: T): T {
  if (service.notice?.['zh-CN']?.trim()) return service
  const { notice: _blank, ...rest } = service
  return rest as T
}

/** The name the app gives a tab page in each language when the merchant named it in none (its page's name). */
function defaultTabNames(pagePath: string | undefined): Record<string, string> {
  const floorType = floorTypeOfPage(pagePath ?? '')
  if (floorType === 'NAVIGATION_OF_CUSTOM') return {}
  const dictionaries: Record<string, Messages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
  return Object.fromEntries(Object.entries(dictionaries).map(([lang, words]) => [lang, words[`sf.page.${floorType}` as MessageKey]]))
}

/**
 * The form shows what is in force, never a blank where a default applies: a tab page's name, the app's
 * appearance (FOLLOW_SYSTEM) and the order hold (DEFAULT_RESERVE_MINUTES). Older configs have only
 * navigationName: it is the zh-CN name until edited.
 */
export function toFormValues(config: StorefrontConfig): StorefrontConfig {
  const navigations = (config.layoutBottomNavigation?.navigations ?? []).map((tab) => {
    const named = Object.values(tab.navigationNames ?? {}).some((v) => v?.trim())
    const navigationNames = named
      ? tab.navigationNames
      : tab.navigationName
        ? { 'zh-CN': tab.navigationName }
        : defaultTabNames(tab.pagePath)
    return { ...tab, navigationNames }
  })
  const themeColor = config.themeColor ?? config.availableShopThemes?.[0]?.shopMainColor
  return {
    ...config,
    themeColor,
    availableShopThemes: followingPrice(config.availableShopThemes, themeColor),
    themeSetting: config.themeSetting ?? 'FOLLOW_SYSTEM',
    orderReserveMinutes: config.orderReserveMinutes ?? DEFAULT_RESERVE_MINUTES,
    layoutBottomNavigation: { ...config.layoutBottomNavigation, navigations }
  }
}

/**
 * A price colour equal to the brand colour is shown empty ("follows the brand colour"), so saving a new
 * brand colour moves the prices with it instead of leaving them in the old one (older configs stored both).
 */
function followingPrice(themes: StorefrontConfig['availableShopThemes'], themeColor: string | undefined) {
  const [first, ...others] = themes ?? []
  if (!first?.priceColor || !themeColor || first.priceColor.toUpperCase() !== themeColor.toUpperCase()) return themes
  const { priceColor: _following, ...rest } = first
  return [rest, ...others]
}
