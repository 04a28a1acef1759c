/** WeChat: <button open-type="getPhoneNumber">; the event's detail.code is exchanged by the gateway. */
import { Button } from '@tarojs/components'
import type { PhoneBindButtonProps } from './PhoneBindButton'

export type { PhoneBindButtonProps } from './PhoneBindButton'

export function PhoneBindButton({ label, onProof, onDenied }: PhoneBindButtonProps) {
  return (
    <Button
      className='form-button login__bind-phone'
      openType='getPhoneNumber'
      onGetPhoneNumber={(event) => {
        const code = event.detail.code
        if (code) onProof(code)
        else onDenied()
      }}
    >
      {label}
    </Button>
  )
}
