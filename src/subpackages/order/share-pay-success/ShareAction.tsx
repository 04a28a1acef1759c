/**
 * The mini-programs' share: a button of open type share, which calls the page's onShareAppMessage
 * (share-pay-success.tsx answers it with the show's page).
 */
import { Button } from '@tarojs/components'

export function ShareAction({ label }: { label: string; showId: string; copiedText: string; failedText: string }) {
  return (
    <Button openType="share" className="share-pay-success__share at-button at-button--primary">
      {label}
    </Button>
  )
}
