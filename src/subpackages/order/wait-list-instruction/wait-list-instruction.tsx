/**
 * wait-list-instruction (/wait-list-instruction): what the wait list is and its rules (product.md
 * "Orders"). The product has no wait list yet — the gateway serves no existWaitList and no waitListState,
 * and no page lets a buyer join one — so this is the rules text page, with a note that the shop has not
 * opened wait lists and a way on to the shows. When wait lists come, the note goes and the text stays.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { PageShell } from '../../../components/page-shell/PageShell'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { ORDER_PAGES_TEXT } from '../../../locales/sections/order-pages/order-pages-text'
import '../confirm-order/confirm-order.scss'
import '../about-order/about-order.scss'
import '../../../theme/taro-ui/button.scss'

const HOW = ['wait_list.how_1', 'wait_list.how_2', 'wait_list.how_3'] as const
const RULES = ['wait_list.rule_1', 'wait_list.rule_2', 'wait_list.rule_3'] as const

export default function WaitListInstructionPage() {
  const t = useSectionT(ORDER_PAGES_TEXT)
  return (
    <PageShell route="wait-list-instruction">
      <View className="about-order wait-list">
        <View className="confirm-order__block">
          <Text className="about-order__text wait-list__intro">{t('wait_list.intro')}</Text>
        </View>
        <View className="confirm-order__block">
          <Text className="confirm-order__heading">{t('wait_list.how_title')}</Text>
          {HOW.map((key, i) => (
            <Text key={key} className="about-order__text">{`${i + 1}. ${t(key)}`}</Text>
          ))}
        </View>
        <View className="confirm-order__block">
          <Text className="confirm-order__heading">{t('wait_list.rules_title')}</Text>
          {RULES.map((key, i) => (
            <Text key={key} className="about-order__text">{`${i + 1}. ${t(key)}`}</Text>
          ))}
        </View>
        <View className="confirm-order__block wait-list__not-open">
          <Text className="about-order__text">{t('wait_list.not_open')}</Text>
          <AtButton type="secondary" size="small" className="wait-list__browse" onClick={() => void appRouter().switchTab('all')}>
            {t('wait_list.browse')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
