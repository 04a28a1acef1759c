/** All tab: every show of the city, by category, soonest first. */
import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../components/page-shell/PageShell'
import { CategoryTabs } from '../../components/category-tabs/CategoryTabs'
import { ShowList } from '../../components/show-list/ShowList'
import { searchShows } from '../../services/home-api'
import { cityAtom } from '../../location/city-atoms'

export default function AllPage() {
  const [category, setCategory] = useState('')
  const city = useAtomValue(cityAtom)
  return (
    <PageShell route="all">
      <CategoryTabs value={category} onChange={setCategory} />
      <ShowList
        resetKey={`${category}|${city.cityId}`}
        fetchPage={(offset, length) =>
          searchShows({
            pageType: 'CATEGORY',
            backendCategoryCode: category || undefined,
            cityId: city.cityId,
            sortType: 'TIME',
            offset,
            length
          })
        }
      />
    </PageShell>
  )
}
