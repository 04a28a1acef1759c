/**
 * Home tab: city picker, search entry, the merchant's HOME layout (banners, member entry, notices),
 * category tabs and the show feed: the layout's waterfall for All, the category's shows otherwise, both as
 * compact rows (issue #14 item 12: about four cards a screen, not 1.3). Logged in, the buyer's own
 * components (next show, coupons about to expire, recently viewed) after the first paint (ForYou.tsx).
 */
import { View, Text } from '@tarojs/components'
import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../components/page-shell/PageShell'
import { CategoryTabs } from '../../components/category-tabs/CategoryTabs'
import { ShowList } from '../../components/show-list/ShowList'
import { LazyCityPicker } from '../../components/city-picker/LazyCityPicker'
import { LazyAnnouncementBanner } from '../../components/announcement-banner/LazyAnnouncementBanner'
import { LazyForYou } from '../../components/for-you/LazyForYou'
import { useAsync } from '../../hooks/use-async'
import { layouts, masonryComponentData, searchShows } from '../../services/home-api'
import { cityAtom } from '../../location/city-atoms'
import { localeAtom, useT } from '../../locales/locale-atoms'
import { appRouter } from '../../router/app-router'
import { HomeLayoutComponent } from './HomeLayout'
import { Icon } from '../../components/icon/Icon'
import { useCities } from '../../location/use-cities'
import { cityNameIn } from '../../location/city-index'
import { homeLayout } from './home-layout-source'
import { store } from '../../store/store'
import { readPreviewToken } from '../../shop-config/preview-token'
import './list.scss'

export default function ListPage() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const city = useAtomValue(cityAtom)
  const [category, setCategory] = useState('')
  const [picking, setPicking] = useState(false)
  // The chosen city is stored with its name in the language of the moment; only a name in another
  // language needs the list (the default city's name is a dictionary text), so most first pages ask nothing.
  const cities = useCities(city.cityName !== '' && city.locale !== locale)
  const layout = useAsync(
    () => homeLayout(store, locale, () => layouts({ page: 'HOME', cityId: city.cityId }, readPreviewToken())),
    [city.cityId, locale]
  )
  const data = layout.status === 'ready' ? layout.data : null
  const waterfall = data?.components.find((c) => c.componentType === 'WATERFALL')
  // The feed waits for the layout so it is fetched once, from the right source.
  const feedReady = layout.status !== 'loading'

  const fetchPage = (offset: number, length: number) =>
    !category && waterfall && data
      ? masonryComponentData({
          layoutId: data.layoutId,
          componentId: waterfall.componentId,
          componentType: 'WATERFALL',
          offset,
          length,
          cityId: city.cityId
        })
      : searchShows({
          pageType: category ? 'CATEGORY' : 'HOME',
          backendCategoryCode: category || undefined,
          cityId: city.cityId,
          offset,
          length
        })

  return (
    <PageShell route="list">
      <View className="home__bar">
        <View className="home__city" role="button" onClick={() => setPicking(true)}>
          <Text>
            {cityNameIn(cities.state?.status === 'ready' ? cities.state.cities : undefined, city.cityId, city.cityName) ||
              t('index.city_default')}
          </Text>
          <Icon name="chevron_down" className="home__city-chevron" />
        </View>
        <View className="home__search" role="search" onClick={() => void appRouter().open('search')}>
          <Text>{t('index.search_placeholder')}</Text>
        </View>
      </View>
      {/*
        What comes and goes while home fills in sits in slots that are always there (display: contents), so
        an arrival changes only its own slot's children, never the page's list of children.
      */}
      <View className="home__slot">
        <LazyAnnouncementBanner pageSource="home" />
      </View>
      <View className="home__slot">
        {data?.components.map((c) => (
          <HomeLayoutComponent key={c.componentId} component={c} />
        ))}
      </View>
      {/* The buyer's own components (user_component), posted after the first paint; none for a visitor. */}
      <View className="home__slot">
        <LazyForYou />
      </View>
      <CategoryTabs value={category} onChange={setCategory} />
      <View className="home__slot">
        {!category && waterfall && <Text className="home__feed-title">{waterfall.title}</Text>}
        {feedReady && (
          <ShowList fetchPage={fetchPage} resetKey={`${category}|${city.cityId}|${waterfall ? data?.layoutId : ''}`} layout="list" />
        )}
      </View>
      <View className="home__slot">{picking && <LazyCityPicker onClose={() => setPicking(false)} />}</View>
    </PageShell>
  )
}
