/**
 * bind-invitation-ticket (/bind-invitation-ticket?code=; login): the buyer types (or opens a
 * link with) an invitation code from the merchant and gets one free e-ticket. The code's shape is checked
 * as typed (types/rules/invitation-code.ts, the gateway's own rule); the gateway's refusals (not valid,
 * already used, purchase limit) are its translated toasts. Done: the ticket, or the ticket holder.
 */
import { View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useSubmit } from '../../../hooks/use-submit'
import { useSectionT } from '../../../locales/section-i18n'
import { BINDING_TEXT } from '../../../locales/sections/binding/binding-text'
import { redeemInvitation } from '../../../services/binding-api'
import { normalizeInvitationCode } from '../../../../types/rules/invitation-code'
import type { RedeemReply } from '../../../../types/api/binding'
import { BindingField, BindingForm } from '../binding/BindingForm'

export default function BindInvitationTicketPage() {
  const t = useSectionT(BINDING_TEXT)
  const params = useRouteParams()
  const [code, setCode] = useState(params.code ?? '')
  const [touched, setTouched] = useState(false)
  const [done, setDone] = useState<RedeemReply>()
  const { busy, run } = useSubmit()
  const valid = normalizeInvitationCode(code) !== null

  if (done) {
    return (
      <PageShell route="bind-invitation-ticket">
        <View className="binding-page bind-invitation--done">
          <StateView kind="empty" text={t('invitation.done')} detail={t('invitation.done_text')} />
          <View className="binding-actions">
            {done.ticketIds[0] && (
              <AtButton
                type="primary"
                className="bind-invitation__view"
                onClick={() => void appRouter().redirect('ticket-detail-new', { id: done.ticketIds[0] })}
              >
                {t('invitation.view_ticket')}
              </AtButton>
            )}
            <AtButton type="secondary" className="bind-invitation__holder" onClick={() => void appRouter().switchTab('ticket_holder')}>
              {t('invitation.to_holder')}
            </AtButton>
          </View>
        </View>
      </PageShell>
    )
  }
  const submit = async () => {
    setTouched(true)
    if (!valid) return
    await run(async () => setDone(await redeemInvitation(code)))
  }
  return (
    <PageShell route="bind-invitation-ticket">
      <BindingForm
        intro={t('invitation.intro')}
        submitText={t('invitation.submit')}
        submitClassName="bind-invitation__submit"
        busy={busy}
        onSubmit={() => void submit()}
        switchText={t('bind.to_bind')}
        switchClassName="bind-invitation__to-bind"
        onSwitch={() => void appRouter().redirect('bindTicket')}
      >
        <BindingField
          name="invitation-code"
          className="bind-invitation__code"
          title={t('invitation.code_label')}
          type="text"
          maxlength={29}
          value={code}
          placeholder={t('invitation.code_placeholder')}
          invalid={touched && !valid}
          errorText={t('invitation.code_invalid')}
          onChange={setCode}
          onBlur={() => setTouched(code.length > 0)}
        />
      </BindingForm>
    </PageShell>
  )
}
