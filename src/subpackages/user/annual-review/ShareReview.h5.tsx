/** H5 has no platform share sheet: the buyer copies the review's link and sends it. */
import AtButton from 'taro-ui/lib/components/button'
import { copyText } from '../../../utils/copy-text'
import { sharedReviewLink } from './review-link'

export function ShareReview({
  label,
  year,
  copiedText,
  failedText
}: {
  label: string
  year: number
  copiedText: string
  failedText: string
}) {
  const copy = () => void copyText(sharedReviewLink(window.location.origin, year), { done: copiedText, failed: failedText })
  return (
    <AtButton type="primary" className="annual-review__share" onClick={copy}>
      {label}
    </AtButton>
  )
}
