/** Theme: follow the system, dark or light; stored and applied at once. */
import { useAtom } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { MenuList } from '../../../components/menu-list/MenuList'
import { useT } from '../../../locales/locale-atoms'
import { themeSettingAtom } from '../../../theme/theme-atoms'
import { THEME_SETTINGS, type ThemeSetting } from '../../../theme/theme'
import { THEME_LABELS } from '../../../theme/theme-labels'
import { STORAGE_KEYS, writeStored } from '../../../storage/storage'

export default function SwitchSkinPage() {
  const t = useT()
  const [setting, setSetting] = useAtom(themeSettingAtom)
  const choose = (next: ThemeSetting) => {
    setSetting(next)
    writeStored(STORAGE_KEYS.themeSetting, next)
  }
  return (
    <PageShell route='switch-skin'>
      <MenuList
        items={THEME_SETTINGS.map((s) => ({ key: s, label: t(THEME_LABELS[s]), checked: s === setting, onClick: () => choose(s) }))}
      />
    </PageShell>
  )
}
