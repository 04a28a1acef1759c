/** Language: the merchant's supported languages; the choice is stored and takes effect at once. */
import { useAtom, useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { MenuList } from '../../../components/menu-list/MenuList'
import { localeAtom } from '../../../locales/locale-atoms'
import { shopConfigAtom } from '../../../shop-config/shop-config-atoms'
import { localeFromTag, type Locale } from '../../../locales/i18n'
import { STORAGE_KEYS, writeStored } from '../../../storage/storage'
import { appRouter } from '../../../router/app-router'

export default function LanguagePage() {
  const [locale, setLocale] = useAtom(localeAtom)
  const languages = useAtomValue(shopConfigAtom).supportLanguages
  const choose = (next: Locale) => {
    setLocale(next)
    writeStored(STORAGE_KEYS.locale, next)
    void appRouter().back({ result: next })
  }
  return (
    <PageShell route='language'>
      <MenuList
        items={languages.flatMap((l) => {
          const tag = localeFromTag(l.langTag)
          return tag ? [{ key: tag, label: l.langName, checked: tag === locale, onClick: () => choose(tag) }] : []
        })}
      />
    </PageShell>
  )
}
