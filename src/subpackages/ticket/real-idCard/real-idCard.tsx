/**
 * real-idCard (/real-idCard?ticketId; login): a new attendee for one ticket, name and ID card
 * number, validated as the spec's real-name form ("The name is required (请输入姓名)"; "The ID number must
 * match 10 digits, 18 digits, or 17 digits plus a digit or X/x (身份证号码格式错误)", the shared rule in
 * types/rules/account-rules.ts); submit is disabled while either is empty. Bound: back to the ticket.
 */
import { Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useSubmit } from '../../../hooks/use-submit'
import { useSectionT } from '../../../locales/section-i18n'
import { BINDING_TEXT } from '../../../locales/sections/binding/binding-text'
import { bindAttendee } from '../../../services/binding-api'
import { isRealNameIdFormat } from '../../../../types/rules/account-rules'
import { toast } from '../../../utils/toast'
import '../../../components/form-field/form-field.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'
import '../binding/binding.scss'

export default function RealIdCardPage() {
  const t = useSectionT(BINDING_TEXT)
  const { ticketId = '' } = useRouteParams()
  const [name, setName] = useState('')
  const [idNo, setIdNo] = useState('')
  const [touched, setTouched] = useState(false)
  const { busy, run } = useSubmit()
  const nameOk = name.trim().length > 0
  const idOk = isRealNameIdFormat(idNo.trim())
  const submit = async () => {
    setTouched(true)
    if (!nameOk) return toast(t('real_name.name_required'))
    if (!idOk) return toast(t('real_name.id_invalid'))
    await run(async () => {
      await bindAttendee(ticketId, { name: name.trim(), idNo: idNo.trim() })
      toast(t('real_name.done'))
      await appRouter().back()
    })
  }
  return (
    <PageShell route="real-idCard">
      <View className="binding-page">
        <AtInput
          name="name"
          className="real-idcard__name"
          title={t('real_name.name_label')}
          type="text"
          maxlength={30}
          value={name}
          placeholder={t('real_name.name_placeholder')}
          error={touched && !nameOk}
          onChange={(v) => setName(String(v))}
        />
        {touched && !nameOk && <Text className="binding-note binding-note--error">{t('real_name.name_required')}</Text>}
        <AtInput
          name="id-no"
          className="real-idcard__id"
          title={t('real_name.id_label')}
          type="idcard"
          maxlength={18}
          value={idNo}
          placeholder={t('real_name.id_placeholder')}
          error={touched && !idOk}
          onChange={(v) => setIdNo(String(v))}
        />
        {touched && !idOk && <Text className="binding-note binding-note--error">{t('real_name.id_invalid')}</Text>}
        <View className="binding-actions">
          <AtButton
            type="primary"
            className="real-idcard__submit"
            disabled={busy || !name.trim() || !idNo.trim()}
            loading={busy}
            onClick={() => void submit()}
          >
            {t('real_name.submit')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
