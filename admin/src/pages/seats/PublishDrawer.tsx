/** Publish the saved map to a session: choose the session, map each zone to one of its tiers. */
import { useEffect, useState } from 'react'
import { Alert, Button, Drawer, Form, Select, Space, Typography } from 'antd'
import type { SeatMapSession } from '../../../../types/api/seat-map-admin'
import type { HallZone } from '../../../../types/rules/hall-map'
import { useI18n } from '../../i18n/i18n'
import { moneyText } from '../../../../types/rules/money'
import { useSessionText } from '../../time/use-merchant-time'

interface Props {
  open: boolean
  zones: HallZone[]
  sessions: SeatMapSession[]
  dirty: boolean
  publishing: boolean
  error: string | undefined
  onClose: () => void
  onPublish: (sessionId: string, zoneTiers: Record<string, string>) => void
}

export function PublishDrawer({ open, zones, sessions, dirty, publishing, error, onClose, onPublish }: Props) {
  const sessionText = useSessionText()
  const { t, locale } = useI18n()
  const [sessionId, setSessionId] = useState<string>()
  const [zoneTiers, setZoneTiers] = useState<Record<string, string>>({})
  const session = sessions.find((s) => s.id === sessionId)
  // A session published from this hall before starts from its last mapping.
  useEffect(() => setZoneTiers(session?.zoneTiers ?? {}), [session])
  const complete = zones.every((z) => zoneTiers[z.id])
  return (
    <Drawer open={open} onClose={onClose} title={t('seats.publishTitle')} width={420} data-testid="publish-drawer">
      <Space direction="vertical" style={{ width: '100%' }}>
        {dirty && <Alert type="warning" showIcon message={t('seats.saveFirst')} />}
        {error && <Alert type="error" showIcon message={error} data-testid="publish-error" />}
        {sessions.length === 0 ? (
          <Typography.Text type="secondary">{t('seats.noSessions')}</Typography.Text>
        ) : (
          <Form layout="vertical">
            <Form.Item label={t('seats.session')}>
              <Select
                value={sessionId}
                onChange={setSessionId}
                data-testid="publish-session"
                options={sessions.map((s) => ({ value: s.id, label: `${s.showName} · ${sessionText(s.sessionName, s.startsAt)}` }))}
              />
            </Form.Item>
            {session &&
              zones.map((z) => (
                <Form.Item
                  key={z.id}
                  label={
                    <Space>
                      <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: z.color }} />
                      {z.name}
                    </Space>
                  }
                >
                  <Select
                    value={zoneTiers[z.id]}
                    onChange={(tier: string) => setZoneTiers({ ...zoneTiers, [z.id]: tier })}
                    data-testid={`publish-tier-${z.name}`}
                    options={session.tiers.map((tier) => ({ value: tier.id, label: `${tier.name} ${moneyText(tier.priceFen, locale)}` }))}
                  />
                </Form.Item>
              ))}
          </Form>
        )}
        <Button
          type="primary"
          block
          disabled={!session || !complete || dirty}
          loading={publishing}
          onClick={() => session && onPublish(session.id, zoneTiers)}
          data-testid="publish-confirm"
        >
          {t('seats.publish')}
        </Button>
      </Space>
    </Drawer>
  )
}
