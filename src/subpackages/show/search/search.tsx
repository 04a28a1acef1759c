/**
 * Search at /search and /search/:placeholder: keyword input, category tabs and the local history.
 * Results arrive with the gateway (issue #4).
 */
import { View, Text, Input } from '@tarojs/components'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { CategoryTabs } from '../../../components/category-tabs/CategoryTabs'
import { StateView } from '../../../components/state-view/StateView'
import { useRouteParams } from '../../../router/use-route-params'
import { useT } from '../../../locales/locale-atoms'
import { STORAGE_KEYS, parseStringList, readStored, writeStored } from '../../../storage/storage'
import { addToHistory } from './search-history'
import './search.scss'

export default function SearchPage() {
  const t = useT()
  const { placeholder } = useRouteParams()
  const [keyword, setKeyword] = useState('')
  const [submitted, setSubmitted] = useState<string | undefined>()
  const [category, setCategory] = useState('')
  const [history, setHistory] = useState(() => readStored(STORAGE_KEYS.searchHistory, parseStringList, []))

  const submit = (value: string) => {
    const k = value.trim() || placeholder || ''
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

  return (
    <PageShell route='search'>
      <View className='search__bar'>
        <Input
          className='search__input'
          value={keyword}
          placeholder={placeholder || t('search.placeholder')}
          confirmType='search'
          onInput={(e) => setKeyword(e.detail.value)}
          onConfirm={(e) => submit(e.detail.value)}
        />
        <Text className='search__submit' onClick={() => submit(keyword)}>{t('search.submit')}</Text>
      </View>
      <CategoryTabs value={category} onChange={setCategory} />
      {submitted ? (
        <StateView kind='empty' text={t('search.results_arrive', { keyword: submitted })} />
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
