/**
 * Parking (issue #33 "Console: parking lots and fee rules, plates and records, refunds"): the car parks
 * with their fee rules (made and changed in a drawer), the gate simulator, the stays, the buyers' plates,
 * and the payment records with a refund (owner and finance: the gateway refuses the others).
 */
import { useState } from 'react'
import { Button, Input, Modal, Space, Tabs, Tag, type ButtonProps } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminParkingLot, ParkingRecord } from '../../../../types/api/parking'
import { PARKING_REASON_MAX } from '../../../../types/api/parking'
import { moneyText } from '../../../../types/rules/money'
import { parkingLots, parkingPlates, parkingRecords, parkingStays, refundParking } from '../../api/parking-calls'
import { useI18n } from '../../i18n/i18n'
import type { MessageKey } from '../../i18n/en-US'
import { QueryState } from '../../components/QueryState'
import { ListTable, ListTitle } from '../../components/ListPage'
import { useTimeText } from '../../time/use-merchant-time'
import { LotForm } from './LotForm'
import { GateSimulator } from './GateSimulator'

function Lots({ lots }: { lots: AdminParkingLot[] }) {
  const { t, locale } = useI18n()
  const [editing, setEditing] = useState<{ lot: AdminParkingLot | null } | null>(null)
  const newButton = (
    <Button type="primary" onClick={() => setEditing({ lot: null })} data-testid="parking-lot-new">
      {t('parking.lot.new')}
    </Button>
  )
  const rule = (l: AdminParkingLot) =>
    t('parking.lot.ruleValue', { free: l.freeMinutes, step: l.stepMinutes, price: moneyText(l.stepFen, locale) }) +
    (l.dailyCapFen !== null ? t('parking.lot.capValue', { cap: moneyText(l.dailyCapFen, locale) }) : '')
  return (
    <>
      <ListTitle title={t('parking.lots')} rows={lots} newButton={newButton} />
      <ListTable<AdminParkingLot>
        rows={lots}
        fetching={false}
        rowKey="lotId"
        empty={t('parking.lots.empty')}
        newButton={newButton}
        testId="parking-lots-table"
        columns={[
          { title: t('parking.lot.name'), dataIndex: 'name' },
          { title: t('parking.lot.rule'), key: 'rule', render: (_, l) => rule(l) },
          { title: t('parking.lot.graceMinutes'), dataIndex: 'graceMinutes' },
          { title: t('parking.lot.inside'), dataIndex: 'insideCount' },
          {
            title: t('parking.lot.enabled'),
            key: 'enabled',
            render: (_, l) => (l.enabled ? <Tag color="green">{t('parking.on')}</Tag> : <Tag>{t('parking.off')}</Tag>)
          },
          {
            title: '',
            key: 'actions',
            render: (_, l) => (
              <Button size="small" onClick={() => setEditing({ lot: l })}>
                {t('parking.lot.edit')}
              </Button>
            )
          }
        ]}
      />
      <LotForm key={editing?.lot?.lotId ?? 'new'} lot={editing?.lot ?? null} open={!!editing} onClose={() => setEditing(null)} />
    </>
  )
}

function Records({ plate }: { plate: string }) {
  const { t, locale } = useI18n()
  const when = useTimeText()
  const client = useQueryClient()
  const [refunding, setRefunding] = useState<ParkingRecord | null>(null)
  const [reason, setReason] = useState('')
  const list = useQuery({ queryKey: ['parking', 'records', plate], queryFn: () => parkingRecords(plate || undefined) })
  const refund = useMutation({
    mutationFn: () => refundParking(refunding?.orderId ?? '', reason),
    onSuccess: async () => {
      setRefunding(null)
      setReason('')
      await client.invalidateQueries({ queryKey: ['parking'] })
    }
  })
  if (!list.isSuccess) return <QueryState query={list} />
  return (
    <>
      <ListTable<ParkingRecord>
        rows={list.data}
        fetching={list.isFetching}
        rowKey="orderId"
        empty={t('parking.records.empty')}
        newButton={null}
        testId="parking-records-table"
        columns={[
          { title: t('parking.plate'), dataIndex: 'plate' },
          { title: t('parking.lot.name'), dataIndex: 'lotName' },
          { title: t('parking.entry'), key: 'entry', render: (_, r) => when(r.entryTime) },
          { title: t('parking.fee'), key: 'fee', render: (_, r) => moneyText(r.feeFen - r.settledBeforeFen, locale) },
          { title: t('parking.coupon'), key: 'coupon', render: (_, r) => (r.couponFen ? moneyText(r.couponFen, locale) : '-') },
          { title: t('parking.paid'), key: 'paid', render: (_, r) => moneyText(r.payFen, locale) },
          { title: t('parking.paidAt'), key: 'paidAt', render: (_, r) => (r.paidTime ? when(r.paidTime) : '-') },
          {
            title: t('parking.state'),
            key: 'state',
            render: (_, r) => <Tag data-testid="parking-record-state">{t(`parking.state.${r.state}` as MessageKey)}</Tag>
          },
          {
            title: '',
            key: 'actions',
            render: (_, r) =>
              r.state === 'PAID' ? (
                <Button size="small" danger onClick={() => setRefunding(r)} data-testid="parking-refund">
                  {t('parking.refund')}
                </Button>
              ) : null
          }
        ]}
      />
      <Modal
        open={!!refunding}
        title={t('parking.refundTitle', { amount: refunding ? moneyText(refunding.payFen, locale) : '' })}
        okText={t('parking.refund')}
        okButtonProps={{ danger: true, loading: refund.isPending, 'data-testid': 'parking-refund-ok' } as ButtonProps}
        onOk={() => refund.mutate()}
        onCancel={() => setRefunding(null)}
      >
        <Input.TextArea
          value={reason}
          maxLength={PARKING_REASON_MAX}
          placeholder={t('parking.refundReason')}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  )
}

export default function ParkingPage() {
  const { t, locale } = useI18n()
  const when = useTimeText()
  const [plate, setPlate] = useState('')
  const lots = useQuery({ queryKey: ['parking-lots'], queryFn: parkingLots })
  const stays = useQuery({ queryKey: ['parking', 'stays', plate], queryFn: () => parkingStays(plate || undefined) })
  const plates = useQuery({ queryKey: ['parking', 'plates', plate], queryFn: () => parkingPlates(plate || undefined) })
  if (!lots.isSuccess) return <QueryState query={lots} />
  const filter = (
    <Input.Search
      allowClear
      placeholder={t('parking.plateFilter')}
      style={{ maxWidth: 280, marginBottom: 12 }}
      onSearch={(v) => setPlate(v.trim())}
    />
  )
  return (
    <>
      <Lots lots={lots.data} />
      <GateSimulator lots={lots.data} />
      <Tabs
        items={[
          {
            key: 'records',
            label: t('parking.records'),
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                {filter}
                <Records plate={plate} />
              </Space>
            )
          },
          {
            key: 'stays',
            label: t('parking.stays'),
            children: (
              <>
                {filter}
                <ListTable
                  rows={stays.data ?? []}
                  fetching={stays.isFetching}
                  rowKey="stayId"
                  empty={t('parking.stays.empty')}
                  newButton={null}
                  testId="parking-stays-table"
                  columns={[
                    { title: t('parking.plate'), dataIndex: 'plate' },
                    { title: t('parking.lot.name'), dataIndex: 'lotName' },
                    { title: t('parking.entry'), key: 'entry', render: (_, s) => when(s.entryTime) },
                    { title: t('parking.exit'), key: 'exit', render: (_, s) => (s.exitTime ? when(s.exitTime) : t('parking.inside')) },
                    { title: t('parking.settled'), key: 'settled', render: (_, s) => moneyText(s.settledFen, locale) },
                    { title: t('parking.paidUntil'), key: 'until', render: (_, s) => (s.paidUntil ? when(s.paidUntil) : '-') }
                  ]}
                />
              </>
            )
          },
          {
            key: 'plates',
            label: t('parking.plates'),
            children: (
              <>
                {filter}
                <ListTable
                  rows={(plates.data ?? []).map((p) => ({ ...p, key: `${p.userId}:${p.plate}` }))}
                  fetching={plates.isFetching}
                  rowKey="key"
                  empty={t('parking.plates.empty')}
                  newButton={null}
                  testId="parking-plates-table"
                  columns={[
                    { title: t('parking.plate'), dataIndex: 'plate' },
                    { title: t('parking.region'), key: 'region', render: (_, p) => t(`parking.region.${p.region}` as MessageKey) },
                    { title: t('parking.buyer'), dataIndex: 'buyer', render: (buyer: string) => buyer || '-' },
                    { title: t('parking.addedAt'), key: 'added', render: (_, p) => when(p.addedAt) }
                  ]}
                />
              </>
            )
          }
        ]}
      />
    </>
  )
}
