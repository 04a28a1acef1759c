/**
 * The dialog the request layer opens: alerts, retry prompts, the waiting countdown (button disabled until
 * it ends), the crowded-channel dialog while automatic retries run, the login-status popup, and the pages'
 * confirms. Drawn on taro-ui's AtModal; its buttons stay the app's own.
 */
import { View, Text, Button } from '@tarojs/components'
import AtModal from 'taro-ui/lib/components/modal'
import AtModalHeader from 'taro-ui/lib/components/modal/header'
import AtModalContent from 'taro-ui/lib/components/modal/content'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { dialogQueueAtom, type DialogSpec, type QueuedDialog } from './dialog-atoms'
import { useT } from '../../locales/locale-atoms'
import '../../theme/taro-ui/modal.scss'
import './reply-dialog.scss'

/** Modal hide animation, about 180 ms (product.md section 4; src/theme/taro-ui/modal.scss's transition). */
const HIDE_MS = 180

function Countdown({ seconds, children }: { seconds: number; children(left: number): JSX.Element }) {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    if (left <= 0) return undefined
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  return children(left)
}

function Pair({ secondary, primary }: { secondary: [string, () => void]; primary: [string, () => void] }) {
  return (
    <View className="reply-dialog__row">
      <Button className="reply-dialog__secondary" onClick={secondary[1]}>
        {secondary[0]}
      </Button>
      <Button className="reply-dialog__primary" onClick={primary[1]}>
        {primary[0]}
      </Button>
    </View>
  )
}

function Actions({ spec }: { spec: DialogSpec }) {
  const t = useT()
  switch (spec.kind) {
    case 'alert':
      return (
        <Button className="reply-dialog__primary" onClick={() => spec.resolve()}>
          {spec.confirmText}
        </Button>
      )
    case 'retry':
      return <Pair secondary={[spec.cancelText, () => spec.resolve(false)]} primary={[spec.retryText, () => spec.resolve(true)]} />
    case 'waiting':
      return (
        <Countdown seconds={spec.seconds}>
          {(left) => (
            <Button className="reply-dialog__primary" disabled={left > 0} onClick={() => left <= 0 && spec.resolve()}>
              {left > 0 ? `${spec.confirmText} (${t('common.countdown', { seconds: left })})` : spec.confirmText}
            </Button>
          )}
        </Countdown>
      )
    case 'crowded':
      return <Pair secondary={[spec.cancelText, () => spec.resolve('cancel')]} primary={[spec.backText, () => spec.resolve('back')]} />
    case 'login-status':
    case 'confirm':
      return <Pair secondary={[spec.cancelText, () => spec.resolve(false)]} primary={[spec.confirmText, () => spec.resolve(true)]} />
  }
}

export function ReplyDialog() {
  const queue = useAtomValue(dialogQueueAtom)
  const current = queue[0]
  const [shown, setShown] = useState<QueuedDialog | undefined>(current)
  useEffect(() => {
    if (current) {
      setShown(current)
      return undefined
    }
    const timer = setTimeout(() => setShown(undefined), HIDE_MS)
    return () => clearTimeout(timer)
  }, [current])

  if (!shown) return null
  const spec = shown.spec
  const title = 'title' in spec ? spec.title : undefined
  return (
    // Answered by its buttons only: a tap beside the dialog must not resolve the request layer's question.
    <AtModal className="reply-dialog" isOpened={Boolean(current)} closeOnClickOverlay={false}>
      {title && (
        <AtModalHeader>
          <Text className="reply-dialog__title">{title}</Text>
        </AtModalHeader>
      )}
      <AtModalContent>
        <View className="reply-dialog__body" role="dialog" aria-modal="true">
          {spec.kind === 'crowded' && !spec.inLine && <View className="reply-dialog__progress" />}
          <Text className="reply-dialog__content">{spec.content}</Text>
        </View>
      </AtModalContent>
      <View className="reply-dialog__actions">
        <Actions key={shown.id} spec={spec} />
      </View>
    </AtModal>
  )
}
