/**
 * member-right (product.md "User area": "rights-list, member-center, member-right"): one membership right,
 * opened from a right's row (member-parts RightRow, ?name=): its icon, name and badge, the levels that carry
 * it, and for a logged-in buyer whether the held level has it (prime_privilege) or the growth still needed
 * (buyer/v3/profile), so the page reads the same held level as the member center.
 */
import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import AtButton from 'taro-ui/lib/components/button'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { useRouteParams } from '../../../router/use-route-params'
import { loggedInAtom } from '../../../session/session-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import { assetUrl } from '../../../services/asset-url'
import { memberLevels } from '../../../services/member-api'
import { buyerProfile, primePrivilege } from '../../../services/member-right-api'
import { rightDetail } from '../member-parts/member-model'
import '../../../theme/taro-ui/button.scss'
import '../member-parts/member-parts.scss'
import './member-right.scss'

const ROUTE = 'member-right'

async function load(name: string, loggedIn: boolean) {
  const [levels, privilege, profile] = await Promise.all([
    memberLevels(),
    loggedIn ? primePrivilege() : Promise.resolve(undefined),
    loggedIn ? buyerProfile() : Promise.resolve(undefined)
  ])
  const mine = privilege && profile ? { primeRights: privilege.primeRights, growthValue: profile.growthValue } : undefined
  return { detail: rightDetail(name, levels.levels, mine), profile }
}

function RightSkeleton() {
  return (
    <View className="right-page__skeleton" aria-busy="true">
      <View className="right-page__skeleton-head" />
      <View className="right-page__skeleton-line" />
      <View className="right-page__skeleton-line" />
    </View>
  )
}

export default function MemberRightPage() {
  const t = useSectionT(MEMBER_TEXT)
  const { name = '' } = useRouteParams()
  const loggedIn = useAtomValue(loggedInAtom)
  const state = useAsync(() => load(name, loggedIn), [name, loggedIn])
  const allRights = { label: t('view_all_rights'), onClick: () => void appRouter().open('rights-list') }
  if (state.status === 'loading')
    return (
      <PageShell route={ROUTE}>
        <RightSkeleton />
      </PageShell>
    )
  if (state.status === 'error')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="error" onRetry={state.reload} />
      </PageShell>
    )
  const { detail, profile } = state.data
  if (!detail)
    return (
      <PageShell route={ROUTE}>
        <StateView kind="empty" icon="not_found" text={t('right_not_found')} detail={t('right_not_found_detail')} action={allRights} />
      </PageShell>
    )
  const { right } = detail
  return (
    <PageShell route={ROUTE}>
      <View
        className="member-page right-page"
        data-testid="member-right"
        data-held={detail.held === undefined ? 'unknown' : String(detail.held)}
      >
        <View className="member-block right-page__head">
          {right.icon ? (
            <Image className="right-page__icon" src={assetUrl(right.icon)} mode="aspectFit" />
          ) : (
            <Icon name="star" tone="main" className="right-page__icon" />
          )}
          <Text className="right-page__name">{right.primeRightTypeName}</Text>
          {right.badgeDesc ? <Text className="member-right__badge">{right.badgeDesc}</Text> : null}
        </View>
        <View className="member-block right-page__mine">
          {profile?.nickName ? <Text className="member-muted">{t('right_hello', { name: profile.nickName })}</Text> : null}
          {detail.held === undefined ? (
            <>
              <Text className="right-page__status">{t('right_login')}</Text>
              <AtButton type="primary" size="small" className="right-page__action" onClick={() => void appRouter().openLogin()}>
                {t('login')}
              </AtButton>
            </>
          ) : (
            <Text className={`right-page__status${detail.held ? ' right-page__status--held' : ''}`}>
              {detail.held
                ? t('right_held')
                : detail.reach
                  ? t('right_reach', { need: detail.reach.growthNeeded, level: detail.reach.primeLevelName })
                  : t('right_not_held')}
            </Text>
          )}
        </View>
        <View className="member-block">
          <Text className="member-block__title">{t('right_levels')}</Text>
          {detail.levels.map((level) => (
            <View key={level.levelId} className="right-page__level" data-level={level.levelId}>
              <Icon name="star" tone="muted" />
              <Text className="right-page__level-name">
                {t('right_threshold', { level: level.primeLevelName, value: level.threshold })}
              </Text>
            </View>
          ))}
        </View>
        <AtButton size="small" className="right-page__all" onClick={allRights.onClick}>
          {allRights.label}
        </AtButton>
      </View>
    </PageShell>
  )
}
