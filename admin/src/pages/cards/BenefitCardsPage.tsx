/**
 * Benefit cards (owner, operator): the merchant's
 * cards with their price, redemptions, validity, range and sales, made and changed in a drawer; each
 * card's sales list opens in another (the owner refunds an unused card there).
 */
import { useState } from 'react'
import { Button, Space, Tag } from 'antd'
import { useQuery } from '@tanstack/react-query'
import type { AdminBenefitCard } from '../../../../types/api/benefit-card'
import { benefitCards } from '../../api/card-calls'
import { useI18n } from '../../i18n/i18n'
import { moneyText } from '../../../../types/rules/money'
import { QueryState } from '../../components/QueryState'
import { ListTable, ListTitle } from '../../components/ListPage'
import { CardForm } from './CardForm'
import { CardSalesDrawer } from './CardSalesDrawer'
import { priceText } from './card-form-values'
import { useTimeText } from '../../time/use-merchant-time'

export default function BenefitCardsPage() {
  const when = useTimeText()
  const { t, locale } = useI18n()
  const [editing, setEditing] = useState<{ card: AdminBenefitCard | null } | null>(null)
  const [salesOf, setSalesOf] = useState<AdminBenefitCard | null>(null)
  const list = useQuery({ queryKey: ['benefit-cards'], queryFn: benefitCards })

  if (!list.isSuccess) return <QueryState query={list} />
  const newButton = (
    <Button type="primary" onClick={() => setEditing({ card: null })} data-testid="card-new">
      {t('cards.new')}
    </Button>
  )
  const validity = (c: AdminBenefitCard) =>
    c.validityType === 'ANNUAL'
      ? t('cards.validity.ANNUAL')
      : c.validityType === 'DAYS'
        ? t('cards.validDaysValue', { days: c.validDays ?? 0 })
        : t('cards.validUntilValue', { date: when(c.validUntil ?? 0, 'date') })
  return (
    <>
      <ListTitle title={t('cards.title')} rows={list.data} newButton={newButton} />
      <ListTable<AdminBenefitCard>
        rows={list.data}
        fetching={list.isFetching}
        rowKey="id"
        empty={t('cards.empty')}
        newButton={newButton}
        testId="cards-table"
        columns={[
          { title: t('cards.field.name'), dataIndex: 'cardName' },
          {
            title: t('cards.price'),
            key: 'price',
            render: (_, c) => <span data-testid="card-price-text">{priceText(c, t('cards.points'))}</span>
          },
          {
            title: t('cards.redeem'),
            key: 'redeem',
            render: (_, c) =>
              t('cards.redeemValue', {
                times: c.convertibleTimes,
                price: c.redeemPrice === 0 ? t('cards.free') : moneyText(c.redeemPrice, locale)
              })
          },
          { title: t('cards.field.validity'), key: 'validity', render: (_, c) => validity(c) },
          {
            title: t('cards.field.range'),
            key: 'range',
            render: (_, c) => t(`cards.range.${c.range.useCouponRule === 'ALL_SHOW' ? 'ALL_SHOW' : 'LIMIATION_SHOW_SESSION_SEATPLAN'}`)
          },
          {
            title: t('cards.counts'),
            key: 'counts',
            render: (_, c) => (
              <span data-testid="card-counts">
                {t('cards.countsValue', { stock: c.stock, remaining: c.remaining, sold: c.sold, active: c.active })}
              </span>
            )
          },
          {
            title: t('cards.state'),
            key: 'state',
            render: (_, c) => (c.enabled ? <Tag color="green">{t('cards.state.ON')}</Tag> : <Tag>{t('cards.state.OFF')}</Tag>)
          },
          {
            title: '',
            key: 'actions',
            render: (_, c) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing({ card: c })}>
                  {t('cards.edit')}
                </Button>
                <Button size="small" onClick={() => setSalesOf(c)} data-testid="card-sales-open">
                  {t('cards.sales')}
                </Button>
              </Space>
            )
          }
        ]}
      />
      <CardForm key={editing?.card?.id ?? 'new'} card={editing?.card ?? null} open={!!editing} onClose={() => setEditing(null)} />
      <CardSalesDrawer card={salesOf} onClose={() => setSalesOf(null)} />
    </>
  )
}
