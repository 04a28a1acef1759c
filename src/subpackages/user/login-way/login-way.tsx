/**
 * login_way: the merchant offers phone and email in this language; the buyer picks one. A page of its own
 * (issue #31 item 1: "the login-way page is two bare buttons"): the shop's name, the two ways as cards with
 * their icons, Google and Apple on H5 where the gateway verifies them (SignInButtons), and the agreement
 * line the login forms ask for (one consent, kept into the form).
 */
import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { Icon } from '../../../components/icon/Icon'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { shopConfigAtom } from '../../../shop-config/shop-config-atoms'
import { GateHint } from '../login/GateHint'
import { ConsentCheck, useLoginConsent } from '../login/ConsentCheck'
import { SignInButtons } from './SignInButtons'
import '../../../components/form-field/form-field.scss'
import '../login/login.scss'
import './login-way.scss'

export default function LoginWayPage() {
  const t = useT()
  const shop = useAtomValue(shopConfigAtom)
  const consent = useLoginConsent()
  // redirect keeps the gate's remembered page: login replaces this page rather than stacking on it.
  const ways = [
    { key: 'phone', icon: 'phone', label: t('account.way_phone'), route: 'login' },
    { key: 'email', icon: 'mail', label: t('account.way_email'), route: 'login_email' }
  ] as const
  return (
    <PageShell route="login_way">
      <View className="login login-way">
        <GateHint />
        <View className="login-way__brand">
          <View className="login-way__logo">
            <Icon name="ticket" tone="main" className="login-way__logo-icon" />
          </View>
          <Text className="login-way__shop">{shop.shopName}</Text>
          <Text className="login__hint">{t('account.way_title')}</Text>
        </View>
        {ways.map((w) => (
          <View key={w.key} className={`login-way__card login-way__${w.key}`} onClick={() => void appRouter().redirect(w.route)}>
            <Icon name={w.icon} tone="main" className="login-way__icon" />
            <Text className="login-way__label">{w.label}</Text>
            <Icon name="chevron_right" tone="muted" className="login-way__chevron" />
          </View>
        ))}
        <SignInButtons providers={shop.loginProviders} consented={consent.consented} />
        <ConsentCheck consent={consent} />
      </View>
    </PageShell>
  )
}
