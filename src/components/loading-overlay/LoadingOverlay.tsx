/**
 * The loading overlay the request layer raises for slow important requests (loading-overlay.ts): taro-ui's
 * AtToast in its loading state over a mask that stops taps.
 */
import AtToast from 'taro-ui/lib/components/toast'
import { useAtomValue } from 'jotai'
import { loadingVisibleAtom } from '../reply-dialog/dialog-atoms'
import { useT } from '../../locales/locale-atoms'
import '../../theme/taro-ui/toast.scss'

export function LoadingOverlay() {
  const t = useT()
  const visible = useAtomValue(loadingVisibleAtom)
  // duration 0: open until the request layer lowers it.
  return <AtToast className="loading-overlay" isOpened={visible} status="loading" text={t('common.loading')} hasMask duration={0} />
}
