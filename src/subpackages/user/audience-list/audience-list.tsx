/** Attendees (/viewer): the buyer's real-name attendees, to add, edit or delete (a tap or a swipe). */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useDidShow } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { SwipeRow } from '../../../components/swipe-row/SwipeRow'
import { audiences, deleteAudience } from '../../../services/buyer-api'
import { AUDIENCE_PAGE } from '../../../../types/rules/account-rules'
import { maskIdNo } from './id-mask'
import { ID_TYPE_LABELS } from '../audience-edit/audience-form'
import '../../../components/form-field/form-field.scss'
import './audience-list.scss'
import '../../../theme/taro-ui/button.scss'

export default function AudienceListPage() {
  const t = useT()
  const state = useAsync(() => audiences({ offset: 0, length: AUDIENCE_PAGE }), [])
  useDidShow(state.refresh)
  return (
    <PageShell route="audience_list">
      {state.status === 'loading' && <StateView kind="loading" />}
      {state.status === 'error' && <StateView kind="error" onRetry={state.reload} />}
      {state.status === 'ready' && (
        <View className="audience-list">
          {state.data.list.length === 0 && <StateView kind="empty" text={t('audience.empty')} />}
          {state.data.list.map((a) => (
            <SwipeRow
              key={a.id}
              className="audience-list__item"
              onOpen={() => void appRouter().open('audience-modification', { id: a.id })}
              onDelete={async () => {
                await deleteAudience(a.id)
                state.refresh()
              }}
            >
              <Text className="audience-list__name">{a.name}</Text>
              <Text className="audience-list__doc">
                {t(ID_TYPE_LABELS[a.idType])} {maskIdNo(a.idNo)}
              </Text>
            </SwipeRow>
          ))}
          <View className="form-actions">
            <AtButton type="primary" className="audience-list__add" onClick={() => void appRouter().open('audience-modification')}>
              {t('audience.add')}
            </AtButton>
          </View>
        </View>
      )}
    </PageShell>
  )
}
