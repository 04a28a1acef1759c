/**
 * confirm_order's delivery: e-tickets, or paper tickets by express (with its fee) where the show offers
 * it, to one of the buyer's addresses (AddressChoice).
 */
import { Text, View } from '@tarojs/components'
import { Price } from '../../../components/price/Price'
import { Icon } from '../../../components/icon/Icon'
import { useT } from '../../../locales/locale-atoms'
import { priceInfo } from '../../../../types/rules/price-info'
import type { DeliverMethod, DeliveryOption } from '../../../../types/api/show'
import { AddressChoice } from './AddressChoice'

interface Props {
  options: DeliveryOption[]
  method: DeliverMethod
  onMethod(method: DeliverMethod): void
  addressId?: string
  onAddress(addressId: string | undefined): void
}

export function DeliveryChooser({ options, method, onMethod, addressId, onAddress }: Props) {
  const t = useT()

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
      {method === 'EXPRESS' && <AddressChoice addressId={addressId} onAddress={onAddress} />}
    </View>
  )
}
