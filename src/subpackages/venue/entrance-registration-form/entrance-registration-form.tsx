/**
 * entrance-registration-form (login): the buyer changes the answers of a registration still pending or
 * waiting, before the registration deadline ("Real-name registration stops at a deadline"); after that,
 * or once decided, the page says so and links back to the registration.
 */
import { View, Text } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { OPEN_SHOW_TEXT } from '../../../locales/sections/open-show/open-show-text'
import { editRegistrationAnswers, registrationDetail } from '../../../services/open-show-api'
import { toast } from '../../../utils/toast'
import { draftAnswers, firstProblem, registrationActions } from '../open-show-parts/open-show-model'
import { RegistrationFields } from '../open-show-parts/RegistrationFields'
import { ListSkeleton } from '../open-show-parts/ListSkeleton'
import { problemText } from '../open-show-parts/problem-text'
import '../../../theme/taro-ui/button.scss'
import '../open-show-parts/open-show-parts.scss'

export default function EntranceRegistrationFormPage() {
  const t = useSectionT(OPEN_SHOW_TEXT)
  const locale = useAtomValue(localeAtom)
  const { registrationId = '' } = useRouteParams()
  const data = useAsync(() => registrationDetail(registrationId), [registrationId, locale])
  const registration = data.status === 'ready' ? data.data : undefined
  const [draft, setDraft] = useState<Record<string, string>>({})
  const { busy, run } = useSubmit()
  useEffect(() => {
    if (registration) setDraft(draftAnswers(registration.form, registration.answers))
  }, [registration])

  const save = async () => {
    if (!registration) return
    const found = firstProblem(registration.form, draft)
    if (found) return toast(problemText(t, found))
    await run(async () => {
      await editRegistrationAnswers(registration.registrationId, draft)
      toast(t('saved'))
      await appRouter().back()
    })
  }

  const editable = registration ? registrationActions(registration, Date.now()).edit : false
  return (
    <PageShell route="entrance-registration-form">
      {data.status === 'loading' && <ListSkeleton rows={1} />}
      {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
      {registration && !editable && (
        <StateView
          kind="empty"
          text={t(`state_${registration.state}`)}
          detail={t('closed')}
          action={{
            label: t('view_mine'),
            onClick: () => void appRouter().redirect('entrance-registration-detail', { registrationId: registration.registrationId })
          }}
        />
      )}
      {registration && editable && (
        <View className="os-page" data-testid="registration-form">
          <Text className="os-page__heading">{registration.title}</Text>
          <Text className="os-section__heading">{t('edit')}</Text>
          <RegistrationFields form={registration.form} draft={draft} onChange={(key, value) => setDraft((d) => ({ ...d, [key]: value }))} />
          <View className="os-actions">
            <AtButton type="primary" className="os-actions__main" disabled={busy} loading={busy} onClick={() => void save()}>
              {t('save')}
            </AtButton>
          </View>
        </View>
      )}
    </PageShell>
  )
}
