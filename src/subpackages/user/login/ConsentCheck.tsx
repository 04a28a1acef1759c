/** The consent line under every login form: a checkbox, and the two documents it names as links. */
import { Text, View } from '@tarojs/components'
import { useAtom } from 'jotai'
import { useCallback } from 'react'
import { Icon } from '../../../components/icon/Icon'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { toast } from '../../../utils/toast'
import { loginConsentAtom, type AgreementKind } from './consent'

/** `consented()` answers whether the buyer agreed, telling them what to do when not. */
export function useLoginConsent(): { agreed: boolean; toggle(): void; consented(): boolean } {
  const t = useT()
  const [agreed, setAgreed] = useAtom(loginConsentAtom)
  const consented = useCallback(() => {
    if (!agreed) toast(t('login.consent_required'))
    return agreed
  }, [agreed, t])
  return { agreed, toggle: () => setAgreed(!agreed), consented }
}

export function ConsentCheck({ consent }: { consent: ReturnType<typeof useLoginConsent> }) {
  const t = useT()
  const open = (kind: AgreementKind) => void appRouter().open('agreement', { type: kind })
  return (
    <View className="login__consent">
      <View
        className="login__consent-box"
        role="checkbox"
        aria-checked={consent.agreed}
        aria-label={t('login.consent_label')}
        onClick={consent.toggle}
      >
        <Icon name={consent.agreed ? 'check_on' : 'check_off'} tone={consent.agreed ? 'main' : 'muted'} />
      </View>
      <Text className="login__consent-text">
        <Text onClick={consent.toggle}>{t('login.consent_prefix')}</Text>
        <Text className="login__consent-link login__consent-user" onClick={() => open('user')}>
          {t('agreement.user_title_quoted')}
        </Text>
        <Text onClick={consent.toggle}>{t('login.consent_and')}</Text>
        <Text className="login__consent-link login__consent-privacy" onClick={() => open('privacy')}>
          {t('agreement.privacy_title_quoted')}
        </Text>
      </Text>
    </View>
  )
}
