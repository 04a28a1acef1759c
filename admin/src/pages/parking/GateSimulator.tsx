/**
 * The gate simulator (no real gate system is connected): a car of a plate enters or leaves a car park
 * now, as the lot's gate would report it. Leaving opens the barrier only when nothing is due.
 */
import { useState } from 'react'
import { Alert, Button, Card, Input, Select, Space } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminParkingLot, GateExitReply } from '../../../../types/api/parking'
import { PLATE_INPUT_MAX } from '../../../../types/rules/plate'
import { moneyText } from '../../../../types/rules/money'
import { gateEntry, gateExit } from '../../api/parking-calls'
import { useI18n } from '../../i18n/i18n'

export function GateSimulator({ lots }: { lots: AdminParkingLot[] }) {
  const { t, locale } = useI18n()
  const client = useQueryClient()
  const [lotId, setLotId] = useState<string>()
  const [plate, setPlate] = useState('')
  const [exit, setExit] = useState<GateExitReply>()
  const lot = lotId ?? lots.find((l) => l.enabled)?.lotId
  const refresh = () => client.invalidateQueries({ queryKey: ['parking'] })
  const enter = useMutation({ mutationFn: () => gateEntry({ lotId: lot ?? '', plate }), onSuccess: refresh })
  const leave = useMutation({
    mutationFn: () => gateExit({ lotId: lot ?? '', plate }),
    onSuccess: async (reply) => {
      setExit(reply)
      await refresh()
    }
  })
  return (
    <Card size="small" title={t('parking.gate.title')} style={{ marginBottom: 16 }}>
      <Space wrap>
        <Select
          style={{ minWidth: 200 }}
          value={lot}
          onChange={setLotId}
          options={lots.filter((l) => l.enabled).map((l) => ({ value: l.lotId, label: l.name }))}
          data-testid="parking-gate-lot"
        />
        <Input
          value={plate}
          maxLength={PLATE_INPUT_MAX}
          placeholder={t('parking.plate')}
          onChange={(e) => setPlate(e.target.value)}
          data-testid="parking-gate-plate"
        />
        <Button
          type="primary"
          disabled={!lot || !plate.trim()}
          loading={enter.isPending}
          onClick={() => enter.mutate()}
          data-testid="parking-gate-enter"
        >
          {t('parking.gate.enter')}
        </Button>
        <Button disabled={!lot || !plate.trim()} loading={leave.isPending} onClick={() => leave.mutate()} data-testid="parking-gate-exit">
          {t('parking.gate.exit')}
        </Button>
      </Space>
      {exit && (
        <Alert
          style={{ marginTop: 12 }}
          type={exit.opened ? 'success' : 'warning'}
          message={exit.opened ? t('parking.gate.opened') : t('parking.gate.due', { amount: moneyText(exit.dueFen, locale) })}
        />
      )}
    </Card>
  )
}
