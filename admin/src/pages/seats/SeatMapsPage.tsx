/** The halls with seat maps, by venue; open one to design it, or name a new hall at a venue. */
import { useState } from 'react'
import { Button, Card, Input, List, Select, Space, Typography } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { seatMapVenues } from '../../api/seat-map-calls'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'

export default function SeatMapsPage() {
  const { t } = useI18n()
  const navigate = useNavigate()
  const venues = useQuery({ queryKey: ['seat-map-venues'], queryFn: seatMapVenues })
  const [venueId, setVenueId] = useState<string>()
  const [hallName, setHallName] = useState('')
  const open = (venue: string, hall: string) => navigate(`/seats/${encodeURIComponent(venue)}/${encodeURIComponent(hall)}`)

  if (venues.isPending) return <PageLoading />
  if (venues.isError) return <PageError error={venues.error} onRetry={() => void venues.refetch()} />
  const halls = venues.data.flatMap((v) => v.halls.map((h) => ({ ...h, venueId: v.id, venueName: v.name })))
  const newHall = (
    <Space wrap>
      <Select style={{ minWidth: 220 }} placeholder={t('seats.venue')} value={venueId} onChange={setVenueId} options={venues.data.map((v) => ({ value: v.id, label: v.name }))} data-testid="seats-venue" />
      <Input style={{ width: 200 }} placeholder={t('seats.hallName')} value={hallName} maxLength={60} onChange={(e) => setHallName(e.target.value)} data-testid="seats-hall-name" />
      <Button type="primary" disabled={!venueId || !hallName.trim()} onClick={() => venueId && open(venueId, hallName.trim())} data-testid="seats-new-hall">
        {t('seats.newHall')}
      </Button>
    </Space>
  )
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Typography.Title level={3}>{t('seats.title')}</Typography.Title>
      <Card>{newHall}</Card>
      {halls.length === 0 ? (
        <PageEmpty description={t('seats.empty')} />
      ) : (
        <List
          bordered
          dataSource={halls}
          renderItem={(h) => (
            <List.Item actions={[<Button key="open" onClick={() => open(h.venueId, h.hallName)}>{t('seats.open')}</Button>]}>
              <List.Item.Meta title={`${h.venueName} · ${h.hallName}`} description={t('seats.hallSummary', { seats: h.seatCount, sessions: h.publishedSessions })} />
            </List.Item>
          )}
        />
      )}
    </Space>
  )
}
