/** The mini-programs' share: a button of open type share; the page's onShareAppMessage answers it (annual-review.tsx). */
import { Button } from '@tarojs/components'

export function ShareReview({ label }: { label: string; year: number; copiedText: string; failedText: string }) {
  return (
    <Button openType="share" className="annual-review__share at-button at-button--primary">
      {label}
    </Button>
  )
}
