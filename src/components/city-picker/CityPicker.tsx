/**
 * A bottom sheet to pick the browsing city (#9 item 13): a search by name or pinyin, "locate me", the
 * recent picks, then every city the merchant sells in under A-Z letters with a letter bar to jump by.
 * The sheet is taro-ui's AtFloatLayout, the lettered list its AtIndexes.
 */
import { View, Text, Input } from '@tarojs/components'
import AtFloatLayout from 'taro-ui/lib/components/float-layout'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { currentLocation } from '../../services/home-api'
import { chooseCityAtom, cityAtom, recentCitiesAtom, type ChosenCity } from '../../location/city-atoms'
import { cityNameIn, citySections } from '../../location/city-index'
import { locateCity, type LocateOutcome } from '../../location/locate-city'
import { useCities } from '../../location/use-cities'
import { localeAtom, useT } from '../../locales/locale-atoms'
import { StateView } from '../state-view/StateView'
import { Icon } from '../icon/Icon'
import MeasuredIndexes from './MeasuredIndexes'
import { useOpenedAfterMount } from '../../hooks/use-opened-after-mount'
import '../../theme/taro-ui/float-layout.scss'
import '../../theme/taro-ui/list.scss'
import '../../theme/taro-ui/toast.scss'
import '../../theme/taro-ui/indexes.scss'
import './city-picker.scss'

type Locating = { kind: 'idle' } | { kind: 'locating' } | LocateOutcome

const LOCATE_TIMEOUT_MS = 8000

export function CityPicker({ onClose }: { onClose(): void }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const current = useAtomValue(cityAtom)
  const recent = useAtomValue(recentCitiesAtom)
  const choose = useSetAtom(chooseCityAtom)
  const { state, reload } = useCities()
  const [query, setQuery] = useState('')
  const [locating, setLocating] = useState<Locating>({ kind: 'idle' })
  const opened = useOpenedAfterMount()

  const list = state?.status === 'ready' ? state.cities : undefined
  const sections = list ? citySections(list, query) : []
  const searching = query.trim() !== ''

  // Named from the list, a city's name is in the current language; kept with it, the home bar needs no list.
  const pick = (city: ChosenCity) => {
    choose(list ? { cityId: city.cityId, cityName: cityNameIn(list, city.cityId, city.cityName), locale } : city)
    onClose()
  }
  const locate = async () => {
    setLocating({ kind: 'locating' })
    setLocating(
      await locateCity({
        position: () => Taro.getLocation({ type: 'wgs84', highAccuracyExpireTime: LOCATE_TIMEOUT_MS }),
        nearestCity: (point) => currentLocation(point)
      })
    )
  }
  const chip = (c: ChosenCity) => (
    <Text
      key={c.cityId}
      className={`city-picker__chip${c.cityId === current.cityId ? ' city-picker__chip--on' : ''}`}
      onClick={() => pick(c)}
    >
      {c.cityName}
    </Text>
  )
  const locateText: Record<Exclude<Locating['kind'], 'located'>, string> = {
    idle: t('index.city_locate'),
    locating: t('index.city_locating'),
    denied: t('index.city_locate_denied'),
    failed: t('index.city_locate_failed'),
    unknown: t('index.city_locate_unknown')
  }

  const top = (
    <>
      <View className="city-picker__locate">
        {locating.kind === 'located' ? (
          <>
            <Text className="city-picker__label">{t('index.city_located')}</Text>
            <View className="city-picker__chips">{chip({ cityId: locating.city.cityId, cityName: locating.city.cityName })}</View>
          </>
        ) : (
          <View
            className={`city-picker__locate-row city-picker__locate-row--${locating.kind}`}
            role="button"
            onClick={() => locating.kind !== 'locating' && void locate()}
          >
            <Icon name="location" tone="main" />
            <Text>{locateText[locating.kind]}</Text>
          </View>
        )}
      </View>
      {recent.length > 0 && (
        <>
          <Text className="city-picker__label">{t('index.city_recent')}</Text>
          <View className="city-picker__chips">
            {recent.map((c) => chip({ cityId: c.cityId, cityName: cityNameIn(list, c.cityId, c.cityName) }))}
          </View>
        </>
      )}
    </>
  )

  return (
    <AtFloatLayout
      className={`city-picker${searching ? ' city-picker--searching' : ''}`}
      isOpened={opened}
      title={t('index.city_title')}
      scrollY={false}
      onClose={onClose}
    >
      <View className="city-picker__close" role="button" aria-label={t('common.close')} onClick={onClose}>
        <Icon name="close" tone="muted" className="city-picker__close-icon" />
      </View>
      <View className="city-picker__sheet" role="dialog" aria-label={t('index.city_title')}>
        <View className="city-picker__search">
          <Icon name="search" tone="muted" />
          <Input
            className="city-picker__search-input"
            value={query}
            placeholder={t('index.city_search')}
            onInput={(e) => setQuery(e.detail.value)}
          />
          {searching && (
            <View role="button" aria-label={t('common.close')} onClick={() => setQuery('')}>
              <Icon name="close" tone="muted" />
            </View>
          )}
        </View>
        <View className="city-picker__main">
          {!state || state.status === 'loading' ? (
            <StateView kind="loading" />
          ) : state.status === 'error' ? (
            <StateView kind="error" onRetry={reload} />
          ) : sections.length === 0 ? (
            <StateView kind="empty" text={t('index.city_no_match', { query: query.trim() })} />
          ) : (
            // Keyed by the query: AtIndexes measures its sections when it mounts.
            <MeasuredIndexes
              key={query.trim()}
              topKey={t('index.city_index_top')}
              isVibrate={false}
              list={sections.map((s) => ({
                key: s.letter === '#' ? 'other' : s.letter,
                title: <Text className="city-picker__letter">{s.letter}</Text>,
                items: s.cities.map((c) => ({ name: c.cityName, city: c }))
              }))}
              onClick={(item) => pick({ cityId: item.city.cityId, cityName: item.city.cityName })}
            >
              {!searching && top}
            </MeasuredIndexes>
          )}
        </View>
      </View>
    </AtFloatLayout>
  )
}
