/**
 * The delivery address of a goods order: one of the buyer's addresses (the default one first), a new
 * one added from here listed on return. Vouchers need none: the page says they are collected at the venue.
 */
import { Text, View } from '@tarojs/components'
import { useSectionT } from '../../../locales/section-i18n'
import { SHOP_TEXT } from '../../../locales/sections/shop/shop-text'
import { AddressChoice } from '../confirm-order/AddressChoice'

export function GoodsAddressChooser({ addressId, onAddress }: { addressId?: string; onAddress(addressId: string | undefined): void }) {
  const t = useSectionT(SHOP_TEXT)
  return (
    <View className="confirm-order__delivery goods-confirm__address">
      <Text className="confirm-order__heading">{t('confirm.address')}</Text>
      <AddressChoice addressId={addressId} onAddress={onAddress} />
    </View>
  )
}
