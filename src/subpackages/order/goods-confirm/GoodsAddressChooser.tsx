/**
 * The delivery address of a goods order: one of the buyer's addresses (the default one first), a new
 * one added from here listed on return. Vouchers need none: the page says they are collected at the venue.
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useAsync } from '../../../hooks/use-async'
import { addresses } from '../../../services/buyer-api'
import { appRouter } from '../../../router/app-router'
import { StateView } from '../../../components/state-view/StateView'
import { useSectionT } from '../../../locales/section-i18n'
import { SHOP_TEXT } from '../../../locales/sections/shop/shop-text'

export function GoodsAddressChooser({ addressId, onAddress }: { addressId?: string; onAddress(addressId: string | undefined): void }) {
  const t = useSectionT(SHOP_TEXT)
  const [round, setRound] = useState(0)
  useDidShow(() => setRound((n) => n + 1))
  const places = useAsync(() => addresses(), [round])
  useEffect(() => {
    if (places.status !== 'ready') return
    if (!addressId || !places.data.some((a) => a.id === addressId)) onAddress((places.data.find((a) => a.isDefault) ?? places.data[0])?.id)
  }, [places, addressId, onAddress])

  return (
    <View className="confirm-order__delivery goods-confirm__address">
      <Text className="confirm-order__heading">{t('confirm.address')}</Text>
      {places.status === 'error' && <StateView kind="error" onRetry={places.reload} />}
      {places.status === 'ready' && (
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
            + {t('confirm.add_address')}
          </Text>
        </View>
      )}
    </View>
  )
}
