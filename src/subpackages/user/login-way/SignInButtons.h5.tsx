/**
 * H5: "Google and Apple buttons where the merchant has configured them" (issue #32): one button per
 * provider the gateway verifies (shop config loginProviders), drawn to the providers' button guidelines.
 * Pressing one gets an identity token (provider-token.ts: the provider's script is loaded only then),
 * posts it to the existing login call and lands logged in like the other ways.
 */
import { Image, Text, View } from '@tarojs/components'
import { useSubmit } from '../../../hooks/use-submit'
import { useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { SOCIAL_TEXT } from '../../../locales/sections/social/social-text'
import { appRouter } from '../../../router/app-router'
import { appleLogin, googleLogin } from '../../../services/user-api'
import { toast } from '../../../utils/toast'
import { BRAND_LOGOS } from './brand-logos'
import { googleCsrfCookie, providerToken, type OutsideProvider } from './provider-token'
import type { SignInButtonsProps } from './SignInButtons'
import './sign-in-buttons.scss'

export function SignInButtons({ providers, consented, tokenOf = providerToken }: SignInButtonsProps) {
  const t = useSectionT(SOCIAL_TEXT)
  const tMain = useT()
  const { busy, run } = useSubmit()
  const offered = (['google', 'apple'] as const).filter((p) => providers?.[p]?.clientId)
  if (offered.length === 0) return null

  const signIn = (provider: OutsideProvider, clientId: string) => {
    if (!consented()) return
    void run(async () => {
      let token: string
      try {
        token = await tokenOf(provider, clientId)
      } catch {
        // The buyer closed the provider's window, or its script did not load: nothing reached the gateway.
        toast(t('sign_in_failed'))
        return
      }
      await (provider === 'google' ? googleLogin(token, googleCsrfCookie()) : appleLogin(token))
      toast(tMain('login.success'))
      appRouter().loginSucceeded()
    })
  }

  return (
    <View className="sign-in">
      <View className="sign-in__or">
        <View className="sign-in__rule" />
        <Text className="sign-in__or-text">{t('or')}</Text>
        <View className="sign-in__rule" />
      </View>
      {offered.map((p) => (
        <View
          key={p}
          className={`sign-in__button sign-in__button--${p}${busy ? ' sign-in__button--busy' : ''}`}
          data-provider={p}
          onClick={() => signIn(p, providers?.[p]?.clientId ?? '')}
        >
          <Image className="sign-in__logo" src={BRAND_LOGOS[p]} mode="aspectFit" />
          <Text className="sign-in__label">{busy ? t('signing_in') : t(p)}</Text>
        </View>
      ))}
    </View>
  )
}
