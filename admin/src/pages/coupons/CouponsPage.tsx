/**
 * Coupons (owner, operator): the merchant's coupon templates with what each has issued and
 * what was used, made and changed in a drawer, stopped, and given out as exchange codes in batches; the
 * verify box for offline coupons; and the report tab (issued, used, expired and the discount given).
 */
import { useState } from 'react'
import { Button, Popconfirm, Space, Tabs, Tag } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminCouponTemplate } from '../../../../types/api/coupon'
import { couponTemplates, stopCouponTemplate } from '../../api/coupon-calls'
import { useI18n } from '../../i18n/i18n'
import { QueryState } from '../../components/QueryState'
import { ListTable, ListTitle } from '../../components/ListPage'
import { CouponForm } from './CouponForm'
import { CodeBatchesDrawer } from './CodeBatchesDrawer'
import { valueText } from './coupon-form-values'
import { CouponVerifyCard } from '../../components/CouponVerifyCard'
import { CouponReportTab } from './CouponReportTab'
import { PrivilegesTab } from './PrivilegesTab'
import { useTimeText } from '../../time/use-merchant-time'

export default function CouponsPage() {
  const when = useTimeText()
  const { t, locale } = useI18n()
  const client = useQueryClient()
  const [editing, setEditing] = useState<{ template: AdminCouponTemplate | null } | null>(null)
  const [codesOf, setCodesOf] = useState<AdminCouponTemplate | null>(null)
  const [tab, setTab] = useState<'templates' | 'report' | 'privileges'>('templates')
  const list = useQuery({ queryKey: ['coupons'], queryFn: couponTemplates })
  const stopping = useMutation({ mutationFn: stopCouponTemplate, onSuccess: () => client.invalidateQueries({ queryKey: ['coupons'] }) })

  if (!list.isSuccess) return <QueryState query={list} />
  const newButton = (
    <Button type="primary" onClick={() => setEditing({ template: null })} data-testid="coupon-new">
      {t('coupons.new')}
    </Button>
  )
  return (
    <>
      <ListTitle title={t('coupons.title')} rows={list.data} newButton={newButton} />
      <div style={{ marginBottom: 16, maxWidth: 720 }}>
        <CouponVerifyCard />
      </div>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k === 'report' ? 'report' : k === 'privileges' ? 'privileges' : 'templates')}
        items={[
          { key: 'templates', label: t('coupons.tab.templates') },
          { key: 'report', label: <span data-testid="coupon-report-tab">{t('coupons.tab.report')}</span> },
          // Privilege purchase codes: the same area and roles as the coupons.
          { key: 'privileges', label: <span data-testid="privileges-tab">{t('privileges.tab')}</span> }
        ]}
      />
      {tab === 'privileges' ? (
        <PrivilegesTab />
      ) : tab === 'report' ? (
        <CouponReportTab />
      ) : (
        <ListTable<AdminCouponTemplate>
          rows={list.data}
          fetching={list.isFetching}
          rowKey="id"
          empty={t('coupons.empty')}
          newButton={newButton}
          testId="coupons-table"
          columns={[
            { title: t('coupons.field.title'), dataIndex: 'title' },
            {
              title: t('coupons.field.type'),
              key: 'type',
              render: (_, c) => `${t(`coupons.type.${c.couponType}`)} · ${valueText(c, locale !== 'en-US', t('coupons.type.EXCHANGE'))}`
            },
            {
              title: t('coupons.counts'),
              key: 'counts',
              render: (_, c) => (
                <span data-testid="coupon-counts">
                  {t('coupons.countsValue', {
                    quantity: c.quantity,
                    remaining: c.remaining,
                    issued: c.issued,
                    used: c.used,
                    reserved: c.reserved
                  })}
                </span>
              )
            },
            { title: t('coupons.field.rule'), dataIndex: 'useCouponRule', render: (_, c) => t(`coupons.rule.${c.useCouponRule}`) },
            {
              title: t('coupons.state'),
              dataIndex: 'state',
              render: (_, c) =>
                c.state === 'ACTIVE' ? <Tag color="green">{t('coupons.state.ACTIVE')}</Tag> : <Tag>{t('coupons.state.STOPPED')}</Tag>
            },
            { title: t('coupons.created'), dataIndex: 'createdAt', render: (ms: number) => when(ms) },
            {
              title: '',
              key: 'actions',
              render: (_, c) => (
                <Space wrap>
                  <Button size="small" onClick={() => setEditing({ template: c })}>
                    {t('coupons.edit')}
                  </Button>
                  <Button size="small" onClick={() => setCodesOf(c)} data-testid="coupon-codes">
                    {t('coupons.codes')}
                  </Button>
                  {c.state === 'ACTIVE' && (
                    <Popconfirm
                      title={t('coupons.stopConfirm')}
                      okText={t('common.confirm')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => stopping.mutate(c.id)}
                    >
                      <Button danger size="small" loading={stopping.isPending && stopping.variables === c.id}>
                        {t('coupons.stop')}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              )
            }
          ]}
        />
      )}
      <CouponForm
        key={editing?.template?.id ?? 'new'}
        template={editing?.template ?? null}
        open={!!editing}
        onClose={() => setEditing(null)}
      />
      <CodeBatchesDrawer template={codesOf} onClose={() => setCodesOf(null)} />
    </>
  )
}
