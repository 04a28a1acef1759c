/**
 * Search at /search and /search/:placeholder: keyword, category, dates, city and sort; history kept
 * locally; trending searches before typing; results 20 to a page with the matching text marked, and when
 * the buyer's city has few, a notice and the matches in other cities grouped by city.
 * Banners may open it with keyword, category or sortType already set.
 */
import { View, Text, Input } from '@tarojs/components'
import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { CategoryTabs } from '../../../components/category-tabs/CategoryTabs'
import { ShowList } from '../../../components/show-list/ShowList'
import { recordSearch, searchShows, trendingSearches } from '../../../services/home-api'
import { ShowCard } from '../../../components/show-card/ShowCard'
import { useAsync } from '../../../hooks/use-async'
import type { ShowSearchReply } from '../../../../types/api/show'
import { cityAtom } from '../../../location/city-atoms'
import { merchantZoneAtom } from '../../../shop-config/shop-config-atoms'
import { useRouteParams } from '../../../router/use-route-params'
import { localeAtom, useT } from '../../../locales/locale-atoms'
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
const DATE_LABELS: Record<DateChip, MessageKey> = {
  any: 'search.date_any',
  today: 'search.date_today',
  weekend: 'search.date_weekend',
  month: 'search.date_month'
}

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
  const locale = useAtomValue(localeAtom)
  // Trending is extra: when it fails the page shows the history alone.
  const trending = useAsync(() => trendingSearches(), [locale])

  const submit = (value: string) => {
    const k = value.trim() || params.placeholder || ''
    if (!k) return
    const next = addToHistory(history, k)
    setHistory(next)
    writeStored(STORAGE_KEYS.searchHistory, next)
    setKeyword(k)
    setSubmitted(k)
    // Counted for trending searches; nothing the buyer waits for or hears about.
    recordSearch(k).catch(() => undefined)
  }

  const cityName = city.cityName || t('index.city_default')
  const elsewhere = (first: ShowSearchReply) =>
    first.elsewhere && first.elsewhere.total > 0 ? (
      <View className="search__elsewhere">
        <Text className="search__elsewhere-notice">
          {first.total === 0
            ? t('search.elsewhere_none', { city: cityName, keyword: submitted ?? '', count: first.elsewhere.total })
            : t('search.elsewhere_few', { city: cityName, found: first.total, count: first.elsewhere.total })}
        </Text>
        {first.elsewhere.cities.map((group) => (
          <View key={group.cityId} className="search__elsewhere-group">
            <Text className="search__elsewhere-city">{`${group.cityName} ${group.shows.length}`}</Text>
            <View className="show-list__rows">
              {group.shows.map((show) => (
                <ShowCard key={show.showId} show={show} />
              ))}
            </View>
          </View>
        ))}
      </View>
    ) : null

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
    <PageShell route="search">
      <View className="search__bar">
        <Input
          className="search__input"
          value={keyword}
          placeholder={params.placeholder || t('search.placeholder')}
          confirmType="search"
          onInput={(e) => setKeyword(e.detail.value)}
          onConfirm={(e) => submit(e.detail.value)}
        />
        <Text className="search__submit" onClick={() => submit(keyword)}>
          {t('search.submit')}
        </Text>
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
          <View className="search__filters">{SORT_TYPES.map((s) => chip(s === sortType, t(SORT_LABELS[s]), () => setSortType(s), s))}</View>
          <View className="search__filters">
            {DATE_CHIPS.map((d) => chip(d === dateChip, t(DATE_LABELS[d]), () => setDateChip(d), d))}
            {chip(!allCities, city.cityName || t('index.city_default'), () => setAllCities(false), 'city')}
            {chip(allCities, t('index.city_all'), () => setAllCities(true), 'all-cities')}
          </View>
          <ShowList
            resetKey={JSON.stringify([submitted, category, sortType, dates, cityId])}
            emptyText={t('search.no_result')}
            after={cityId ? elsewhere : undefined}
            fetchPage={(offset, length) =>
              searchShows({
                pageType: 'SEARCH',
                keyword: submitted || undefined,
                backendCategoryCode: category || undefined,
                sortType,
                cityId,
                ...dates,
                offset,
                length
              })
            }
          />
        </>
      ) : (
        <View className="search__history">
          {trending.status === 'ready' && trending.data.length > 0 && (
            <View className="search__trending">
              <View className="search__history-head">
                <Text>{t('search.trending')}</Text>
              </View>
              <View className="search__chips">
                {trending.data.map((x, i) => (
                  <Text key={x.keyword} className={`search__chip${i < 3 ? ' search__chip--hot' : ''}`} onClick={() => submit(x.keyword)}>
                    {x.keyword}
                  </Text>
                ))}
              </View>
            </View>
          )}
          <View className="search__history-head">
            <Text>{t('search.history')}</Text>
            {history.length > 0 && (
              <Text className="search__clear" onClick={clear}>
                {t('search.clear_history')}
              </Text>
            )}
          </View>
          {history.length === 0 && <Text className="search__none">{t('search.no_history')}</Text>}
          <View className="search__chips search__chips--history">
            {history.map((h) => (
              <Text key={h} className="search__chip" onClick={() => submit(h)}>
                {h}
              </Text>
            ))}
          </View>
        </View>
      )}
    </PageShell>
  )
}
