/** All tab: every category; the shows of each arrive with the gateway (issue #4). */
import { useState } from 'react'
import { PageShell } from '../../components/page-shell/PageShell'
import { CategoryTabs } from '../../components/category-tabs/CategoryTabs'
import { StateView } from '../../components/state-view/StateView'
import { useT } from '../../locales/locale-atoms'

export default function AllPage() {
  const t = useT()
  const [category, setCategory] = useState('')
  return (
    <PageShell route='all'>
      <CategoryTabs value={category} onChange={setCategory} />
      <StateView kind='empty' text={t('index.shows_arrive')} />
    </PageShell>
  )
}
