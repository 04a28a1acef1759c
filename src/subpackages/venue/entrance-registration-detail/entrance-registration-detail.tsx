/**
 * entrance-registration-detail (login): one registration's state and, once confirmed, its entry code as
 * a QR (drawn as the coupon code is) with the code's text beneath for a door that types it. Pending or
 * waiting: a note instead of the code, the answers editable before the deadline; cancel until admitted.
 */
import { View, Text } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import Taro, { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { QrCode } from '../../../components/qr-code/QrCode'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { OPEN_SHOW_TEXT } from '../../../locales/sections/open-show/open-show-text'
import { cancelRegistration, registrationDetail } from '../../../services/open-show-api'
import { RequestError } from '../../../services/request/request-error'
import { toast } from '../../../utils/toast'
import { useLocalFormat } from '../../../utils/show-time'
import type { RegistrationView } from '../../../../types/api/open-show'
import { codeNote, registrationActions } from '../open-show-parts/open-show-model'
import { StateTag } from '../open-show-parts/StateTag'
import { ListSkeleton } from '../open-show-parts/ListSkeleton'
import '../../../theme/taro-ui/button.scss'
import '../open-show-parts/open-show-parts.scss'

function RegistrationBody({ r, onChanged }: { r: RegistrationView; onChanged(): void }) {
  const t = useSectionT(OPEN_SHOW_TEXT)
  const local = useLocalFormat()
  const { busy, run } = useSubmit()
  const actions = registrationActions(r, Date.now())
  const note = codeNote(r.state)

  const cancel = async () => {
    const { confirm } = await Taro.showModal({
      title: t('cancel'),
      content: t('cancel_confirm'),
      confirmText: t('confirm'),
      cancelText: t('keep')
    })
    if (!confirm) return
    await run(async () => {
      await cancelRegistration(r.registrationId)
      toast(t('cancelled'))
      onChanged()
    })
  }

  return (
    <View className="os-page os-entry" data-testid="registration-detail" data-state={r.state}>
      <View className="os-entry__head">
        <Text className="os-page__heading" onClick={() => void appRouter().open('open-show-detail', { showId: r.showId })}>
          {r.title}
        </Text>
        <StateTag state={r.state} admitted={r.admittedAt !== null} />
      </View>
      <Text className="os-reg__line">
        {local(r.startsAt, 'YYYY-MM-DD HH:mm')} · {r.venueName}
      </Text>
      <View className="os-code">
        {r.entryCode ? (
          <>
            <Text className="os-section__heading">{t('entry_code')}</Text>
            <QrCode className={`os-code__qr${r.admittedAt !== null ? ' os-code__qr--used' : ''}`} text={r.entryCode} />
            <Text className="os-code__text" data-testid="entry-code" selectable>
              {r.entryCode}
            </Text>
            <Text className="os-hint">
              {r.admittedAt !== null ? t('admitted_at', { time: local(r.admittedAt, 'YYYY-MM-DD HH:mm') }) : t('entry_hint')}
            </Text>
          </>
        ) : (
          <Text className="os-hint" data-testid="entry-code-note">
            {r.waitingPosition !== null ? `${t('waiting_position', { position: r.waitingPosition })} · ` : ''}
            {note ? t(note) : ''}
          </Text>
        )}
        {r.rejectReason && <Text className="os-hint os-hint--danger">{t('reject_reason', { reason: r.rejectReason })}</Text>}
      </View>
      <View className="os-section">
        <Text className="os-section__heading">{t('answers')}</Text>
        <View className="os-facts">
          {r.form.map((f) => (
            <View key={f.key} className="os-facts__row">
              <Text className="os-facts__label">{f.label}</Text>
              <Text className="os-facts__value">{r.answers[f.key] ?? '—'}</Text>
            </View>
          ))}
          <Text className="os-facts__deadline">{t('registered_at', { time: local(r.createdAt, 'YYYY-MM-DD HH:mm') })}</Text>
        </View>
      </View>
      {(actions.edit || actions.cancel) && (
        <View className="os-actions os-actions--row">
          {actions.edit && (
            <AtButton
              type="secondary"
              className="os-actions__side"
              onClick={() => void appRouter().open('entrance-registration-form', { registrationId: r.registrationId })}
            >
              {t('edit')}
            </AtButton>
          )}
          {actions.cancel && (
            <AtButton
              type="secondary"
              className="os-actions__side"

              disabled={busy}
              loading={busy}
              onClick={() => void cancel()}
            >
              {t('cancel')}
            </AtButton>
          )}
        </View>
      )}
    </View>
  )
}

export default function EntranceRegistrationDetailPage() {
  const t = useSectionT(OPEN_SHOW_TEXT)
  const locale = useAtomValue(localeAtom)
  const { registrationId = '' } = useRouteParams()
  const data = useAsync(() => registrationDetail(registrationId), [registrationId, locale])
  // Back from editing the answers, or approved meanwhile: read it again.
  useDidShow(() => data.refresh())
  const notFound =
    data.status === 'error' && data.error instanceof RequestError && data.error.errorCode === 'OPEN_SHOW_REGISTRATION_NOT_FOUND'
  return (
    <PageShell route="entrance-registration-detail">
      {data.status === 'loading' && <ListSkeleton rows={1} />}
      {notFound && (
        <StateView
          kind="empty"
          icon="not_found"
          text={t('my_empty')}
          action={{ label: t('my_heading'), onClick: () => void appRouter().redirect('open-show-list') }}
        />
      )}
      {data.status === 'error' && !notFound && <StateView kind="error" onRetry={data.reload} />}
      {data.status === 'ready' && <RegistrationBody r={data.data} onChanged={data.refresh} />}
    </PageShell>
  )
}
