/** H5 has no platform share sheet: the buyer copies the show's link and sends it. */
import AtButton from 'taro-ui/lib/components/button'
import { copyText } from '../../../utils/copy-text'
import { sharedShowLink } from './share-link'

export function ShareAction({
  label,
  showId,
  copiedText,
  failedText
}: {
  label: string
  showId: string
  copiedText: string
  failedText: string
}) {
  const copy = () => void copyText(sharedShowLink(window.location.origin, showId), { done: copiedText, failed: failedText })
  return (
    <AtButton type="primary" className="share-pay-success__share" onClick={copy}>
      {label}
    </AtButton>
  )
}
