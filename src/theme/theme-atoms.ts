import { atom } from 'jotai'
import { shopConfigAtom } from '../shop-config/shop-config-atoms'
import { resolveThemeMode, themeColors, themeCssVariables, type ThemeSetting } from './theme'

export const themeSettingAtom = atom<ThemeSetting>('FOLLOW_SYSTEM')
export const systemThemeAtom = atom<'dark' | 'light'>('light')
/** The `theme` URL parameter of this visit, if any. */
export const urlThemeAtom = atom<string | undefined>(undefined)

export const themeModeAtom = atom((get) =>
  resolveThemeMode({ setting: get(themeSettingAtom), urlTheme: get(urlThemeAtom), systemTheme: get(systemThemeAtom) })
)

export const themeColorsAtom = atom((get) => {
  const config = get(shopConfigAtom)
  return themeColors(config.availableShopThemes?.[0], get(themeModeAtom))
})

export const themeVariablesAtom = atom((get) => themeCssVariables(get(themeColorsAtom), get(themeModeAtom)))
