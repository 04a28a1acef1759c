import { atom } from 'jotai'
import { shopConfigAtom } from '../shop-config/shop-config-atoms'
import { effectiveThemeSetting, merchantForcesMode, resolveThemeMode, themeColors, themeCssVariables, type ThemeSetting } from './theme'

/** The buyer's own choice (switch-skin page, stored on the device); FOLLOW_SYSTEM until the buyer picks. */
export const buyerThemeSettingAtom = atom<ThemeSetting>('FOLLOW_SYSTEM')
/** The device's scheme, kept current by system-theme.ts. */
export const systemThemeAtom = atom<'dark' | 'light'>('light')
/** The `theme` URL parameter of this visit, if any. */
export const urlThemeAtom = atom<string | undefined>(undefined)

/** The merchant's themeSetting from the shop config (the console's draft in a preview). */
export const merchantThemeSettingAtom = atom((get) => get(shopConfigAtom).themeSetting)

/** The setting in force (the merchant's DARK_MODE/LIGHT_MODE, else the buyer's) and whether the shop fixed it. */
export const themeSettingInForceAtom = atom((get) => {
  const merchant = get(merchantThemeSettingAtom)
  return { setting: effectiveThemeSetting(merchant, get(buyerThemeSettingAtom)), setByShop: merchantForcesMode(merchant) }
})

export const themeModeAtom = atom((get) =>
  resolveThemeMode({
    merchantSetting: get(merchantThemeSettingAtom),
    buyerSetting: get(buyerThemeSettingAtom),
    urlTheme: get(urlThemeAtom),
    systemTheme: get(systemThemeAtom)
  })
)

export const themeColorsAtom = atom((get) => {
  const config = get(shopConfigAtom)
  return themeColors({ shopTheme: config.availableShopThemes?.[0], mixedColor: config.shopMixedColor }, get(themeModeAtom))
})

export const themeVariablesAtom = atom((get) => themeCssVariables(get(themeColorsAtom), get(themeModeAtom)))
