/**
 * Paid membership in the console (issue #18 "paid membership (member-confirm → pay through the same
 * cashier → member-pay-success)"): the plans offered on a level (price, term in days or months, on sale,
 * description; owner and operator), and the member orders with the owner's refund (the term ends at
 * once and the whole price goes back on its payment).
 */
import { useState } from 'react'
import { App, Button, Form, InputNumber, Modal, Popconfirm, Select, Space, Switch, Table, Tag, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminMembership } from '../../../../types/api/member'
import type { AdminMemberOrder, AdminMemberPlan } from '../../../../types/api/paid-member'
import type { DurationUnit } from '../../../../types/rules/paid-member-rules'
import { memberOrders, memberPlans, refundMemberOrder, retryMemberRefund, saveMemberPlan } from '../../api/member-calls'
import { useI18n } from '../../i18n/i18n'
import { useTimeText } from '../../time/use-merchant-time'
import { PageError, PageLoading } from '../../components/PageState'
import { useMe } from '../../session/use-me'
import { fenToYuan, moneyText, yuanToFen } from '../../../../types/rules/money'
import type { Translations } from '../../../../types/api/translations'
import { TranslatedTextFields } from '../../components/TranslatedTextFields'

interface PlanValues {
  levelId: string
  priceYuan: number
  durationUnit: DurationUnit
  durationCount: number
  onSale: boolean
  description: string
  descriptionTexts: Translations
}

function PlanForm({ levels, plan, onDone }: { levels: AdminMembership['levels']; plan?: AdminMemberPlan; onDone(): void }) {
  const { t } = useI18n()
  const { message } = App.useApp()
  const client = useQueryClient()
  const [form] = Form.useForm<PlanValues>()
  const save = useMutation({
    mutationFn: (v: PlanValues) =>
      saveMemberPlan(plan?.planId, {
        levelId: v.levelId,
        priceFen: yuanToFen(v.priceYuan),
        durationUnit: v.durationUnit,
        durationCount: v.durationCount,
        onSale: v.onSale,
        description: v.description ?? '',
        descriptionTexts: v.descriptionTexts ?? {}
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['member-plans'] })
      void message.success(t('common.saved'))
      onDone()
    }
  })
  const initial: Partial<PlanValues> = plan
    ? {
        levelId: plan.levelId,
        priceYuan: fenToYuan(plan.priceFen),
        durationUnit: plan.durationUnit,
        durationCount: plan.durationCount,
        onSale: plan.onSale,
        description: plan.description,
        descriptionTexts: plan.descriptionTexts ?? {}
      }
    : { durationUnit: 'MONTH', durationCount: 1, onSale: true, description: '', descriptionTexts: {} }
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => save.mutate(v)} data-testid="member-plan-form">
      <Form.Item name="levelId" label={t('membership.plan.level')} rules={[{ required: true }]}>
        <Select options={levels.map((l) => ({ value: l.levelId, label: l.primeLevelName }))} data-testid="member-plan-level" />
      </Form.Item>
      <Form.Item name="priceYuan" label={t('membership.plan.price')} rules={[{ required: true }]}>
        <InputNumber min={0.01} max={1_000_000} precision={2} style={{ width: 200 }} />
      </Form.Item>
      <Space wrap>
        <Form.Item name="durationCount" label={t('membership.plan.duration')} rules={[{ required: true }]}>
          <InputNumber min={1} max={3650} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="durationUnit" label=" " rules={[{ required: true }]}>
          <Select
            style={{ width: 120 }}
            options={[
              { value: 'DAY', label: t('membership.plan.days') },
              { value: 'MONTH', label: t('membership.plan.months') }
            ]}
          />
        </Form.Item>
      </Space>
      <Form.Item name="onSale" label={t('membership.plan.onSale')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <TranslatedTextFields
        name="description"
        textsName="descriptionTexts"
        label={t('membership.plan.description')}
        max={500}
        multiline
        required={false}
        testId="member-plan-description"
      />
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </Space>
    </Form>
  )
}

function Orders({ levels }: { levels: AdminMembership['levels'] }) {
  const { t, locale } = useI18n()
  const when = useTimeText()
  const { message } = App.useApp()
  const client = useQueryClient()
  const me = useMe()
  const orders = useQuery({ queryKey: ['member-orders'], queryFn: memberOrders })
  const refund = useMutation({
    mutationFn: refundMemberOrder,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['member-orders'] })
      void message.success(t('membership.order.refunded'))
    }
  })
  const retry = useMutation({
    mutationFn: retryMemberRefund,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['member-orders'] })
      void message.success(t('membership.order.refunded'))
    }
  })
  if (orders.isPending) return <PageLoading rows={3} />
  if (orders.isError) return <PageError error={orders.error} onRetry={() => void orders.refetch()} />
  const owner = me.data?.role === 'owner'
  return (
    <Table<AdminMemberOrder>
      rowKey="orderId"
      size="small"
      scroll={{ x: true }}
      dataSource={orders.data}
      locale={{ emptyText: t('membership.order.empty') }}
      columns={[
        { title: t('membership.order.buyer'), dataIndex: 'buyer', render: (buyer: string) => buyer || '-' },
        {
          title: t('membership.plan.level'),
          dataIndex: 'levelId',
          render: (id: string) => levels.find((l) => l.levelId === id)?.primeLevelName ?? t('membership.plan.levelGone')
        },
        { title: t('membership.order.placed'), dataIndex: 'createdAt', render: (at: number) => when(at, 'dateMinute') },
        { title: t('membership.order.price'), dataIndex: 'priceFen', align: 'right', render: (fen: number) => moneyText(fen, locale) },
        {
          title: t('membership.order.state'),
          dataIndex: 'state',
          render: (s: AdminMemberOrder['state'], o) => (
            <Tag>
              {t(`membership.order.state.${s}`)}
              {o.refundState ? ` · ${t(`membership.order.refund.${o.refundState}`)}` : ''}
            </Tag>
          )
        },
        {
          title: t('membership.order.term'),
          render: (_: unknown, o) => (o.startsAt ? `${when(o.startsAt, 'dateMinute')} – ${when(o.endsAt, 'dateMinute')}` : '')
        },
        {
          title: '',
          render: (_: unknown, o) =>
            owner && o.state === 'PAID' ? (
              <Popconfirm title={t('membership.order.refundConfirm')} onConfirm={() => refund.mutate(o.orderId)}>
                <Button size="small" danger loading={refund.isPending && refund.variables === o.orderId}>
                  {t('membership.order.refund')}
                </Button>
              </Popconfirm>
            ) : owner && o.refundState === 'FAILED' ? (
              <Button size="small" loading={retry.isPending && retry.variables === o.orderId} onClick={() => retry.mutate(o.orderId)}>
                {t('membership.order.retryRefund')}
              </Button>
            ) : null
        }
      ]}
    />
  )
}

export function PaidPlans({ data }: { data: AdminMembership }) {
  const { t, locale } = useI18n()
  const plans = useQuery({ queryKey: ['member-plans'], queryFn: memberPlans })
  const [editing, setEditing] = useState<AdminMemberPlan | 'new'>()
  if (plans.isPending) return <PageLoading rows={3} />
  if (plans.isError) return <PageError error={plans.error} onRetry={() => void plans.refetch()} />
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="member-plans">
      <Typography.Paragraph type="secondary">{t('membership.plan.hint')}</Typography.Paragraph>
      <Button type="primary" disabled={!data.levels.length} onClick={() => setEditing('new')} data-testid="member-plan-add">
        {t('membership.plan.add')}
      </Button>
      <Table<AdminMemberPlan>
        rowKey="planId"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={plans.data}
        locale={{ emptyText: t(data.levels.length ? 'membership.plan.empty' : 'membership.noLevels') }}
        columns={[
          {
            title: t('membership.plan.level'),
            dataIndex: 'primeLevelName',
            render: (name?: string) => name ?? t('membership.plan.levelGone')
          },
          { title: t('membership.plan.price'), dataIndex: 'priceFen', align: 'right', render: (fen: number) => moneyText(fen, locale) },
          {
            title: t('membership.plan.duration'),
            render: (_: unknown, p) =>
              `${p.durationCount} ${t(p.durationUnit === 'DAY' ? 'membership.plan.days' : 'membership.plan.months')}`
          },
          {
            title: t('membership.plan.onSale'),
            dataIndex: 'onSale',
            render: (on: boolean) => <Tag color={on ? 'green' : undefined}>{t(on ? 'membership.plan.on' : 'membership.plan.off')}</Tag>
          },
          {
            title: '',
            render: (_: unknown, p) => (
              <Button size="small" onClick={() => setEditing(p)}>
                {t('membership.plan.edit')}
              </Button>
            )
          }
        ]}
      />
      <Typography.Title level={5}>{t('membership.order.title')}</Typography.Title>
      <Orders levels={data.levels} />
      <Modal
        open={editing !== undefined}
        title={t(editing === 'new' ? 'membership.plan.add' : 'membership.plan.edit')}
        footer={null}
        onCancel={() => setEditing(undefined)}
        destroyOnClose
      >
        {editing !== undefined && (
          <PlanForm levels={data.levels} plan={editing === 'new' ? undefined : editing} onDone={() => setEditing(undefined)} />
        )}
      </Modal>
    </Space>
  )
}
