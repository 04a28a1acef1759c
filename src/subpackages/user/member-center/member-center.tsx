/**
 * member-center (product.md "User area": rights and membership): the buyer's level, the growth bar to the
 * next level, the level's rights, and the way to my rights, the rights list, compare, the agreement,
 * points and growth; the paid membership term's end with its join or renew button (member-confirm). A
 * visitor sees the levels and a login prompt.
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { loggedInAtom } from '../../../session/session-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import { currentLevel, memberPlans } from '../../../services/member-api'
import { CARD_TEXT } from '../../../locales/sections/card/card-text'
import { LevelCard, RightRow } from '../member-parts/member-parts'
import AtButton from 'taro-ui/lib/components/button'
import { useShowTimeText } from '../../../utils/show-time'
import { paidAction, rightsEmptyDetail } from '../member-parts/paid-member-model'
import '../../../theme/taro-ui/button.scss'
import '../member-parts/paid-member.scss'

const ROUTE = 'member-center'

export default function MemberCenterPage() {
  const t = useSectionT(MEMBER_TEXT)
  const timeText = useShowTimeText()
  const ct = useSectionT(CARD_TEXT)
  const loggedIn = useAtomValue(loggedInAtom)
  const mine = useAsync(() => (loggedIn ? currentLevel() : Promise.resolve(undefined)), [loggedIn])
  // The plans on sale decide whether join/renew is offered at all; unknown (loading or failed) offers none.
  const plans = useAsync(() => memberPlans(), [])
  useDidShow(() => mine.status === 'ready' && mine.refresh())
  const links: Array<[string, string]> = [
    ['my-rights', t('my_rights')],
    ['rights-list', t('rights_list')],
    ['member-compare', t('compare')],
    ['points', t('points')],
    ['growth-value', t('growth')],
    ['member-aggrement', t('agreement')],
    // Benefit cards: my cards, whose page also lists the cards on sale.
    ['card-list', ct('to_list')]
  ]
  if (!loggedIn) {
    return (
      <PageShell route={ROUTE}>
        <StateView kind="empty" text={t('login_hint')} action={{ label: t('login'), onClick: () => void appRouter().openLogin() }} />
      </PageShell>
    )
  }
  if (mine.status === 'loading')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="loading" />
      </PageShell>
    )
  if (mine.status === 'error' || !mine.data)
    return (
      <PageShell route={ROUTE}>
        <StateView kind="error" onRetry={mine.reload} />
      </PageShell>
    )
  const reply = mine.data
  const action = paidAction(reply, plans.status === 'ready' ? plans.data.plans.length : 0)
  return (
    <PageShell route={ROUTE}>
      <View className="member-page">
        <LevelCard reply={reply} />
        {/* Paid membership (issue #18): the running term's end, and join or renew through member-confirm when
            the merchant sells a plan (issue #31 item 7). */}
        {(reply.paid || action) && (
          <View className="member-block paid-row" data-paid={reply.paid ? reply.paid.levelId : ''}>
            <Text className="paid-row__text">
              {reply.paid ? t('paid_until', { level: reply.paid.primeLevelName, date: timeText(reply.paid.endsAt) }) : t('paid_title')}
            </Text>
            {action && (
              <AtButton type="primary" size="small" className="paid-row__action" onClick={() => void appRouter().open('member-confirm')}>
                {t(action)}
              </AtButton>
            )}
          </View>
        )}
        <View className="member-block">
          <Text className="member-block__title">{t('my_rights')}</Text>
          {reply.level.primeRights.length ? (
            reply.level.primeRights.map((r) => <RightRow key={r.primeRightTypeName} right={r} />)
          ) : (
            <StateView
              kind="empty"
              text={t('rights_empty')}
              detail={t(rightsEmptyDetail(reply))}
              action={{ label: t('view_levels'), onClick: () => void appRouter().open('rights-list') }}
            />
          )}
        </View>
        <View className="member-block">
          <Text className="member-block__title">{`${t('points_balance')} ${reply.points}`}</Text>
          <View className="member-links">
            {links.map(([route, label]) => (
              <View key={route} className="member-links__item" data-route={route} onClick={() => void appRouter().open(route)}>
                <Text>{label}</Text>
              </View>
            ))}
          </View>
        </View>
      </View>
    </PageShell>
  )
}
