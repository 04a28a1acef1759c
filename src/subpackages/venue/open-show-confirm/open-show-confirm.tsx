/**
 * open-show-confirm (login): the merchant's form for one open show. The answers are checked here by the
 * gateway's own rule before sending; a refusal from the gateway (closed meanwhile, already registered) is
 * shown by the request layer. On success the buyer lands on the registration (its state, its entry code).
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
import { openShowDetail, registerForOpenShow } from '../../../services/open-show-api'
import { toast } from '../../../utils/toast'
import { draftAnswers, firstProblem } from '../open-show-parts/open-show-model'
import { RegistrationFields } from '../open-show-parts/RegistrationFields'
import { ListSkeleton } from '../open-show-parts/ListSkeleton'
import { problemText } from '../open-show-parts/problem-text'
import '../../../theme/taro-ui/button.scss'
import '../open-show-parts/open-show-parts.scss'

export default function OpenShowConfirmPage() {
  const t = useSectionT(OPEN_SHOW_TEXT)
  const locale = useAtomValue(localeAtom)
  const { showId = '' } = useRouteParams()
  const data = useAsync(() => openShowDetail(showId), [showId, locale])
  const show = data.status === 'ready' ? data.data : undefined
  const [draft, setDraft] = useState<Record<string, string>>({})
  const { busy, run } = useSubmit()
  useEffect(() => {
    if (show) setDraft((d) => ({ ...draftAnswers(show.form), ...d }))
  }, [show])

  const submit = async () => {
    if (!show) return
    const found = firstProblem(show.form, draft)
    if (found) return toast(problemText(t, found))
    await run(async () => {
      const made = await registerForOpenShow(show.showId, draft)
      toast(t(made.state === 'CONFIRMED' ? 'submitted_CONFIRMED' : made.state === 'WAITING' ? 'submitted_WAITING' : 'submitted_PENDING'))
      await appRouter().redirect('entrance-registration-detail', { registrationId: made.registrationId })
    })
  }

  const hint = !show
    ? ''
    : show.placesLeft === 0
      ? t('form_hint_waiting')
      : show.mode === 'FREE'
        ? t('form_hint_free')
        : t('form_hint_approval')
  return (
    <PageShell route="open-show-confirm">
      {data.status === 'loading' && <ListSkeleton rows={1} />}
      {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
      {show && show.state === 'CLOSED' && (
        <StateView kind="empty" text={t('closed')} action={{ label: t('browse'), onClick: () => void appRouter().redirect('open-show') }} />
      )}
      {show && show.state === 'OPEN' && (
        <View className="os-page" data-testid="open-show-confirm">
          <Text className="os-page__heading">{show.title}</Text>
          <Text className="os-hint">{hint}</Text>
          <Text className="os-section__heading">{t('form_heading')}</Text>
          <RegistrationFields form={show.form} draft={draft} onChange={(key, value) => setDraft((d) => ({ ...d, [key]: value }))} />
          <View className="os-actions">
            <AtButton
              type="primary"
              className="os-actions__main"

              disabled={busy}
              loading={busy}
              onClick={() => void submit()}
            >
              {t('submit')}
            </AtButton>
          </View>
        </View>
      )}
    </PageShell>
  )
}
