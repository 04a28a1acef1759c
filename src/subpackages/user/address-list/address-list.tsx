/** Addresses: the buyer's delivery addresses, the default first; tap to edit (or swipe to edit or delete), add a new one. */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useDidShow } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { SwipeRow } from '../../../components/swipe-row/SwipeRow'
import { addresses, deleteAddress } from '../../../services/buyer-api'
import { maskPhone } from '../../../../types/rules/account-rules'
import '../../../components/form-field/form-field.scss'
import './address-list.scss'
import '../../../theme/taro-ui/button.scss'

export default function AddressListPage() {
  const t = useT()
  const state = useAsync(addresses, [])
  useDidShow(state.refresh)
  return (
    <PageShell route="address">
      {state.status === 'loading' && <StateView kind="loading" />}
      {state.status === 'error' && <StateView kind="error" onRetry={state.reload} />}
      {state.status === 'ready' && (
        <View className="address-list">
          {state.data.length === 0 && <StateView kind="empty" text={t('address.empty')} />}
          {state.data.map((a) => (
            <SwipeRow
              key={a.id}
              className="address-list__item"
              onOpen={() => void appRouter().open('address-modification', { id: a.id })}
              onDelete={async () => {
                await deleteAddress(a.id)
                state.refresh()
              }}
            >
              <View className="address-list__who">
                <Text className="address-list__name">{a.recipient}</Text>
                <Text className="address-list__phone">{maskPhone(a.cellphone)}</Text>
                {a.isDefault && <Text className="address-list__default">{t('address.default')}</Text>}
              </View>
              <Text className="address-list__full">{a.fullAddress}</Text>
            </SwipeRow>
          ))}
          <View className="form-actions">
            <AtButton type="primary" className="address-list__add" onClick={() => void appRouter().open('address-modification')}>
              {t('address.add')}
            </AtButton>
          </View>
        </View>
      )}
    </PageShell>
  )
}
