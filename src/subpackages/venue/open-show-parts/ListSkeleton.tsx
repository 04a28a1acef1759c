/** The open-show lists while they load: grey blocks in the cards' shape. */
import { View } from '@tarojs/components'

export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <View className="os-skeleton" aria-busy="true" data-testid="open-show-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className="os-skeleton__card">
          <View className="os-skeleton__poster" />
          <View className="os-skeleton__lines">
            <View className="os-skeleton__line os-skeleton__line--title" />
            <View className="os-skeleton__line" />
            <View className="os-skeleton__line os-skeleton__line--short" />
          </View>
        </View>
      ))}
    </View>
  )
}
