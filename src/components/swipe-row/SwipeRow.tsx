/**
 * A list row that swipes left to show Edit and Delete, on taro-ui's AtSwipeAction. A tap on
 * the row still opens it, so a mouse, where swiping is awkward, edits and deletes on the page it opens.
 * Delete asks first: a swipe is easier to make by mistake than a tap on the edit page's button.
 */
import { View } from '@tarojs/components'
import AtSwipeAction from 'taro-ui/lib/components/swipe-action'
import type { ReactNode } from 'react'
import { useT } from '../../locales/locale-atoms'
import { confirmDialog } from '../reply-dialog/dialog-queue'
import '../../theme/taro-ui/swipe-action.scss'
import './swipe-row.scss'

interface Props {
  className: string
  children: ReactNode
  onOpen(): void
  onDelete(): Promise<void> | void
}

export function SwipeRow({ className, children, onOpen, onDelete }: Props) {
  const t = useT()
  const options = [
    { text: t('common.edit'), className: 'swipe-row__edit' },
    { text: t('common.delete'), className: 'swipe-row__delete' }
  ]
  const choose = async (_item: unknown, index: number) => {
    if (index === 0) return onOpen()
    if (await confirmDialog(t('common.delete_confirm'), { confirmText: t('common.delete') })) await onDelete()
  }
  return (
    <AtSwipeAction className="swipe-row" autoClose options={options} onClick={(item: unknown, index: number) => void choose(item, index)}>
      <View className={`swipe-row__body ${className}`} onClick={onOpen}>
        {children}
      </View>
    </AtSwipeAction>
  )
}
