/**
 * A human number (order or ticket number) with its label and a copy action (issue #14 item 15: "Give
 * orders and tickets human numbers (copyable) and keep ids internal"). Never given an id.
 */
import { Text, View } from '@tarojs/components'
import { Icon } from '../icon/Icon'
import { useT } from '../../locales/locale-atoms'
import { copyText } from '../../utils/copy-text'
import './copy-number.scss'

export function CopyNumber({ label, number, className }: { label: string; number: string; className?: string }) {
  const t = useT()
  const copy = () => void copyText(number, { done: t('common.copy_success'), failed: t('common.copy_failed') })
  return (
    <View className={`copy-number${className ? ` ${className}` : ''}`}>
      <Text className="copy-number__label">{label}</Text>
      <Text className="copy-number__value" userSelect>
        {number}
      </Text>
      <View className="copy-number__action" role="button" aria-label={t('common.copy')} onClick={copy}>
        <Icon name="copy" tone="muted" className="copy-number__icon" />
        <Text className="copy-number__text">{t('common.copy')}</Text>
      </View>
    </View>
  )
}
