/**
 * The button that asks the platform for the buyer's phone number (mini-program phone
 * binding). The web has no such platform step, so nothing is drawn here; the mini-programs have
 * PhoneBindButton.weapp.tsx and PhoneBindButton.alipay.tsx.
 */
export interface PhoneBindButtonProps {
  label: string
  /** What the platform gave for the number: WeChat's phone code, Alipay's encrypted response. */
  onProof(proof: string): void
  /** The buyer refused or the platform failed. */
  onDenied(): void
}

export function PhoneBindButton(_props: PhoneBindButtonProps) {
  return null
}
