/**
 * The buyer's addresses to deliver to, as radios: the default one chosen first, a new one added from here
 * listed on return (the page shows again). Express tickets and goods orders both choose this way.
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { useT } from '../../../locales/locale-atoms'
import { addresses } from '../../../services/buyer-api'
import { appRouter } from '../../../router/app-router'

export function AddressChoice({ addressId, onAddress }: { addressId?: string; onAddress(addressId: string | undefined): void }) {
  const t = useT()
  const [round, setRound] = useState(0)
  useDidShow(() => setRound((n) => n + 1))
  const places = useAsync(() => addresses(), [round])
  useEffect(() => {
    if (places.status !== 'ready') return
    if (!addressId || !places.data.some((a) => a.id === addressId)) onAddress((places.data.find((a) => a.isDefault) ?? places.data[0])?.id)
  }, [places, addressId, onAddress])

  if (places.status === 'error') return <StateView kind="error" onRetry={places.reload} />
  if (places.status !== 'ready') return null
  return (
    <View className="confirm-order__addresses">
      {places.data.map((a) => (
        <View
          key={a.id}
          className={`confirm-order__address${a.id === addressId ? ' confirm-order__address--on' : ''}`}
          role="radio"
          aria-checked={a.id === addressId}
          data-address-id={a.id}
          onClick={() => onAddress(a.id)}
        >
          <Text className="confirm-order__attendee-name">{`${a.recipient} ${a.cellphone}`}</Text>
          <Text className="confirm-order__line">{a.fullAddress}</Text>
        </View>
      ))}
      <Text className="confirm-order__link" onClick={() => void appRouter().open('address-modification')}>
        + {t('confirm_order.add_address')}
      </Text>
    </View>
  )
}
