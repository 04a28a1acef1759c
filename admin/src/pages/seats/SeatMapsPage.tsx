/**
 * The halls of the catalogue by venue, each with its seat map's figures; open one to design it, or add a
 * hall at a venue here (it is the catalogue's hall: renaming it under venues keeps its map).
 */
import { useState } from 'react'
import { Button, Card, Input, List, Select, Space, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { seatMapVenues } from '../../api/seat-map-calls'
import { addHall } from '../../api/catalogue-calls'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'

export default function SeatMapsPage() {
  const { t } = useI18n()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const venues = useQuery({ queryKey: ['seat-map-venues'], queryFn: seatMapVenues })
  const [venueId, setVenueId] = useState<string>()
  const [hallName, setHallName] = useState('')
  const open = (venue: string, hallId: string) => navigate(`/seats/${encodeURIComponent(venue)}/${encodeURIComponent(hallId)}`)
  // One name for every language to start with; the catalogue's venue page edits each.
  const create = useMutation({
    mutationFn: (input: { venueId: string; name: string }) =>
      addHall(input.venueId, { name: { 'zh-CN': input.name, 'zh-MO': input.name, 'en-US': input.name }, capacity: 0 }),
    onSuccess: (hall) => {
      void queryClient.invalidateQueries({ queryKey: ['seat-map-venues'] })
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'venues'] })
      open(hall.venueId, hall.id)
    }
  })

  if (venues.isPending) return <PageLoading />
  if (venues.isError) return <PageError error={venues.error} onRetry={() => void venues.refetch()} />
  const halls = venues.data.flatMap((v) => v.halls.map((h) => ({ ...h, venueId: v.id, venueName: v.name })))
  const name = hallName.trim()
  const newHall = (
    <Space wrap>
      <Select
        style={{ minWidth: 220 }}
        placeholder={t('seats.venue')}
        value={venueId}
        onChange={setVenueId}
        options={venues.data.map((v) => ({ value: v.id, label: v.name }))}
        data-testid="seats-venue"
      />
      <Input
        style={{ width: 200 }}
        placeholder={t('seats.hallName')}
        value={hallName}
        maxLength={80}
        onChange={(e) => setHallName(e.target.value)}
        data-testid="seats-hall-name"
      />
      <Button
        type="primary"
        disabled={!venueId || !name}
        loading={create.isPending}
        onClick={() => venueId && create.mutate({ venueId, name })}
        data-testid="seats-new-hall"
      >
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
            <List.Item
              actions={[
                <Button key="open" onClick={() => open(h.venueId, h.hallId)} data-testid={`seats-open-${h.hallId}`}>
                  {t('seats.open')}
                </Button>
              ]}
            >
              <List.Item.Meta
                title={`${h.venueName} · ${h.hallName}`}
                description={h.updatedAt ? t('seats.hallSummary', { seats: h.seatCount, sessions: h.publishedSessions }) : t('seats.noMap')}
              />
            </List.Item>
          )}
        />
      )}
    </Space>
  )
}
