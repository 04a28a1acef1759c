/**
 * Reservations (issue #33 "Venue services": "Console: reservation calendars and capacity"): the items with
 * their price, rules and coming places booked, made and changed in a drawer, each one's calendar in
 * another (ItemForm, SlotsDrawer); and the bookings, by item and day, with their reminder and check-in.
 */
import { useState } from 'react'
import { Button, DatePicker, Select, Space, Table, Tabs, Tag } from 'antd'
import type { Dayjs } from 'dayjs'
import { useQuery } from '@tanstack/react-query'
import type { AdminBooking, AdminReservationItem, BookingState } from '../../../../types/api/reservation'
import { moneyText } from '../../../../types/rules/money'
import { reservationBookings, reservationItems } from '../../api/reservation-calls'
import { useI18n } from '../../i18n/i18n'
import { QueryState } from '../../components/QueryState'
import { ListTable, ListTitle } from '../../components/ListPage'
import { useTimeText } from '../../time/use-merchant-time'
import { ItemForm } from './ItemForm'
import { SlotsDrawer } from './SlotsDrawer'

const STATE_COLOUR: Record<BookingState, string | undefined> = {
  UNPAID: 'orange',
  BOOKED: 'green',
  USED: 'blue',
  CANCELLED: undefined,
  EXPIRED: undefined
}

function ItemsTab() {
  const { t, locale } = useI18n()
  const [editing, setEditing] = useState<{ item: AdminReservationItem | null } | null>(null)
  const [calendarOf, setCalendarOf] = useState<AdminReservationItem | null>(null)
  const list = useQuery({ queryKey: ['reservation-items'], queryFn: reservationItems })
  if (!list.isSuccess) return <QueryState query={list} />
  const newButton = (
    <Button type="primary" onClick={() => setEditing({ item: null })} data-testid="reservation-new">
      {t('reservations.new')}
    </Button>
  )
  return (
    <>
      <ListTitle title={t('reservations.title')} rows={list.data} newButton={newButton} />
      <ListTable<AdminReservationItem>
        rows={list.data}
        fetching={list.isFetching}
        rowKey="itemId"
        empty={t('reservations.empty')}
        newButton={newButton}
        testId="reservation-items-table"
        columns={[
          { title: t('reservations.field.title'), dataIndex: 'title' },
          {
            title: t('reservations.field.price'),
            key: 'price',
            render: (_, i) => (i.priceFen > 0 ? moneyText(i.priceFen, locale) : t('reservations.free'))
          },
          {
            title: t('reservations.rules'),
            key: 'rules',
            render: (_, i) =>
              t('reservations.rulesValue', {
                opens: i.rules.opensDaysAhead,
                closes: i.rules.closesMinutesBefore,
                cancel: i.rules.cancelHoursBefore,
                limit: i.rules.perBuyerLimit
              })
          },
          {
            title: t('reservations.coming'),
            key: 'coming',
            render: (_, i) => (
              <span data-testid="reservation-coming">
                {t('reservations.comingValue', { slots: i.comingSlots, booked: i.comingBooked, capacity: i.comingCapacity })}
              </span>
            )
          },
          {
            title: t('reservations.field.onSale'),
            key: 'onSale',
            render: (_, i) => (i.onSale ? <Tag color="green">{t('reservations.onSale')}</Tag> : <Tag>{t('reservations.offSale')}</Tag>)
          },
          {
            title: '',
            key: 'actions',
            render: (_, i) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing({ item: i })}>
                  {t('reservations.edit')}
                </Button>
                <Button size="small" type="primary" ghost onClick={() => setCalendarOf(i)} data-testid="reservation-calendar">
                  {t('reservations.calendar')}
                </Button>
              </Space>
            )
          }
        ]}
      />
      <ItemForm key={editing?.item?.itemId ?? 'new'} item={editing?.item ?? null} open={!!editing} onClose={() => setEditing(null)} />
      <SlotsDrawer item={calendarOf} onClose={() => setCalendarOf(null)} />
    </>
  )
}

function BookingsTab() {
  const { t, locale } = useI18n()
  const when = useTimeText()
  const [itemId, setItemId] = useState<string>()
  const [day, setDay] = useState<Dayjs | null>(null)
  const items = useQuery({ queryKey: ['reservation-items'], queryFn: reservationItems })
  const date = day?.format('YYYY-MM-DD')
  const list = useQuery({ queryKey: ['reservation-bookings', itemId, date], queryFn: () => reservationBookings({ itemId, date }) })
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          allowClear
          style={{ minWidth: 220 }}
          placeholder={t('reservations.bookings.allItems')}
          value={itemId}
          onChange={setItemId}
          options={(items.data ?? []).map((i) => ({ value: i.itemId, label: i.title }))}
          data-testid="bookings-item"
        />
        <DatePicker value={day} onChange={setDay} placeholder={t('reservations.bookings.anyDay')} data-testid="bookings-day" />
      </Space>
      {!list.isSuccess ? (
        <QueryState query={list} />
      ) : (
        <Table<AdminBooking>
          size="small"
          rowKey="bookingId"
          dataSource={list.data}
          scroll={{ x: true }}
          locale={{ emptyText: t('reservations.bookings.empty') }}
          data-testid="bookings-table"
          columns={[
            { title: t('reservations.slot.start'), key: 'slot', render: (_, b) => when(b.slotStart, 'dateMinute') },
            { title: t('reservations.field.title'), dataIndex: 'itemTitle' },
            { title: t('reservations.bookings.visitor'), key: 'visitor', render: (_, b) => `${b.visitorName} ${b.visitorPhone}` },
            {
              title: t('reservations.bookings.state'),
              key: 'state',
              render: (_, b) => <Tag color={STATE_COLOUR[b.state]}>{t(`reservations.state.${b.state}`)}</Tag>
            },
            {
              title: t('reservations.field.price'),
              key: 'price',
              render: (_, b) =>
                b.priceFen > 0
                  ? `${moneyText(b.priceFen, locale)}${b.refundFen > 0 ? ` (${t('reservations.bookings.refunded', { amount: moneyText(b.refundFen, locale) })})` : ''}`
                  : t('reservations.free')
            },
            {
              title: t('reservations.bookings.reminder'),
              key: 'reminder',
              render: (_, b) =>
                b.remindedAt
                  ? t('reservations.bookings.remindedAt', { time: when(b.remindedAt, 'dateMinute') })
                  : b.remindAt
                    ? t('reservations.bookings.remindDue', { time: when(b.remindAt, 'dateMinute') })
                    : t('reservations.bookings.noReminder')
            },
            { title: t('reservations.bookings.usedAt'), key: 'used', render: (_, b) => (b.usedAt ? when(b.usedAt, 'dateMinute') : '') }
          ]}
        />
      )}
    </Space>
  )
}

export default function ReservationsPage() {
  const { t } = useI18n()
  return (
    <Tabs
      items={[
        { key: 'items', label: t('reservations.tab.items'), children: <ItemsTab /> },
        { key: 'bookings', label: t('reservations.tab.bookings'), children: <BookingsTab /> }
      ]}
      data-testid="reservations-tabs"
    />
  )
}
