/** The buyer's plates as chips (pick one, remove one) and the add-a-plate form, checked by the gateway's plate rule. */
import { Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { Icon } from '../../../components/icon/Icon'
import { useSectionT } from '../../../locales/section-i18n'
import { PARKING_TEXT } from '../../../locales/sections/parking/parking-text'
import { addParkingPlate, removeParkingPlate } from '../../../services/parking-api'
import { RequestError } from '../../../services/request/request-error'
import { useSubmit } from '../../../hooks/use-submit'
import { toast } from '../../../utils/toast'
import { PLATE_INPUT_MAX, PLATES_PER_BUYER, readPlate } from '../../../../types/rules/plate'
import type { ParkingPlate } from '../../../../types/api/parking'

interface Props {
  plates: ParkingPlate[]
  shown?: string
  onPick(plate: string): void
  onPlates(plates: ParkingPlate[], added?: string): void
  /** The form open at once (no plate yet). */
  adding: boolean
  onAdding(open: boolean): void
}

export function PlatesBar({ plates, shown, onPick, onPlates, adding, onAdding }: Props) {
  const t = useSectionT(PARKING_TEXT)
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const { busy, run } = useSubmit()

  const add = () =>
    run(async () => {
      const plate = readPlate(text)
      if (!plate) return setError(t('plate_hint'))
      try {
        onPlates(await addParkingPlate(text), plate.plate)
        setText('')
        setError(undefined)
        onAdding(false)
        toast(t('added'))
      } catch (e) {
        if (!(e instanceof RequestError)) throw e
        setError(e.message)
      }
    })
  const remove = (plate: string) =>
    run(async () => {
      onPlates(await removeParkingPlate(plate))
      toast(t('removed'))
    })

  return (
    <View className="parking-plates">
      <Text className="parking__heading">{t('plates')}</Text>
      <View className="parking-plates__chips" role="radiogroup">
        {plates.map((p) => (
          <View
            key={p.plate}
            className={`parking-plate${p.plate === shown ? ' parking-plate--on' : ''}`}
            role="radio"
            aria-checked={p.plate === shown}
            data-testid="parking-plate"
            onClick={() => onPick(p.plate)}
          >
            <Text className="parking-plate__text">{p.plate}</Text>
            <View
              className="parking-plate__remove"
              role="button"
              aria-label={t('remove')}
              onClick={(e) => {
                e.stopPropagation()
                void remove(p.plate)
              }}
            >
              <Icon name="close" tone="muted" className="parking-plate__remove-icon" />
            </View>
          </View>
        ))}
        {!adding && plates.length < PLATES_PER_BUYER && (
          <View className="parking-plate parking-plate--add" role="button" data-testid="parking-add-plate" onClick={() => onAdding(true)}>
            <Icon name="plus" tone="main" className="parking-plate__add-icon" />
            <Text>{t('add_plate')}</Text>
          </View>
        )}
      </View>
      {adding && (
        <View className="parking-plates__form">
          <AtInput
            name="plate"
            title={t('plate')}
            type="text"
            maxlength={PLATE_INPUT_MAX}
            value={text}
            placeholder={t('plate_placeholder')}
            error={!!error}
            onChange={(value) => {
              setText(String(value))
              setError(undefined)
            }}
          />
          <Text className={`parking__note${error ? ' parking__note--error' : ''}`} data-testid="parking-plate-note">
            {error ?? t('plate_hint')}
          </Text>
          <View className="parking__actions">
            {plates.length > 0 && (
              <AtButton type="secondary" size="small" onClick={() => onAdding(false)}>
                {t('cancel')}
              </AtButton>
            )}
            <AtButton type="primary" size="small" disabled={busy || !text.trim()} loading={busy} onClick={() => void add()}>
              {t('add')}
            </AtButton>
          </View>
        </View>
      )}
    </View>
  )
}
