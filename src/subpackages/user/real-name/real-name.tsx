/**
 * certificates-detail, the real-name form (product.md section 5): name required (请输入姓名), ID number
 * 10 or 18 characters (身份证号码格式错误), submit disabled while unchanged or empty, and a verified
 * real-name changeable only while this month's change count is 0.
 */
import { Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { certifications, certifyPerson } from '../../../services/buyer-api'
import { toast } from '../../../utils/toast'
import { realNameLocked, realNameProblem, realNameSubmittable } from '../account-form'
import '../../../components/form-field/form-field.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'

export default function RealNamePage() {
  const t = useT()
  const certs = useAsync(() => certifications(), [])
  const verified =
    certs.status === 'ready' ? certs.data.find((c) => c.authType === 'PERSON_CERT' && c.authStatus === 'AUTH_SUCCESS') : undefined
  const [name, setName] = useState('')
  const [idNo, setIdNo] = useState('')
  const { busy, run } = useSubmit()

  useEffect(() => {
    if (!verified) return
    setName(verified.realName ?? '')
    setIdNo(verified.idNo ?? '')
  }, [verified])

  const locked = realNameLocked(verified)
  const enabled = !locked && realNameSubmittable(verified, name, idNo)
  const submit = async () => {
    // A locked real-name disables the button and says why below it (account.cert_monthly).
    if (!enabled) return
    const problem = realNameProblem(name, idNo)
    if (problem) return toast(t(problem))
    await run(async () => {
      await certifyPerson({ name: name.trim(), idNo: idNo.trim().toUpperCase() })
      toast(t('account.cert_success'))
      await appRouter().back()
    })
  }

  return (
    <PageShell route="certificates-detail">
      {verified && <Text className="login__hint real-name__status">{t('account.verified')}</Text>}
      <AtInput
        className="real-name__name"
        title={t('account.real_name')}
        maxlength={30}
        value={name}
        disabled={locked}
        placeholder={t('account.real_name_placeholder')}
        onChange={(value) => setName(value)}
      />
      <AtInput
        className="real-name__id"
        title={t('account.id_card')}
        maxlength={18}
        value={idNo}
        disabled={locked}
        placeholder={t('account.id_card_placeholder')}
        onChange={(value) => setIdNo(value)}
      />
      {locked && <Text className="login__hint">{t('account.cert_monthly')}</Text>}
      <View className="form-actions">
        <AtButton type="primary" className="real-name__submit" disabled={!enabled || busy} loading={busy} onClick={() => void submit()}>
          {t('account.cert_submit')}
        </AtButton>
      </View>
    </PageShell>
  )
}
