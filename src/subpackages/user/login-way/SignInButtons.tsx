/** Mini-programs: there is no Google or Apple sign-in (the H5 buttons are SignInButtons.h5.tsx). */
import type { ShopLoginProviders } from '../../../../types/shop-config'
import type { TokenSource } from './provider-token'

export interface SignInButtonsProps {
  providers: ShopLoginProviders | undefined
  /** Whether the buyer agreed to the terms (and if not, told so). */
  consented(): boolean
  tokenOf?: TokenSource
}

export function SignInButtons(_props: SignInButtonsProps) {
  return null
}
