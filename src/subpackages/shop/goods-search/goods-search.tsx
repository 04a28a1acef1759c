/** goods-search: goods by a keyword in their names, as the shop tab's cards; the keyword can arrive in the route. */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { GoodsList } from '../../../components/goods-card/GoodsList'
import { goodsList } from '../../../services/goods-api'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { SHOP_TEXT } from '../../../locales/sections/shop/shop-text'
import './goods-search.scss'

export default function GoodsSearchPage() {
  const t = useT()
  const st = useSectionT(SHOP_TEXT)
  const locale = useAtomValue(localeAtom)
  const { keyword: initial = '' } = useRouteParams()
  const [typed, setTyped] = useState(initial)
  const [keyword, setKeyword] = useState(initial.trim())
  const toAll = { label: st('search.browse_all'), onClick: () => void appRouter().open('shop') }
  return (
    <PageShell route="goods-search">
      <View className="goods-search__bar">
        <Input
          className="goods-search__input"
          value={typed}
          focus={!initial}
          placeholder={st('search.placeholder')}
          confirmType="search"
          onInput={(e) => setTyped(e.detail.value)}
          onConfirm={(e) => setKeyword(e.detail.value.trim())}
        />
        <Text className="goods-search__submit" onClick={() => setKeyword(typed.trim())}>
          {t('search.submit')}
        </Text>
      </View>
      {keyword ? (
        <GoodsList
          resetKey={`${keyword}|${locale}`}
          fetchPage={(offset, length) => goodsList({ keyword, offset, length })}
          emptyText={st('search.empty')}
          emptyAction={toAll}
        />
      ) : (
        <StateView kind="empty" text={st('search.hint')} action={toAll} />
      )}
    </PageShell>
  )
}
