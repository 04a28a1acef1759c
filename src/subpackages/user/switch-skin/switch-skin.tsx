/**
 * Theme: follow the system, dark or light; stored and applied at once. A shop whose merchant set
 * DARK_MODE or LIGHT_MODE in the console shows that mode in force and offers no choice (theme.ts
 * resolveThemeMode: the merchant's forced mode comes before the buyer's).
 */
import { Text, View } from '@tarojs/components'
import { useAtomValue, useSetAtom } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { MenuList } from '../../../components/menu-list/MenuList'
import { useT } from '../../../locales/locale-atoms'
import { buyerThemeSettingAtom, themeSettingInForceAtom } from '../../../theme/theme-atoms'
import { THEME_SETTINGS, type ThemeSetting } from '../../../theme/theme'
import { THEME_LABELS } from '../../../theme/theme-labels'
import { STORAGE_KEYS, writeStored } from '../../../storage/storage'
import './switch-skin.scss'

export default function SwitchSkinPage() {
  const t = useT()
  const { setting, setByShop } = useAtomValue(themeSettingInForceAtom)
  const setBuyerSetting = useSetAtom(buyerThemeSettingAtom)
  const choose = (next: ThemeSetting) => {
    setBuyerSetting(next)
    writeStored(STORAGE_KEYS.themeSetting, next)
  }
  const shown = setByShop ? [setting] : THEME_SETTINGS
  return (
    <PageShell route="switch-skin">
      {setByShop && (
        <View className="switch-skin__note">
          <Text>{t('mine.theme_set_by_shop', { mode: t(THEME_LABELS[setting]) })}</Text>
        </View>
      )}
      <MenuList
        items={shown.map((s) => ({ key: s, label: t(THEME_LABELS[s]), checked: s === setting, onClick: () => !setByShop && choose(s) }))}
      />
    </PageShell>
  )
}
