/**
 * The door (issue #16 item 6): pick today's session (or all), scan ticket QR codes with the camera or type
 * the code, see the answer big and clear, the last scans and the live count for the session. The same field
 * checks a goods voucher's collect code (docs/shop.md "Vouchers"), an open-show entry code
 * (docs/open-show.md), a reservation's entry code (docs/reservations.md) and a crew member's work permit
 * (docs/work-permit.md): door-code.ts tells them apart.
 */
import { useEffect, useRef, useState } from 'react'
import { Alert, Button, Card, Input, List, Select, Space, Statistic, Tag, Typography } from 'antd'
import { useMutation, useQuery } from '@tanstack/react-query'
import type { CheckInReply } from '../../../../types/api/door'
import type { VoucherCheckInReply } from '../../../../types/api/goods-order'
import type { EntryCheckReply } from '../../../../types/api/open-show'
import type { WorkPermitDoorReply } from '../../../../types/api/work-permit'
import type { ReservationCheckInReply } from '../../../../types/api/reservation'
import { checkInReservation } from '../../api/reservation-calls'
import { checkIn, doorSessionCount, doorSessions } from '../../api/admin-calls'
import { checkInVoucher } from '../../api/goods-order-calls'
import { checkInEntryCode } from '../../api/open-show-calls'
import { checkWorkPermit } from '../../api/work-permit-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { CheckInResultCard } from './CheckInResultCard'
import { VoucherResultCard } from './VoucherResultCard'
import { EntryResultCard } from './EntryResultCard'
import { WorkPermitResultCard } from './WorkPermitResultCard'
import { RESERVATION_LOOK, ReservationResultCard } from './ReservationResultCard'
import { readDoorCode, type DoorCode } from './door-code'
import { startQrCamera, type QrCamera } from './qr-camera'
import { CouponVerifyCard } from '../../components/CouponVerifyCard'
import { useTimeText } from '../../time/use-merchant-time'
import { FirstItemLink } from '../../components/FirstItemLink'

const COUNT_REFRESH_MS = 5000
const LAST_SCANS = 10
const ALL = ''
const TAG_COLOUR = {
  ADMITTED: 'green',
  ALREADY_USED: 'orange',
  ALREADY_ADMITTED: 'orange',
  WRONG_SHOW: 'red',
  EXPIRED: 'orange',
  VOID: 'red',
  NOT_APPROVED: 'red',
  UNKNOWN: 'red'
} as const

type Scan = { code: string; at: number } & (
  | { kind: 'TICKET'; reply: CheckInReply }
  | { kind: 'VOUCHER'; reply: VoucherCheckInReply }
  | { kind: 'OPEN_SHOW'; reply: EntryCheckReply }
  | { kind: 'RESERVATION'; reply: ReservationCheckInReply }
  | { kind: 'WORK_PERMIT'; reply: WorkPermitDoorReply }
)

/**
 * What each scan answered, in words and colour: a reservation reads in its own words, coloured as the
 * ticket answer it is like.
 */
const scanTag = (s: Scan) =>
  s.kind === 'RESERVATION'
    ? ({ colour: TAG_COLOUR[RESERVATION_LOOK[s.reply.result]], text: `door.reservation.${s.reply.result}` } as const)
    : s.kind === 'VOUCHER'
      ? ({ colour: TAG_COLOUR[s.reply.result], text: `door.voucher.${s.reply.result}` } as const)
      : s.kind === 'WORK_PERMIT'
        ? ({ colour: TAG_COLOUR[s.reply.result], text: `door.permit.${s.reply.result}` } as const)
        : s.kind === 'OPEN_SHOW'
          ? ({ colour: TAG_COLOUR[s.reply.result], text: `door.entry.${s.reply.result}` } as const)
          : ({ colour: TAG_COLOUR[s.reply.result], text: `door.result.${s.reply.result}` } as const)

export default function DoorPage() {
  const when = useTimeText()
  const { t } = useI18n()
  const sessions = useQuery({ queryKey: ['door-sessions'], queryFn: () => doorSessions() })
  const [sessionId, setSessionId] = useState<string>(ALL)
  const [code, setCode] = useState('')
  const [scans, setScans] = useState<Scan[]>([])
  const [cameraOn, setCameraOn] = useState(false)
  const [cameraFailed, setCameraFailed] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const camera = useRef<QrCamera>(undefined)

  const count = useQuery({
    queryKey: ['door-count', sessionId],
    queryFn: () => doorSessionCount(sessionId),
    enabled: sessionId !== ALL,
    refetchInterval: COUNT_REFRESH_MS
  })
  const check = useMutation({
    mutationFn: async ({ kind, code: given }: DoorCode): Promise<Scan> => {
      const at = Date.now()
      if (kind === 'VOUCHER') return { kind, code: given, at, reply: await checkInVoucher({ code: given }) }
      if (kind === 'OPEN_SHOW') return { kind, code: given, at, reply: await checkInEntryCode(given) }
      if (kind === 'RESERVATION') return { kind, code: given, at, reply: await checkInReservation(given) }
      if (kind === 'WORK_PERMIT') return { kind, code: given, at, reply: await checkWorkPermit(given) }
      return { kind, code: given, at, reply: await checkIn({ code: given, sessionId: sessionId || undefined }) }
    },
    onSuccess: (scan) => {
      setScans((list) => [scan, ...list].slice(0, LAST_SCANS))
      setCode('')
      // The count is the session's tickets: a voucher collected does not change it.
      if (scan.kind === 'TICKET' && scan.reply.result === 'ADMITTED') void count.refetch()
    }
  })
  const submit = (value: string) => {
    const given = readDoorCode(value)
    if (given) check.mutate(given)
  }
  const submitRef = useRef(submit)
  submitRef.current = submit

  useEffect(() => {
    if (!cameraOn || !video.current) return
    let cancelled = false
    startQrCamera(video.current, (scanned) => submitRef.current(scanned))
      .then((c) => {
        if (cancelled) c.stop()
        else camera.current = c
      })
      .catch(() => {
        setCameraFailed(true)
        setCameraOn(false)
      })
    return () => {
      cancelled = true
      camera.current?.stop()
      camera.current = undefined
    }
  }, [cameraOn])

  if (sessions.isPending) return <PageLoading />
  if (sessions.isError) {
    if (sessions.error instanceof AdminError && sessions.error.forbidden) return <ForbiddenPage />
    return <PageError error={sessions.error} onRetry={() => void sessions.refetch()} />
  }
  const latest = scans[0]

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 720 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('door.title')}
      </Typography.Title>
      <Card size="small">
        <Space direction="vertical" style={{ width: '100%' }}>
          {sessions.data.length === 0 ? (
            <PageEmpty
              description={t('door.noSessions')}
              action={<FirstItemLink to="/catalogue/shows/new" area="catalogue" label="catalogue.show.add" />}
            />
          ) : (
            <Select
              value={sessionId}
              onChange={setSessionId}
              style={{ width: '100%' }}
              aria-label={t('door.session')}
              data-testid="door-session"
              options={[
                { value: ALL, label: t('door.allSessions') },
                ...sessions.data.map((s) => ({
                  value: s.id,
                  label: `${when(s.start, 'minute')} ${s.showName} · ${s.sessionName} · ${s.venueName}`
                }))
              ]}
            />
          )}
          {sessionId !== ALL && count.data && (
            <Statistic
              title={t('door.count')}
              value={t('door.countOf', { checkedIn: count.data.checkedIn, total: count.data.sold })}
              data-testid="door-count"
            />
          )}
        </Space>
      </Card>
      <Card size="small">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Button
            block
            size="large"
            type={cameraOn ? 'default' : 'primary'}
            onClick={() => setCameraOn((on) => !on)}
            data-testid="door-camera"
          >
            {cameraOn ? t('door.stopScan') : t('door.scan')}
          </Button>
          {cameraFailed && <Alert type="warning" showIcon message={t('door.cameraFailed')} />}
          <video ref={video} muted style={{ width: '100%', display: cameraOn ? 'block' : 'none', borderRadius: 8, background: '#000' }} />
          <Input.Search
            size="large"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onSearch={submit}
            enterButton={t('door.check')}
            placeholder={t('door.code')}
            loading={check.isPending}
            autoComplete="off"
            data-testid="door-code"
          />
        </Space>
      </Card>
      {latest?.kind === 'VOUCHER' && <VoucherResultCard key={latest.at} reply={latest.reply} />}
      {latest?.kind === 'OPEN_SHOW' && <EntryResultCard key={latest.at} reply={latest.reply} />}
      {latest?.kind === 'WORK_PERMIT' && <WorkPermitResultCard key={latest.at} reply={latest.reply} />}
      {latest?.kind === 'RESERVATION' && <ReservationResultCard key={latest.at} reply={latest.reply} />}
      {latest?.kind === 'TICKET' && <CheckInResultCard key={latest.at} reply={latest.reply} />}
      <Card size="small" title={t('door.lastScans')}>
        {scans.length === 0 ? (
          <PageEmpty description={t('door.noScans')} action={<Button onClick={() => setCameraOn(true)}>{t('door.scan')}</Button>} />
        ) : (
          <List
            size="small"
            dataSource={scans}
            renderItem={(s) => (
              <List.Item>
                <Space wrap>
                  <Tag color={scanTag(s).colour}>{t(scanTag(s).text)}</Tag>
                  <Typography.Text code>{s.code}</Typography.Text>
                  <Typography.Text type="secondary">{when(s.at, 'time')}</Typography.Text>
                  {s.kind === 'TICKET' && s.reply.ticket && <Typography.Text>{s.reply.ticket.showName}</Typography.Text>}
                  {s.kind === 'VOUCHER' && s.reply.name && <Typography.Text>{s.reply.name}</Typography.Text>}
                  {s.kind === 'OPEN_SHOW' && s.reply.registration && <Typography.Text>{s.reply.registration.showTitle}</Typography.Text>}
                  {s.kind === 'WORK_PERMIT' && s.reply.permit && <Typography.Text>{s.reply.permit.name}</Typography.Text>}
                  {s.kind === 'RESERVATION' && s.reply.itemTitle && <Typography.Text>{s.reply.itemTitle}</Typography.Text>}
                </Space>
              </List.Item>
            )}
          />
        )}
      </Card>
      {/* Offline coupons are used where tickets are checked (issue #18): door staff verify them here. */}
      <CouponVerifyCard />
    </Space>
  )
}
