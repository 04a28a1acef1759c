/**
 * Language: the merchant's supported languages; the choice is stored and takes effect at once. A
 * logged-in account that cannot log in with the new language's methods is warned and offered logout.
 */
import { useAtom, useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { MenuList } from '../../../components/menu-list/MenuList'
import { localeAtom } from '../../../locales/locale-atoms'
import { shopConfigAtom } from '../../../shop-config/shop-config-atoms'
import { localeFromTag, type Locale } from '../../../locales/i18n'
import { STORAGE_KEYS, writeStored } from '../../../storage/storage'
import { appRouter } from '../../../router/app-router'
import { store } from '../../../store/store'
import { loggedInAtom } from '../../../session/session-atoms'
import { accountFitsMethods, loginMethodsAtom } from '../../../shop-config/login-methods'
import { userInfo } from '../../../services/user-api'
import { t } from '../../../locales/locale-atoms'
import { confirmDialog } from '../../../components/reply-dialog/dialog-queue'
import { logoutEverywhere } from '../../../session/logout'

async function checkLoginCompatibility(): Promise<void> {
  if (!store.get(loggedInAtom)) return
  const account = await userInfo().catch(() => undefined)
  if (!account || accountFitsMethods(store.get(loginMethodsAtom), account)) return
  if (await confirmDialog(t('login.status_method'), { confirmText: t('login.logout') })) await logoutEverywhere()
}

export default function LanguagePage() {
  const [locale, setLocale] = useAtom(localeAtom)
  const languages = useAtomValue(shopConfigAtom).supportLanguages
  const choose = (next: Locale) => {
    setLocale(next)
    writeStored(STORAGE_KEYS.locale, next)
    void appRouter().back({ result: next })
    void checkLoginCompatibility()
  }
  return (
    <PageShell route="language">
      <MenuList
        items={languages.flatMap((l) => {
          const tag = localeFromTag(l.langTag)
          return tag ? [{ key: tag, label: l.langName, checked: tag === locale, onClick: () => choose(tag) }] : []
        })}
      />
    </PageShell>
  )
}
