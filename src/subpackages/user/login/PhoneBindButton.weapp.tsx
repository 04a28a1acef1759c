/** WeChat: <button open-type="getPhoneNumber">; the event's detail.code is exchanged by the gateway. */
import AtButton from 'taro-ui/lib/components/button'
import '../../../theme/taro-ui/button.scss'
import type { PhoneBindButtonProps } from './PhoneBindButton'

export type { PhoneBindButtonProps } from './PhoneBindButton'

export function PhoneBindButton({ label, onProof, onDenied }: PhoneBindButtonProps) {
  return (
    <AtButton
      type="primary"
      className="login__bind-phone"
      openType="getPhoneNumber"
      onGetPhoneNumber={(event) => {
        const code = event.detail.code
        if (code) onProof(code)
        else onDenied()
      }}
    >
      {label}
    </AtButton>
  )
}
