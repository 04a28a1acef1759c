/**
 * support (product.md "User area": "switch-skin, agreement, support, announce-detail"): help for the buyer —
 * the merchant's contact (phone, hours; the customer-service sheet with the online chat) and the common
 * questions (support-faq.ts), each answered in place with the page that does it. A search with no match
 * offers the customer-service sheet.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import AtInput from 'taro-ui/lib/components/input'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { CustomerService } from '../../../components/customer-service/CustomerService'
import { contactLines } from '../../../components/customer-service/contact-lines'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { CONTENT_PAGES_TEXT } from '../../../locales/sections/content-pages/content-pages-text'
import { customerService } from '../../../services/show-api'
import { FAQ_TOPICS, matchFaq, type FaqItem } from './support-faq'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'
import './support.scss'

const ROUTE = 'support'

function SupportSkeleton() {
  return (
    <View className="support__skeleton" aria-busy="true">
      <View className="support__skeleton-card" />
      <View className="support__skeleton-row" />
      <View className="support__skeleton-row" />
      <View className="support__skeleton-row" />
    </View>
  )
}

function Question({ item, goLabel }: { item: FaqItem; goLabel: string }) {
  const [open, setOpen] = useState(false)
  return (
    <View className={`support__faq${open ? ' support__faq--open' : ''}`} data-faq={item.key}>
      <View className="support__question" onClick={() => setOpen(!open)} aria-expanded={open}>
        <Text className="support__question-text">{item.q}</Text>
        <Icon name={open ? 'chevron_down' : 'chevron_right'} tone="muted" />
      </View>
      {open && (
        <View className="support__answer">
          <Text className="support__answer-text">{item.a}</Text>
          <AtButton size="small" className="support__go" onClick={() => void appRouter().open(item.route)}>
            {goLabel}
          </AtButton>
        </View>
      )}
    </View>
  )
}

export default function SupportPage() {
  const t = useSectionT(CONTENT_PAGES_TEXT)
  const [search, setSearch] = useState('')
  const service = useAsync(() => customerService(), [])
  const items: FaqItem[] = FAQ_TOPICS.map(({ key, route }) => ({
    key,
    route,
    q: t(`support.faq.${key}.q`),
    a: t(`support.faq.${key}.a`)
  }))
  const shown = matchFaq(items, search)
  if (service.status === 'loading')
    return (
      <PageShell route={ROUTE}>
        <SupportSkeleton />
      </PageShell>
    )
  if (service.status === 'error')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="error" onRetry={service.reload} />
      </PageShell>
    )
  const lines = contactLines(service.data)
  return (
    <PageShell route={ROUTE}>
      <CustomerService>
        {(openSheet) => (
          <View className="support" data-testid="support">
            <View className="support__contact">
              <View className="support__contact-text">
                <Text className="support__title">{t('support.contact_title')}</Text>
                <Text className="support__hint">{lines.telephone ?? t('support.contact_hint')}</Text>
              </View>
              <AtButton type="primary" size="small" className="support__contact-button" onClick={openSheet}>
                {t('support.contact_button')}
              </AtButton>
            </View>
            <Text className="support__title support__faq-title">{t('support.faq_title')}</Text>
            <AtInput
              name="support-search"
              className="support__search"
              value={search}
              placeholder={t('support.search_placeholder')}
              onChange={(value) => setSearch(String(value))}
            />
            {shown.length ? (
              <View className="support__faqs">
                {shown.map((item) => (
                  <Question key={item.key} item={item} goLabel={t(`support.faq.${item.key}.go`)} />
                ))}
              </View>
            ) : (
              <StateView
                kind="empty"
                text={t('support.no_match')}
                detail={t('support.no_match_detail')}
                action={{ label: t('support.contact_button'), onClick: openSheet }}
              />
            )}
          </View>
        )}
      </CustomerService>
    </PageShell>
  )
}
