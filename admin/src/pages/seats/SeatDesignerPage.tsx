/**
 * The seat-map designer (issue #16 item 4): a hall's map on a canvas beside the tools — generate a
 * section from a grid, pick seats (click, shift-click, rows, lasso), give them a zone, mark them
 * unavailable, renumber or delete them; save the draft; publish it to a session with each zone mapped to
 * a tier. Seats held or sold in a session published from this hall are drawn locked and left alone here
 * (the gateway refuses to remove, re-price or rename them too). The hall is the catalogue's (the route's
 * `hall` is its id), and the sections', rows' and seats' names are what buyers read on their seats.
 */
import { useEffect, useMemo, useState } from 'react'
import { App, Button, Card, Col, Collapse, Radio, Row, Select, Space, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { isEqual } from './map-equal'
import {
  NUMBERINGS,
  allSeats,
  assignZone,
  deleteSeats,
  generateSection,
  renumberMapRows,
  rowsOfSeats,
  seatsOfRows,
  updateSeats,
  type HallMap,
  type Numbering
} from '../../../../types/rules/hall-map'
import { hallDraft, hallSessions, publishHall, saveHallDraft } from '../../api/seat-map-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { HallCanvas, type CanvasTool } from './HallCanvas'
import { GridForm, toGridSpec, type GridValues } from './GridForm'
import { ZonesPanel } from './ZonesPanel'
import { PublishDrawer } from './PublishDrawer'

const EMPTY: HallMap = { zones: [], sections: [] }

export default function SeatDesignerPage() {
  const { t } = useI18n()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const { venueId = '', hall = '' } = useParams() // hall: the hall's id
  const draftKey = ['hall-draft', venueId, hall]
  const draft = useQuery({ queryKey: draftKey, queryFn: () => hallDraft(venueId, hall) })
  const sessions = useQuery({ queryKey: ['hall-sessions', venueId, hall], queryFn: () => hallSessions(venueId, hall) })
  const [map, setMap] = useState<HallMap>(EMPTY)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [tool, setTool] = useState<CanvasTool>('select')
  const [numbering, setNumbering] = useState<Numbering>('ltr')
  const [publishOpen, setPublishOpen] = useState(false)
  const [publishError, setPublishError] = useState<string>()
  const [panels, setPanels] = useState<string[]>()

  useEffect(() => {
    if (draft.data) setMap(draft.data.map)
  }, [draft.dataUpdatedAt]) // eslint-disable-line react-hooks/exhaustive-deps

  const locked = useMemo(
    () => new Set((sessions.data ?? []).filter((s) => s.publishedHallId === hall).flatMap((s) => s.lockedSeatIds)),
    [sessions.data, hall]
  )
  const dirty = Boolean(draft.data) && !isEqual(map, draft.data?.map)
  const editable = [...selected].filter((id) => !locked.has(id))

  const save = useMutation({
    mutationFn: () => saveHallDraft(venueId, hall, map),
    onSuccess: (reply) => {
      queryClient.setQueryData(draftKey, reply)
      void queryClient.invalidateQueries({ queryKey: ['hall-sessions', venueId, hall] })
      void queryClient.invalidateQueries({ queryKey: ['seat-map-venues'] })
      void message.success(t('common.saved'))
    }
  })
  const publish = useMutation({
    mutationFn: (input: { sessionId: string; zoneTiers: Record<string, string> }) => publishHall(venueId, hall, input),
    meta: { ownErrors: true },
    onSuccess: (reply) => {
      setPublishError(undefined)
      setPublishOpen(false)
      void queryClient.invalidateQueries({ queryKey: ['hall-sessions', venueId, hall] })
      void message.success(t('seats.published', { seats: reply.seats }))
    },
    onError: (e) => setPublishError(e instanceof AdminError || e instanceof Error ? e.message : String(e))
  })

  if (draft.isPending || sessions.isPending) return <PageLoading rows={12} />
  if (draft.isError || sessions.isError) {
    return <PageError error={draft.error ?? sessions.error} onRetry={() => void Promise.all([draft.refetch(), sessions.refetch()])} />
  }

  const seats = allSeats(map)
  const pick = (ids: string[], add: boolean) =>
    setSelected((current) => {
      if (!add) return new Set(ids)
      const next = new Set(current)
      // Shift-click on a picked seat drops it; a shift-lasso adds.
      if (ids.length === 1 && next.has(ids[0])) next.delete(ids[0])
      else ids.forEach((id) => next.add(id))
      return next
    })
  const change = (next: HallMap) => setMap(next)
  const generate = (values: GridValues) => {
    const ids = new Set(map.sections.map((s) => s.id))
    let n = map.sections.length + 1
    while (ids.has(`S${n}`)) n++
    const bottom = seats.length ? Math.max(...seats.map((s) => s.y)) + values.rowSpacing * 2 : 60
    const section = generateSection(toGridSpec(values, `S${n}`, { x: 0, y: bottom }))
    change({ ...map, sections: [...map.sections, section] })
    setSelected(new Set(section.rows.flatMap((r) => r.seats.map((s) => s.id))))
    // The new section is picked: the tools to zone it come next.
    setPanels(['select', 'zones'])
  }
  const allUnavailable = editable.length > 0 && seats.filter((s) => editable.includes(s.id)).every((s) => s.unavailable)

  const tools = (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Radio.Group
        value={tool}
        onChange={(e) => setTool(e.target.value as CanvasTool)}
        optionType="button"
        buttonStyle="solid"
        size="small"
      >
        <Radio.Button value="select">{t('seats.toolSelect')}</Radio.Button>
        <Radio.Button value="lasso" data-testid="tool-lasso">
          {t('seats.toolLasso')}
        </Radio.Button>
      </Radio.Group>
      <Typography.Text type="secondary" data-testid="selection-count">
        {t('seats.selected', { n: selected.size })}
      </Typography.Text>
      {selected.size > editable.length && (
        <Typography.Text type="warning">{t('seats.lockedPicked', { n: selected.size - editable.length })}</Typography.Text>
      )}
      <Space wrap>
        <Button size="small" onClick={() => setSelected(new Set(seats.map((s) => s.id)))} data-testid="select-all">
          {t('seats.selectAll')}
        </Button>
        <Button
          size="small"
          disabled={!selected.size}
          onClick={() => setSelected(new Set(seatsOfRows(map, rowsOfSeats(map, selected))))}
          data-testid="select-rows"
        >
          {t('seats.selectRows')}
        </Button>
        <Button size="small" disabled={!selected.size} onClick={() => setSelected(new Set())}>
          {t('seats.clearSelection')}
        </Button>
      </Space>
      <Space wrap>
        <Button
          size="small"
          disabled={!editable.length}
          onClick={() => change(updateSeats(map, editable, (s) => ({ ...s, unavailable: !allUnavailable })))}
          data-testid="toggle-unavailable"
        >
          {allUnavailable ? t('seats.makeAvailable') : t('seats.makeUnavailable')}
        </Button>
        <Button
          size="small"
          danger
          disabled={!editable.length}
          onClick={() => {
            change(deleteSeats(map, editable))
            setSelected(new Set())
          }}
          data-testid="delete-seats"
        >
          {t('common.remove')}
        </Button>
      </Space>
      <Space.Compact>
        <Select
          size="small"
          value={numbering}
          onChange={setNumbering}
          style={{ width: 170 }}
          options={NUMBERINGS.map((n) => ({ value: n, label: t(`seats.numbering.${n}`) }))}
        />
        <Button size="small" disabled={!selected.size} onClick={() => change(renumberMapRows(map, rowsOfSeats(map, selected), numbering))}>
          {t('seats.renumber')}
        </Button>
      </Space.Compact>
    </Space>
  )

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Space direction="vertical" size={0}>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="designer-title">
            {t('seats.designerTitle', { hall: draft.data.hallName })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('seats.namesHint')}</Typography.Text>
        </Space>
        <Space>
          <Typography.Text type="secondary">{t('seats.seatCount', { n: seats.length })}</Typography.Text>
          <Button disabled={!dirty} loading={save.isPending} onClick={() => save.mutate()} data-testid="save-draft">
            {t('seats.saveDraft')}
          </Button>
          <Button
            type="primary"
            onClick={() => {
              setPublishError(undefined)
              setPublishOpen(true)
            }}
            disabled={!seats.length}
            data-testid="open-publish"
          >
            {t('seats.publish')}
          </Button>
        </Space>
      </Space>
      <Row gutter={16}>
        <Col xs={24} lg={17}>
          {seats.length === 0 ? (
            <Card>
              <PageEmpty description={t('seats.emptyHall')} />
            </Card>
          ) : (
            <HallCanvas map={map} selected={selected} locked={locked} tool={tool} stageLabel={t('seats.stage')} onPick={pick} />
          )}
        </Col>
        <Col xs={24} lg={7}>
          <Collapse
            activeKey={panels ?? (seats.length ? ['select', 'zones'] : ['grid'])}
            onChange={(keys) => setPanels(typeof keys === 'string' ? [keys] : keys)}
            items={[
              {
                key: 'grid',
                label: t('seats.generateTitle'),
                children: <GridForm onGenerate={generate} takenNames={map.sections.map((s) => s.name)} />
              },
              { key: 'select', label: t('seats.selectTitle'), children: tools },
              {
                key: 'zones',
                label: t('seats.zonesTitle'),
                children: (
                  <ZonesPanel
                    zones={map.zones}
                    canAssign={editable.length > 0}
                    onChange={(zones) => change({ ...map, zones })}
                    onAssign={(zoneId) => change(assignZone(map, editable, zoneId))}
                  />
                )
              }
            ]}
          />
        </Col>
      </Row>
      <PublishDrawer
        open={publishOpen}
        zones={map.zones.filter((z) => seats.some((s) => s.zoneId === z.id && !s.unavailable))}
        sessions={sessions.data}
        dirty={dirty}
        publishing={publish.isPending}
        error={publishError}
        onClose={() => setPublishOpen(false)}
        onPublish={(sessionId, zoneTiers) => publish.mutate({ sessionId, zoneTiers })}
      />
    </Space>
  )
}
