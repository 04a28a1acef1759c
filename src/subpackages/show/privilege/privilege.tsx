/**
 * privilege (/privilege?showId&privilegeId&privilegeCode; login; issue #18, product.md "privilege
 * (privilege_code, login)"): the buyer types the privilege code from the organiser (or opens a link
 * carrying it); the gateway checks it, rate-limited per buyer, and answers a short-lived privilege token,
 * kept for the booking flow. Then booking opens with privilegeCode and privilegeId ("booking ... can also
 * be opened with ... privilegeCode with privilegeId"). The code's shape is checked as typed (the
 * invitation codes' rule, which the gateway shares); its refusals are the gateway's translated toasts.
 */
import { Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useSectionT } from '../../../locales/section-i18n'
import { PRIVILEGE_TEXT } from '../../../locales/sections/privilege/privilege-text'
import { checkPrivilegeCode, showStatic } from '../../../services/show-api'
import { normalizeInvitationCode } from '../../../../types/rules/invitation-code'
import { toast } from '../../../utils/toast'
import '../../../components/form-field/form-field.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'
import './privilege.scss'

export default function PrivilegePage() {
  const t = useSectionT(PRIVILEGE_TEXT)
  const { showId = '', privilegeId, privilegeCode = '' } = useRouteParams()
  const [code, setCode] = useState(privilegeCode)
  const [touched, setTouched] = useState(false)
  const { busy, run } = useSubmit()
  // The show's name above the form when the link names it; a code alone finds its show at the check.
  const show = useAsync(async () => (showId ? showStatic(showId, {}, { handleErrors: false }) : undefined), [showId])
  const valid = normalizeInvitationCode(code) !== null

  if (show.status === 'loading')
    return (
      <PageShell route="privilege">
        <StateView kind="loading" />
      </PageShell>
    )
  if (show.status === 'error') {
    return (
      <PageShell route="privilege">
        <StateView kind="error" text={t('no_show')} onRetry={show.reload} />
      </PageShell>
    )
  }
  const submit = async () => {
    setTouched(true)
    if (!valid) return
    await run(async () => {
      const reply = await checkPrivilegeCode(code, privilegeId)
      toast(t('checked', { name: reply.privilegeName, count: reply.usesLeft }))
      await appRouter().redirect('booking', {
        showId: reply.showId,
        privilegeCode: normalizeInvitationCode(code) ?? code,
        privilegeId: reply.privilegeId
      })
    })
  }
  return (
    <PageShell route="privilege">
      <View className="privilege-page">
        {show.data && <Text className="privilege-page__show">{show.data.showName}</Text>}
        <Text className="privilege-page__note">{t('intro')}</Text>
        <AtInput
          name="privilege-code"
          className="privilege-page__field privilege-page__code"
          title={t('code_label')}
          type="text"
          maxlength={29}
          value={code}
          placeholder={t('code_placeholder')}
          error={touched && !valid}
          onChange={(value) => setCode(String(value))}
          onBlur={() => setTouched(code.length > 0)}
        />
        {touched && !valid && <Text className="privilege-page__note privilege-page__note--error">{t('code_invalid')}</Text>}
        <View className="privilege-page__actions">
          <AtButton type="primary" className="privilege-page__submit" disabled={busy} loading={busy} onClick={() => void submit()}>
            {t('submit')}
          </AtButton>
          {showId && (
            <AtButton type="secondary" className="privilege-page__back" onClick={() => void appRouter().open('show_detail', { showId })}>
              {t('to_show')}
            </AtButton>
          )}
        </View>
        {!showId && <Text className="privilege-page__note">{t('no_show_text')}</Text>}
      </View>
    </PageShell>
  )
}
