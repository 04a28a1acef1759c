/** Home tab: city, search entry and category tabs; the show feed arrives with the gateway (issue #4). */
import { View, Text } from '@tarojs/components'
import { useState } from 'react'
import { PageShell } from '../../components/page-shell/PageShell'
import { CategoryTabs } from '../../components/category-tabs/CategoryTabs'
import { StateView } from '../../components/state-view/StateView'
import { useT } from '../../locales/locale-atoms'
import { appRouter } from '../../router/app-router'
import './list.scss'

export default function ListPage() {
  const t = useT()
  const [category, setCategory] = useState('')
  return (
    <PageShell route='list'>
      <View className='home__bar'>
        <Text className='home__city'>{t('index.city_default')}</Text>
        <View className='home__search' role='search' onClick={() => void appRouter().open('search')}>
          <Text>{t('index.search_placeholder')}</Text>
        </View>
      </View>
      <CategoryTabs value={category} onChange={setCategory} />
      <StateView kind='empty' text={t('index.shows_arrive')} />
    </PageShell>
  )
}
