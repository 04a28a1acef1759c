/**
 * coupon-share (/coupon-share?shareCode=; issue #18, product.md "User area" → "Coupons"): a multi-user
 * coupon pack (MULTI_USER_RANDOM_CASH / MULTI_USER_FIXED_CASH) shared by its opener. The page shows the
 * pack (its whole value, how many of its parts are taken, each part: a random pack's open parts stay
 * hidden), lets a logged-in buyer take one part (the gateway takes it atomically, one per buyer), and gives
 * the opener the platform's share: the mini-programs' share button, or copying the link on H5.
 */
import { Button, Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import AtButton from 'taro-ui/lib/components/button'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { buildPageUrl, buildWebUrl } from '../../../../types/routes/route-url'
import { ROUTES } from '../../../../types/routes/route-table'
import { loggedInAtom } from '../../../session/session-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { COUPON_TEXT } from '../../../locales/sections/coupon/coupon-text'
import { couponPack, takePackPart } from '../../../services/coupon-api'
import { toast } from '../../../utils/toast'
import { copyText } from '../../../utils/copy-text'
import { priceInfo } from '../../../../types/rules/price-info'
import { fenText } from '../../../../types/rules/money'
import type { CouponPackView } from '../../../../types/api/coupon'
import '../../../theme/taro-ui/button.scss'
import './coupon-share.scss'

const SHARE_ROUTE = ROUTES.find((r) => r.name === 'coupon-share')

export default function CouponSharePage() {
  const t = useSectionT(COUPON_TEXT)
  const { shareCode = '' } = useRouteParams()
  const loggedIn = useAtomValue(loggedInAtom)
  const data = useAsync(
    () => (shareCode ? couponPack(shareCode, loggedIn) : Promise.reject(new Error('no shareCode'))),
    [shareCode, loggedIn]
  )
  const [busy, setBusy] = useState(false)

  useShareAppMessage(() => {
    const p = data.status === 'ready' ? data.data : undefined
    return {
      title: p ? t('share.share_title', { title: p.title }) : '',
      path: (SHARE_ROUTE && buildPageUrl(SHARE_ROUTE, { shareCode })) ?? '/pages/list/list'
    }
  })

  const take = async () => {
    if (!loggedIn) return void appRouter().openLogin()
    setBusy(true)
    try {
      await takePackPart(shareCode)
      toast(t('share.take_success'))
      data.refresh()
    } catch {
      // The request layer said why (gone, taken, ended); the page re-reads the pack.
      data.refresh()
    } finally {
      setBusy(false)
    }
  }
  const copyLink = () => {
    const web = SHARE_ROUTE && buildWebUrl(SHARE_ROUTE, { shareCode })
    void copyText(`${typeof window === 'undefined' ? '' : window.location.origin}${web ?? ''}`, {
      done: t('share.copied'),
      failed: t('share.copy_failed')
    })
  }
  const toMine = { label: t('to_mine'), onClick: () => void appRouter().open('coupons') }

  return (
    <PageShell route="coupon-share">
      {data.status === 'loading' && <StateView kind="loading" />}
      {data.status === 'error' &&
        (shareCode ? (
          <StateView kind="error" text={t('share.invalid')} onRetry={data.reload} action={toMine} />
        ) : (
          <StateView kind="empty" text={t('share.invalid')} action={toMine} />
        ))}
      {data.status === 'ready' && <Pack pack={data.data} busy={busy} onTake={() => void take()} onCopy={copyLink} />}
    </PageShell>
  )
}

function Pack({ pack, busy, onTake, onCopy }: { pack: CouponPackView; busy: boolean; onTake(): void; onCopy(): void }) {
  const t = useSectionT(COUPON_TEXT)
  const mine = pack.partList.find((p) => p.mine)
  const full = pack.taken >= pack.parts
  return (
    <View className="coupon-share" data-testid="coupon-share" data-share-code={pack.shareCode}>
      <View className="coupon-share__card">
        <Text className="coupon-share__title">{pack.title}</Text>
        <View className="coupon-share__total">
          <Price info={priceInfo(pack.totalFen)} large />
        </View>
        <Text className="coupon-share__line">{t('share.heading', { count: pack.parts, taken: pack.taken })}</Text>
        <Text className="coupon-share__line">{`${pack.useCouponRuleDesc} · ${pack.couponRestrictionLimitDesc}`}</Text>
        {pack.ruleComments ? <Text className="coupon-share__line">{pack.ruleComments}</Text> : null}
      </View>
      <View className="coupon-share__parts">
        {pack.partList.map((p) => (
          <View
            key={p.seq}
            className={`coupon-share__part${p.taken ? ' coupon-share__part--taken' : ''}${p.mine ? ' coupon-share__part--mine' : ''}`}
            data-seq={p.seq}
          >
            <Text className="coupon-share__part-amount">{p.amount === null ? t('share.part_hidden') : fenText(p.amount)}</Text>
            <Text className="coupon-share__part-state">
              {p.mine ? t('share.part_mine') : p.taken ? t('stamp.received') : t('share.part_open')}
            </Text>
          </View>
        ))}
      </View>
      <View className="coupon-share__actions">
        {mine && (
          <Text className="coupon-share__note">{t('share.taken_mine', { amount: mine.amount === null ? '' : fenText(mine.amount) })}</Text>
        )}
        {!mine && pack.ended && <Text className="coupon-share__note">{t('share.ended')}</Text>}
        {!mine && !pack.ended && full && <Text className="coupon-share__note">{t('share.gone')}</Text>}
        {!mine && !pack.ended && !full && (
          <AtButton type="primary" className="coupon-share__take" loading={busy} disabled={busy} onClick={onTake}>
            {t('share.take')}
          </AtButton>
        )}
        {pack.owner && !pack.ended && !full && (
          <>
            <Text className="coupon-share__note">{t('share.owner_hint')}</Text>
            {process.env.TARO_ENV === 'h5' ? (
              <AtButton type="secondary" className="coupon-share__share" onClick={onCopy}>
                {t('share.copy_link')}
              </AtButton>
            ) : (
              <Button openType="share" className="coupon-share__share at-button at-button--secondary">
                {t('share.share')}
              </Button>
            )}
          </>
        )}
        {mine && (
          <AtButton type="secondary" className="coupon-share__mine" onClick={() => void appRouter().open('coupons')}>
            {t('to_mine')}
          </AtButton>
        )}
      </View>
    </View>
  )
}
