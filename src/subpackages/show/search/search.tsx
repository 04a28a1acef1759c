/**
 * Search at /search and /search/:placeholder: keyword, category, dates, city and sort; history kept
 * locally; results 20 to a page with the matching text marked. Banners may open it with keyword,
 * category or sortType already set.
 */
import { View, Text, Input } from '@tarojs/components'
import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { CategoryTabs } from '../../../components/category-tabs/CategoryTabs'
import { ShowList } from '../../../components/show-list/ShowList'
import { searchShows } from '../../../services/home-api'
import { cityAtom } from '../../../location/city-atoms'
import { merchantZoneAtom } from '../../../shop-config/shop-config-atoms'
import { useRouteParams } from '../../../router/use-route-params'
import { useT } from '../../../locales/locale-atoms'
import type { MessageKey } from '../../../locales/i18n'
import { STORAGE_KEYS, parseStringList, readStored, writeStored } from '../../../storage/storage'
import { addToHistory } from './search-history'
import { DATE_CHIPS, SORT_TYPES, dateRangeOf, parseSortType, type DateChip } from './search-filters'
import './search.scss'

const SORT_LABELS: Record<string, MessageKey> = {
  RECOMMEND: 'search.sort_recommend',
  TIME: 'search.sort_time',
  PRICE_ASC: 'search.sort_price_asc',
  PRICE_DESC: 'search.sort_price_desc'
}
const DATE_LABELS: Record<DateChip, MessageKey> = { any: 'search.date_any', today: 'search.date_today', weekend: 'search.date_weekend', month: 'search.date_month' }

export default function SearchPage() {
  const t = useT()
  const params = useRouteParams()
  const city = useAtomValue(cityAtom)
  const zone = useAtomValue(merchantZoneAtom)
  const [keyword, setKeyword] = useState(params.keyword ?? '')
  const [submitted, setSubmitted] = useState<string | undefined>(params.keyword || (params.category || params.sortType ? '' : undefined))
  const [category, setCategory] = useState(params.category ?? '')
  const [sortType, setSortType] = useState(parseSortType(params.sortType))
  const [dateChip, setDateChip] = useState<DateChip>('any')
  const [allCities, setAllCities] = useState(false)
  const [history, setHistory] = useState(() => readStored(STORAGE_KEYS.searchHistory, parseStringList, []))

  const submit = (value: string) => {
    const k = value.trim() || params.placeholder || ''
    if (!k) return
    const next = addToHistory(history, k)
    setHistory(next)
    writeStored(STORAGE_KEYS.searchHistory, next)
    setKeyword(k)
    setSubmitted(k)
  }

  const clear = () => {
    setHistory([])
    writeStored(STORAGE_KEYS.searchHistory, [])
  }

  const chip = (on: boolean, label: string, onClick: () => void, key: string) => (
    <Text key={key} className={`search__filter${on ? ' search__filter--on' : ''}`} onClick={onClick}>
      {label}
    </Text>
  )
  const cityId = allCities ? undefined : city.cityId
  const dates = dateRangeOf(dateChip, new Date(), zone)

  return (
    <PageShell route='search'>
      <View className='search__bar'>
        <Input
          className='search__input'
          value={keyword}
          placeholder={params.placeholder || t('search.placeholder')}
          confirmType='search'
          onInput={(e) => setKeyword(e.detail.value)}
          onConfirm={(e) => submit(e.detail.value)}
        />
        <Text className='search__submit' onClick={() => submit(keyword)}>{t('search.submit')}</Text>
      </View>
      <CategoryTabs
        value={category}
        onChange={(code) => {
          setCategory(code)
          if (submitted === undefined) setSubmitted('')
        }}
      />
      {submitted !== undefined ? (
        <>
          <View className='search__filters'>
            {SORT_TYPES.map((s) => chip(s === sortType, t(SORT_LABELS[s]), () => setSortType(s), s))}
          </View>
          <View className='search__filters'>
            {DATE_CHIPS.map((d) => chip(d === dateChip, t(DATE_LABELS[d]), () => setDateChip(d), d))}
            {chip(!allCities, city.cityName || t('index.city_default'), () => setAllCities(false), 'city')}
            {chip(allCities, t('index.city_all'), () => setAllCities(true), 'all-cities')}
          </View>
          <ShowList
            resetKey={JSON.stringify([submitted, category, sortType, dates, cityId])}
            emptyText={t('search.no_result')}
            fetchPage={(offset, length) =>
              searchShows({ pageType: 'SEARCH', keyword: submitted || undefined, backendCategoryCode: category || undefined, sortType, cityId, ...dates, offset, length })
            }
          />
        </>
      ) : (
        <View className='search__history'>
          <View className='search__history-head'>
            <Text>{t('search.history')}</Text>
            {history.length > 0 && <Text className='search__clear' onClick={clear}>{t('search.clear_history')}</Text>}
          </View>
          {history.length === 0 && <Text className='search__none'>{t('search.no_history')}</Text>}
          <View className='search__chips'>
            {history.map((h) => (
              <Text key={h} className='search__chip' onClick={() => submit(h)}>{h}</Text>
            ))}
          </View>
        </View>
      )}
    </PageShell>
  )
}
