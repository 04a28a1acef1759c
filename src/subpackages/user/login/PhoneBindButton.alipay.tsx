/**
 * Alipay: <button open-type="getAuthorize" scope="phoneNumber"> asks the buyer; once granted,
 * my.getPhoneNumber answers the encrypted response the gateway decrypts with the merchant's AES key.
 */
import { Button } from '@tarojs/components'
import '../../../theme/taro-ui/button.scss'
import type { PhoneBindButtonProps } from './PhoneBindButton'

export type { PhoneBindButtonProps } from './PhoneBindButton'

/** Alipay's own API (Taro has no typed wrapper for it). */
declare const my: {
  getPhoneNumber(options: { success(res: { response?: string }): void; fail(error: unknown): void }): void
}

export function PhoneBindButton({ label, onProof, onDenied }: PhoneBindButtonProps) {
  const askNumber = () =>
    my.getPhoneNumber({
      success: (res) => (res.response ? onProof(res.response) : onDenied()),
      fail: () => onDenied()
    })
  // AtButton passes neither scope nor onGetAuthorize on: the platform button wears AtButton's classes.
  return (
    <Button
      className="at-button at-button--primary login__bind-phone"
      openType="getAuthorize"
      scope="phoneNumber"
      onGetAuthorize={askNumber}
      onError={onDenied}
    >
      {label}
    </Button>
  )
}
