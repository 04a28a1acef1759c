/** A bottom sheet to pick the browsing city: recent picks first, then every city the merchant sells in. */
import { View, Text, ScrollView } from '@tarojs/components'
import { useAtomValue, useSetAtom } from 'jotai'
import { cities } from '../../services/home-api'
import { useAsync } from '../../hooks/use-async'
import { chooseCityAtom, cityAtom, recentCitiesAtom, type ChosenCity } from '../../location/city-atoms'
import { localeAtom, useT } from '../../locales/locale-atoms'
import { StateView } from '../state-view/StateView'
import './city-picker.scss'

export function CityPicker({ onClose }: { onClose(): void }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const current = useAtomValue(cityAtom)
  const recent = useAtomValue(recentCitiesAtom)
  const choose = useSetAtom(chooseCityAtom)
  const list = useAsync(() => cities(), [locale])

  const pick = (city: ChosenCity) => {
    choose(city)
    onClose()
  }
  const chip = (c: ChosenCity) => (
    <Text key={c.cityId} className={`city-picker__chip${c.cityId === current.cityId ? ' city-picker__chip--on' : ''}`} onClick={() => pick(c)}>
      {c.cityName}
    </Text>
  )

  return (
    <View className='city-picker' role='dialog' aria-label={t('index.city_title')}>
      <View className='city-picker__mask' onClick={onClose} />
      <View className='city-picker__sheet'>
        <View className='city-picker__head'>
          <Text>{t('index.city_title')}</Text>
          <Text className='city-picker__close' onClick={onClose}>×</Text>
        </View>
        <ScrollView scrollY className='city-picker__body'>
          {recent.length > 0 && (
            <>
              <Text className='city-picker__label'>{t('index.city_recent')}</Text>
              <View className='city-picker__chips'>{recent.map(chip)}</View>
            </>
          )}
          <Text className='city-picker__label'>{t('index.city_all')}</Text>
          {list.status === 'loading' && <StateView kind='loading' />}
          {list.status === 'error' && <StateView kind='error' onRetry={list.reload} />}
          {list.status === 'ready' && <View className='city-picker__chips'>{list.data.map((c) => chip({ cityId: c.cityId, cityName: c.cityName }))}</View>}
        </ScrollView>
      </View>
    </View>
  )
}
