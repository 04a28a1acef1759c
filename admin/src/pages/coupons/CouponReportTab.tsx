/**
 * The coupons report (issue #18: "coupons issued/used/expired per template with discount given"): one row
 * per template, with the whole merchant's totals above. Discount is what paid orders saved; an order that
 * combined coupons of several templates counts in the total only (the order keeps one coupon total).
 */
import { Card, Col, Row, Statistic, Table, Tag, Typography } from 'antd'
import { useQuery } from '@tanstack/react-query'
import type { AdminCouponReportRow } from '../../../../types/api/coupon'
import { couponReport } from '../../api/coupon-calls'
import { useI18n } from '../../i18n/i18n'
import { moneyText } from '../../../../types/rules/money'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'

export function CouponReportTab() {
  const { t, locale } = useI18n()
  const report = useQuery({ queryKey: ['coupon-report'], queryFn: couponReport })
  if (report.isPending) return <PageLoading rows={4} />
  if (report.isError) return <PageError error={report.error} onRetry={() => void report.refetch()} />
  const r = report.data
  if (r.rows.length === 0) return <PageEmpty description={t('coupons.empty')} />
  const totals: Array<['issued' | 'used' | 'expired' | 'discount', number | string]> = [
    ['issued', r.totals.issued],
    ['used', r.totals.used],
    ['expired', r.totals.expired],
    ['discount', moneyText(r.totals.discountFen, locale)]
  ]
  return (
    <div data-testid="coupon-report">
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {totals.map(([k, v]) => (
          <Col key={k} xs={12} md={6}>
            <Card size="small">
              <Statistic title={t(`coupons.report.${k}`)} value={v} />
            </Card>
          </Col>
        ))}
      </Row>
      {r.mixedDiscountFen > 0 && (
        <Typography.Paragraph type="secondary">
          {t('coupons.report.mixed', { amount: moneyText(r.mixedDiscountFen, locale) })}
        </Typography.Paragraph>
      )}
      <Table<AdminCouponReportRow>
        rowKey="couponTemplateId"
        size="small"
        dataSource={r.rows}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          {
            title: t('coupons.field.title'),
            dataIndex: 'title',
            render: (v: string, row) => (
              <>
                {v} {row.state === 'STOPPED' && <Tag>{t('coupons.state.STOPPED')}</Tag>}
              </>
            )
          },
          { title: t('coupons.field.useWay'), dataIndex: 'useWay', render: (_, row) => t(`coupons.useWay.${row.useWay}`) },
          { title: t('coupons.field.quantity'), dataIndex: 'quantity', align: 'right' },
          { title: t('coupons.report.issued'), dataIndex: 'issued', align: 'right' },
          {
            title: t('coupons.report.used'),
            key: 'used',
            align: 'right',
            render: (_, row) =>
              row.usedOffline > 0 ? t('coupons.report.usedValue', { used: row.used, offline: row.usedOffline }) : row.used
          },
          { title: t('coupons.report.pending'), dataIndex: 'pending', align: 'right' },
          { title: t('coupons.report.expired'), dataIndex: 'expired', align: 'right' },
          { title: t('coupons.report.discount'), dataIndex: 'discountFen', align: 'right', render: (fen: number) => moneyText(fen, locale) }
        ]}
      />
    </div>
  )
}
