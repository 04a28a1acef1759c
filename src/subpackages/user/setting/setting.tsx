/** Settings: language and theme, help and support; for a logged-in buyer, account and security, and logout. */
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { MenuList } from '../../../components/menu-list/MenuList'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { shopConfigAtom } from '../../../shop-config/shop-config-atoms'
import { localeFromTag } from '../../../locales/i18n'
import { themeSettingInForceAtom } from '../../../theme/theme-atoms'
import { THEME_LABELS } from '../../../theme/theme-labels'
import { appRouter } from '../../../router/app-router'
import { loggedInAtom } from '../../../session/session-atoms'
import { logoutEverywhere } from '../../../session/logout'

export default function SettingPage() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const theme = useAtomValue(themeSettingInForceAtom).setting
  const languages = useAtomValue(shopConfigAtom).supportLanguages
  const loggedIn = useAtomValue(loggedInAtom)
  const languageName = languages.find((l) => localeFromTag(l.langTag) === locale)?.langName ?? locale
  return (
    <PageShell route="setting">
      <MenuList
        items={[
          { key: 'language', label: t('mine.language'), value: languageName, onClick: () => void appRouter().open('language') },
          { key: 'theme', label: t('mine.theme'), value: t(THEME_LABELS[theme]), onClick: () => void appRouter().open('switch-skin') },
          // The common questions and the merchant's contact (the support page).
          { key: 'support', label: t('content_pages.support'), onClick: () => void appRouter().open('support') },
          ...(loggedIn
            ? [
                { key: 'account-safe', label: t('account.safe_title'), onClick: () => void appRouter().open('account-safe') },
                { key: 'logout', label: t('login.logout'), onClick: () => void logoutEverywhere().then(() => appRouter().relaunch('mine')) }
              ]
            : [])
        ]}
      />
    </PageShell>
  )
}
