/**
 * A bottom sheet of choices with a cancel, in the buyer's language (Taro's H5 action sheet writes its
 * cancel in Chinese whatever the language). The current choice is marked; tapping the mask cancels.
 */
import { Text, View } from '@tarojs/components'
import { Icon } from '../icon/Icon'
import { useT } from '../../locales/locale-atoms'
import './choice-sheet.scss'

export interface Choice<V> {
  value: V
  label: string
}

export function ChoiceSheet<V>({ title, choices, current, onChoose, onCancel }: { title: string; choices: Array<Choice<V>>; current?: V; onChoose(value: V): void; onCancel(): void }) {
  const t = useT()
  return (
    <View className='choice-sheet' role='dialog' aria-label={title}>
      <View className='choice-sheet__mask' onClick={onCancel} />
      <View className='choice-sheet__panel'>
        <Text className='choice-sheet__title'>{title}</Text>
        {choices.map((c) => (
          <View key={String(c.value)} className={`choice-sheet__option${c.value === current ? ' choice-sheet__option--on' : ''}`} role='option' aria-selected={c.value === current} onClick={() => onChoose(c.value)}>
            <Text>{c.label}</Text>
            {c.value === current && <Icon name='check' tone='main' className='choice-sheet__check' />}
          </View>
        ))}
        <View className='choice-sheet__cancel' role='button' onClick={onCancel}>
          <Text>{t('common.cancel')}</Text>
        </View>
      </View>
    </View>
  )
}
