/** member-compare (product.md "User area"): levels side by side, one row per right, plus threshold and discount. */
import { Text, View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import { memberLevels } from '../../../services/member-api'
import { compareRows } from '../member-parts/member-model'
import '../member-parts/member-parts.scss'

const ROUTE = 'member-compare'

export default function MemberComparePage() {
  const t = useSectionT(MEMBER_TEXT)
  const levels = useAsync(() => memberLevels(), [])
  if (levels.status === 'loading')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="loading" />
      </PageShell>
    )
  if (levels.status === 'error')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="error" onRetry={levels.reload} />
      </PageShell>
    )
  const all = levels.data.levels
  if (all.length < 2)
    return (
      <PageShell route={ROUTE}>
        <StateView
          kind="empty"
          text={t('levels_empty')}
          action={{ label: t('back_mine'), onClick: () => void appRouter().switchTab('mine') }}
        />
      </PageShell>
    )
  return (
    <PageShell route={ROUTE}>
      <View className="member-page">
        <View className="member-block member-compare">
          <View className="member-compare__row">
            <Text className="member-compare__cell member-compare__cell--name member-compare__cell--head">{t('right')}</Text>
            {all.map((l) => (
              <Text key={l.levelId} className="member-compare__cell member-compare__cell--head">
                {l.primeLevelName}
              </Text>
            ))}
          </View>
          <View className="member-compare__row">
            <Text className="member-compare__cell member-compare__cell--name">{t('growth')}</Text>
            {all.map((l) => (
              <Text key={l.levelId} className="member-compare__cell">
                {String(l.threshold)}
              </Text>
            ))}
          </View>
          <View className="member-compare__row">
            <Text className="member-compare__cell member-compare__cell--name">{t('discount')}</Text>
            {all.map((l) => (
              <Text key={l.levelId} className="member-compare__cell">
                {l.discountLabel ?? t('no_discount')}
              </Text>
            ))}
          </View>
          {compareRows(all).map((row) => (
            <View key={row.name} className="member-compare__row" data-right={row.name}>
              <Text className="member-compare__cell member-compare__cell--name">{row.name}</Text>
              {row.has.map((has, i) => (
                <View key={all[i].levelId} className="member-compare__cell">
                  <Icon name={has ? 'check' : 'minus'} tone={has ? 'main' : 'muted'} />
                </View>
              ))}
            </View>
          ))}
        </View>
      </View>
    </PageShell>
  )
}
