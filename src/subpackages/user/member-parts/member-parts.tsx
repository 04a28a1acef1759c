/** Pieces the membership pages share: a right's row, the level card with the growth bar, a ledger list. */
import { Image, Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useState } from 'react'
import { Icon } from '../../../components/icon/Icon'
import { StateView } from '../../../components/state-view/StateView'
import { assetUrl } from '../../../services/asset-url'
import { useSectionT } from '../../../locales/section-i18n'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import { useShowTimeText } from '../../../utils/show-time'
import { appRouter } from '../../../router/app-router'
import type { LedgerEntry, MemberLevelReply } from '../../../../types/api/member'
import type { PrimeRight } from '../../../../types/rules/member-rules'
import { appendPage, growthProgress } from './member-model'
import '../../../theme/taro-ui/button.scss'
import './member-parts.scss'

/** A right: the merchant's icon (or the star), its name, its badge; highlighted ones stand out. It opens the right's page. */
export function RightRow({ right }: { right: PrimeRight }) {
  return (
    <View
      className={`member-right${right.isHighlight ? ' member-right--highlight' : ''}`}
      data-right={right.primeRightTypeName}
      onClick={() => void appRouter().open('member-right', { name: right.primeRightTypeName })}
    >
      {right.icon ? (
        <Image className="member-right__icon" src={assetUrl(right.icon)} mode="aspectFit" />
      ) : (
        <Icon name="star" tone={right.isHighlight ? 'main' : 'muted'} />
      )}
      <Text className="member-right__name">{right.primeRightTypeName}</Text>
      {right.badgeDesc ? <Text className="member-right__badge">{right.badgeDesc}</Text> : null}
      <Icon name="chevron_right" tone="muted" />
    </View>
  )
}

/** The buyer's level, growth value and the bar to the next level. */
export function LevelCard({ reply }: { reply: MemberLevelReply }) {
  const t = useSectionT(MEMBER_TEXT)
  const progress = growthProgress(reply)
  return (
    <View className="member-card">
      <Text className="member-card__caption">{t('current')}</Text>
      <View className="member-card__line">
        <Text className="member-card__level">{reply.level.primeLevelName}</Text>
        {reply.level.discountLabel ? <Text className="member-card__discount">{reply.level.discountLabel}</Text> : null}
        {/* The level's discount on goods beside the one on tickets (itemDiscountPrivilegeVo), named apart. */}
        {reply.level.itemDiscountLabel ? (
          <Text className="member-card__discount member-card__discount--goods">
            {t('goods_discount', { label: reply.level.itemDiscountLabel })}
          </Text>
        ) : null}
      </View>
      <Text className="member-card__growth">{t('growth_value', { value: reply.growthValue })}</Text>
      <View className="member-card__bar" aria-valuenow={progress}>
        <View className="member-card__fill" style={{ width: `${progress}%` }} />
      </View>
      <Text className="member-card__next">
        {reply.nextLevel
          ? t('to_next', { need: reply.nextLevel.growthNeeded, level: reply.nextLevel.level.primeLevelName })
          : t('top_level')}
      </Text>
    </View>
  )
}

/** Paragraphs of rule or agreement text. */
export function Paragraphs({ lines }: { lines: string[] }) {
  return (
    <View className="member-text">
      {lines.map((line, i) => (
        <Text key={i} className="member-text__paragraph">
          {line}
        </Text>
      ))}
    </View>
  )
}

/**
 * A ledger (points or growth), newest first, 20 at a time with "load more". `reloadKey` starts it again
 * (pull to refresh).
 */
export function LedgerList({
  load,
  reloadKey
}: {
  load(offset: number, length: number): Promise<{ entries: LedgerEntry[]; total: number }>
  reloadKey: number
}) {
  const t = useSectionT(MEMBER_TEXT)
  const timeText = useShowTimeText()
  const [entries, setEntries] = useState<LedgerEntry[]>([])
  const [state, setState] = useState<'loading' | 'error' | 'more' | 'done' | 'paging'>('loading')
  const next = (shown: LedgerEntry[]) =>
    load(shown.length, 20).then(
      (page) => {
        const merged = appendPage(shown, page)
        setEntries(merged.entries)
        setState(merged.done ? 'done' : 'more')
      },
      () => setState(shown.length ? 'more' : 'error')
    )
  useEffect(() => {
    setEntries([])
    setState('loading')
    void next([])
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reloadKey])
  if (state === 'loading') return <StateView kind="loading" />
  if (state === 'error')
    return (
      <StateView
        kind="error"
        onRetry={() => {
          setState('loading')
          void next([])
        }}
      />
    )
  if (!entries.length)
    return (
      <StateView
        kind="empty"
        text={t('ledger_empty')}
        detail={t('ledger_empty_detail')}
        action={{ label: t('go_shows'), onClick: () => void appRouter().switchTab('list') }}
      />
    )
  return (
    <View className="member-ledger">
      {entries.map((e) => (
        <View key={e.id} className="member-ledger__row" data-kind={e.kind}>
          <View className="member-ledger__text">
            <Text className="member-ledger__kind">{t(`kind.${e.kind}`)}</Text>
            <Text className="member-ledger__time">{timeText(e.createdAt)}</Text>
            {e.expiresAt ? <Text className="member-ledger__time">{t('expires_on', { date: timeText(e.expiresAt) })}</Text> : null}
          </View>
          <Text className={`member-ledger__amount${e.amount < 0 ? ' member-ledger__amount--minus' : ''}`}>
            {e.amount > 0 ? `+${e.amount}` : String(e.amount)}
          </Text>
        </View>
      ))}
      {state === 'done' ? (
        <Text className="member-ledger__end">{t('no_more')}</Text>
      ) : (
        <AtButton
          size="small"
          className="member-ledger__more"
          disabled={state === 'paging'}
          onClick={() => {
            setState('paging')
            void next(entries)
          }}
        >
          {t('load_more')}
        </AtButton>
      )}
    </View>
  )
}
