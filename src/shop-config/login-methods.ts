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

/**
 * "Login compatibility: a logged-in account whose login method ... is not supported by the chosen
 * language prompts a warning and offers logout": the account fits when it has a phone or an email the
 * language lets it log in with.
 */
export function accountFitsMethods(methods: readonly LoginMethod[], account: { cellphone: string; email: string }): boolean {
  return (methods.includes('CELLPHONE') && Boolean(account.cellphone)) || (methods.includes('EMAIL') && Boolean(account.email))
}
