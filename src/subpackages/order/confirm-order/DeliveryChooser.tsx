/**
 * confirm_order's delivery: e-tickets, or paper tickets by express (with its fee) where the show offers
 * it, to one of the buyer's addresses (the default one first; a new one can be added and is there on
 * return).
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { Price } from '../../../components/price/Price'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useT } from '../../../locales/locale-atoms'
import { addresses } from '../../../services/buyer-api'
import { appRouter } from '../../../router/app-router'
import { priceInfo } from '../../../../types/rules/price-info'
import type { DeliverMethod, DeliveryOption } from '../../../../types/api/show'

interface Props {
  options: DeliveryOption[]
  method: DeliverMethod
  onMethod(method: DeliverMethod): void
  addressId?: string
  onAddress(addressId: string | undefined): void
}

export function DeliveryChooser({ options, method, onMethod, addressId, onAddress }: Props) {
  const t = useT()
  const express = method === 'EXPRESS'
  const [round, setRound] = useState(0)
  useDidShow(() => setRound((n) => n + 1))
  const places = useAsync(() => (express ? addresses() : Promise.resolve([])), [express, round])
  useEffect(() => {
    if (places.status !== 'ready' || !express) return
    if (!addressId || !places.data.some((a) => a.id === addressId)) onAddress((places.data.find((a) => a.isDefault) ?? places.data[0])?.id)
  }, [places, express, addressId, onAddress])

  if (options.length < 2) {
    return (
      <View className="confirm-order__row">
        <Text>{t('confirm_order.delivery')}</Text>
        <Text>{t('confirm_order.e_ticket')}</Text>
      </View>
    )
  }
  return (
    <View className="confirm-order__delivery">
      <Text className="confirm-order__heading">{t('confirm_order.delivery')}</Text>
      {options.map((o) => (
        <View
          key={o.deliverMethod}
          className={`confirm-order__attendee${o.deliverMethod === method ? ' confirm-order__attendee--on' : ''}`}
          role="radio"
          aria-checked={o.deliverMethod === method}
          data-method={o.deliverMethod}
          onClick={() => onMethod(o.deliverMethod)}
        >
          <Icon name={o.deliverMethod === method ? 'radio_on' : 'radio_off'} tone={o.deliverMethod === method ? 'main' : 'muted'} />
          <Text className="confirm-order__attendee-name">
            {t(o.deliverMethod === 'EXPRESS' ? 'confirm_order.express' : 'confirm_order.e_ticket')}
          </Text>
          {o.fee > 0 && <Price info={priceInfo(o.fee)} plain />}
        </View>
      ))}
      {express && places.status === 'ready' && (
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
      )}
    </View>
  )
}
