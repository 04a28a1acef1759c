/**
 * The theme at app start and after it: the device's scheme followed live (FOLLOW_SYSTEM), and the
 * resolved variables applied app-wide whenever the merchant's config, the buyer's choice or the scheme
 * changes. Pages apply their own part through the page shell (apply-theme*.ts).
 */
import type { Store } from '../store/store'
import { systemThemeAtom, themeModeAtom, themeVariablesAtom } from './theme-atoms'
import { watchSystemTheme } from './system-theme'
import { applyAppTheme } from './apply-theme'

export function startTheme(store: Store): void {
  watchSystemTheme((scheme) => store.set(systemThemeAtom, scheme))
  const apply = () => applyAppTheme(store.get(themeModeAtom), store.get(themeVariablesAtom))
  apply()
  store.sub(themeVariablesAtom, apply)
}
