/**
 * A bottom sheet of choices with a cancel, in the buyer's language (Taro's H5 action sheet writes its
 * cancel in Chinese whatever the language), on taro-ui's AtActionSheet. The current choice
 * is marked; tapping the mask cancels.
 */
import { Text } from '@tarojs/components'
import AtActionSheet from 'taro-ui/lib/components/action-sheet'
import AtActionSheetItem from 'taro-ui/lib/components/action-sheet/body/item'
import { Icon } from '../icon/Icon'
import { useT } from '../../locales/locale-atoms'
import { useOpenedAfterMount } from '../../hooks/use-opened-after-mount'
import '../../theme/taro-ui/action-sheet.scss'
import './choice-sheet.scss'

export interface Choice<V> {
  value: V
  label: string
}

export function ChoiceSheet<V>({
  title,
  choices,
  current,
  onChoose,
  onCancel
}: {
  title: string
  choices: Array<Choice<V>>
  current?: V
  onChoose(value: V): void
  onCancel(): void
}) {
  const t = useT()
  const opened = useOpenedAfterMount()
  return (
    <AtActionSheet
      className="choice-sheet"
      isOpened={opened}
      title={title}
      cancelText={t('common.cancel')}
      onCancel={onCancel}
      onClose={onCancel}
    >
      {choices.map((c) => (
        <AtActionSheetItem
          key={String(c.value)}
          className={`choice-sheet__option${c.value === current ? ' choice-sheet__option--on' : ''}`}
          onClick={() => onChoose(c.value)}
        >
          <Text>{c.label}</Text>
          {c.value === current && <Icon name="check" tone="main" className="choice-sheet__check" />}
        </AtActionSheetItem>
      ))}
    </AtActionSheet>
  )
}
