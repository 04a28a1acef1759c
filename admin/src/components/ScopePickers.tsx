/**
 * The scope of a coupon or a benefit card picked from the catalogue by name: shows, sessions and tiers,
 * venues, show types, goods and goods categories; only tags are typed (they have no list of their own).
 * The coupon form and the card form both use it.
 */
import { useState } from 'react'
import { Form, Select } from 'antd'
import { useQuery } from '@tanstack/react-query'
import type { CouponUseLimitVO } from '../../../types/api/coupon'
import { SHOW_TAG_TYPES } from '../../../types/api/catalogue-admin'
import { catalogueOptions, show, venues } from '../api/catalogue-calls'
import { useShowOptions } from './ShowSelect'
import { goodsCategories } from '../api/goods-calls'
import { GOODS_CATEGORIES_KEY } from '../pages/goods/GoodsCategories'
import { useGoodsOptions } from './GoodsSelect'
import { useI18n } from '../i18n/i18n'
import { useTextIn } from './TextsFields'
import { useSessionText } from '../time/use-merchant-time'

export function ScopePickers({ lists, open }: { lists: Array<keyof CouponUseLimitVO>; open: boolean }) {
  const sessionText = useSessionText()
  const { t } = useI18n()
  const textIn = useTextIn()
  const [sessionShow, setSessionShow] = useState<string>()
  const needShows = lists.includes('showIds') || lists.includes('showSessionIds')
  const showList = useShowOptions(open && needShows)
  const detail = useQuery({
    queryKey: ['catalogue-show', sessionShow],
    queryFn: () => show(sessionShow ?? ''),
    enabled: open && !!sessionShow
  })
  const venueList = useQuery({ queryKey: ['coupon-venues'], queryFn: venues, enabled: open && lists.includes('venueIds') })
  const options = useQuery({ queryKey: ['catalogue-options'], queryFn: catalogueOptions, enabled: open && lists.includes('showTypes') })
  const goodsPick = useGoodsOptions(open && lists.includes('itemIds'))
  const categoriesQ = useQuery({ queryKey: GOODS_CATEGORIES_KEY, queryFn: goodsCategories, enabled: open && lists.includes('categoryIds') })
  const showOptions = showList.options
  const sessionOptions = (detail.data?.sessions ?? []).map((s) => ({ value: s.id, label: sessionText(textIn(s.name), s.start) }))
  const tierOptions = (detail.data?.sessions ?? []).flatMap((s) =>
    s.tiers.map((x) => ({ value: x.id, label: `${textIn(s.name)} · ${textIn(x.name)}` }))
  )
  const multi = { mode: 'multiple' as const, showSearch: true, optionFilterProp: 'label', allowClear: true }
  // Tags are named by kind: the known kinds to pick, and any other a show's data carries, typed.
  const tagKinds = SHOW_TAG_TYPES.map((kind) => ({ value: kind, label: t(`coupons.scope.tagType.${kind}`) }))
  return (
    <>
      {lists.includes('showIds') && (
        <Form.Item name={['couponUseLimitVO', 'showIds']} label={t('coupons.scope.shows')}>
          <Select {...multi} loading={showList.loading} options={showOptions} data-testid="coupon-scope-shows" />
        </Form.Item>
      )}
      {lists.includes('showSessionIds') && (
        <>
          <Form.Item label={t('coupons.scope.pickShow')}>
            <Select showSearch optionFilterProp="label" options={showOptions} value={sessionShow} onChange={setSessionShow} />
          </Form.Item>
          <Form.Item name={['couponUseLimitVO', 'showSessionIds']} label={t('coupons.scope.sessions')}>
            <Select {...multi} loading={detail.isFetching} options={sessionOptions} />
          </Form.Item>
          <Form.Item name={['couponUseLimitVO', 'seatPlanIds']} label={t('coupons.scope.tiers')}>
            <Select {...multi} loading={detail.isFetching} options={tierOptions} />
          </Form.Item>
        </>
      )}
      {lists.includes('venueIds') && (
        <Form.Item name={['couponUseLimitVO', 'venueIds']} label={t('coupons.scope.venues')}>
          <Select
            {...multi}
            loading={venueList.isPending}
            options={(venueList.data ?? []).map((v) => ({ value: v.id, label: textIn(v.name) }))}
          />
        </Form.Item>
      )}
      {lists.includes('showTypes') && (
        <Form.Item name={['couponUseLimitVO', 'showTypes']} label={t('coupons.scope.types')}>
          <Select
            {...multi}
            loading={options.isPending}
            options={(options.data?.categories ?? []).map((c) => ({ value: c.id, label: textIn(c.name) }))}
          />
        </Form.Item>
      )}
      {lists.includes('tagIds') && (
        <Form.Item name={['couponUseLimitVO', 'tagIds']} label={t('coupons.scope.tags')} extra={t('coupons.scope.typedHint')}>
          <Select mode="tags" tokenSeparators={[',', ' ']} optionFilterProp="label" options={tagKinds} data-testid="coupon-scope-tags" />
        </Form.Item>
      )}
      {lists.includes('itemIds') && (
        <Form.Item name={['couponUseLimitVO', 'itemIds']} label={t('coupons.scope.items')}>
          <Select {...multi} loading={goodsPick.loading} options={goodsPick.options} data-testid="coupon-scope-goods" />
        </Form.Item>
      )}
      {lists.includes('categoryIds') && (
        <Form.Item name={['couponUseLimitVO', 'categoryIds']} label={t('coupons.scope.categories')}>
          <Select
            {...multi}
            loading={categoriesQ.isPending}
            options={(categoriesQ.data ?? []).map((c) => ({ value: c.id, label: textIn(c.name) }))}
            data-testid="coupon-scope-categories"
          />
        </Form.Item>
      )}
    </>
  )
}
