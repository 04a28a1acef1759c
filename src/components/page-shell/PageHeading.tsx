/**
 * PC: the page's title as a heading at the top of the content column, under the top navigation (which
 * replaces the navigation bar there, so a laptop buyer sees one header, not two stacked bars). Tab pages
 * need none: the top navigation marks the tab. Back or home as on the navigation bar.
 */
import { View, Text } from '@tarojs/components'
import { Icon } from '../icon/Icon'
import { useT } from '../../locales/locale-atoms'

export interface PageHeadingProps {
  title: string
  leading: 'back' | 'home' | 'none'
  onBack(): void
  onHome(): void
}

export function PageHeading({ title, leading, onBack, onHome }: PageHeadingProps) {
  const t = useT()
  return (
    <View className="page__heading">
      {leading !== 'none' && (
        <View
          className="page__heading-leading"
          role="button"
          aria-label={t(leading === 'back' ? 'common.back' : 'common.home')}
          onClick={leading === 'back' ? onBack : onHome}
        >
          <Icon name={leading === 'back' ? 'back' : 'home'} className="page__heading-icon" />
        </View>
      )}
      <Text className="page__heading-title">{title}</Text>
    </View>
  )
}
