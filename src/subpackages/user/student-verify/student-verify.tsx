/**
 * student-verify (login; product.md section 5 "Student verification"): real-name first; where the
 * platform has no student channel the toast is {platform}暂不支持学生认证; a passed one says
 * 学生认证已通过. On Alipay the student authorisation yields the auth code the gateway checks; success
 * shows 成功 / 有效期：{date} / 知道了.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import Taro from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { certifications, certifyStudent, startStudentAuth } from '../../../services/buyer-api'
import { alertDialog } from '../../../components/reply-dialog/dialog-queue'
import { toast } from '../../../utils/toast'
import { studentGate } from '../account-form'
import { useLocalToday } from '../../../utils/show-time'
import '../../../components/form-field/form-field.scss'
import '../../../theme/taro-ui/button.scss'

/** The Alipay authorisation for the student channel; undefined when the buyer refuses. */
async function alipayStudentAuthCode(scopes: string): Promise<string | undefined> {
  // my.getAuthCode: Alipay only, so not in Taro's common typings.
  const getAuthCode = (Taro as unknown as { getAuthCode?: (o: { scopes: string }) => Promise<{ authCode?: string }> }).getAuthCode
  if (!getAuthCode) return undefined
  try {
    return (await getAuthCode({ scopes })).authCode
  } catch {
    return undefined
  }
}

export default function StudentVerifyPage() {
  const t = useT()
  const platform = process.env.TARO_ENV ?? 'h5'
  const certs = useAsync(() => certifications(), [])
  const { busy, run } = useSubmit()
  const today = useLocalToday()
  if (certs.status === 'loading')
    return (
      <PageShell route="student-verify">
        <StateView kind="loading" />
      </PageShell>
    )
  if (certs.status === 'error')
    return (
      <PageShell route="student-verify">
        <StateView kind="error" onRetry={certs.reload} />
      </PageShell>
    )

  const gate = studentGate(platform, certs.data, today)
  const platformName = t(platform === 'weapp' ? 'account.platform_weapp' : 'account.platform_web')
  const start = () =>
    run(async () => {
      if (gate.kind === 'unsupported') return toast(t('account.student_unsupported', { platform: platformName }))
      if (gate.kind === 'passed') return toast(t('account.student_passed'))
      if (gate.kind === 'needs-real-name') return void appRouter().open('certificates-detail')
      // The gateway's gate first (GET student create): a refusal is its message, before Alipay is asked.
      const started = await startStudentAuth('ALIPAY_STUDENT_TEAM')
      const code = await alipayStudentAuthCode(started.scopes)
      if (!code) return toast(t('account.student_denied'))
      const reply = await certifyStudent({ authChannel: 'ALIPAY_STUDENT_TEAM', userAuthCode: code })
      await alertDialog(t('account.student_valid_until', { date: reply.expireDate }), {
        title: t('account.student_success_title'),
        confirmText: t('account.student_ok')
      })
      certs.reload()
    })

  return (
    <PageShell route="student-verify">
      <View className="login">
        <Text className="login__hint student-verify__status">
          {gate.kind === 'passed'
            ? `${t('account.student_passed')} · ${t('account.student_valid_until', { date: gate.expireDate })}`
            : gate.kind === 'needs-real-name'
              ? t('account.student_need_real_name')
              : gate.kind === 'unsupported'
                ? t('account.student_unsupported', { platform: platformName })
                : t('account.student_title')}
        </Text>
        <View className="form-actions">
          <AtButton
            type="primary"
            className="student-verify__start"
            disabled={busy || gate.kind === 'passed'}
            loading={busy}
            onClick={() => void start()}
          >
            {t('account.student_start')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
