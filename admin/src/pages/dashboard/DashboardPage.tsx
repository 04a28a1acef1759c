/** The dashboard (owner, finance): today and a chosen period (the merchant's days), per day and per show, with charts. */
import { lazy, Suspense, useMemo, useState } from 'react'
import { Button, Card, Col, DatePicker, Progress, Row, Skeleton, Space, Statistic, Table, Typography } from 'antd'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Dayjs } from 'dayjs'
import type { EChartsCoreOption } from 'echarts/core'
import type { DashboardReply, DashboardShowRow, GoodsSalesFigures, SalesFigures } from '../../../../types/api/sales-admin'
import { dashboard } from '../../api/admin-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n, type Translate } from '../../i18n/i18n'
import type { ConsoleLocale } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { moneyText } from '../../../../types/rules/money'
import { zoneToday } from '../../time/merchant-zone'
import { useMerchantZone } from '../../time/use-merchant-time'
import { BuyerActivityCard } from './BuyerActivityCard'

function Figures({ title, figures, locale, t }: { title: string; figures: SalesFigures; locale: ConsoleLocale; t: Translate }) {
  return (
    <Card title={title} size="small">
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title={t('dashboard.paidOrders')} value={figures.paidOrders} />
        </Col>
        <Col span={8}>
          <Statistic title={t('dashboard.netAmount')} value={moneyText(figures.amountFen, locale)} data-testid="dashboard-net" />
          {figures.refundedFen > 0 && (
            <Typography.Text type="secondary">
              {t('dashboard.grossLessRefunded', {
                gross: moneyText(figures.grossFen, locale),
                refunded: moneyText(figures.refundedFen, locale)
              })}
            </Typography.Text>
          )}
        </Col>
        <Col span={8}>
          <Statistic title={t('dashboard.tickets')} value={figures.tickets} />
        </Col>
      </Row>
    </Card>
  )
}

/** The shop's goods, apart from the tickets: orders paid, units, net money. */
function GoodsFigures({ title, figures, locale, t }: { title: string; figures: GoodsSalesFigures; locale: ConsoleLocale; t: Translate }) {
  return (
    <Card title={title} size="small" data-testid="dashboard-goods">
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title={t('dashboard.goodsOrders')} value={figures.paidOrders} />
        </Col>
        <Col span={8}>
          <Statistic title={t('dashboard.netAmount')} value={moneyText(figures.amountFen, locale)} />
        </Col>
        <Col span={8}>
          <Statistic title={t('dashboard.goodsUnits')} value={figures.units} />
        </Col>
      </Row>
    </Card>
  )
}

// echarts is the console's largest library: the figures show first, the charts when it has loaded.
const SalesChart = lazy(() => import('./SalesChart'))

function Chart(props: { option: EChartsCoreOption }) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
      <SalesChart option={props.option} />
    </Suspense>
  )
}

/** The chart shows the period's best sellers; the table below pages through them all. */
const CHART_SHOWS = 10

const percent = (r: number) => Math.round(r * 1000) / 10

export default function DashboardPage() {
  const { t, locale } = useI18n()
  // The merchant's days: the figures are counted by them, and "today" is the merchant's.
  const zone = useMerchantZone()
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [zoneToday(zone).subtract(6, 'day'), zoneToday(zone)])
  const from = range[0].format('YYYY-MM-DD')
  const to = range[1].format('YYYY-MM-DD')
  const figures = useQuery({ queryKey: ['dashboard', from, to], queryFn: () => dashboard({ from, to }), placeholderData: keepPreviousData })
  const data: DashboardReply | undefined = figures.data
  const perDay = useMemo(
    () =>
      data && {
        tooltip: { trigger: 'axis' },
        legend: { top: 0, data: [t('dashboard.netAmount'), t('dashboard.tickets')] },
        grid: { top: 40, left: 56, right: 48, bottom: 32 },
        xAxis: { type: 'category', data: data.days.map((d) => d.date.slice(5)) },
        yAxis: [{ type: 'value' }, { type: 'value', minInterval: 1 }],
        series: [
          { name: t('dashboard.netAmount'), type: 'bar', data: data.days.map((d) => d.amountFen / 100) },
          { name: t('dashboard.tickets'), type: 'line', yAxisIndex: 1, data: data.days.map((d) => d.tickets) }
        ]
      },
    [data, t]
  )
  const perShow = useMemo(
    () =>
      data && {
        tooltip: { trigger: 'axis' },
        legend: { top: 0, data: [t('dashboard.inPeriod'), t('dashboard.tickets')] },
        grid: { top: 40, left: 56, right: 56, bottom: 72 },
        xAxis: { type: 'category', data: data.shows.slice(0, CHART_SHOWS).map((s) => s.showName), axisLabel: { interval: 0, rotate: 20 } },
        // The period's tickets on the left axis, all-time sold on the right: their sizes differ by far.
        yAxis: [
          { type: 'value', minInterval: 1 },
          { type: 'value', minInterval: 1 }
        ],
        series: [
          { name: t('dashboard.inPeriod'), type: 'bar', data: data.shows.slice(0, CHART_SHOWS).map((s) => s.ticketsInPeriod) },
          { name: t('dashboard.tickets'), type: 'bar', yAxisIndex: 1, data: data.shows.slice(0, CHART_SHOWS).map((s) => s.sold) }
        ]
      },
    [data, t]
  )

  if (figures.isPending) return <PageLoading />
  if (figures.isError || !data) {
    if (figures.error instanceof AdminError && figures.error.forbidden) return <ForbiddenPage />
    return <PageError error={figures.error} onRetry={() => void figures.refetch()} />
  }
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap align="center" style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('dashboard.title')}
        </Typography.Title>
        <Space>
          <Typography.Text type="secondary">{t('dashboard.zone', { zone: data.timeZone })}</Typography.Text>
          <DatePicker.RangePicker
            aria-label={t('dashboard.period')}
            value={range}
            allowClear={false}
            onChange={(v) => v && v[0] && v[1] && setRange([v[0], v[1]])}
            disabledDate={(d) => d.isAfter(zoneToday(zone), 'day')}
          />
        </Space>
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Figures title={t('dashboard.today')} figures={data.today} locale={locale} t={t} />
        </Col>
        <Col xs={24} lg={12}>
          <Figures
            title={`${t('dashboard.inPeriod')} ${data.period.from} – ${data.period.to}`}
            figures={data.period}
            locale={locale}
            t={t}
          />
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <GoodsFigures title={`${t('dashboard.goods')} · ${t('dashboard.today')}`} figures={data.goods.today} locale={locale} t={t} />
        </Col>
        <Col xs={24} lg={12}>
          <GoodsFigures
            title={`${t('dashboard.goods')} · ${data.period.from} – ${data.period.to}`}
            figures={data.goods.period}
            locale={locale}
            t={t}
          />
        </Col>
      </Row>
      {data.period.paidOrders === 0 && data.shows.length === 0 ? (
        <PageEmpty
          description={t('dashboard.empty')}
          action={<Button onClick={() => setRange([zoneToday(zone).subtract(29, 'day'), zoneToday(zone)])}>{t('dashboard.last30')}</Button>}
        />
      ) : (
        <>
          <Card title={t('dashboard.perDay')} size="small">
            {perDay && <Chart option={perDay} />}
          </Card>
          <Card title={t('dashboard.perShow')} size="small">
            {perShow && <Chart option={perShow} />}
            <Table<DashboardShowRow>
              rowKey="showId"
              size="small"
              pagination={{ pageSize: 10, showSizeChanger: false }}
              dataSource={data.shows}
              scroll={{ x: true }}
              expandable={{
                expandedRowRender: (s) => (
                  <Table
                    rowKey="tierId"
                    size="small"
                    pagination={false}
                    dataSource={s.tiers}
                    columns={[
                      { title: t('dashboard.tier'), key: 'tier', render: (_: unknown, r) => `${r.sessionName} · ${r.tierName}` },
                      { title: t('dashboard.tickets'), dataIndex: 'sold', align: 'right' },
                      { title: t('dashboard.capacity'), dataIndex: 'capacity', align: 'right' }
                    ]}
                  />
                )
              }}
              columns={[
                { title: t('dashboard.show'), dataIndex: 'showName' },
                { title: t('dashboard.inPeriod'), dataIndex: 'ticketsInPeriod', align: 'right' },
                { title: t('dashboard.tickets'), dataIndex: 'sold', align: 'right' },
                { title: t('dashboard.capacity'), dataIndex: 'capacity', align: 'right' },
                {
                  title: t('dashboard.sellThrough'),
                  dataIndex: 'sellThrough',
                  render: (r: number) => <Progress percent={percent(r)} size="small" />
                },
                {
                  title: t('dashboard.checkIn'),
                  dataIndex: 'checkInRate',
                  render: (r: number) => <Progress percent={percent(r)} size="small" status="normal" />
                }
              ]}
            />
          </Card>
        </>
      )}
      {/* From the period's first day to today: the counts are kept per day and read up to now. */}
      <BuyerActivityCard days={zoneToday(zone).diff(range[0], 'day') + 1} />
    </Space>
  )
}
