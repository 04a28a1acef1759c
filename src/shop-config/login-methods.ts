/** The login methods the merchant allows in the current language (shop config supportLanguages). */
import { atom } from 'jotai'
import { localeAtom } from '../locales/locale-atoms'
import { localeFromTag } from '../locales/i18n'
import { shopConfigAtom } from './shop-config-atoms'

export type LoginMethod = 'CELLPHONE' | 'EMAIL'

export const loginMethodsAtom = atom<LoginMethod[]>((get) => {
  const locale = get(localeAtom)
  const methods = get(shopConfigAtom).supportLanguages.find((l) => localeFromTag(l.langTag) === locale)?.loginMethod
  return methods?.length ? (methods.filter((m) => m === 'CELLPHONE' || m === 'EMAIL') as LoginMethod[]) : ['CELLPHONE']
})
