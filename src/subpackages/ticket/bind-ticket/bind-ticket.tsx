/**
 * bindTicket (/bindTicket; login): move a ticket bought through another channel or account to
 * this one with its number and a proof: a code sent to the phone the order was placed with, or the
 * real-name attendee's ID number (checked as typed by the real-name form's rule). The gateway answers
 * every failure alike (no enumeration); success opens the ticket, re-keyed.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { appRouter } from '../../../router/app-router'
import { useSubmit } from '../../../hooks/use-submit'
import { useResend } from '../../../hooks/use-resend'
import { useSectionT } from '../../../locales/section-i18n'
import { BINDING_TEXT } from '../../../locales/sections/binding/binding-text'
import { bindTicket, bindTicketCode } from '../../../services/binding-api'
import { isRealNameIdFormat, isValidVerifyCode } from '../../../../types/rules/account-rules'
import { toast } from '../../../utils/toast'
import { BindingField, BindingForm } from '../binding/BindingForm'

type Proof = 'SMS' | 'ID'

export default function BindTicketPage() {
  const t = useSectionT(BINDING_TEXT)
  const [number, setNumber] = useState('')
  const [proof, setProof] = useState<Proof>('SMS')
  const [code, setCode] = useState('')
  const [idNo, setIdNo] = useState('')
  const [touched, setTouched] = useState(false)
  const { busy, run } = useSubmit()
  const sending = useSubmit()
  const resend = useResend()
  const numberOk = number.trim().length > 0
  const proofOk = proof === 'SMS' ? isValidVerifyCode(code) : isRealNameIdFormat(idNo.trim())

  const send = async () => {
    if (!numberOk) return toast(t('bind.number_required'))
    await sending.run(async () => {
      const reply = await bindTicketCode(number.trim())
      resend.markSent(reply.resendAfterSeconds)
      toast(t('bind.code_sent'))
    })
  }
  const submit = async () => {
    setTouched(true)
    if (!numberOk || !proofOk) return
    await run(async () => {
      const reply = await bindTicket(
        proof === 'SMS' ? { ticketNumber: number.trim(), verifyCode: code } : { ticketNumber: number.trim(), idNo: idNo.trim() }
      )
      toast(t('bind.done'))
      await appRouter().redirect('ticket-detail-new', { id: reply.ticketId })
    })
  }
  return (
    <PageShell route="bindTicket">
      <BindingForm
        intro={t('bind.intro')}
        submitText={t('bind.submit')}
        submitClassName="bind-ticket__submit"
        busy={busy}
        onSubmit={() => void submit()}
        switchText={t('bind.to_invitation')}
        onSwitch={() => void appRouter().redirect('bind-invitation-ticket')}
      >
        <BindingField
          name="ticket-number"
          className="bind-ticket__number"
          title={t('bind.number_label')}
          type="text"
          maxlength={40}
          value={number}
          placeholder={t('bind.number_placeholder')}
          invalid={touched && !numberOk}
          errorText={t('bind.number_required')}
          onChange={setNumber}
        />
        <View className="binding-proofs">
          {(['SMS', 'ID'] as const).map((p) => (
            <Text key={p} className={`binding-proof ${proof === p ? 'binding-proof--on' : ''}`} data-proof={p} onClick={() => setProof(p)}>
              {t(p === 'SMS' ? 'bind.by_sms' : 'bind.by_id')}
            </Text>
          ))}
        </View>
        {proof === 'SMS' ? (
          <View className="binding-code">
            <BindingField
              name="verify-code"
              className="bind-ticket__code"
              title={t('bind.code_label')}
              type="number"
              maxlength={6}
              value={code}
              placeholder={t('bind.code_placeholder')}
              invalid={touched && !proofOk}
              errorText={t('bind.code_invalid')}
              onChange={(value) => setCode(value.replace(/\D/g, ''))}
            >
              <Text
                className={`binding-code__send ${resend.left > 0 ? 'binding-code__send--wait' : ''}`}
                onClick={() => resend.left === 0 && void send()}
              >
                {resend.left > 0 ? t('bind.resend_in', { seconds: resend.left }) : t('bind.send_code')}
              </Text>
            </BindingField>
          </View>
        ) : (
          <BindingField
            name="id-no"
            className="bind-ticket__id"
            title={t('bind.id_label')}
            type="idcard"
            maxlength={18}
            value={idNo}
            placeholder={t('bind.id_placeholder')}
            invalid={touched && !proofOk}
            errorText={t('bind.id_invalid')}
            onChange={setIdNo}
          />
        )}
      </BindingForm>
    </PageShell>
  )
}
