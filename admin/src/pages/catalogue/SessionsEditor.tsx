/**
 * A show's sessions and their price tiers: add or move a session, add a tier, edit a tier's stock (never
 * below what is held and sold: the gateway refuses it with a message saying how many), close or delete.
 * A 选座 show's session sells seats on its hall's seat map: the hall choice says which halls have one, and
 * each session opens the seat designer where the map is published to it (zones mapped to its tiers).
 */
import { useState } from 'react'
import { CheckOutlined } from '@ant-design/icons'
import { App, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import type { AdminHall, AdminSession, AdminShow, AdminTier, TierInput } from '../../../../types/api/catalogue-admin'
import { addSession, addTier, closeTier, deleteTier, saveSession, updateTier } from '../../api/catalogue-calls'
import { seatMapVenues } from '../../api/seat-map-calls'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty } from '../../components/PageState'
import { TextsFields, useTextIn } from '../../components/TextsFields'
import { instantOfZoneInput, zoneInputOf } from '../../time/merchant-zone'
import { useMerchantZone, useTimeText } from '../../time/use-merchant-time'
import { moneyText, yuanToFen } from '../../../../types/rules/money'

type SessionForm = { start: string; end?: string; hallId?: string }
type TierForm = Omit<TierInput, 'priceFen'> & { priceYuan: number }

function StockInput({
  tier,
  onSave,
  saving,
  label
}: {
  tier: AdminTier
  onSave: (capacity: number) => void
  saving: boolean
  label: string
}) {
  const [value, setValue] = useState<number | null>(tier.capacity)
  return (
    <Space.Compact>
      <InputNumber
        min={tier.held + tier.sold}
        max={1000000}
        precision={0}
        value={value}
        onChange={setValue}
        disabled={tier.closed}
        style={{ width: 110 }}
        data-testid={`tier-stock-${tier.id}`}
      />
      <Button
        disabled={tier.closed || value === null || value === tier.capacity}
        loading={saving}
        icon={<CheckOutlined />}
        aria-label={label}
        title={label}
        onClick={() => value !== null && onSave(value)}
      />
    </Space.Compact>
  )
}

export function SessionsEditor({ show, halls }: { show: AdminShow; halls: AdminHall[] }) {
  const { t, locale } = useI18n()
  const textIn = useTextIn()
  const zone = useMerchantZone()
  const when = useTimeText()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const [sessionEdit, setSessionEdit] = useState<AdminSession | 'new'>()
  const [tierFor, setTierFor] = useState<string>()
  const [sessionForm] = Form.useForm<SessionForm>()
  const [tierForm] = Form.useForm<TierForm>()
  // The seat designer's halls (how many seats each map has), for a 选座 show only.
  const seatMaps = useQuery({ queryKey: ['seat-map-venues'], queryFn: seatMapVenues, enabled: Boolean(show.seatPicking) })
  const seatsIn = (hallId: string) =>
    seatMaps.data?.find((v) => v.id === show.venueId)?.halls.find((h) => h.hallId === hallId)?.seatCount ?? 0
  const hallLabel = (h: AdminHall) =>
    show.seatPicking
      ? `${textIn(h.name)} · ${seatsIn(h.id) ? t('catalogue.session.seatMapSeats', { n: seatsIn(h.id) }) : t('catalogue.session.noSeatMap')}`
      : `${textIn(h.name)} · ${h.capacity}`
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['catalogue', 'show', show.id] })
  const saved = () => {
    void message.success(t('common.saved'))
    refresh()
  }
  const sessionSave = useMutation({
    mutationFn: (v: SessionForm) => {
      const body = { start: instantOfZoneInput(v.start, zone) ?? '', end: instantOfZoneInput(v.end, zone), hallId: v.hallId ?? null }
      return sessionEdit && sessionEdit !== 'new' ? saveSession(sessionEdit.id, body) : addSession(show.id, body)
    },
    onSuccess: () => {
      setSessionEdit(undefined)
      saved()
    }
  })
  const tierAdd = useMutation({
    mutationFn: (v: TierForm) =>
      addTier(tierFor ?? '', { name: v.name, capacity: v.capacity, minAge: v.minAge ?? null, priceFen: yuanToFen(v.priceYuan) }),
    onSuccess: () => {
      setTierFor(undefined)
      saved()
    }
  })
  const stock = useMutation({
    mutationFn: (v: { id: string; capacity: number }) => updateTier(v.id, { capacity: v.capacity }),
    onSuccess: saved
  })
  const close = useMutation({ mutationFn: closeTier, onSuccess: saved })
  const remove = useMutation({ mutationFn: deleteTier, onSuccess: saved })

  const openSession = (s: AdminSession | 'new') => setSessionEdit(s)
  const openTier = (sessionId: string) => setTierFor(sessionId)
  // Each opening mounts a fresh form (destroyOnHidden) with these values.
  const sessionValues: Partial<SessionForm> =
    sessionEdit && sessionEdit !== 'new'
      ? { start: zoneInputOf(sessionEdit.start, zone), end: zoneInputOf(sessionEdit.end, zone), hallId: sessionEdit.hallId ?? undefined }
      : {}
  const addSessionButton = (
    <Button type="primary" onClick={() => openSession('new')} data-testid="session-add">
      {t('catalogue.session.add')}
    </Button>
  )
  const required = [{ required: true, message: t('login.required') }]

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {show.sessions.length === 0 ? (
        <PageEmpty description={t('catalogue.sessions.empty')} action={addSessionButton} />
      ) : (
        <>
          {addSessionButton}
          {show.sessions.map((s) => (
            <Card
              key={s.id}
              size="small"
              title={`${when(s.start)}${s.end ? ` – ${when(s.end, 'time')}` : ''}${s.hallId ? ` · ${textIn(halls.find((h) => h.id === s.hallId)?.name)}` : ''}`}
              extra={
                <Space>
                  {show.seatPicking && s.hallId && (
                    <Link
                      to={`/seats/${encodeURIComponent(show.venueId)}/${encodeURIComponent(s.hallId)}`}
                      data-testid={`session-seat-map-${s.id}`}
                    >
                      {t('catalogue.session.publishSeatMap')}
                    </Link>
                  )}
                  <Button size="small" onClick={() => openSession(s)}>
                    {t('catalogue.edit')}
                  </Button>
                  <Button size="small" onClick={() => openTier(s.id)} data-testid={`tier-add-${s.id}`}>
                    {t('catalogue.tier.add')}
                  </Button>
                </Space>
              }
            >
              {s.tiers.length === 0 ? (
                <Typography.Text type="secondary">{t('catalogue.tiers.empty')}</Typography.Text>
              ) : (
                <Table<AdminTier>
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={s.tiers}
                  scroll={{ x: true }}
                  columns={[
                    {
                      title: t('catalogue.tier.name'),
                      key: 'name',
                      render: (_, tier) => (
                        <Space>
                          {textIn(tier.name)}
                          {tier.closed && <Tag>{t('catalogue.tier.closed')}</Tag>}
                        </Space>
                      )
                    },
                    { title: t('catalogue.tier.price'), dataIndex: 'priceFen', render: (fen: number) => moneyText(fen, locale) },
                    {
                      title: t('catalogue.tier.stock'),
                      key: 'stock',
                      render: (_, tier) => (
                        <StockInput
                          key={`${tier.id}-${tier.capacity}`}
                          label={t('catalogue.tier.saveStock')}
                          tier={tier}
                          saving={stock.isPending && stock.variables?.id === tier.id}
                          onSave={(capacity) => stock.mutate({ id: tier.id, capacity })}
                        />
                      )
                    },
                    { title: t('catalogue.tier.available'), dataIndex: 'available' },
                    { title: t('catalogue.tier.held'), dataIndex: 'held' },
                    { title: t('catalogue.tier.sold'), dataIndex: 'sold' },
                    {
                      title: '',
                      key: 'actions',
                      render: (_, tier) => (
                        <Space>
                          <Popconfirm
                            title={t('catalogue.tier.closeConfirm')}
                            onConfirm={() => close.mutate(tier.id)}
                            disabled={tier.closed}
                          >
                            <Button size="small" disabled={tier.closed}>
                              {t('catalogue.tier.close')}
                            </Button>
                          </Popconfirm>
                          <Popconfirm
                            title={t('catalogue.tier.deleteConfirm')}
                            onConfirm={() => remove.mutate(tier.id)}
                            disabled={tier.held + tier.sold > 0}
                          >
                            <Button
                              size="small"
                              danger
                              disabled={tier.held + tier.sold > 0}
                              title={tier.held + tier.sold > 0 ? t('catalogue.tier.hasSales') : undefined}
                            >
                              {t('common.remove')}
                            </Button>
                          </Popconfirm>
                        </Space>
                      )
                    }
                  ]}
                />
              )}
            </Card>
          ))}
        </>
      )}
      <Modal
        open={sessionEdit !== undefined}
        title={sessionEdit === 'new' ? t('catalogue.session.add') : t('catalogue.session.edit')}
        onCancel={() => setSessionEdit(undefined)}
        onOk={() =>
          void sessionForm.validateFields().then(
            (v) => sessionSave.mutate(v),
            () => undefined
          )
        }
        confirmLoading={sessionSave.isPending}
        destroyOnHidden
      >
        <Form<SessionForm> form={sessionForm} layout="vertical" initialValues={sessionValues} preserve={false}>
          <Form.Item name="start" label={t('catalogue.session.start')} rules={required} extra={t('catalogue.session.zone', { zone })}>
            <Input type="datetime-local" data-testid="session-start" />
          </Form.Item>
          <Form.Item name="end" label={t('catalogue.session.end')}>
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            name="hallId"
            label={show.seatPicking ? `${t('catalogue.session.hall')} · ${t('catalogue.session.seatMap')}` : t('catalogue.session.hall')}
            extra={show.seatPicking ? t('catalogue.session.seatMapHint') : undefined}
          >
            <Select allowClear options={halls.map((h) => ({ value: h.id, label: hallLabel(h) }))} data-testid="session-hall" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={tierFor !== undefined}
        title={t('catalogue.tier.add')}
        onCancel={() => setTierFor(undefined)}
        onOk={() =>
          void tierForm.validateFields().then(
            (v) => tierAdd.mutate(v),
            () => undefined
          )
        }
        confirmLoading={tierAdd.isPending}
        destroyOnHidden
      >
        <Form<TierForm> form={tierForm} layout="vertical" preserve={false}>
          <TextsFields name="name" label={t('catalogue.tier.name')} max={40} />
          <Form.Item name="priceYuan" label={t('catalogue.tier.priceYuan')} rules={required}>
            <InputNumber min={0} max={100000000} precision={2} data-testid="tier-price" />
          </Form.Item>
          <Form.Item name="capacity" label={t('catalogue.tier.stock')} rules={required}>
            <InputNumber min={0} max={1000000} precision={0} data-testid="tier-capacity" />
          </Form.Item>
          <Form.Item name="minAge" label={t('catalogue.tier.minAge')}>
            <InputNumber min={1} max={99} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  )
}
