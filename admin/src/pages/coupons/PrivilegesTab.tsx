/**
 * Privilege codes, a tab of the Coupons page (same area and roles: owner, operator): a
 * privilege on a show opens chosen tiers to code holders within its window (which may start before the
 * public sale), each at an optional privilege price (empty: the public price), each code buying at most
 * the set number of tickets; codes are made in batches, downloaded as CSV and voided. The gateway checks
 * every field again and says which is wrong.
 */
import { useState } from 'react'
import { Button, DatePicker, Drawer, Form, Input, InputNumber, Select, Table } from 'antd'
import type { Dayjs } from 'dayjs'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminPrivilege } from '../../../../types/api/privilege'
import { PRIVILEGE_USES_MAX } from '../../../../types/rules/privilege-rules'
import { show, shows } from '../../api/catalogue-calls'
import { createPrivilege, privileges } from '../../api/privilege-calls'
import { useI18n } from '../../i18n/i18n'
import { instantOfPicker } from '../../time/merchant-zone'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { useTextIn } from '../../components/TextsFields'
import { drawerWidth } from '../../components/drawer-width'
import { PrivilegeBatchesDrawer } from './PrivilegeBatchesDrawer'
import { moneyText, yuanToFen } from '../../../../types/rules/money'
import { useMerchantZone, useTimeText } from '../../time/use-merchant-time'

interface Values {
  name: string
  showId: string
  window: [Dayjs, Dayjs]
  usesPerCode: number
  tierIds: string[]
  /** Yuan per tier id; empty: the public price. */
  prices?: Record<string, number | null>
}

function NewPrivilege({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, locale } = useI18n()
  const zone = useMerchantZone()
  const textIn = useTextIn()
  const client = useQueryClient()
  const [form] = Form.useForm<Values>()
  const showId = Form.useWatch('showId', form)
  const tierIds = Form.useWatch('tierIds', form) ?? []
  const showList = useQuery({ queryKey: ['privilege-shows'], queryFn: () => shows({}), enabled: open })
  const detail = useQuery({ queryKey: ['catalogue-show', showId], queryFn: () => show(showId ?? ''), enabled: open && !!showId })
  const tiers = (detail.data?.sessions ?? []).flatMap((s) =>
    s.tiers.map((x) => ({ value: x.id, label: `${textIn(s.name)} · ${textIn(x.name)} · ${moneyText(x.priceFen, locale)}` }))
  )
  const save = useMutation({
    mutationFn: (v: Values) =>
      createPrivilege({
        showId: v.showId,
        name: v.name,
        startTime: instantOfPicker(v.window[0], zone),
        endTime: instantOfPicker(v.window[1], zone),
        usesPerCode: v.usesPerCode,
        // Yuan typed, fen sent; an empty price is left out: the tier's public price.
        tiers: v.tierIds.map((id) => {
          const yuan = v.prices?.[id]
          return typeof yuan === 'number' ? { seatPlanId: id, price: yuanToFen(yuan) } : { seatPlanId: id }
        })
      }),
    onSuccess: async () => {
      form.resetFields()
      await client.invalidateQueries({ queryKey: ['privileges'] })
      onClose()
    }
  })
  const required = [{ required: true, message: t('coupons.required') }]
  return (
    <Drawer open={open} width={drawerWidth(640)} title={t('privileges.new')} onClose={onClose} destroyOnClose>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
        initialValues={{ usesPerCode: 2 }}
        data-testid="privilege-form"
      >
        <Form.Item name="name" label={t('privileges.field.name')} rules={required}>
          <Input maxLength={100} data-testid="privilege-name" />
        </Form.Item>
        <Form.Item name="showId" label={t('privileges.field.show')} rules={required}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={showList.isPending}
            options={(showList.data ?? []).map((s) => ({ value: s.id, label: textIn(s.name) }))}
            data-testid="privilege-show"
          />
        </Form.Item>
        <Form.Item name="tierIds" label={t('privileges.field.tiers')} rules={required}>
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            loading={detail.isFetching}
            options={tiers}
            data-testid="privilege-tiers"
          />
        </Form.Item>
        {tierIds.map((id) => (
          <Form.Item
            key={id}
            name={['prices', id]}
            label={t('privileges.field.price', { tier: tiers.find((x) => x.value === id)?.label ?? id })}
            extra={t('privileges.field.priceHint')}
          >
            <InputNumber min={0} precision={2} style={{ width: '100%' }} data-testid="privilege-price" />
          </Form.Item>
        ))}
        <Form.Item name="window" label={t('privileges.field.window')} rules={required} extra={t('privileges.field.windowHint')}>
          <DatePicker.RangePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="usesPerCode" label={t('privileges.field.uses')} rules={required}>
          <InputNumber min={1} max={PRIVILEGE_USES_MAX} precision={0} data-testid="privilege-uses" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="privilege-save">
          {t('common.save')}
        </Button>
      </Form>
    </Drawer>
  )
}

export function PrivilegesTab() {
  const when = useTimeText()
  const { t } = useI18n()
  const [creating, setCreating] = useState(false)
  const [codesOf, setCodesOf] = useState<AdminPrivilege | null>(null)
  const list = useQuery({ queryKey: ['privileges'], queryFn: privileges })
  const newButton = (
    <Button type="primary" onClick={() => setCreating(true)} data-testid="privilege-new">
      {t('privileges.new')}
    </Button>
  )
  if (list.isPending) return <PageLoading />
  if (list.isError) return <PageError error={list.error} onRetry={() => void list.refetch()} />
  return (
    <>
      {list.data.length === 0 ? (
        <PageEmpty description={t('privileges.empty')} action={newButton} />
      ) : (
        <>
          <div style={{ marginBottom: 16 }}>{newButton}</div>
          <Table<AdminPrivilege>
            rowKey="id"
            dataSource={list.data}
            pagination={false}
            scroll={{ x: true }}
            data-testid="privileges-table"
            columns={[
              { title: t('privileges.field.name'), dataIndex: 'name' },
              {
                title: t('privileges.field.window'),
                key: 'window',
                render: (_, p) => `${when(p.startTime, 'dateMinute')} – ${when(p.endTime, 'dateMinute')}`
              },
              { title: t('privileges.field.uses'), dataIndex: 'usesPerCode' },
              { title: t('privileges.field.tiers'), key: 'tiers', render: (_, p) => p.tiers.length },
              {
                title: '',
                key: 'actions',
                render: (_, p) => (
                  <Button size="small" onClick={() => setCodesOf(p)} data-testid="privilege-codes">
                    {t('coupons.codes')}
                  </Button>
                )
              }
            ]}
          />
        </>
      )}
      <NewPrivilege open={creating} onClose={() => setCreating(false)} />
      <PrivilegeBatchesDrawer privilege={codesOf} onClose={() => setCodesOf(null)} />
    </>
  )
}
